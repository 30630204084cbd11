/**
 * A holiday table as a CSV file for spreadsheets (loaded when the visitor asks for one): the
 * columns Date (yyyy-MM-dd), Weekday, Holiday, Type and Where, one row per holiday as the page's
 * table shows it.
 */
import { weekdayName } from '@/lib/date/core/civil-date';
import type { HolidayRow } from '@/lib/date/holiday-table';
import { csvField } from '@/lib/date/project-export';

const CSV_HEADER = ['Date', 'Weekday', 'Holiday', 'Type', 'Where'];

/**
 * The rows as CSV (RFC 4180 quoting, CRLF line ends, a UTF-8 byte order mark so spreadsheet apps
 * read names in any script). A holiday of several days gives its first date, its weekdays
 * ("Friday to Sunday") and its length after its name; a half day says so after its name.
 *
 * @example holidayCsv(rows, () => 'Public holiday', () => 'Nationwide').split('\r\n')[1] // '2026-01-01,Thursday,New Year’s Day,Public holiday,Nationwide'
 */
export function holidayCsv(
  rows: readonly HolidayRow[],
  typeLabel: (row: HolidayRow) => string,
  whereLabel: (row: HolidayRow) => string,
  nameOf: (row: HolidayRow) => string = (row) => row.name,
): string {
  const lines = [
    CSV_HEADER,
    ...rows.map((row) => [
      row.date,
      row.days > 1 ? `${weekdayName(row.date)} to ${weekdayName(row.last)}` : weekdayName(row.date),
      `${nameOf(row)}${row.half ? ' (half day)' : ''}${row.days > 1 ? ` (${row.days} days, to ${row.last})` : ''}`,
      typeLabel(row),
      whereLabel(row),
    ]),
  ];
  return `\uFEFF${lines.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`;
}
