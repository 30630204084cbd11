/**
 * Months as the calendar generator names them: a year and month, read and written as `yyyy-MM`,
 * moved by months, and titled. The month's grid of weeks is month-grid.ts.
 */
import { MAX_YEAR, MIN_YEAR, MONTH_NAMES } from './core/civil-date';

/** A year and month (1–12). */
export interface YearMonth {
  year: number;
  month: number;
}

/**
 * Parses `yyyy-MM` (years 0001–9999) as used by `<input type="month">`; null otherwise.
 *
 * @example parseYearMonth('2025-03') // { year: 2025, month: 3 }
 */
export function parseYearMonth(text: string): YearMonth | null {
  if (typeof text !== 'string' || text.length !== 7) return null;
  const m = /^(\d{4})-(\d{2})$/.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return null;
  return { year, month };
}

/**
 * Formats a year and month as `yyyy-MM`.
 *
 * @example formatYearMonth({ year: 2025, month: 3 }) // '2025-03'
 */
export function formatYearMonth({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/**
 * The month `delta` months after `ym` (previous/next buttons); null outside years 1–9999.
 *
 * @example shiftYearMonth({ year: 2025, month: 12 }, 1) // { year: 2026, month: 1 }
 */
export function shiftYearMonth(ym: YearMonth, delta: number): YearMonth | null {
  const total = ym.year * 12 + (ym.month - 1) + delta;
  const year = Math.floor(total / 12);
  if (!Number.isInteger(total) || year < MIN_YEAR || year > MAX_YEAR) return null;
  return { year, month: total - year * 12 + 1 };
}

/**
 * English title of a month, e.g. for a grid heading. A year below 100 is named as a year, since
 * "January 1" reads like a date.
 *
 * @example monthTitle({ year: 2025, month: 3 }) // 'March 2025'
 * @example monthTitle({ year: 1, month: 1 }) // 'January of year 1'
 */
export function monthTitle({ year, month }: YearMonth): string {
  return year < 100 ? `${MONTH_NAMES[month - 1] ?? ''} of year ${year}` : `${MONTH_NAMES[month - 1] ?? ''} ${year}`;
}

/**
 * A year as a heading: `2025`, or `Year 31` below 100 (see {@link monthTitle}).
 *
 * @example yearTitle(31) // 'Year 31'
 */
export function yearTitle(year: number): string {
  return year < 100 ? `Year ${year}` : String(year);
}
