/**
 * Month grids for the calendar generator: whole weeks of 7 days with ISO week numbers.
 */
import {
  type IsoDate,
  MAX_YEAR,
  MIN_YEAR,
  MONTH_NAMES,
  daysInMonth,
  dayNumberFromParts,
  fromDayNumber,
  isDayNumberInRange,
  isoWeek,
  weekdayOfDayNumber,
} from './core/civil-date';

/**
 * One day cell: a day of the month, a day of a neighbouring month, or (before January 1 of year
 * 1 and after December 31, 9999) no day at all.
 */
export type GridCell =
  | {
      date: IsoDate;
      /** False for the leading/trailing days of the neighbouring months. */
      inMonth: boolean;
    }
  | { date: null; inMonth: false };

/** One row of 7 cells. */
export interface GridWeek {
  /** ISO 8601 week number of the row's Monday (the ISO week holding most of the row). */
  isoWeek: number;
  cells: GridCell[];
}

/** A month laid out in weeks. */
export interface MonthGrid {
  year: number;
  month: number;
  weekStart: 0 | 1;
  /** 4–6 rows: only the weeks that hold days of the month. */
  weeks: GridWeek[];
}

/** A year and month (1–12). */
export interface YearMonth {
  year: number;
  month: number;
}

/**
 * The month as rows of 7 days starting on Sunday (0) or Monday (1), padded with the
 * neighbouring months' days. Every month of years 1–9999 has its grid: padding that would fall
 * outside 0001-01-01 … 9999-12-31 (January of year 1 with Sunday start, December 9999 with
 * either start) is cells without a date. Throws RangeError for an invalid month.
 *
 * @example monthGrid(2025, 3, 0).weeks[0]?.cells[0] // { date: '2025-02-23', inMonth: false }
 * @example monthGrid(1, 1, 0).weeks[0]?.cells[0] // { date: null, inMonth: false }
 */
export function monthGrid(year: number, month: number, weekStart: 0 | 1): MonthGrid {
  if (parseYearMonth(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`) === null) {
    throw new RangeError(`Not a month: ${year}-${month}`);
  }
  const first = dayNumberFromParts(year, month, 1);
  const last = first + daysInMonth(year, month) - 1;
  const gridStart = first - ((weekdayOfDayNumber(first) - weekStart + 7) % 7);
  const gridEnd = last + ((weekStart + 6 - weekdayOfDayNumber(last) + 7) % 7);
  const weeks: GridWeek[] = [];
  for (let rowStart = gridStart; rowStart <= gridEnd; rowStart += 7) {
    const cells: GridCell[] = [];
    for (let d = rowStart; d < rowStart + 7; d++) {
      cells.push(isDayNumberInRange(d) ? { date: fromDayNumber(d), inMonth: d >= first && d <= last } : { date: null, inMonth: false });
    }
    // The row's Monday is always inside the range: 0001-01-01 is a Monday, 9999-12-27 too.
    const monday = rowStart + ((1 - weekStart + 7) % 7);
    weeks.push({ isoWeek: isoWeek(fromDayNumber(monday)).week, cells });
  }
  return { year, month, weekStart, weeks };
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
