// @vitest-environment jsdom
/** The calendar generator text's figures (53-week years, places' holidays, weekends), recomputed with the date engine. */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isoDateFromParts, isoWeek, weekdayName, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { holidaysInYears, loadHolidayCalendar, placeDataYears } from '@/lib/date/business-days';
import { PLACE_HOLIDAY_YEARS } from '@/lib/date/work-calendar';
import { PLACE_COUNTRIES } from '@/lib/date/place-data';
import { defaultWeekend } from '@/components/work-calendar-keys';
import { articleWords, faqAnswer } from '@/test/article-text';
import { text } from '@/calculators/calendar-generator/calendar-generator.content';
import { markedDays } from '@/calculators/calendar-generator/calendar-marks';

afterEach(cleanup);

const words = () => articleWords({ blocks: [text.Intro, text.Explainer], faq: text.faq });
/** The FAQ's answer to `question`, which must be there. */
const answer = (question: string) => faqAnswer(text.faq, question);
const long = (date: string) => formatLong(date as IsoDate);
/** Whether the place's calendar has the holiday `name` on `date`. */
const has = (holidays: string, date: string, name: string, settings: { bank?: boolean; half?: boolean } = {}) =>
  holidaysInYears({ holidays, bank: settings.bank ?? false, half: settings.half ?? false }, Number(date.slice(0, 4)), Number(date.slice(0, 4))).some(
    (h) => h.date === date && h.name === name,
  );

it('names every year from 2015 to 2037 with 53 ISO weeks', () => {
  // December 28 is always in the year's last ISO week.
  const years = Array.from({ length: 23 }, (_, i) => 2015 + i).filter(
    (year) => isoWeek(isoDateFromParts(year, 12, 28) as IsoDate).week === 53,
  );
  const list = `${years.slice(0, -1).join(', ')} and ${years.at(-1)}`;
  expect(words()).toContain(`From 2015 to 2037, the years with 53 weeks are ${list}. All the years in between have 52.`);
});

describe('the places’ examples are the holiday data’s', () => {
  beforeAll(async () => {
    for (const place of ['de-by', 'de', 'at', 'gb', 'in', 'is', 'sa']) expect(await loadHolidayCalendar(place)).toBe(true);
  });

  it('Corpus Christi 2027 in Bavaria, not in Germany as a whole, and the bridge day after it', () => {
    expect(has('de-by', '2027-05-27', 'Corpus Christi')).toBe(true);
    expect(holidaysInYears({ holidays: 'de' }, 2027, 2027).some((h) => h.name === 'Corpus Christi')).toBe(false);
    expect(weekdayName('2027-05-28' as IsoDate)).toBe('Friday');
    expect(has('de-by', '2027-05-28', 'Corpus Christi')).toBe(false);
    const page = words();
    expect(page).toContain(`the calendar of May 2027 marks it on ${long('2027-05-27')}, and with Germany, national, it does not.`);
    expect(page).toContain(`the bridge day ${long('2027-05-28')} after Corpus Christi`);
    expect(answer('Can I make a calendar with the holidays of another country?')).toContain(`Corpus Christi is marked on ${long('2027-05-27')}.`);
  });

  it('the United Kingdom’s substitute days for Christmas 2027', () => {
    expect(weekdayName('2027-12-25' as IsoDate)).toBe('Saturday');
    expect(weekdayName('2027-12-26' as IsoDate)).toBe('Sunday');
    expect(has('gb', '2027-12-27', 'Christmas Day (observed)')).toBe(true);
    expect(has('gb', '2027-12-28', 'Boxing Day (observed)')).toBe(true);
    const [monday, tuesday] = [long('2027-12-27'), long('2027-12-28')];
    expect(words()).toContain(`so ${monday.replace(', 2027', '')} and ${tuesday} are marked as their substitute days.`);
  });

  it('Austria’s Christmas Eve and New Year’s Eve are bank holidays', () => {
    for (const [date, name] of [['2027-12-24', 'Christmas Eve'], ['2027-12-31', 'New Year’s Eve']] as const) {
      expect(has('at', date, name)).toBe(false);
      expect(has('at', date, name, { bank: true })).toBe(true);
    }
    expect(words()).toContain('In Austria, Christmas Eve and New Year’s Eve are bank holidays.');
  });

  it('Iceland’s half days, worked unless counted as days off', () => {
    const december = (half: boolean) => markedDays({ holidays: 'is', bank: false, half, off: [], work: [] }, 2027).filter((d) => d.date >= '2027-12');
    for (const date of ['2027-12-24', '2027-12-31']) {
      expect(december(false).find((d) => d.date === date)).toMatchObject({ halfDay: true, off: false });
      expect(december(true).find((d) => d.date === date)).toMatchObject({ halfDay: true, off: true });
    }
    expect(has('is', '2027-12-24', 'Christmas Eve (from 1pm)', { half: true })).toBe(true);
    expect(has('is', '2027-12-31', 'New Year’s Eve (from 1pm)', { half: true })).toBe(true);
    expect(words()).toContain(`In Iceland, Christmas Eve, ${long('2027-12-24')}, and New Year’s Eve, ${long('2027-12-31')}, are half days from 1 pm`);
    expect(answer('What is a half day?')).toContain(`such as Christmas Eve, ${long('2027-12-24')} in Iceland, from 1 pm.`);
  });

  it('Saudi Arabia’s weekend and years of data', () => {
    expect(defaultWeekend('sa')).toEqual([5, 6]);
    expect(defaultWeekend('gb')).toEqual([6, 0]);
    // Most countries: those whose weekend is not Saturday and Sunday are fewer than half.
    const other = PLACE_COUNTRIES.filter((country) => defaultWeekend(country).join() !== '6,0');
    expect(other.length).toBeLessThan(PLACE_COUNTRIES.length / 2);
    expect(PLACE_HOLIDAY_YEARS).toEqual({ from: 1900, to: 2100 });
    expect(placeDataYears('de')).toEqual({ from: 1991, to: 2100 });
    expect(placeDataYears('in')).toEqual({ from: 2001, to: 2035 });
    expect(placeDataYears('sa')).toEqual({ from: 1925, to: 2078 });
    const page = words();
    expect(page).toContain('Saturday and Sunday in most countries, Friday and Saturday in Saudi Arabia.');
    expect(page).toContain('Each country’s data holds its own years, at most 1900 to 2100: Germany’s from 1991, India’s 2001 to 2035, Saudi Arabia’s 1925 to 2078.');
  });
});
