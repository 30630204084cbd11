/**
 * Month grids for the calendar generator: whole weeks of 7 days from any first day, each row
 * numbered by the rule that matches its first day (see `weekNumbering`).
 */
import {
  type IsoDate,
  type Weekday,
  daysInMonth,
  dayNumberFromParts,
  fromDayNumber,
  isDayNumberInRange,
  isoWeek,
  partsFromDayNumber,
  toDayNumber,
  weekdayOfDayNumber,
} from './core/civil-date';
import { parseYearMonth } from './calendar-grid';

/**
 * How the rows of a calendar whose weeks start on `weekStart` are numbered, so that a row is
 * always one whole week of its rule:
 * - `iso`, weeks from Monday: ISO 8601 (week 1 holds the year's first Thursday; 52 or 53 weeks,
 *   and the days of early January or late December can belong to the other year's weeks).
 * - `jan1`, weeks from any other day: week 1 is the week that holds January 1, the next week 2,
 *   and so on, as US calendars number weeks from Sunday (and Excel's `WEEKNUM` within a year); a
 *   row holding January 1 is week 1 of the new year, in December's grid too.
 *
 * Numbering a Sunday row by ISO weeks would be wrong for one of its days: the row from Sunday,
 * January 4, 2026 holds that Sunday of ISO week 1 and six days of ISO week 2.
 *
 * @example weekNumbering(1) // 'iso'
 * @example weekNumbering(0) // 'jan1'
 */
export function weekNumbering(weekStart: Weekday): 'iso' | 'jan1' {
  return weekStart === 1 ? 'iso' : 'jan1';
}

/**
 * The number of the week from `weekStart` that begins on day number `rowStart` (which may lie
 * before year 1 or end after 9999), by `weekNumbering(weekStart)`.
 */
function rowWeekNumber(rowStart: number, weekStart: Weekday): number {
  // The row's Monday is in years 1–9999 for every row of those years: 0001-01-01 is a Monday, 9999-12-27 too.
  if (weekNumbering(weekStart) === 'iso') return isoWeek(fromDayNumber(rowStart)).week;
  // Week n of the January 1 rule ends on day 7n − k of the year, k < 7: its number is its last day's day of the year / 7, rounded up.
  const last = rowStart + 6;
  return Math.ceil((last - dayNumberFromParts(partsFromDayNumber(last).year, 1, 1) + 1) / 7);
}

/**
 * The number of the week that holds `date` in a calendar whose weeks start on `weekStart`, by
 * `weekNumbering`: ISO 8601 weeks from Monday, weeks counted from the one holding January 1 from
 * any other day.
 *
 * @example weekNumberOf('2026-01-04' as IsoDate, 1) // 1: ISO week 1 is Monday, December 29, 2025 to Sunday, January 4
 * @example weekNumberOf('2026-01-04' as IsoDate, 0) // 2: from Sunday, week 1 is December 28, 2025 to January 3
 */
export function weekNumberOf(date: IsoDate, weekStart: Weekday): number {
  const n = toDayNumber(date);
  return rowWeekNumber(n - ((weekdayOfDayNumber(n) - weekStart + 7) % 7), weekStart);
}

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
  /** The row's week number, by the grid's `numbering`. */
  week: number;
  cells: GridCell[];
}

/** A month laid out in weeks. */
export interface MonthGrid {
  year: number;
  month: number;
  weekStart: Weekday;
  /** How its rows are numbered: see `weekNumbering`. */
  numbering: 'iso' | 'jan1';
  /** 4–6 rows: only the weeks that hold days of the month. */
  weeks: GridWeek[];
}

/**
 * The month as rows of 7 days starting on `weekStart` (0 = Sunday, 1 = Monday, 6 = Saturday…),
 * padded with the neighbouring months' days, each row with its week number (`weekNumbering`).
 * Every month of years 1–9999 has its grid: padding that would fall outside 0001-01-01 …
 * 9999-12-31 (January of year 1 from any day but Monday, December 9999 from any day but
 * Saturday) is cells without a date. Throws RangeError for an invalid month.
 *
 * @example monthGrid(2025, 3, 0).weeks[0]?.cells[0] // { date: '2025-02-23', inMonth: false }
 * @example monthGrid(1, 1, 0).weeks[0]?.cells[0] // { date: null, inMonth: false }
 */
export function monthGrid(year: number, month: number, weekStart: Weekday): MonthGrid {
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
    weeks.push({ week: rowWeekNumber(rowStart, weekStart), cells });
  }
  return { year, month, weekStart, numbering: weekNumbering(weekStart), weeks };
}

