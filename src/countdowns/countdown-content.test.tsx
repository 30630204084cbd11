// @vitest-environment jsdom
/**
 * The Halloween, Thanksgiving and Christmas texts' truth test: the figures they write by hand
 * (day of the year, spans between the holidays, years on a weekend, the last Thursday) recomputed
 * with the date engine. Weekdays of written dates and of named days are checked for every page by
 * src/content/article-dates.test.tsx.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageText } from '@/content/types';
import { dayOfYear, daysBetween, isoDateFromParts, isoDateParts, weekdayOf, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { lastWeekdayOfMonth, observedDate, thanksgiving } from '@/lib/date/holidays';
import { articleWords } from '@/test/article-text';
import { text as halloweenText } from '@/countdowns/halloween/halloween.content';
import { text as thanksgivingText } from '@/countdowns/thanksgiving/thanksgiving.content';
import { text as christmasText } from '@/countdowns/christmas/christmas.content';

afterEach(cleanup);

const words = ({ Intro, Explainer, faq }: PageText) => articleWords({ blocks: [Intro, Explainer], faq });
const iso = (year: number, month: number, day: number) => isoDateFromParts(year, month, day) as IsoDate;
const halloween = (year: number) => iso(year, 10, 31);
const christmas = (year: number) => iso(year, 12, 25);
/** Every year of the proleptic calendar's 400-year cycle, enough to find each extreme. */
const CYCLE = Array.from({ length: 400 }, (_, i) => 2001 + i);
const span = (values: number[]) => `${Math.min(...values)} to ${Math.max(...values)}`;
const monthDay = (d: IsoDate) => formatLong(d).replace(/^\w+, /, '').replace(/, \d+$/, '');
const TABLE_YEARS = [2026, 2027, 2028, 2029, 2030, 2031, 2032];

describe('Halloween text', () => {
  it('day of the year, the years on a weekend, and the spans to Thanksgiving and Christmas', () => {
    const t = words(halloweenText);
    expect(t).toContain(`the ${dayOfYear(halloween(2027))}th day of a common year and the ${dayOfYear(halloween(2028))}th day of a leap year`);
    const weekend = TABLE_YEARS.filter((year) => [0, 6].includes(weekdayOf(halloween(year))));
    expect(weekend).toEqual([2026, 2027, 2032]);
    expect(t).toContain('that happens in 2026, on a Saturday, and in 2027 and 2032, on a Sunday');
    expect(t).toContain(`always ${span(CYCLE.map((y) => daysBetween(halloween(y), thanksgiving(y))))} days after Halloween`);
    expect(new Set(CYCLE.map((y) => daysBetween(halloween(y), christmas(y))))).toEqual(new Set([55]));
    expect(t).toContain('Christmas is always 55 days after it');
  });
});

describe('Thanksgiving text', () => {
  it('its range, the years it is not the last Thursday, and the spans that move it', () => {
    const t = words(thanksgivingText);
    const days = CYCLE.map((y) => isoDateParts(thanksgiving(y)).day);
    expect(t).toContain(`Thanksgiving always falls between November ${Math.min(...days)} and ${Math.max(...days)}`);
    expect(t).toContain(
      `Thanksgiving 2028 is on ${monthDay(thanksgiving(2028))} and the last Thursday is ${monthDay(lastWeekdayOfMonth(2028, 11, 4))}, 2028`,
    );
    expect(t).toContain(
      `In 2029, Thanksgiving is on ${monthDay(thanksgiving(2029))} and the last Thursday is ${monthDay(lastWeekdayOfMonth(2029, 11, 4))}`,
    );
    expect(t).toContain(`in 2028 Thanksgiving is on ${monthDay(thanksgiving(2028))} and the last Thursday is ${monthDay(lastWeekdayOfMonth(2028, 11, 4))}`);
    expect(daysBetween(thanksgiving(2029), thanksgiving(2030))).toBe(53 * 7);
    expect(t).toContain(`Thanksgiving 2030 on ${monthDay(thanksgiving(2030))}, 53 weeks later`);
    expect(t).toContain(`Christmas always comes ${span(CYCLE.map((y) => daysBetween(thanksgiving(y), christmas(y))))} days after Thanksgiving`);
  });
});

describe('Christmas text', () => {
  it('day of the year, the days off of a weekend Christmas and of New Year’s Day', () => {
    const t = words(christmasText);
    expect(t).toContain(`the ${dayOfYear(christmas(2027))}th day of a common year and the ${dayOfYear(christmas(2028))}th day of a leap year`);
    expect(365 - dayOfYear(christmas(2027))).toBe(6);
    expect(t).toContain('with six days of the year left after it');
    for (const year of [2027, 2032]) expect(formatLong(observedDate(christmas(year))!)).toBe(`Friday, December 24, ${year}`);
    expect(t).toContain('Christmas 2027 and Christmas 2032 fall on a Saturday, so both are observed on Friday, December 24');
    expect(t).toContain(`is observed on ${formatLong(observedDate(christmas(2033))!)}`);
    expect(t).toContain(`so it is observed on ${formatLong(observedDate(iso(2028, 1, 1))!)}`);
    expect(t).toContain(`federal day off in 2027 is ${formatLong(observedDate(christmas(2027))!).replace(/, \d+$/, '')}`);
    expect(new Set(CYCLE.map((y) => daysBetween(christmas(y), iso(y + 1, 1, 1))))).toEqual(new Set([7]));
  });
});
