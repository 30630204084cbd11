/**
 * Clock times of day (`HH:mm`) and the duration between two of them.
 */
import { MINUTES_PER_DAY, formatTime, parseTime } from './core/clock-time';

/** Duration between two clock times. */
export interface TimeDuration {
  hours: number;
  minutes: number;
  totalMinutes: number;
  /** totalMinutes / 60 rounded to 2 decimals. */
  totalHours: number;
  /** True when the end time is earlier than the start, so it is on the next day. */
  nextDay: boolean;
}

/**
 * Duration from `start` to `end` (`HH:mm`); an earlier end is on the next day (24 h added),
 * an equal end is 0. Null when either time is invalid.
 *
 * @example timeDuration('22:00', '06:30') // { hours: 8, minutes: 30, totalMinutes: 510, totalHours: 8.5, nextDay: true }
 */
export function timeDuration(start: string, end: string): TimeDuration | null {
  const s = parseTime(start);
  const e = parseTime(end);
  if (s === null || e === null) return null;
  const nextDay = e < s;
  const totalMinutes = e - s + (nextDay ? MINUTES_PER_DAY : 0);
  return {
    hours: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
    totalMinutes,
    totalHours: Math.round((totalMinutes / 60) * 100) / 100,
    nextDay,
  };
}

/**
 * Adds (or subtracts) minutes to an `HH:mm` time, wrapping past midnight; null for an
 * invalid time or a non-integer amount.
 *
 * @example addMinutesToTime('23:30', 60) // '00:30'
 */
export function addMinutesToTime(time: string, minutes: number): string | null {
  const t = parseTime(time);
  if (t === null || !Number.isInteger(minutes)) return null;
  return formatTime(t + minutes);
}

/**
 * Minutes as decimal hours with exactly two decimals, with a minus sign when negative, as the
 * duration page shows them (for timesheets and spreadsheets).
 *
 * @example formatTotalHours(510) // '8.50'
 * @example formatTotalHours(-2385) // '-39.75'
 */
export function formatTotalHours(totalMinutes: number): string {
  return (Math.round((totalMinutes / 60) * 100) / 100).toFixed(2);
}
