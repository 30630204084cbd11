/**
 * RFC 5545 iCalendar text for one all-day event ("Add to calendar" downloads).
 */
import { type IsoDate, addDays, toDayNumber } from './core/civil-date';

/** Input of {@link allDayEventIcs}. */
export interface AllDayEventInput {
  /** Globally unique id, e.g. `christmas-2025@datewise`. */
  uid: string;
  title: string;
  date: IsoDate;
  description?: string;
  /** Creation time of the file (DTSTAMP); passed in, never read from the clock. */
  dtstamp: Date;
  /** Last day of a multi-day event (inclusive); defaults to `date`. */
  endDate?: IsoDate;
}

/**
 * Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma, and line breaks as `\n`.
 *
 * @example escapeIcsText('a,b;c') // 'a\\,b\\;c'
 */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with a space
 * (which counts in their 75 octets) and a multi-byte UTF-8 character is never split.
 *
 * @example foldIcsLine('X'.repeat(80)) // 'XXX…X (75)\r\n XXXXX'
 */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (bytes + size > 75) {
      out.push(current);
      current = ' ';
      bytes = 1;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const basicDate = (d: IsoDate): string => d.replaceAll('-', '');

/**
 * Formats an instant as an iCalendar UTC date-time, `yyyyMMddTHHmmssZ`.
 *
 * @example icsUtcDateTime(new Date('2025-03-03T09:05:00Z')) // '20250303T090500Z'
 */
export function icsUtcDateTime(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  const iso = instant.toISOString(); // yyyy-MM-ddTHH:mm:ss.sssZ for years 0–9999
  if (iso.length !== 24) throw new RangeError(`Year out of range: ${iso}`);
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/**
 * A VCALENDAR with one all-day VEVENT: DTSTART;VALUE=DATE and an exclusive DTEND (the day
 * after the last day), TEXT values escaped, lines folded at 75 octets, CRLF line ends.
 * Throws RangeError when `endDate` is before `date` or the day after it is past 9999-12-31.
 *
 * @example allDayEventIcs({ uid: 'x@datewise', title: 'Christmas', date: '2025-12-25' as IsoDate, dtstamp: new Date(0) }) // 'BEGIN:VCALENDAR\r\n…DTSTART;VALUE=DATE:20251225\r\nDTEND;VALUE=DATE:20251226\r\n…'
 */
export function allDayEventIcs(event: AllDayEventInput): string {
  return allDayEventsIcs([event]);
}

/**
 * A VCALENDAR with one all-day VEVENT per event, in the given order (see {@link allDayEventIcs}).
 * `name` names the calendar (X-WR-CALNAME). Throws RangeError for an empty list, or for an event as
 * {@link allDayEventIcs} does.
 *
 * @example allDayEventsIcs([a, b]).match(/BEGIN:VEVENT/g)?.length // 2
 */
export function allDayEventsIcs(events: readonly AllDayEventInput[], name?: string): string {
  if (events.length === 0) throw new RangeError('A calendar needs at least one event');
  return calendarText(events.flatMap(eventLines), name);
}

/**
 * A VCALENDAR around the given VEVENT lines: the site's header (with the calendar's `name`, which
 * calendar apps show, when given), lines folded at 75 octets, CRLF line ends.
 */
export function calendarText(eventLines: readonly string[], name?: string): string {
  const header = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Datewise//Date Calculators//EN', 'CALSCALE:GREGORIAN', ...(name ? [`X-WR-CALNAME:${escapeIcsText(name)}`] : [])];
  const lines = [...header, ...eventLines, 'END:VCALENDAR'];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

function eventLines(event: AllDayEventInput): string[] {
  const last = event.endDate ?? event.date;
  if (toDayNumber(last) < toDayNumber(event.date)) throw new RangeError('endDate is before date');
  const dtend = addDays(last, 1);
  if (dtend === null) throw new RangeError('Event ends after 9999-12-31');
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsUtcDateTime(event.dtstamp)}`,
    `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
    `DTEND;VALUE=DATE:${basicDate(dtend)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description !== undefined ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}
