/**
 * "N days from / ago from a start": the calculation behind the date calculator widget and the
 * business days page, in calendar or business days.
 */
import { addDays, type IsoDate } from './core/civil-date';
import type { WorkCalendar } from './work-calendar';
import { addBusinessDays } from './business-days';

/** Where a shift starts: the visitor's today, tomorrow, or a given date. */
export type StartDate = 'today' | 'tomorrow' | IsoDate;
export type Direction = 'from' | 'ago';

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
