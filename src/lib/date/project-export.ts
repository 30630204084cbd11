/**
 * A project schedule as files people open elsewhere: CSV for spreadsheets and iCalendar for
 * calendar apps.
 */
import type { TimelineRow } from './project-timeline';
import { allDayEventsIcs } from './icalendar';

const CSV_HEADER = ['Task Number', 'Task Name', 'Start Date', 'End Date', 'Duration (days)', 'Type'];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or return first) is
 * prefixed with `'`, so a task name is always shown as text.
 *
 * @example csvField('Build, test') // '"Build, test"'
 */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The schedule as CSV: a header row, one row per task with ISO dates, CRLF line ends, and a
 * UTF-8 byte order mark so spreadsheet apps read names in any script.
 *
 * @example timelineCsv(rows).split('\r\n')[1] // '1,Design,2025-01-06,2025-01-10,5,Business Days'
 */
export function timelineCsv(rows: readonly TimelineRow[]): string {
  const lines = [
    CSV_HEADER,
    ...rows.map((row) => [
      String(row.taskNumber),
      row.name,
      row.start,
      row.end,
      String(row.duration),
      row.businessDaysOnly ? 'Business Days' : 'Calendar Days',
    ]),
  ];
  return `\uFEFF${lines.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/**
 * The schedule as one calendar file: an all-day event per task from its start to its end.
 * Throws RangeError for an empty schedule.
 */
export function timelineIcs(rows: readonly TimelineRow[], dtstamp: Date): string {
  return allDayEventsIcs(
    rows.map((row) => ({
      uid: `task-${row.taskNumber}-${row.start}@datewise`,
      title: `${row.taskNumber}. ${row.name}`,
      date: row.start,
      endDate: row.end,
      description: `${row.duration} ${row.businessDaysOnly ? 'business' : 'calendar'} day${row.duration === 1 ? '' : 's'}`,
      dtstamp,
    })),
  );
}
