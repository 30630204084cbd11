/**
 * Date-times in an IANA time zone: wall-clock `YYYY-MM-DDTHH:mm` ↔ instants, the elapsed time
 * between two of them, elapsed minutes added to one, and the zone's clock changes (UTC offset
 * changes) in between. Elapsed time is real time: across a daylight saving change it differs
 * from the plain difference of the two wall clocks by the change (decisions §18). A wall time
 * that does not exist or occurs twice is resolved as the time zone converter does (Temporal's
 * 'compatible': a gap moves forward by its length, an overlap takes the earlier instant).
 */
import { type IsoDate, parseIsoDate, toDayNumber } from './core/civil-date';
import { MINUTES_PER_DAY, parseTime } from './core/clock-time';
import { convertZonedTime, wallTimeAt, type ZonedWallTime } from './time-zones';
import { type OffsetChange, offsetChanges } from './zone-changes';

export type { OffsetChange };

const MS_PER_MINUTE = 60_000;

/** A wall-clock date and time, no zone: `{ date: '2026-11-06', time: '14:30' }`. */
export interface LocalDateTime {
  date: IsoDate;
  /** `HH:mm`, 24-hour. */
  time: string;
}

/**
 * Reads `YYYY-MM-DDTHH:mm` strictly: a real date in years 0001–9999, a time 00:00–23:59, two
 * digits each; null for anything else (seconds, a zone, a space instead of `T`).
 *
 * @example parseLocalDateTime('2026-11-06T14:30') // { date: '2026-11-06', time: '14:30' }
 * @example parseLocalDateTime('0000-12-31T10:00') // null
 */
export function parseLocalDateTime(text: string): LocalDateTime | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  const date = m ? parseIsoDate(m[1]!) : null;
  return date === null ? null : { date, time: `${m![2]}:${m![3]}` };
}

/**
 * Writes a wall-clock date-time as `YYYY-MM-DDTHH:mm`.
 *
 * @example formatLocalDateTime({ date: '2026-11-08' as IsoDate, time: '06:15' }) // '2026-11-08T06:15'
 */
export function formatLocalDateTime(local: LocalDateTime): string {
  return `${local.date}T${local.time}`;
}

/** Minutes of a wall clock on a zone-free time line (day number × minutes a day + minutes of the day). */
function wallMinutes(local: LocalDateTime): number {
  return toDayNumber(local.date) * MINUTES_PER_DAY + (parseTime(local.time) ?? 0);
}

/**
 * The minutes between two wall clocks as a plain calendar sum, with no zone: what the clocks
 * on the wall differ by, whatever happened to them in between.
 *
 * @example wallClockMinutes({ date: '2026-03-07' as IsoDate, time: '12:00' }, { date: '2026-03-08' as IsoDate, time: '12:00' }) // 1440
 */
export function wallClockMinutes(from: LocalDateTime, to: LocalDateTime): number {
  return wallMinutes(to) - wallMinutes(from);
}

/** A wall time in a zone, resolved to one instant. */
export interface ResolvedWallTime {
  /** Epoch milliseconds. */
  instant: number;
  /** The wall time the instant shows (later than the one asked for after a gap). */
  wall: ZonedWallTime;
  /** The time asked for did not exist (the clocks jumped over it); `wall` is moved forward by the gap. */
  gap: boolean;
  /** The time asked for occurred twice (the clocks went back); the earlier instant is used. */
  overlap: boolean;
  /** In an overlap, the wall time's second instant (epoch ms), the one not used. */
  laterInstant: number | null;
}

/**
 * The instant a wall-clock date-time names in a zone, as the time zone converter resolves it:
 * a time in a spring-forward gap is moved forward by the gap, a time that occurs twice takes
 * its earlier instant. Null for an unknown zone or a result outside years 1–9999.
 *
 * @example resolveWallTime({ date: '2026-03-08' as IsoDate, time: '02:30' }, 'America/New_York')?.wall.time // '03:30' (gap)
 * @example resolveWallTime({ date: '2026-11-01' as IsoDate, time: '01:30' }, 'America/New_York')?.instant // Date.UTC(2026, 10, 1, 5, 30) (EDT, the first 01:30)
 */
export function resolveWallTime(local: LocalDateTime, zone: string): ResolvedWallTime | null {
  const first = convertZonedTime({ date: local.date, time: local.time, fromZone: zone, toZone: zone });
  if (first === null) return null;
  const later = first.overlap ? convertZonedTime({ ...local, fromZone: zone, toZone: zone, occurrence: 'later' }) : null;
  return { instant: first.instant, wall: first.source, gap: first.gap, overlap: first.overlap, laterInstant: later?.instant ?? null };
}

/**
 * The wall time `minutes` of elapsed time after `instant` (before it, for a negative number),
 * in `zone`: real minutes, so across a clock change the wall clock moves by the change too.
 * Null when the result falls outside years 1–9999.
 *
 * @example addElapsedMinutes(Date.UTC(2026, 2, 7, 19, 30), 24 * 60, 'America/New_York')?.time // '15:30' (14:30 EST + 24 h, clocks forward on March 8)
 */
export function addElapsedMinutes(instant: number, minutes: number, zone: string): (ZonedWallTime & { instant: number }) | null {
  const at = instant + minutes * MS_PER_MINUTE;
  const wall = Number.isFinite(at) ? wallTimeAt(zone, at) : null;
  return wall && { ...wall, instant: at };
}

/**
 * Whole elapsed minutes from one instant to another (negative when `to` is earlier), rounded
 * to the nearest minute (only a historical local mean time offset has seconds).
 *
 * @example elapsedMinutes(Date.UTC(2026, 10, 6, 14, 30), Date.UTC(2026, 10, 8, 6, 15)) // 2385
 */
export function elapsedMinutes(from: number, to: number): number {
  return Math.round((to - from) / MS_PER_MINUTE) || 0;
}

/** Days, hours and minutes of a number of minutes (its absolute value). */
export interface DaysHoursMinutes {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * Splits minutes into 24-hour days, hours and minutes (of the absolute value).
 *
 * @example splitMinutes(2385) // { days: 1, hours: 15, minutes: 45 }
 */
export function splitMinutes(total: number): DaysHoursMinutes {
  const m = Math.abs(total);
  return { days: Math.floor(m / MINUTES_PER_DAY), hours: Math.floor((m % MINUTES_PER_DAY) / 60), minutes: m % 60 };
}

/** The duration between two wall-clock date-times in one zone. */
export interface ZonedDuration {
  from: ResolvedWallTime;
  to: ResolvedWallTime;
  /** Real minutes from `from` to `to`; negative when `to` is earlier. */
  elapsedMinutes: number;
  /** The plain difference of the two wall clocks shown (the resolved times), in minutes. */
  wallMinutes: number;
  /** The clock changes in between, in time order; null for a span too long to list (see {@link offsetChanges}). */
  changes: OffsetChange[] | null;
}

/**
 * The elapsed time between two wall-clock date-times in a zone, beside the difference of the
 * wall clocks and the clock changes in between. Null for an unknown zone or a date-time that
 * cannot be resolved.
 *
 * @example zonedDuration({ date: '2026-03-07' as IsoDate, time: '22:00' }, { date: '2026-03-08' as IsoDate, time: '06:30' }, 'America/New_York')?.elapsedMinutes // 450 (7 h 30 min; the wall clocks differ by 8 h 30 min)
 */
export function zonedDuration(from: LocalDateTime, to: LocalDateTime, zone: string): ZonedDuration | null {
  const start = resolveWallTime(from, zone);
  const end = resolveWallTime(to, zone);
  if (start === null || end === null) return null;
  return {
    from: start,
    to: end,
    elapsedMinutes: elapsedMinutes(start.instant, end.instant),
    wallMinutes: wallClockMinutes(start.wall, end.wall),
    changes: offsetChanges(zone, start.instant, end.instant),
  };
}

/** A wall-clock date-time in a zone with elapsed minutes added (see {@link zonedAddition}). */
export interface ZonedAddition {
  /** The start as resolved (a time in a gap moved forward, one that occurs twice its first instant). */
  from: ResolvedWallTime;
  /** The wall time and instant reached. */
  to: ZonedWallTime & { instant: number };
  /** The plain difference of the two wall clocks, in minutes (it differs from the minutes added across a clock change). */
  wallMinutes: number;
  /** The clock changes in between, in time order; null for a span too long to list (see {@link offsetChanges}). */
  changes: OffsetChange[] | null;
}

/**
 * A wall-clock date-time in a zone plus `minutes` of elapsed time (minus, for a negative number),
 * beside how far the wall clock moved and the clock changes in between (decisions §18). Null
 * for an unknown zone or a result outside years 1–9999.
 *
 * @example zonedAddition({ date: '2026-11-06' as IsoDate, time: '14:30' }, 2385, 'America/New_York')?.to.time // '06:15' (Sunday, November 8)
 */
export function zonedAddition(from: LocalDateTime, minutes: number, zone: string): ZonedAddition | null {
  const start = resolveWallTime(from, zone);
  const to = start && addElapsedMinutes(start.instant, minutes, zone);
  if (!start || !to) return null;
  return { from: start, to, wallMinutes: wallClockMinutes(start.wall, to), changes: offsetChanges(zone, start.instant, to.instant) };
}
