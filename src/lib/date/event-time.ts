/**
 * The moment an event starts: a civil date, an optional wall-clock time (`HH:mm`) and an
 * optional IANA zone, as the custom event countdown takes them. Without a time the event starts
 * at 00:00; without a zone, in the visitor's own zone. The instant comes from the zone engine
 * (`convertZonedTime`), so a time that does not exist (the clocks go forward) or occurs twice
 * (they go back) is resolved as on the time zone converter: moved forward by the gap, or the
 * first of the two. What is left is elapsed time (epoch milliseconds), never a sum of civil days.
 */
import { type IsoDate, daysBetween, todayIn } from './core/civil-date';
import { type ZonedWallTime, convertZonedTime } from './time-zones';

/** An event's start, in its own zone and in the visitor's. */
export interface EventStart {
  /** Epoch milliseconds. */
  instant: number;
  /** The time as asked (`HH:mm`; `00:00` when none was given). */
  asked: string;
  /** The start as a wall time in the event's zone (after a gap, later than `asked`). */
  event: ZonedWallTime;
  /** The same instant as a wall time in the visitor's zone. */
  visitor: ZonedWallTime;
  /** `asked` did not exist on that date in the event's zone: moved forward by the gap's length. */
  gap: boolean;
  /** `asked` occurred twice on that date in the event's zone: the first (earlier) one is used. */
  overlap: boolean;
}

/**
 * The instant an event starts and its wall time in the event's zone and the visitor's; null for
 * an unknown zone or time, or a start outside years 1–9999. `time` absent: 00:00 (midnight at
 * the start of `date`, or the first moment of the day where the clocks skip midnight); `zone`
 * absent: `visitorZone`.
 *
 * @example eventStart({ date: '2026-12-31' as IsoDate, time: '18:00', zone: 'Europe/London', visitorZone: 'America/New_York' })?.visitor.time // '13:00'
 * @example eventStart({ date: '2026-03-08' as IsoDate, time: '02:30', zone: null, visitorZone: 'America/New_York' })?.event.time // '03:30' (gap: true)
 */
export function eventStart({
  date,
  time,
  zone,
  visitorZone,
}: {
  date: IsoDate;
  time: string | null;
  zone: string | null;
  visitorZone: string;
}): EventStart | null {
  const asked = time ?? '00:00';
  const converted = convertZonedTime({ date, time: asked, fromZone: zone ?? visitorZone, toZone: visitorZone });
  if (converted === null) return null;
  const { instant, source, target, gap, overlap } = converted;
  return { instant, asked, event: source, visitor: target, gap, overlap };
}

/** Time left, split for a clock. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The elapsed time from `now` to `instant` (epoch milliseconds), in whole seconds split into
 * days of 24 hours, hours, minutes and seconds; null once `instant` is reached or passed.
 *
 * @example timeLeft(Date.parse('2026-12-31T18:00:00Z'), Date.parse('2026-12-30T16:59:30Z')) // { days: 1, hours: 1, minutes: 0, seconds: 30 }
 */
export function timeLeft(instant: number, now: number): TimeLeft | null {
  const total = Math.floor((instant - now) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * Calendar days from the date of `now` in `zone` to `date` (negative once passed): the day
 * count of an event in its own zone, which changes at midnight there.
 *
 * @example daysUntilIn('Asia/Tokyo', '2027-01-01' as IsoDate, Date.parse('2026-12-31T16:00:00Z')) // 0 (already January 1 in Tokyo)
 */
export function daysUntilIn(zone: string, date: IsoDate, now: number): number {
  return daysBetween(todayIn(new Date(now), zone), date);
}

