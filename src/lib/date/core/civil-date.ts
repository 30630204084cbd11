/**
 * Civil (calendar) dates as `yyyy-MM-dd` strings, years 0001–9999, proleptic Gregorian.
 *
 * A civil date is not an instant: all arithmetic here runs on integer day numbers
 * (days since 1970-01-01, Howard Hinnant's `days_from_civil` / `civil_from_days`), never on
 * local-time `Date` objects, so every result is the same in every time zone.
 */
import { isLeapYear } from '../leap-year';

/** A valid `yyyy-MM-dd` calendar date, years 0001–9999. Obtain one from {@link parseIsoDate}. */
export type IsoDate = string & { readonly __iso: unique symbol };

/** Day of the week, 0 = Sunday … 6 = Saturday (like `Date#getUTCDay`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The numeric parts of a civil date (month and day 1-based). */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** English weekday names indexed by {@link Weekday}. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** English month names, index 0 = January. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const MIN_YEAR = 1;
/** The first day of the Gregorian calendar (the day after Julian October 4, 1582): earlier dates are proleptic. */
export const GREGORIAN_REFORM = '1582-10-15' as IsoDate;
export const MAX_YEAR = 9999;

/**
 * Days in a month of a year (month 1–12).
 *
 * @example daysInMonth(2024, 2) // 29
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Day number (days since 1970-01-01) of a proleptic Gregorian date; no range check.
 * Hinnant's `days_from_civil`.
 *
 * @example dayNumberFromParts(1970, 1, 2) // 1
 */
export function dayNumberFromParts(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/**
 * Civil parts of a day number; no range check (years may fall outside 1–9999).
 * Hinnant's `civil_from_days`.
 *
 * @example partsFromDayNumber(0) // { year: 1970, month: 1, day: 1 }
 */
export function partsFromDayNumber(dayNumber: number): DateParts {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Day number of 0001-01-01. */
export const MIN_DAY_NUMBER = dayNumberFromParts(MIN_YEAR, 1, 1);
/** Day number of 9999-12-31. */
export const MAX_DAY_NUMBER = dayNumberFromParts(MAX_YEAR, 12, 31);

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * The IsoDate for year/month/day, or null unless it is a real date in years 1–9999.
 *
 * @example isoDateFromParts(2024, 2, 29) // '2024-02-29'; isoDateFromParts(2025, 2, 29) // null
 */
export function isoDateFromParts(year: number, month: number, day: number): IsoDate | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}` as IsoDate;
}

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Strictly parses `yyyy-MM-dd` (a real date, years 0001–9999); anything else gives null
 * (no trimming, no single-digit parts, no time part).
 *
 * @example parseIsoDate('2025-03-03') // '2025-03-03'; parseIsoDate('2025-02-30') // null
 */
export function parseIsoDate(text: string): IsoDate | null {
  if (typeof text !== 'string' || text.length !== 10) return null;
  const m = ISO_DATE_RE.exec(text);
  if (!m) return null;
  return isoDateFromParts(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * Type guard: whether a string is a valid IsoDate.
 *
 * @example isIsoDate('2025-01-01') // true
 */
export function isIsoDate(text: string): text is IsoDate {
  return parseIsoDate(text) !== null;
}

/**
 * The numeric parts of an IsoDate. Throws RangeError if `d` is not a valid IsoDate
 * (possible only through an unchecked cast).
 *
 * @example isoDateParts('2025-03-03' as IsoDate) // { year: 2025, month: 3, day: 3 }
 */
export function isoDateParts(d: IsoDate): DateParts {
  if (parseIsoDate(d) === null) throw new RangeError(`Not a valid IsoDate: ${String(d)}`);
  return { year: Number(d.slice(0, 4)), month: Number(d.slice(5, 7)), day: Number(d.slice(8, 10)) };
}

/**
 * Days since 1970-01-01 (negative before). Throws RangeError for an invalid IsoDate.
 *
 * @example toDayNumber('1970-01-02' as IsoDate) // 1
 */
export function toDayNumber(d: IsoDate): number {
  const { year, month, day } = isoDateParts(d);
  return dayNumberFromParts(year, month, day);
}

/**
 * Whether a day number lies within 0001-01-01 … 9999-12-31.
 *
 * @example isDayNumberInRange(0) // true
 */
export function isDayNumberInRange(n: number): boolean {
  return Number.isInteger(n) && n >= MIN_DAY_NUMBER && n <= MAX_DAY_NUMBER;
}

/**
 * The IsoDate of a day number. Throws RangeError outside 0001-01-01 … 9999-12-31 or for
 * a non-integer.
 *
 * @example fromDayNumber(0) // '1970-01-01'
 */
export function fromDayNumber(n: number): IsoDate {
  if (!isDayNumberInRange(n)) throw new RangeError(`Day number out of range: ${n}`);
  const { year, month, day } = partsFromDayNumber(n);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}` as IsoDate;
}

/**
 * The IsoDate of a day number, or null when out of range (safe variant of fromDayNumber).
 *
 * @example fromDayNumberOrNull(MAX_DAY_NUMBER + 1) // null
 */
export function fromDayNumberOrNull(n: number): IsoDate | null {
  return isDayNumberInRange(n) ? fromDayNumber(n) : null;
}

const formatterCache = new Map<string, Intl.DateTimeFormat>();

function dateFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatterCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatterCache.set(timeZone, f);
  }
  return f;
}

/**
 * The civil date of the instant `now` in the IANA zone `timeZone` (via Intl), or in the
 * runtime's local zone when omitted (via the local getters). Throws RangeError for an invalid
 * Date, an unknown zone, or a date outside years 1–9999.
 *
 * @example todayIn(new Date('2011-12-30T10:00:00Z'), 'Pacific/Apia') // '2011-12-31' (Dec 30 was skipped)
 */
export function todayIn(now: Date, timeZone?: string): IsoDate {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new RangeError('Invalid Date');
  let parts: DateParts;
  if (timeZone === undefined) {
    parts = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  } else {
    const fields: Record<string, string> = {};
    for (const p of dateFormatterFor(timeZone).formatToParts(now)) fields[p.type] = p.value;
    const yearOfEra = Number(fields.year);
    parts = {
      year: fields.era === 'BC' || fields.era === 'B' ? 1 - yearOfEra : yearOfEra,
      month: Number(fields.month),
      day: Number(fields.day),
    };
  }
  const d = isoDateFromParts(parts.year, parts.month, parts.day);
  if (d === null) throw new RangeError(`Date out of range: ${now.toISOString()}`);
  return d;
}

/**
 * `d` plus `n` days (n may be negative), or null when the result leaves years 1–9999.
 * Throws RangeError if `n` is not an integer.
 *
 * @example addDays('2024-02-28' as IsoDate, 1) // '2024-02-29'
 */
export function addDays(d: IsoDate, n: number): IsoDate | null {
  if (!Number.isInteger(n)) throw new RangeError(`Day count must be an integer: ${n}`);
  return fromDayNumberOrNull(toDayNumber(d) + n);
}

/**
 * `d` plus `n` calendar months; a day past the target month's end is clipped to its last day.
 * Null when the result leaves years 1–9999. Throws RangeError if `n` is not an integer.
 *
 * @example addMonths('2025-01-31' as IsoDate, 1) // '2025-02-28'
 */
export function addMonths(d: IsoDate, n: number): IsoDate | null {
  if (!Number.isInteger(n)) throw new RangeError(`Month count must be an integer: ${n}`);
  const { year, month, day } = isoDateParts(d);
  const total = year * 12 + (month - 1) + n;
  const y = Math.floor(total / 12);
  const m = total - y * 12 + 1;
  if (y < MIN_YEAR || y > MAX_YEAR) return null;
  return isoDateFromParts(y, m, Math.min(day, daysInMonth(y, m)));
}

/**
 * `d` plus `n` years (Feb 29 → Feb 28 in a common year). Null when out of range.
 *
 * @example addYears('2024-02-29' as IsoDate, 1) // '2025-02-28'
 */
export function addYears(d: IsoDate, n: number): IsoDate | null {
  if (!Number.isInteger(n)) throw new RangeError(`Year count must be an integer: ${n}`);
  return addMonths(d, n * 12);
}

/**
 * Signed number of days from `from` to `to` (to − from; negative when `to` is earlier).
 *
 * @example daysBetween('2025-01-01' as IsoDate, '2025-01-10' as IsoDate) // 9
 */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/**
 * Comparator for IsoDates: −1, 0 or 1 (usable with `Array#sort`).
 *
 * @example compareIsoDates('2025-01-01' as IsoDate, '2025-01-02' as IsoDate) // -1
 */
export function compareIsoDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Day of the week of a day number (0 = Sunday); 1970-01-01 was a Thursday.
 *
 * @example weekdayOfDayNumber(0) // 4
 */
export function weekdayOfDayNumber(n: number): Weekday {
  return ((((n + 4) % 7) + 7) % 7) as Weekday;
}

/**
 * Day of the week of a date, 0 = Sunday … 6 = Saturday.
 *
 * @example weekdayOf('2025-03-03' as IsoDate) // 1 (Monday)
 */
export function weekdayOf(d: IsoDate): Weekday {
  return weekdayOfDayNumber(toDayNumber(d));
}

/**
 * English weekday name of a date.
 *
 * @example weekdayName('2025-03-03' as IsoDate) // 'Monday'
 */
export function weekdayName(d: IsoDate): string {
  return WEEKDAY_NAMES[weekdayOf(d)];
}

/** An ISO week: its number (1–53) and its ISO week-numbering year. */
export interface IsoWeek {
  week: number;
  weekYear: number;
}

/**
 * The ISO 8601 day of the week: Monday = 1 … Sunday = 7.
 *
 * @example isoWeekday('2026-11-29' as IsoDate) // 7 (Sunday)
 */
export function isoWeekday(d: IsoDate): number {
  return weekdayOfDayNumber(toDayNumber(d)) || 7;
}

/**
 * ISO 8601 week number and week-numbering year (weeks start Monday; week 1 holds the
 * year's first Thursday).
 *
 * @example isoWeek('2024-12-30' as IsoDate) // { week: 1, weekYear: 2025 }
 */
export function isoWeek(d: IsoDate): IsoWeek {
  const n = toDayNumber(d);
  const thursday = n - isoWeekday(d) + 4;
  const weekYear = partsFromDayNumber(thursday).year;
  const week = Math.floor((thursday - dayNumberFromParts(weekYear, 1, 1)) / 7) + 1;
  return { week, weekYear };
}

/**
 * Day of the year, 1 (January 1) to 365 or 366 (December 31).
 *
 * @example dayOfYear('2024-12-31' as IsoDate) // 366
 */
export function dayOfYear(d: IsoDate): number {
  return toDayNumber(d) - dayNumberFromParts(isoDateParts(d).year, 1, 1) + 1;
}
