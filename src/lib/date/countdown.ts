/**
 * The live part of a countdown: days, hours, minutes and seconds from an instant to the start
 * (local midnight) of a civil date. The day count is the difference of civil dates in the
 * runtime's own zone (decisions §13), never elapsed milliseconds divided by 24 hours, so it
 * changes exactly at local midnight and never drifts on a daylight-saving day.
 */
import { type IsoDate, addDays, daysBetween, isoDateParts, toDayNumber, todayIn, weekdayOfDayNumber } from './core/civil-date';

/** A countdown at one instant. */
export interface Countdown {
  /** Calendar days from today to the target: 0 on the day, negative once passed. */
  days: number;
  /**
   * Time left to local midnight at the start of the target day, split for display: whole days
   * after today (days − 1), then the time to tonight's midnight. Null on the day and after.
   */
  clock: { days: number; hours: number; minutes: number; seconds: number } | null;
}

/**
 * The instant of local midnight at the start of a civil date (where a DST change skips
 * midnight, the first instant of that day).
 *
 * @example startOfLocalDay('2025-03-10' as IsoDate).getHours() // 0
 */
export function startOfLocalDay(d: IsoDate): Date {
  const { year, month, day } = isoDateParts(d);
  const start = new Date(2000, month - 1, day);
  start.setFullYear(year, month - 1, day); // years 1–99 as written, not 1900 + year
  // The time of day again: where midnight of that day in 2000 did not exist, it was 01:00.
  start.setHours(0, 0, 0, 0);
  return start;
}

/**
 * The countdown from `now` to `target`, in the runtime's local zone.
 *
 * @example countdown('2025-12-25' as IsoDate, new Date(2025, 11, 24, 18, 30)) // { days: 1, clock: { days: 0, hours: 5, minutes: 30, seconds: 0 } }
 */
export function countdown(target: IsoDate, now: Date): Countdown {
  const today = todayIn(now);
  const days = daysBetween(today, target);
  const tomorrow = addDays(today, 1);
  if (days <= 0 || tomorrow === null) return { days, clock: null };
  const seconds = Math.max(0, Math.floor((startOfLocalDay(tomorrow).getTime() - now.getTime()) / 1000));
  return {
    days,
    clock: {
      days: days - 1,
      hours: Math.floor(seconds / 3600),
      minutes: Math.floor((seconds % 3600) / 60),
      seconds: seconds % 60,
    },
  };
}

/**
 * Whole seconds from `instant` to `now` (epoch milliseconds): how long ago a start was, for
 * "started 2 hours ago"; 0 or less before it. Elapsed time, so across a clock change on the
 * day it is the time that really passed, not the difference of the two wall-clock readings.
 *
 * @example secondsSince(startOfLocalDay('2026-10-31' as IsoDate).getTime(), new Date(2026, 9, 31, 14, 5).getTime()) // 50700 where no clock changes that day
 */
export function secondsSince(instant: number, now: number): number {
  return Math.floor((now - instant) / 1000);
}

/**
 * The weekdays (Monday to Friday) and weekend days strictly between two dates, either way round:
 * neither date itself is counted. A fact of the week, not of a work calendar: whole weeks hold
 * five weekdays, and only the ≤ 6 days left are looked at. The same counting as `weekdaysInRange`
 * in business-days.ts, written again for the Saturday–Sunday week so that the business-day engine
 * and its holiday rules stay out of the countdown pages (sharing it through the calculator kit's
 * core would add it to every calculator's first load).
 *
 * @example daysStrictlyBetween('2026-11-25' as IsoDate, '2026-12-25' as IsoDate) // { weekdays: 21, weekendDays: 8 }
 */
export function daysStrictlyBetween(a: IsoDate, b: IsoDate): { weekdays: number; weekendDays: number } {
  const span = Math.max(Math.abs(daysBetween(a, b)) - 1, 0);
  const first = Math.min(toDayNumber(a), toDayNumber(b)) + 1;
  let weekdays = Math.floor(span / 7) * 5;
  for (let d = first + span - (span % 7); d < first + span; d++) if (weekdayOfDayNumber(d) % 6 !== 0) weekdays++;
  return { weekdays, weekendDays: span - weekdays };
}
