/**
 * A country's first day of the week, from Unicode CLDR's week data (`src/data/first-days.json`,
 * written by `scripts/weekend-data.mjs`: the countries whose weeks do not start on Monday, CLDR's
 * world default, by the number of their first day, 0 = Sunday).
 */
import firstDays from '@/data/first-days.json';
import type { Weekday } from './core/civil-date';

/**
 * The first day of the week in a country (lower-case ISO code), 0 = Sunday … 6 = Saturday;
 * Monday for a code CLDR names no other day for.
 *
 * @example firstDayOfWeek('de') // 1: Monday
 * @example firstDayOfWeek('sa') // 0: Sunday
 * @example firstDayOfWeek('eg') // 6: Saturday
 */
export function firstDayOfWeek(country: string): Weekday {
  for (const [day, countries] of Object.entries(firstDays as Record<string, string>)) {
    if (` ${countries} `.includes(` ${country} `)) return Number(day) as Weekday;
  }
  return 1;
}

