/**
 * "N days from / ago from a start": the calculation behind the date calculator widget and the
 * business days page, in calendar or business days.
 */
import { addDays, addMonths, isoDateParts, type IsoDate } from './core/civil-date';
import type { WorkCalendar } from './work-calendar';
import { addBusinessDays } from './business-days';

/** Where a shift starts: the visitor's today, tomorrow, or a given date. */
export type StartDate = 'today' | 'tomorrow' | IsoDate;
/** The two directions of a shift: after the start, or before it. */
export const DIRECTIONS = ['from', 'ago'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * The civil date a start stands for.
 * @example resolveStart('tomorrow', '2025-12-31' as IsoDate) // '2026-01-01'
 */
export function resolveStart(start: StartDate, today: IsoDate): IsoDate | null {
  if (start === 'today') return today;
  if (start === 'tomorrow') return addDays(today, 1);
  return start;
}

/**
 * The date `days` calendar days (or business days of a work calendar) from or before `start`;
 * null when it falls outside years 1–9999.
 * @example shiftDate('2025-01-03' as IsoDate, 5, 'from', WEEKENDS_ONLY) // '2025-01-10'
 */
export function shiftDate(
  start: IsoDate,
  days: number,
  dir: Direction,
  business?: WorkCalendar | false,
): IsoDate | null {
  const signed = dir === 'ago' ? -days : days;
  return business ? addBusinessDays(start, signed, business) : addDays(start, signed);
}

/** The largest day count a shift takes (the `days` URL key): about 2,700 years, well inside years 1–9999. */
export const MAX_DAYS = 1_000_000;

/** The largest count of years, months or weeks a shift takes (the `years`, `months`, `weeks` URL keys). */
export const MAX_UNIT = 9999;

/** A shift in calendar units, each a whole number ≥ 0. */
export interface CalendarUnits {
  years: number;
  months: number;
  weeks: number;
  days: number;
}

/** Result of {@link shiftByUnits}. */
export interface UnitsShift {
  /** The date reached. */
  date: IsoDate;
  /** The date the years and months alone reach (the start when both are 0). */
  afterMonths: IsoDate;
  /** The start's day did not exist in the month reached, so that month's last day was taken. */
  clipped: boolean;
}

/**
 * The date `units` from or before `start`, in this order: years and months first, as one count
 * of months (a day past the end of the month reached becomes its last day: January 31 + 1
 * month = February 28 or 29), then weeks and days (business days of `business`, if given). Null
 * when a step leaves years 1–9999.
 *
 * @example shiftByUnits('2025-01-31' as IsoDate, { years: 0, months: 1, weeks: 1, days: 0 }, 'from')
 * // { date: '2025-03-07', afterMonths: '2025-02-28', clipped: true }
 */
export function shiftByUnits(start: IsoDate, units: CalendarUnits, dir: Direction, business?: WorkCalendar | false): UnitsShift | null {
  const afterMonths = addMonths(start, (dir === 'ago' ? -1 : 1) * (units.years * 12 + units.months));
  const date = afterMonths && shiftDate(afterMonths, units.weeks * 7 + units.days, dir, business);
  if (!afterMonths || !date) return null;
  return { date, afterMonths, clipped: isoDateParts(afterMonths).day !== isoDateParts(start).day };
}
