/**
 * Clock times of day, `HH:mm` on the 24-hour clock: the one rule for reading and writing them,
 * in the core because the URL kits' time parsers read them too.
 */

export const MINUTES_PER_DAY = 24 * 60;

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
