/**
 * RFC 5545 iCalendar text for one event that starts at a given instant (the custom event
 * countdown with a time). Its start and end are written in UTC (`DTSTART:20261231T180000Z`):
 * exact for any zone and any date, with no VTIMEZONE to get right, and every calendar app shows
 * it in its own zone. The event's own zone is named in the description. A module of its own, not
 * part of ./icalendar: that one ships with every annual countdown, which never needs this.
 */
import { calendarText, escapeIcsText, icsUtcDateTime } from './icalendar';

/** Input of {@link timedEventIcs}. */
export interface TimedEventInput {
  /** Globally unique id, e.g. `custom-event-20261231T180000Z@datewise`. */
  uid: string;
  title: string;
  /** The start, epoch milliseconds. */
  start: number;
  /** How long the event lasts in minutes (DTEND = start + this); default 60, a calendar's usual block. */
  minutes?: number;
  description?: string;
  /** Creation time of the file (DTSTAMP); passed in, never read from the clock. */
  dtstamp: Date;
}

/**
 * A VCALENDAR with one timed VEVENT: DTSTART and DTEND as UTC date-times, TEXT values escaped,
 * lines folded at 75 octets, CRLF line ends. Throws RangeError when the start or the end is
 * outside years 1–9999 or `minutes` is not a positive integer.
 *
 * @example timedEventIcs({ uid: 'x@datewise', title: 'Launch', start: Date.parse('2026-12-31T18:00:00Z'), dtstamp: new Date(0) }) // '…DTSTART:20261231T180000Z\r\nDTEND:20261231T190000Z\r\n…'
 */
export function timedEventIcs(event: TimedEventInput): string {
  const minutes = event.minutes ?? 60;
  if (!Number.isInteger(minutes) || minutes < 1) throw new RangeError('minutes must be a positive integer');
  return calendarText([
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsUtcDateTime(event.dtstamp)}`,
    `DTSTART:${icsUtcDateTime(new Date(event.start))}`,
    `DTEND:${icsUtcDateTime(new Date(event.start + minutes * 60_000))}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description !== undefined ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    'END:VEVENT',
  ]);
}
