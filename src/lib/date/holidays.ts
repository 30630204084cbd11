/**
 * US federal holidays computed from their rules, the site's fixed-date holidays and
 * rolling annual countdown targets. `today` is always passed in.
 */
import {
  type IsoDate,
  type Weekday,
  MAX_YEAR,
  MIN_YEAR,
  addDays,
  addMonths,
  daysInMonth,
  fromDayNumber,
  isoDateFromParts,
  isoDateParts,
  toDayNumber,
  weekdayOfDayNumber,
} from './core/civil-date';

/** The first year of the Uniform Monday Holiday Act (Pub. L. 90-363): Washington’s Birthday, Memorial Day, Columbus Day and Veterans Day move to Mondays. */
const MONDAY_HOLIDAYS_FROM = 1971;

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new RangeError(`Year out of range 1–9999: ${year}`);
  }
}

function dateOf(year: number, month: number, day: number): IsoDate {
  const d = isoDateFromParts(year, month, day);
  if (d === null) throw new RangeError(`Not a date: ${year}-${month}-${day}`);
  return d;
}

/**
 * The n-th (1-based) given weekday of a month.
 *
 * @example nthWeekdayOfMonth(2025, 11, 4, 4) // '2025-11-27' (fourth Thursday)
 */
export function nthWeekdayOfMonth(year: number, month: number, weekday: Weekday, n: number): IsoDate {
  const first = toDayNumber(dateOf(year, month, 1));
  const offset = (weekday - weekdayOfDayNumber(first) + 7) % 7;
  const day = 1 + offset + (n - 1) * 7;
  if (!Number.isInteger(n) || n < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`No weekday #${n} in ${year}-${month}`);
  }
  return dateOf(year, month, day);
}

/**
 * The last given weekday of a month.
 *
 * @example lastWeekdayOfMonth(2025, 5, 1) // '2025-05-26' (last Monday)
 */
export function lastWeekdayOfMonth(year: number, month: number, weekday: Weekday): IsoDate {
  const last = toDayNumber(dateOf(year, month, daysInMonth(year, month)));
  return fromDayNumber(last - ((weekdayOfDayNumber(last) - weekday + 7) % 7));
}

/**
 * Memorial Day: the last Monday of May (from 1971; May 30 before, as Decoration Day was).
 *
 * @example memorialDay(2025) // '2025-05-26'
 * @example memorialDay(1970) // '1970-05-30'
 */
export function memorialDay(year: number): IsoDate {
  checkYear(year);
  return year < MONDAY_HOLIDAYS_FROM ? dateOf(year, 5, 30) : lastWeekdayOfMonth(year, 5, 1);
}

/**
 * Labor Day: first Monday of September.
 *
 * @example laborDay(2025) // '2025-09-01'
 */
export function laborDay(year: number): IsoDate {
  checkYear(year);
  return nthWeekdayOfMonth(year, 9, 1, 1);
}

/**
 * Thanksgiving Day as proclaimed: the fourth Thursday of November from 1942; the last Thursday
 * until 1938, and the Thursday a week earlier in 1939–1941 (presidential proclamations).
 *
 * @example thanksgiving(2025) // '2025-11-27'
 * @example thanksgiving(1939) // '1939-11-23'
 */
export function thanksgiving(year: number): IsoDate {
  checkYear(year);
  if (year >= 1942) return nthWeekdayOfMonth(year, 11, 4, 4);
  const last = lastWeekdayOfMonth(year, 11, 4);
  return year >= 1939 ? addDays(last, -7)! : last;
}

/**
 * US general election day: the Tuesday after the first Monday of November (Nov 2–8).
 *
 * @example usElectionDay(2024) // '2024-11-05'
 */
export function usElectionDay(year: number): IsoDate {
  checkYear(year);
  return fromDayNumber(toDayNumber(nthWeekdayOfMonth(year, 11, 1, 1)) + 1);
}

/** The first year of the rule that moves a federal holiday on a weekend to a weekday (Executive Order 11582, 1971). */
export const OBSERVED_RULE_FROM = 1971;

/**
 * The weekday a federal holiday is observed on: the Friday before a Saturday, the Monday
 * after a Sunday, else the date itself (the rule in force since 1971: for an earlier year the
 * legal date is returned). Null only outside years 1–9999.
 *
 * @example observedDate('2026-07-04' as IsoDate) // '2026-07-03'
 * @example observedDate('1970-07-04' as IsoDate) // '1970-07-04' (a Saturday, before the rule)
 */
export function observedDate(d: IsoDate): IsoDate | null {
  if (isoDateParts(d).year < OBSERVED_RULE_FROM) return d;
  const w = weekdayOfDayNumber(toDayNumber(d));
  return w === 6 ? addDays(d, -1) : w === 0 ? addDays(d, 1) : d;
}

/** A US federal holiday in one year. */
export interface FederalHoliday {
  id: string;
  name: string;
  /** The legal date. */
  date: IsoDate;
  /** The day off (may be Dec 31 of the previous year for New Year's Day). */
  observed: IsoDate;
}

/** A federal holiday's rule; `formerName` is its name until a year (Armistice Day until 1954). */
type Rule = { id: string; name: string; fromYear: number; date: (year: number) => IsoDate; formerName?: [name: string, until: number] };

/** The first year with a federal holiday (the Act of June 28, 1870). */
export const FEDERAL_HOLIDAYS_FROM = 1870;

/**
 * Each federal holiday from the year it became one, with the rule of each time. Sources: the
 * statutes as enacted, now codified at 5 U.S.C. 6103.
 *
 * | Holiday | Federal from | Rule | Source |
 * |---|---|---|---|
 * | New Year’s Day, Independence Day, Christmas Day | 1870 | January 1, July 4, December 25 | Act of June 28, 1870, 16 Stat. 168 |
 * | Thanksgiving Day | 1870 | the day the President appoints: the last Thursday of November to 1938; November 23, 1939, November 21, 1940 and November 20, 1941 by proclamation; the fourth Thursday from 1942 | Act of June 28, 1870; joint resolution of December 26, 1941, 55 Stat. 862 |
 * | Washington’s Birthday | 1879 | February 22; the third Monday of February from 1971 | Act of January 31, 1879, 20 Stat. 277; Uniform Monday Holiday Act, Pub. L. 90-363 (1968), in force 1971 |
 * | Memorial Day (Decoration Day) | 1888 | May 30; the last Monday of May from 1971 | Act of August 1, 1888, 25 Stat. 353; Pub. L. 90-363 |
 * | Labor Day | 1894 | the first Monday of September | Act of June 28, 1894, 28 Stat. 96 |
 * | Columbus Day | 1937 | October 12, proclaimed each year from 1937 under the joint resolution of April 30, 1934, 48 Stat. 657; a legal public holiday on the second Monday of October from 1971 | Pub. L. 90-363 |
 * | Armistice Day, Veterans Day from 1954 | 1938 | November 11; the fourth Monday of October 1971–1977; November 11 again from 1978 | Act of May 13, 1938, 52 Stat. 351; Act of June 1, 1954, 68 Stat. 168; Pub. L. 90-363; Pub. L. 94-97 (1975) |
 * | Martin Luther King Jr. Day | 1986 | the third Monday of January | Pub. L. 98-144 (1983) |
 * | Juneteenth National Independence Day | 2021 | June 19 | Pub. L. 117-17 (2021) |
 *
 * Days off for a holiday on a weekend: see `observedDate` (from 1971). Inauguration Day, a
 * holiday in the Washington, D.C. area only, is not listed.
 */
const FEDERAL_RULES: readonly Rule[] = [
  { id: 'new-years-day', name: 'New Year’s Day', fromYear: FEDERAL_HOLIDAYS_FROM, date: (y) => dateOf(y, 1, 1) },
  { id: 'mlk-day', name: 'Martin Luther King Jr. Day', fromYear: 1986, date: (y) => nthWeekdayOfMonth(y, 1, 1, 3) },
  { id: 'washingtons-birthday', name: 'Washington’s Birthday', fromYear: 1879, date: (y) => (y >= MONDAY_HOLIDAYS_FROM ? nthWeekdayOfMonth(y, 2, 1, 3) : dateOf(y, 2, 22)) },
  { id: 'memorial-day', name: 'Memorial Day', fromYear: 1888, date: memorialDay },
  { id: 'juneteenth', name: 'Juneteenth National Independence Day', fromYear: 2021, date: (y) => dateOf(y, 6, 19) },
  { id: 'independence-day', name: 'Independence Day', fromYear: FEDERAL_HOLIDAYS_FROM, date: (y) => dateOf(y, 7, 4) },
  { id: 'labor-day', name: 'Labor Day', fromYear: 1894, date: laborDay },
  { id: 'columbus-day', name: 'Columbus Day', fromYear: 1937, date: (y) => (y >= MONDAY_HOLIDAYS_FROM ? nthWeekdayOfMonth(y, 10, 1, 2) : dateOf(y, 10, 12)) },
  {
    id: 'veterans-day',
    name: 'Veterans Day',
    formerName: ['Armistice Day', 1954],
    fromYear: 1938,
    date: (y) => (y >= MONDAY_HOLIDAYS_FROM && y <= 1977 ? nthWeekdayOfMonth(y, 10, 1, 4) : dateOf(y, 11, 11)),
  },
  { id: 'thanksgiving-day', name: 'Thanksgiving Day', fromYear: FEDERAL_HOLIDAYS_FROM, date: thanksgiving },
  { id: 'christmas-day', name: 'Christmas Day', fromYear: FEDERAL_HOLIDAYS_FROM, date: (y) => dateOf(y, 12, 25) },
];

/**
 * The US federal holidays of `year` in calendar order, with observed days: each from the year
 * it became a federal holiday, on the date of that year's rule (see `FEDERAL_RULES`); none
 * before 1870. Throws RangeError outside 1–9999.
 *
 * @example usFederalHolidays(2026).find((h) => h.id === 'independence-day') // { …, date: '2026-07-04', observed: '2026-07-03' }
 * @example usFederalHolidays(1800) // []
 */
export function usFederalHolidays(year: number): FederalHoliday[] {
  checkYear(year);
  const result: FederalHoliday[] = [];
  for (const rule of FEDERAL_RULES) {
    if (year < rule.fromYear) continue;
    const date = rule.date(year);
    const name = rule.formerName && year < rule.formerName[1] ? rule.formerName[0] : rule.name;
    result.push({ id: rule.id, name, date, observed: observedDate(date) ?? date });
  }
  return result;
}

/**
 * The day off for New Year's Day of `year + 1` when it falls in `year` itself (December 31, when
 * January 1 is a Saturday), else null: a year's holiday table mentions it.
 *
 * @example newYearDayOffInYearBefore(2021) // '2021-12-31'
 */
export function newYearDayOffInYearBefore(year: number): IsoDate | null {
  checkYear(year);
  if (year === MAX_YEAR) return null;
  const dayOff = observedDate(dateOf(year + 1, 1, 1));
  return dayOff && isoDateParts(dayOff).year === year ? dayOff : null;
}

/** A countdown target. */
export interface CountdownTarget {
  date: IsoDate;
  /** 0 on the day itself. */
  daysUntil: number;
}

/**
 * Signed days from `today` to `target` (negative once passed).
 *
 * @example daysUntil('2025-12-25' as IsoDate, '2025-12-20' as IsoDate) // 5
 */
export function daysUntil(target: IsoDate, today: IsoDate): number {
  return toDayNumber(target) - toDayNumber(today);
}

function rolling(today: IsoDate, dateInYear: (year: number) => IsoDate): CountdownTarget {
  const { year } = isoDateParts(today);
  let date = dateInYear(year);
  if (daysUntil(date, today) < 0) {
    if (year >= MAX_YEAR) throw new RangeError('Next occurrence is after 9999-12-31');
    date = dateInYear(year + 1);
  }
  return { date, daysUntil: daysUntil(date, today) };
}

/**
 * The next occurrence on or after `today` of an annual month/day (today itself = 0 days);
 * Feb 29 falls on Feb 28 in common years. Throws RangeError for an impossible month/day or
 * when the next occurrence is after 9999-12-31.
 *
 * @example annualTarget(12, 25, '2025-12-26' as IsoDate) // { date: '2026-12-25', daysUntil: 364 }
 */
export function annualTarget(month: number, day: number, today: IsoDate): CountdownTarget {
  if (isoDateFromParts(2024, month, day) === null) throw new RangeError(`Not a month/day: ${month}/${day}`);
  return rolling(today, (y) => dateOf(y, month, Math.min(day, daysInMonth(y, month))));
}

/**
 * The next Thanksgiving (fourth Thursday of November) on or after `today`.
 *
 * @example thanksgivingTarget('2025-11-28' as IsoDate).date // '2026-11-26'
 */
export function thanksgivingTarget(today: IsoDate): CountdownTarget {
  return rolling(today, thanksgiving);
}

/**
 * January 1 of the year after `today`'s (never today, even on Jan 1).
 *
 * @example newYearTarget('2025-12-31' as IsoDate) // { date: '2026-01-01', daysUntil: 1 }
 */
export function newYearTarget(today: IsoDate): CountdownTarget {
  const { year } = isoDateParts(today);
  if (year >= MAX_YEAR) throw new RangeError('Next new year is after 9999-12-31');
  const date = dateOf(year + 1, 1, 1);
  return { date, daysUntil: daysUntil(date, today) };
}

/**
 * The wedding countdown's default date: six months after `today`, clipped to month end.
 * Throws RangeError after 9999-12-31.
 *
 * @example weddingDefault('2025-08-31' as IsoDate) // '2026-02-28'
 */
export function weddingDefault(today: IsoDate): IsoDate {
  const date = addMonths(today, 6);
  if (date === null) throw new RangeError('Six months from today is after 9999-12-31');
  return date;
}

/**
 * The next US general election (even years) on or after `today`; presidential when the
 * year is divisible by 4.
 *
 * @example nextUsGeneralElection('2025-03-01' as IsoDate) // { date: '2026-11-03', daysUntil: 612, presidential: false }
 */
export function nextUsGeneralElection(today: IsoDate): CountdownTarget & { presidential: boolean } {
  const { year } = isoDateParts(today);
  let y = year % 2 === 0 ? year : year + 1;
  if (y <= MAX_YEAR && daysUntil(usElectionDay(y), today) < 0) y += 2;
  if (y > MAX_YEAR) throw new RangeError('Next election is after 9999-12-31');
  const date = usElectionDay(y);
  return { date, daysUntil: daysUntil(date, today), presidential: y % 4 === 0 };
}

/**
 * Valentine's Day (February 14) of `year` and the date `days` after it; `date` is null past
 * 9999-12-31. Throws RangeError outside years 1–9999.
 *
 * @example daysAfterValentines(2026, 21) // { valentine: '2026-02-14', date: '2026-03-07' }
 */
export function daysAfterValentines(year: number, days: number): { valentine: IsoDate; date: IsoDate | null } {
  checkYear(year);
  const valentine = dateOf(year, 2, 14);
  return { valentine, date: addDays(valentine, days) };
}

/** The six holidays of the holiday list (spec §9). */
export const HOLIDAY_LIST = [
  { id: 'new-years-day', name: 'New Year’s Day', month: 1, day: 1 },
  { id: 'valentines-day', name: 'Valentine’s Day', month: 2, day: 14 },
  { id: 'independence-day', name: 'Independence Day', month: 7, day: 4 },
  { id: 'halloween', name: 'Halloween', month: 10, day: 31 },
  { id: 'christmas', name: 'Christmas', month: 12, day: 25 },
  { id: 'new-years-eve', name: 'New Year’s Eve', month: 12, day: 31 },
] as const;

/** One row of the holiday list. */
export interface HolidayListItem {
  id: string;
  name: string;
  date: IsoDate;
  daysUntil: number;
}

/**
 * The six holidays' next occurrences on or after `today`, sorted by days until.
 *
 * @example holidayList('2025-12-26' as IsoDate)[0] // { id: 'new-years-eve', name: 'New Year’s Eve', date: '2025-12-31', daysUntil: 5 }
 */
export function holidayList(today: IsoDate): HolidayListItem[] {
  return HOLIDAY_LIST.map(({ id, name, month, day }) => ({ id, name, ...annualTarget(month, day, today) })).sort(
    (a, b) => a.daysUntil - b.daysUntil,
  );
}
