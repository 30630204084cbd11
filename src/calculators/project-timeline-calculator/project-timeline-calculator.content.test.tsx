// @vitest-environment jsdom
/** The figures of the project timeline page's worked examples and FAQ, recomputed with the date engine. */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { holidaysInYears, loadHolidayCalendar, placeDataYears } from '@/lib/date/business-days';
import { loadCountryHolidays, loadPlaces } from '@/lib/date/place-data';
import { scheduleProject } from '@/lib/date/project-timeline';
import { countWorkdays } from '@/lib/date/skipped-holidays';
import { PLACE_HOLIDAY_YEARS } from '@/lib/date/work-calendar';
import { calendarOf, defaultWeekend, type WorkCalendarParams } from '@/components/work-calendar-keys';
import { CALENDAR_KEY_DEFAULTS } from '@/components/work-calendar-values';
import { articleWords, expectHolidayDataCredit, faqAnswer } from '@/test/article-text';
import { SCHEDULE_EXAMPLES, text } from '@/calculators/project-timeline-calculator/project-timeline-calculator.content';

afterEach(cleanup);

const iso = (d: string) => d as IsoDate;
const long = (d: string | null | undefined) => (d ? formatLong(d as IsoDate) : 'no date');
const words = () => articleWords({ blocks: [text.Intro, text.Explainer], faq: text.faq });
/** The FAQ's answer to `question`, which must be there. */
const answer = (question: string) => faqAnswer(text.faq, question);
/** The working-day calendar of these keys' values, the others at their defaults. */
const calendar = (values: Partial<WorkCalendarParams>) =>
  calendarOf({ ...CALENDAR_KEY_DEFAULTS, ...values });
/** The schedule of business-day tasks `[name, days]` from `start`. */
const plan = (start: string, tasks: [string, number][], values: Partial<WorkCalendarParams> = {}) =>
  scheduleProject(iso(start), tasks.map(([name, duration]) => ({ name, duration, businessDaysOnly: true })), calendar(values))!.rows;
/** The last day of one business-day task of `days` from `start`, as the page writes it. */
const ends = (start: string, days: number, values: Partial<WorkCalendarParams> = {}) => long(plan(start, [['Task', days]], values)[0]!.end);
const starts = (start: string, days: number, values: Partial<WorkCalendarParams> = {}) => long(plan(start, [['Task', days]], values)[0]!.start);

beforeAll(async () => {
  for (const id of ['gb-eng', 'gb-sct', 'de', 'at', 'is', 'in', 'cn', 'sa']) expect(await loadHolidayCalendar(id), id).toBe(true);
});

describe('the worked examples on the page', () => {
  it('print the dates the scheduler computes with their working-day calendar', () => {
    for (const [key, example] of Object.entries(SCHEDULE_EXAMPLES)) {
      const schedule = scheduleProject(
        iso(example.start),
        example.rows.map((r) => ({ name: r.name, duration: r.duration, businessDaysOnly: r.business })),
        calendar(example.calendar),
      );
      expect(schedule?.rows.map((r) => [r.name, r.start, r.end]), key).toEqual(example.rows.map((r) => [r.name, r.start, r.end]));
    }
  });

  it('Easter 2027 in England and in Scotland', async () => {
    const of = (place: string) => holidaysInYears(place, 2027, 2027).filter((h) => h.date >= '2027-03-20' && h.date <= '2027-04-10');
    expect(of('gb-eng')).toEqual([
      { date: '2027-03-26', name: 'Good Friday' },
      { date: '2027-03-29', name: 'Easter Monday' },
    ]);
    expect(of('gb-sct')).toEqual([{ date: '2027-03-26', name: 'Good Friday' }]);
    // Easter Sunday is a public holiday in Brandenburg, so the data has its date.
    const easter = (await loadCountryHolidays('de'))?.daysOfYear('bb', 2027)?.find((d) => d.name === 'Easter Sunday');
    expect(easter?.date).toBe('2027-03-28');
    const page = words();
    expect(page).toContain(
      `Easter 2027 falls on ${long('2027-03-28').replace(', 2027', '')}. Good Friday, March 26, is a public holiday in England and in Scotland; Easter Monday, March 29, in England only.`,
    );
    expect(ends('2027-03-22', 10)).toBe('Friday, April 2, 2027');
    expect(ends('2027-03-22', 10, { holidays: 'gb-eng' })).toBe('Tuesday, April 6, 2027');
    expect(ends('2027-03-22', 10, { holidays: 'gb-sct' })).toBe('Monday, April 5, 2027');
    expect(page).toContain(
      'Without holidays, Testing would end on Friday, April 2, 2027. In England it skips both days and ends on Tuesday, April 6; in Scotland it skips Good Friday only and ends on Monday, April 5.',
    );
    expect(answer('Are holidays skipped?')).toContain(
      'From Monday, March 22, 2027, a 10-business-day task ends on Tuesday, April 6 in England, which has Good Friday and Easter Monday off, and on Monday, April 5 in Scotland, which has Good Friday only.',
    );
  });

  it('Austria’s Christmas Eve and New Year’s Eve: bank holidays; Iceland’s: half days from 1 pm', () => {
    const eves = (values: Partial<WorkCalendarParams>) =>
      holidaysInYears({ holidays: values.holidays!, bank: values.bank ?? false, half: values.half ?? false }, 2026, 2026).filter((h) => h.date === '2026-12-24' || h.date === '2026-12-31');
    expect(eves({ holidays: 'at' })).toEqual([]);
    expect(eves({ holidays: 'at', bank: true }).map((h) => h.name)).toEqual(['Christmas Eve', 'New Year’s Eve']);
    expect(eves({ holidays: 'is' })).toEqual([]);
    expect(eves({ holidays: 'is', half: true }).map((h) => h.name)).toEqual(['Christmas Eve (from 1pm)', 'New Year’s Eve (from 1pm)']);
    expect(ends('2026-12-21', 8, { holidays: 'at' })).toBe('Thursday, December 31, 2026');
    expect(ends('2026-12-21', 8, { holidays: 'at', bank: true })).toBe('Tuesday, January 5, 2027');
    expect(ends('2026-12-21', 8, { holidays: 'is' })).toBe('Thursday, December 31, 2026');
    expect(ends('2026-12-21', 8, { holidays: 'is', half: true })).toBe('Tuesday, January 5, 2027');
    expect(words()).toContain(
      'In Austria, Christmas Eve and New Year’s Eve are bank holidays, so they are days off only with bank holidays counted: an 8-business-day task from Monday, December 21, 2026 ends on Thursday, December 31, 2026 with Austria’s public holidays, and on Tuesday, January 5, 2027 with its bank holidays too. In Iceland the same two days are half days, from 1 pm, and give the same dates with half days counted.',
    );
    // China's Sunday, January 26, 2025, a decreed working day: a task from the Saturday before starts on it.
    expect(starts('2025-01-25', 1, { holidays: 'cn' })).toBe('Sunday, January 26, 2025');
    expect(words()).toContain('A weekend day decreed a working day, as in China, is a working day in every plan.');
  });

  it('the weekends: the country’s from CLDR, or any days', () => {
    expect(defaultWeekend('sa')).toEqual([5, 6]);
    expect(defaultWeekend('in')).toEqual([0]);
    for (const place of ['none', 'us', 'gb', 'de', 'fr', 'jp', 'br']) expect(defaultWeekend(place), place).toEqual([6, 0]);
    const sunday = '2027-01-03';
    expect([starts(sunday, 6), ends(sunday, 6)]).toEqual(['Monday, January 4, 2027', 'Monday, January 11, 2027']);
    expect([starts(sunday, 6, { weekend: [5, 6] }), ends(sunday, 6, { weekend: [5, 6] })]).toEqual(['Sunday, January 3, 2027', 'Sunday, January 10, 2027']);
    expect([starts(sunday, 6, { holidays: 'sa' }), ends(sunday, 6, { holidays: 'sa' })]).toEqual(['Sunday, January 3, 2027', 'Sunday, January 10, 2027']);
    expect([starts(sunday, 6, { weekend: [0] }), ends(sunday, 6, { weekend: [0] })]).toEqual(['Monday, January 4, 2027', 'Saturday, January 9, 2027']);
    const page = words();
    expect(page).toContain('The weekend is the chosen country’s: Friday and Saturday in Saudi Arabia, Sunday only in India, Saturday and Sunday in most other countries');
    expect(page).toContain('Saturday and Sunday weekend: it starts on Monday, January 4, 2027 and ends on Monday, January 11, 2027.');
    expect(page).toContain(
      'Friday and Saturday weekend: Sunday is a working day, so it starts on Sunday, January 3, 2027 and ends on Sunday, January 10, 2027. Choosing Saudi Arabia’s holidays gives the same dates without setting the weekend.',
    );
    expect(page).toContain('Sunday only: it starts on Monday, January 4, 2027 and ends on Saturday, January 9, 2027.');
    expect(answer('Is the weekend my country’s?')).toContain(
      'With Saudi Arabia chosen, a 6-business-day task with a start date of Sunday, January 3, 2027 runs to Sunday, January 10, 2027.',
    );
  });

  it('your own days off and working days; a date in both lists is a working day', () => {
    const off = [iso('2027-01-06')];
    const work = [iso('2027-01-09')];
    expect(ends('2027-01-04', 5)).toBe('Friday, January 8, 2027');
    expect(ends('2027-01-04', 5, { off })).toBe('Monday, January 11, 2027');
    expect(ends('2027-01-04', 5, { off, work })).toBe('Saturday, January 9, 2027');
    expect(ends('2027-01-04', 5, { off, work: off })).toBe('Friday, January 8, 2027');
    expect(words()).toContain(
      'For example, a 5-business-day task from Monday, January 4, 2027 ends on Friday, January 8 with a Saturday and Sunday weekend. With Wednesday, January 6 as a day off it ends on Monday, January 11; with Saturday, January 9 as a working day too, it ends on Saturday, January 9, 2027.',
    );
    expect(answer('Can I add my team’s own days off?')).toContain(
      'With Wednesday, January 6, 2027 off, a 5-business-day task from Monday, January 4, 2027 ends on Monday, January 11 instead of Friday, January 8.',
    );
  });

  it('the business days of the summary are the calendar days less the weekend days and the days listed', () => {
    const cases: [string, string, Partial<WorkCalendarParams>][] = [
      ['2027-03-22', '2027-04-07', { holidays: 'gb-eng' }],
      ['2026-12-21', '2027-01-06', { holidays: 'de', bank: true, half: true }],
      ['2027-01-03', '2027-01-31', { holidays: 'sa', off: [iso('2027-01-05'), iso('2027-01-08')], work: [iso('2027-01-09'), iso('2027-01-12')] }],
      ['2027-01-04', '2027-01-13', { off: [iso('2027-01-06')], work: [iso('2027-01-06'), iso('2027-01-09')] }],
    ];
    for (const [from, to, values] of cases) {
      const { count, skipped, weekendDays } = countWorkdays(iso(from), iso(to), true, calendar(values));
      expect(count, `${from}–${to}`).toBe(daysBetween(iso(from), iso(to)) + 1 - weekendDays - skipped.length);
    }
    expect(words()).toContain('The business days of the Project Summary are the calendar days less those days.');
  });

  it('the places named are in the place list, with the years of the holiday data', async () => {
    const places = await loadPlaces();
    const region = (country: string, code: string) => places.find((c) => c.code === country)?.regions.find((r) => r.code === code)?.name;
    expect(places.find((c) => c.code === 'gb')?.name).toBe('United Kingdom');
    expect([region('gb', 'eng'), region('gb', 'sct'), region('us', 'ca')]).toEqual(['England', 'Scotland', 'California']);
    expect(places.find((c) => c.code === 'sa')?.name).toBe('Saudi Arabia');
    expect(words()).toContain('such as Scotland in the United Kingdom or California in the United States.');
    expect(PLACE_HOLIDAY_YEARS).toEqual({ from: 1900, to: 2100 });
    expect(placeDataYears('in')).toEqual({ from: 2001, to: 2035 });
    expect(words()).toContain('Each place’s data holds its own years, at most 1900 to 2100: India’s, for example, 2001 to 2035.');
  });

  it('the attribution of the holiday and weekend data', () => {
    const shown = words();
    cleanup();
    expectHolidayDataCredit(shown, text.Explainer);
  });
});
