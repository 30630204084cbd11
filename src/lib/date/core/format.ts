/**
 * English (en-US) display formats for civil dates. Built from the date's own parts, so the
 * output never shifts with the time zone.
 */
import { type DateParts, type IsoDate, MONTH_NAMES, isoDateParts, weekdayName } from './civil-date';

/**
 * Weekday, month, day and year, the site's result format.
 *
 * @example formatLong('2025-03-03' as IsoDate) // 'Monday, March 3, 2025'
 */
export function formatLong(d: IsoDate): string {
  return `${weekdayName(d)}, ${formatMedium(d)}`;
}

/**
 * The longest text `formatLong` writes for a four-digit year (the longest weekday and month
 * names, a two-digit day): the room a date keeps before it is known.
 */
export const LONGEST_LONG_DATE = formatLong('2000-09-27' as IsoDate);

/**
 * Month name, day and year.
 *
 * @example formatMedium('2025-03-03' as IsoDate) // 'March 3, 2025'
 */
export function formatMedium(d: IsoDate): string {
  return formatMediumParts(isoDateParts(d));
}

/**
 * A year, month and day written as `formatMedium` writes a date (for a date of another calendar).
 *
 * @example formatMediumParts({ year: 1582, month: 10, day: 4 }) // 'October 4, 1582'
 */
export function formatMediumParts({ year, month, day }: DateParts): string {
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

/**
 * Abbreviated month, day and year.
 *
 * @example formatShort('2025-03-03' as IsoDate) // 'Mar 3, 2025'
 */
export function formatShort(d: IsoDate): string {
  const { year, month, day } = isoDateParts(d);
  return `${MONTH_NAMES[month - 1]?.slice(0, 3)} ${day}, ${year}`;
}

/**
 * A holiday's day off beside its date, as every holiday table writes it: 'Same day', or the
 * observed date in full when a weekend moves it.
 *
 * @example formatDayOff('2026-07-04' as IsoDate, '2026-07-03' as IsoDate) // 'Friday, July 3, 2026'
 */
export function formatDayOff(date: IsoDate, observed: IsoDate): string {
  return observed === date ? 'Same day' : formatLong(observed);
}
