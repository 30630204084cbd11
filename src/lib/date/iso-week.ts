/**
 * Week numbers: ISO 8601 weeks (Monday to Sunday; week 1 holds the year's first Thursday, so
 * the week-numbering year can differ from the calendar year around January 1) and US-style
 * weeks (Sunday to Saturday; week 1 holds January 1, as a spreadsheet's WEEKNUM counts).
 * Pure functions on day numbers (see core/civil-date), never local-time `Date` objects. The week
 * of a date is core/civil-date's `isoWeek`.
 */
import {
  dayNumberFromParts,
  fromDayNumber,
  fromDayNumberOrNull,
  isoDateParts,
  isoWeek,
  type IsoWeek,
  MAX_YEAR,
  MIN_YEAR,
  toDayNumber,
  weekdayOfDayNumber,
  type IsoDate,
} from './core/civil-date';

export type { IsoWeek } from './core/civil-date';

/**
 * One ISO week with its dates. `sunday` is null only for the last week of 9999, whose Sunday,
 * January 2, 10000, lies past the end of the calendar (years 1–9999).
 */
export interface IsoWeekRange extends IsoWeek {
  monday: IsoDate;
  sunday: IsoDate | null;
}

/**
 * The ISO 8601 week written as `YYYY-Www` (week-numbering year, two-digit week).
 *
 * @example formatIsoWeek({ weekYear: 2026, week: 48 }) // '2026-W48'
 * @example formatIsoWeek({ weekYear: 2025, week: 1 }) // '2025-W01'
 */
export function formatIsoWeek({ weekYear, week }: IsoWeek): string {
  return `${String(weekYear).padStart(4, '0')}-W${String(week).padStart(2, '0')}`;
}

/** Day number of the Monday of ISO week 1 of `weekYear`: the Monday of the week holding January 4. */
function firstMonday(weekYear: number): number {
  const jan4 = dayNumberFromParts(weekYear, 1, 4);
  return jan4 - ((weekdayOfDayNumber(jan4) + 6) % 7);
}

/**
 * How many ISO weeks the week-numbering year has: 53 when it starts on a Thursday, or on a
 * Wednesday in a leap year (then it holds 53 Thursdays); otherwise 52.
 *
 * @example isoWeeksInYear(2026) // 53
 * @example isoWeeksInYear(2025) // 52
 */
export function isoWeeksInYear(weekYear: number): 52 | 53 {
  return (firstMonday(weekYear + 1) - firstMonday(weekYear)) / 7 === 53 ? 53 : 52;
}

/**
 * The Monday and Sunday of an ISO week, or null when there is no such week (a week number
 * outside 1 to the year's 52 or 53, or a year outside 1–9999).
 *
 * @example isoWeekRange(2026, 48) // { weekYear: 2026, week: 48, monday: '2026-11-23', sunday: '2026-11-29' }
 * @example isoWeekRange(2020, 53) // { weekYear: 2020, week: 53, monday: '2020-12-28', sunday: '2021-01-03' }
 * @example isoWeekRange(2025, 53) // null (2025 has 52 ISO weeks)
 */
export function isoWeekRange(weekYear: number, week: number): IsoWeekRange | null {
  if (!Number.isInteger(weekYear) || weekYear < MIN_YEAR || weekYear > MAX_YEAR) return null;
  if (!Number.isInteger(week) || week < 1 || week > isoWeeksInYear(weekYear)) return null;
  const monday = firstMonday(weekYear) + (week - 1) * 7;
  return { weekYear, week, monday: fromDayNumber(monday), sunday: fromDayNumberOrNull(monday + 6) };
}

/**
 * The ISO week that holds a date, with its Monday and Sunday.
 *
 * @example isoWeekRangeOf('2026-11-25' as IsoDate) // { weekYear: 2026, week: 48, monday: '2026-11-23', sunday: '2026-11-29' }
 */
export function isoWeekRangeOf(d: IsoDate): IsoWeekRange {
  const { weekYear, week } = isoWeek(d);
  return isoWeekRange(weekYear, week)!;
}

/**
 * Every ISO week of a week-numbering year (1–9999), in order, with its Monday and Sunday.
 * Throws RangeError outside years 1–9999.
 *
 * @example isoWeeksOf(2026).length // 53
 * @example isoWeeksOf(2026)[0] // { weekYear: 2026, week: 1, monday: '2025-12-29', sunday: '2026-01-04' }
 */
export function isoWeeksOf(weekYear: number): IsoWeekRange[] {
  if (!Number.isInteger(weekYear) || weekYear < MIN_YEAR || weekYear > MAX_YEAR) {
    throw new RangeError(`Year out of range: ${weekYear}`);
  }
  const weeks: IsoWeekRange[] = [];
  for (let week = 1; week <= isoWeeksInYear(weekYear); week++) weeks.push(isoWeekRange(weekYear, week)!);
  return weeks;
}

/**
 * The US-style week number of a date: weeks start on Sunday and week 1 is the week that holds
 * January 1, counted within the date's calendar year (as a spreadsheet's WEEKNUM with return
 * type 1), so January 1 is always in week 1 and December 31 in week 53, or 54 in a leap year
 * that starts on a Saturday.
 *
 * @example usWeekNumber('2026-11-25' as IsoDate) // 48
 * @example usWeekNumber('2027-01-03' as IsoDate) // 2
 * @example usWeekNumber('2000-12-31' as IsoDate) // 54
 */
export function usWeekNumber(d: IsoDate): number {
  const jan1 = dayNumberFromParts(isoDateParts(d).year, 1, 1);
  return Math.floor((toDayNumber(d) - jan1 + weekdayOfDayNumber(jan1)) / 7) + 1;
}
