// @vitest-environment jsdom
/**
 * The Valentine's Day text's truth test: every figure its worked examples write by hand is
 * recomputed with the date engine (the weekday of each date written with one is checked for every
 * page by src/content/article-dates.test.tsx).
 */
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dayOfYear, daysBetween, isoDateParts, MONTH_NAMES, type IsoDate } from '@/lib/date/core/civil-date';
import { isLeapYear } from '@/lib/date/leap-year';
import { formatLong } from '@/lib/date/core/format';
import { daysAfterValentines, nthWeekdayOfMonth } from '@/lib/date/holidays';
import { articleWords } from '@/test/article-text';
import { text } from '@/special-days/valentine/valentine.content';

afterEach(cleanup);

const words = () => articleWords({ blocks: [text.Intro, text.Explainer], faq: text.faq });
const after = (year: number, days: number) => daysAfterValentines(year, days).date as IsoDate;
/** `March 7` from `2027-03-07`. */
const monthDay = (d: IsoDate) => `${MONTH_NAMES[isoDateParts(d).month - 1]} ${isoDateParts(d).day}`;
const COMMON_OFFSETS = [21, 30, 60, 90, 100];

describe('the Valentine’s Day text’s figures are the engine’s', () => {
  it('its example years are a common year and a leap year', () => {
    expect(isLeapYear(2027)).toBe(false);
    expect(isLeapYear(2028)).toBe(true);
    expect(words()).toContain('2027 for a common year and 2028 for a leap year');
  });

  it('counts from February 14 as day 0', () => {
    const t = words();
    expect(t).toContain(`1 day after is ${monthDay(after(2027, 1))}, 14 days after is ${monthDay(after(2027, 14))}, and 21 days after is ${monthDay(after(2027, 21))} in a common year`);
    expect(t).toContain(`day 21 is ${formatLong(after(2027, 20))}, which is 20 days after February 14`);
    const link = `February 14 to ${formatLong(after(2027, 21)).replace(/^\w+, /, '')} is ${daysBetween(after(2027, 0), after(2027, 21))} days, or ${daysBetween(after(2027, 0), after(2027, 21)) + 1} days when both dates are counted`;
    expect(t).toContain(link);
  });

  it('lists the common dates of the worked example and of every common year', () => {
    const t = words();
    for (const days of COMMON_OFFSETS) expect(t).toContain(`${days} days ${formatLong(after(2027, days))}`);
    const dates = COMMON_OFFSETS.map((days) => monthDay(after(2027, days)));
    expect(t).toContain(`${dates.slice(0, -1).join(', ')} and ${dates.at(-1)}`);
    // The same month and day in another common year.
    expect(COMMON_OFFSETS.map((days) => monthDay(after(2029, days)))).toEqual(dates);
  });

  it('moves every count past February 28 one day earlier in a leap year', () => {
    const t = words();
    expect(t).toContain(`15 days after Valentine’s Day is ${monthDay(after(2028, 15))} in a leap year, and ${monthDay(after(2027, 15))} in a common year`);
    expect(t).toContain(`21 days after Valentine’s Day 2028 is ${formatLong(after(2028, 21))}, and 100 days after is ${formatLong(after(2028, 100))}`);
    expect(t).toContain(`In 2027, the same counts give ${monthDay(after(2027, 21))} and ${monthDay(after(2027, 100))}`);
    expect(t).toContain(`${monthDay(after(2027, 21))} in a common year, such as ${formatLong(after(2027, 21))}, and ${monthDay(after(2028, 21))} in a leap year`);
    expect(t).toContain(`${monthDay(after(2027, 100))} in a common year, or ${monthDay(after(2028, 100))} in a leap year. In 2027, for example, it is ${formatLong(after(2027, 100))}, and in 2028 ${formatLong(after(2028, 100))}`);
  });

  it('places February 14 and Washington’s Birthday', () => {
    const t = words();
    expect(t).toContain(`February 14 is the ${dayOfYear(after(2028, 0))}th day of every year`);
    expect(dayOfYear(after(2027, 0))).toBe(dayOfYear(after(2028, 0)));
    for (let year = 2026; year <= 2040; year++) {
      const gap = daysBetween(after(year, 0), nthWeekdayOfMonth(year, 2, 1, 3));
      expect(gap).toBeGreaterThanOrEqual(1);
      expect(gap).toBeLessThanOrEqual(7);
    }
    expect(t).toContain('always falls 1 to 7 days after it');
    expect(t).toContain(`In 2027 it is ${formatLong(nthWeekdayOfMonth(2027, 2, 1, 3)).replace(/, \d+$/, '')}, the day after Valentine’s Day`);
  });
});
