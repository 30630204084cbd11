/**
 * A date as it is written in a guide's code or formula examples. Formatting only: the dates come
 * from the guides' data files, the figures from the engine.
 */
import { isoDateParts, type IsoDate } from '@/lib/date/core/civil-date';

/**
 * A date's parts as constructor arguments, months from 1 (Python, Java, C#, Ruby, PHP).
 * @example dateArgs('2026-01-01') // '2026, 1, 1'
 */
export function dateArgs(iso: string): string {
  const { year, month, day } = isoDateParts(iso as IsoDate);
  return `${year}, ${month}, ${day}`;
}

/**
 * JavaScript `Date` arguments: months from 0.
 * @example jsDateArgs('2026-01-31') // '2026, 0, 31'
 */
export function jsDateArgs(iso: string): string {
  const { year, month, day } = isoDateParts(iso as IsoDate);
  return `${year}, ${month - 1}, ${day}`;
}

/**
 * The spreadsheet call that builds a date.
 * @example spreadsheetDate('2026-03-01') // 'DATE(2026,3,1)'
 */
export function spreadsheetDate(iso: string): string {
  const { year, month, day } = isoDateParts(iso as IsoDate);
  return `DATE(${year},${month},${day})`;
}
