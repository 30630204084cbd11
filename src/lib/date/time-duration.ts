/**
 * Clock times of day (`HH:mm`) and the duration between two of them.
 */

const MINUTES_PER_DAY = 24 * 60;

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
 * Minutes after midnight of a 24-hour `HH:mm` (or `H:mm`) time, 00:00–23:59; null otherwise.
 *
 * @example parseTime('09:30') // 570
 */
export function parseTime(text: string): number | null {
  if (typeof text !== 'string') return null;
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/**
 * Formats minutes after midnight as `HH:mm`, wrapping around the day (negative values too).
 *
 * @example formatTime(1470) // '00:30'
 */
export function formatTime(minutes: number): string {
  const m = ((Math.trunc(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * A 24-hour `HH:mm` time on the 12-hour clock, `h:mm AM/PM` (00:30 is 12:30 AM, 12:00 is
 * 12:00 PM); null for an invalid time.
 *
 * @example formatTime12('15:05') // '3:05 PM'
 */
export function formatTime12(time: string): string | null {
  const minutes = parseTime(time);
  if (minutes === null) return null;
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
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
 * Total hours with exactly two decimals, as shown on the duration page.
 *
 * @example formatTotalHours(510) // '8.50'
 */
export function formatTotalHours(totalMinutes: number): string {
  return (Math.round((totalMinutes / 60) * 100) / 100).toFixed(2);
}
