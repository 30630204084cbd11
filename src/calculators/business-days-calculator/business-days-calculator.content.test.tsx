// @vitest-environment jsdom
/** The figures of the business days page's worked examples and FAQ, recomputed with the date engine (decision 16). */
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { daysBetween, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import {
  WEEKENDS_ONLY,
  addBusinessDays,
  countBusinessDays,
  holidaysInYears,
  isBusinessDay,
  loadHolidayCalendar,
  placeDataYears,
  placeYearsMissing,
  workdaysInYears,
} from '@/lib/date/business-days';
import { loadPlaces } from '@/lib/date/place-data';
import { shiftByUnits, type CalendarUnits } from '@/lib/date/date-shift';
import { usFederalHolidays } from '@/lib/date/holidays';
import { dayOffReason, rollDate, type RollConvention } from '@/lib/date/roll';
import { PLACE_HOLIDAY_YEARS, workCalendar } from '@/lib/date/work-calendar';
import { calendarOf, defaultWeekend } from '@/components/work-calendar-keys';
import { CALENDAR_KEY_DEFAULTS } from '@/components/work-calendar-values';
import { articleWords, expectHolidayDataCredit, faqAnswer } from '@/test/article-text';
import { text } from '@/calculators/business-days-calculator/business-days-calculator.content';

afterEach(cleanup);

const iso = (d: string) => d as IsoDate;
const long = (d: IsoDate | null | undefined) => (d ? formatLong(d) : 'no date');
const SAT_SUN = workCalendar([6, 0]);
const words = () => articleWords({ blocks: [text.Intro, text.Explainer], faq: text.faq });
/** The FAQ's answer to `question`, which must be there. */
const answer = (question: string) => faqAnswer(text.faq, question);
const units = (u: Partial<CalendarUnits>): CalendarUnits => ({ years: 0, months: 0, weeks: 0, days: 0, ...u });
/** The date `u` after `start`, written as the page writes it. */
const plus = (start: string, u: Partial<CalendarUnits>) => long(shiftByUnits(iso(start), units(u), 'from')?.date);
const roll = (d: string, convention: RollConvention) => long(rollDate(iso(d), convention, SAT_SUN));

describe('the due date examples are the engine’s answers', () => {
  it('months first, clipped to the month’s end, then days', () => {
    expect(plus('2026-01-31', { months: 1 })).toBe('Saturday, February 28, 2026');
    expect(plus('2028-01-31', { months: 1 })).toBe('Tuesday, February 29, 2028');
    expect(plus('2026-01-31', { months: 1, days: 1 })).toBe('Sunday, March 1, 2026');
    expect(plus('2028-02-29', { years: 1 })).toBe('Wednesday, February 28, 2029');
    expect(shiftByUnits(iso('2026-01-31'), units({ months: 1 }), 'from')?.clipped).toBe(true);
    expect(shiftByUnits(iso('2028-02-29'), units({ years: 1 }), 'from')?.clipped).toBe(true);
    const page = words();
    expect(page).toContain(`so January 31, 2026 plus 1 month is ${plus('2026-01-31', { months: 1 })}, and January 31, 2028 plus 1 month is ${plus('2028-01-31', { months: 1 })}.`);
    expect(page).toContain(`January 31, 2026 plus 1 month and 1 day is ${plus('2026-01-31', { months: 1, days: 1 })}.`);
    const faq = answer('What is January 31 plus 1 month?');
    expect(faq).toContain(`January 31, 2026 plus 1 month is ${plus('2026-01-31', { months: 1 })}, and February 29, 2028 plus 1 year is ${plus('2028-02-29', { years: 1 })}.`);
  });

  it('1 month after Thursday, April 30, 2026 is a Saturday, a weekend day', () => {
    expect(plus('2026-04-30', { months: 1 })).toBe('Saturday, May 30, 2026');
    expect(dayOffReason(iso('2026-05-30'), SAT_SUN)).toBe('Saturday');
    expect(words()).toContain(`For example, 1 month after ${long(iso('2026-04-30'))} is ${plus('2026-04-30', { months: 1 })}.`);
  });

  it('each roll convention, with a Saturday and Sunday weekend and no holidays', () => {
    expect(roll('2026-05-30', 'following')).toBe('Monday, June 1, 2026');
    expect(roll('2026-05-30', 'modified-following')).toBe('Friday, May 29, 2026');
    expect(roll('2026-05-30', 'preceding')).toBe('Friday, May 29, 2026');
    expect(roll('2026-05-30', 'none')).toBe('Saturday, May 30, 2026');
    expect(roll('2026-03-01', 'modified-preceding')).toBe('Monday, March 2, 2026');
    expect(roll('2026-03-01', 'preceding')).toBe('Friday, February 27, 2026');
    expect(WEEKENDS_ONLY.weekend).toEqual(SAT_SUN.weekend);

    const page = words();
    const may30 = long(iso('2026-05-30'));
    expect(page).toContain(`Following, the default, moves the date to the next working day: ${may30} becomes ${roll('2026-05-30', 'following')}.`);
    expect(page).toContain(
      `and then to the previous working day: ${may30} becomes ${roll('2026-05-30', 'modified-following')}, because ${roll('2026-05-30', 'following')} is in June.`,
    );
    expect(page).toContain(`Preceding moves it to the previous working day: ${may30} becomes ${roll('2026-05-30', 'preceding')}.`);
    expect(page).toContain(
      `and then to the next working day: ${long(iso('2026-03-01'))} becomes ${roll('2026-03-01', 'modified-preceding')}, because ${roll('2026-03-01', 'preceding')} is in February.`,
    );
    expect(page).toContain(`None keeps the date as it is: ${may30} stays ${roll('2026-05-30', 'none')}.`);

    expect(answer('What is modified following?')).toContain(
      `a due date of ${may30} moves to ${roll('2026-05-30', 'modified-following')}, because the next working day, ${roll('2026-05-30', 'following')}, is in June.`,
    );
  });
});

describe('the working-day calendar’s examples are the engine’s answers', () => {
  it('a date in both lists is a working day', () => {
    const both = { ...SAT_SUN, daysOff: [iso('2025-01-25')], workingDays: [iso('2025-01-25')] };
    expect(long(addBusinessDays(iso('2025-01-24'), 1, both))).toBe('Saturday, January 25, 2025');
    expect(dayOffReason(iso('2025-01-25'), both)).toBeNull();
    expect(answer('What if a date is in both my days off and my working days?')).toContain(
      `with ${long(iso('2025-01-25'))} in both lists and a Saturday and Sunday weekend, 1 business day after ${long(iso('2025-01-24'))} is ${long(addBusinessDays(iso('2025-01-24'), 1, both))}.`,
    );
    const own = { ...SAT_SUN, daysOff: [iso('2025-01-20')], workingDays: [iso('2025-01-25')] };
    expect(long(addBusinessDays(iso('2025-01-17'), 5, own))).toBe('Saturday, January 25, 2025');
    expect(answer('Can I add my own days off or working days?')).toContain(
      `5 business days after ${long(iso('2025-01-17'))}, with Monday, January 20 off and Saturday, January 25 worked, is ${long(addBusinessDays(iso('2025-01-17'), 5, own))}.`,
    );
  });

  it('the weekends by country come from the CLDR week data', () => {
    for (const country of ['sa', 'bh', 'kw', 'om', 'qa']) expect(defaultWeekend(country), country).toEqual([5, 6]);
    expect(defaultWeekend('in')).toEqual([0]);
    for (const country of ['de', 'gb', 'fr', 'jp', 'br']) expect(defaultWeekend(country), country).toEqual([6, 0]);
    const said = 'Friday and Saturday in Saudi Arabia, Bahrain, Kuwait, Oman and Qatar, and Sunday only in India.';
    expect(answer('My weekend is Friday and Saturday. Can I use it?')).toContain(said);
    expect(words()).toContain('Friday and Saturday in Saudi Arabia, Bahrain, Kuwait, Oman and Qatar, Sunday only in India, and Saturday and Sunday in most other countries.');
  });

  it('the countries and regions, the half day, the other kinds and China’s weekend working days are the holiday data’s', async () => {
    for (const place of ['is', 'de-by', 'cn']) expect(await loadHolidayCalendar(place), place).toBe(true);
    const places = await loadPlaces();
    const region = (country: string, code: string) => places.find((c) => c.code === country)?.regions.find((r) => r.code === code)?.name;
    expect(places.find((c) => c.code === 'gb')?.name).toBe('United Kingdom');
    expect([region('gb', 'sct'), region('us', 'ca')]).toEqual(['Scotland', 'California']);
    expect(places).toHaveLength(250);
    expect(places.filter((c) => c.regions.length > 0)).toHaveLength(35);
    const said = 'such as Scotland in the United Kingdom or California in the United States';
    expect(words()).toContain(said);
    expect(answer('Which countries and regions are covered?')).toContain(`Every country and territory python-holidays knows, 250 of them, with the states, regions or provinces it has for 35 of them, ${said}.`);
    // Christmas Eve from 1 pm: a half day in Iceland, a day off only when half days count.
    expect(holidaysInYears({ holidays: 'is' }, 2026, 2026).some((h) => h.date === '2026-12-24')).toBe(false);
    expect(holidaysInYears({ holidays: 'is', half: true }, 2026, 2026).find((h) => h.date === '2026-12-24')?.name).toBe('Christmas Eve (from 1pm)');
    expect(words()).toContain('and half days, off for part of the day or for some groups only, such as Christmas Eve from 1 pm in Iceland.');
    expect(answer('What are bank holidays and half days?')).toContain('half days are days off for part of the day or for some groups only, such as Christmas Eve from 1 pm in Iceland.');
    // Assumption Day in Bavaria: a day off only with the Catholic areas' kind counted.
    expect(holidaysInYears('de-by', 2025, 2025).some((h) => h.date === '2025-08-15')).toBe(false);
    expect(holidaysInYears({ holidays: 'de-by', kinds: ['catholic'] }, 2025, 2025).find((h) => h.date === '2025-08-15')?.name).toBe('Assumption Day');
    expect(words()).toContain('or days off only in Catholic areas, such as Assumption Day in the municipalities of Bavaria with a Catholic majority.');
    expect(words()).toContain('(in the link, for example, kinds=catholic)');
    // China's weekend working days of 2025: working days in a calculation.
    expect(workdaysInYears('cn', 2025, 2025).slice(0, 2)).toEqual(['2025-01-26', '2025-02-08']);
    const china = calendarOf({ ...CALENDAR_KEY_DEFAULTS, holidays: 'cn' });
    expect([isBusinessDay(iso('2025-01-26'), china), isBusinessDay(iso('2025-02-08'), china)]).toEqual([true, true]);
    expect(words()).toContain('(in 2025, Sunday, January 26 and Saturday, February 8), is a working day in every calculation.');
  });

  it('each place’s own years, and the US calendar without them', async () => {
    for (const place of ['de', 'in', 'sa']) expect(await loadHolidayCalendar(place), place).toBe(true);
    expect(PLACE_HOLIDAY_YEARS).toEqual({ from: 1900, to: 2100 });
    expect([placeDataYears('de'), placeDataYears('in'), placeDataYears('sa')]).toEqual([
      { from: 1991, to: 2100 },
      { from: 2001, to: 2035 },
      { from: 1925, to: 2078 },
    ]);
    expect(placeYearsMissing('in', 2001, 2035)).toBe(false);
    expect(placeYearsMissing('in', 2035, 2036)).toBe(true);
    expect(placeYearsMissing('sa', 1924, 1924)).toBe(true);
    expect(placeYearsMissing('us', 1800, 2200)).toBe(false);
    expect(holidaysInYears('us', 1850, 1850)).toEqual([]);
    expect(holidaysInYears('us', 1870, 1870).length).toBe(4);
    expect(holidaysInYears('us', 2200, 2200).length).toBeGreaterThan(0);
    const years = 'Germany’s are 1991 to 2100, India’s 2001 to 2035 and Saudi Arabia’s 1925 to 2078.';
    expect(words()).toContain(`Each place’s data holds its own years, at most 1900 to 2100: those python-holidays knows for the country, and fewer where the table of a lunar calendar it uses ends. ${years}`);
    expect(answer('What about years before 1900 or after 2100?')).toContain(`Each place’s data holds its own years, at most 1900 to 2100: ${years}`);
  });

  it('the attribution of the holiday and weekend data', () => {
    const shown = words();
    cleanup();
    expectHolidayDataCredit(shown, text.Explainer);
  });
});

describe('the US federal calendar’s figures are the engine’s', () => {
  it('11 holidays since 2021, Juneteenth from 2021, Martin Luther King Jr. Day from 1986', () => {
    expect(usFederalHolidays(2021)).toHaveLength(11);
    expect(usFederalHolidays(2020).some((h) => h.id === 'juneteenth')).toBe(false);
    expect(usFederalHolidays(2021).some((h) => h.id === 'juneteenth')).toBe(true);
    expect(usFederalHolidays(1985).some((h) => h.id === 'mlk-day')).toBe(false);
    expect(usFederalHolidays(1986).some((h) => h.id === 'mlk-day')).toBe(true);
    expect(words()).toContain('Since 2021 there are 11:');
    expect(words()).toContain('Juneteenth is a federal holiday from 2021, and Martin Luther King Jr. Day from 1986.');
  });

  it('observed days: July 4, 2026, Christmas Day 2022 and New Year’s Day 2028', () => {
    const observed = (year: number, id: string) => long(usFederalHolidays(year).find((h) => h.id === id)!.observed);
    expect(observed(2026, 'independence-day')).toBe('Friday, July 3, 2026');
    expect(observed(2022, 'christmas-day')).toBe('Monday, December 26, 2022');
    expect(observed(2028, 'new-years-day')).toBe('Friday, December 31, 2027');
    const page = words();
    expect(page).toContain(`so it is observed on ${observed(2026, 'independence-day')};`);
    expect(page).toContain(`was observed on ${observed(2022, 'christmas-day')}.`);
    expect(page).toContain(`so it is observed on ${observed(2028, 'new-years-day')}.`);
  });
});

describe('the business-day examples are the engine’s answers', () => {
  it('adding and subtracting', () => {
    const add = (d: string, n: number) => long(addBusinessDays(iso(d), n, WEEKENDS_ONLY));
    expect(add('2025-03-07', 1)).toBe('Monday, March 10, 2025');
    expect(add('2025-03-08', 1)).toBe('Monday, March 10, 2025');
    expect(add('2025-03-08', 3)).toBe('Wednesday, March 12, 2025');
    expect(add('2025-03-10', -1)).toBe('Friday, March 7, 2025');
    const page = words();
    expect(page).toContain(`1 business day from Friday, March 7, 2025 is ${add('2025-03-07', 1)}.`);
    expect(page).toContain(`1 business day from Saturday, March 8, 2025 is also ${add('2025-03-08', 1)}, and 3 business days from that Saturday is ${add('2025-03-08', 3)}.`);
    expect(page).toContain(`1 business day before Monday, March 10, 2025 is ${add('2025-03-10', -1)}.`);
  });

  it('counting March 2025', () => {
    const from = iso('2025-03-01');
    const to = iso('2025-03-31');
    expect(countBusinessDays(from, to, WEEKENDS_ONLY)).toBe(20);
    expect(countBusinessDays(from, to, WEEKENDS_ONLY, true)).toBe(21);
    expect(words()).toContain(
      `From Saturday, March 1, 2025 to Monday, March 31, 2025 there are ${countBusinessDays(from, to, WEEKENDS_ONLY)} business days, or ${countBusinessDays(from, to, WEEKENDS_ONLY, true)} counting both dates`,
    );
  });

  it('the quick reference: exact from a weekday, a day less from a Saturday, two from a Sunday', () => {
    const span = (start: string, n: number) => daysBetween(iso(start), addBusinessDays(iso(start), n, WEEKENDS_ONLY)!);
    const page = words();
    for (const [n, calendar] of [[5, 7], [10, 14], [20, 28], [60, 84]] as const) {
      // Monday, March 2 to Friday, March 6, 2026, then the weekend.
      for (const start of ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']) expect(span(start, n), `${n} from ${start}`).toBe(calendar);
      expect(span('2026-03-07', n)).toBe(calendar - 1);
      expect(span('2026-03-08', n)).toBe(calendar - 2);
      expect(page).toContain(`${n} business days ≈ ${calendar} calendar days`);
    }
    expect(answer('How many calendar days is 10 business days?')).toContain('10 business days always span exactly 14 calendar days');
  });
});
