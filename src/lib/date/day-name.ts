/**
 * A holiday's name as a list of days off and a holiday table write it: an observed or substitute
 * day names the holiday it stands in for, a day off exchanged for a weekend working day names that
 * day. One rule for the business-day results (place-calendar.ts) and the country pages.
 */
import type { IsoDate } from './core/civil-date';
import { formatLong } from './core/format';

/**
 * @example dayName({ name: 'Christmas Day', substitute: true }) // 'Christmas Day (observed)'
 * @example dayName({ name: 'Day off', substitute: false, swapFor: '2025-01-26' }) // 'Day off in exchange for working on Sunday, January 26, 2025'
 */
export const dayName = (day: { name: string; substitute: boolean; swapFor?: IsoDate }): string =>
  day.swapFor ? `Day off in exchange for working on ${formatLong(day.swapFor)}` : day.substitute ? `${day.name} (observed)` : day.name;
