/** The one count a between-dates form shows for its options (decisions §2 and §3). */
import type { IsoDate } from './core/civil-date';
import type { WorkCalendar } from './work-calendar';
import { WEEKENDS_ONLY, countBusinessDays } from './business-days';
import { daysBetweenCounts } from './days-between';

/**
 * Days from `from` to `to`: plain, or with both dates counted; or business days of `calendar`
 * (by default Monday to Friday), which are 0 when `to` is before `from`.
 * @example dayCount('2025-01-01' as IsoDate, '2025-01-10' as IsoDate, { inclusive: true }) // 10
 */
export function dayCount(
  from: IsoDate,
  to: IsoDate,
  options: { inclusive: boolean; businessOnly?: boolean; calendar?: WorkCalendar },
): number {
  if (options.businessOnly) return countBusinessDays(from, to, options.calendar ?? WEEKENDS_ONLY, options.inclusive);
  const counts = daysBetweenCounts(from, to);
  return options.inclusive ? counts.inclusive : counts.plain;
}
