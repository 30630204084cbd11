/**
 * English (en-US) display formats for civil dates. Built from the date's own parts, so the
 * output never shifts with the time zone.
 */
import { type IsoDate, MONTH_NAMES, isoDateParts, weekdayName } from './civil-date';

/**
 * Weekday, month, day and year, the site's result format.
 *
 * @example formatLong('2025-03-03' as IsoDate) // 'Monday, March 3, 2025'
 */
export function formatLong(d: IsoDate): string {
  return `${weekdayName(d)}, ${formatMedium(d)}`;
}

/**
 * Month name, day and year.
 *
 * @example formatMedium('2025-03-03' as IsoDate) // 'March 3, 2025'
 */
export function formatMedium(d: IsoDate): string {
  const { year, month, day } = isoDateParts(d);
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
