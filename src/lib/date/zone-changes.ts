/**
 * A zone's clock changes (UTC offset changes): those between two instants, and the next one after
 * an instant. Through the platform's zone data (`time-zones.ts`). A module of its own: the pages
 * that show clock changes (date-time durations, the converter, the meeting planner, the world
 * clock) load it; the countdowns' zone code stays small.
 */
import { type IsoDate, fromDayNumberOrNull } from './core/civil-date';
import { formatTime } from './core/clock-time';
import { zoneOffsetMs } from './time-zones';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** A change of a zone's UTC offset: the clocks went forward or back. */
export interface OffsetChange {
  /** The first instant of the new offset (epoch ms). */
  instant: number;
  /** Offsets before and after, in minutes east of UTC. */
  offsetBefore: number;
  offsetAfter: number;
  /** The wall clock's date and time the change happened at, on the old offset (`02:00` for New York's spring forward). */
  date: IsoDate;
  time: string;
  /** offsetAfter − offsetBefore: positive when the clocks went forward. */
  minutes: number;
}

/** How far apart the offset is sampled; two changes closer than this that undo each other are not seen. */
const SAMPLE_MS = 7 * MS_PER_DAY;
/** The longest span whose changes are listed (about ten years: some 520 samples). */
const MAX_CHANGE_SPAN_MS = 3653 * MS_PER_DAY;

const offsetMinutesAt = (zone: string, instant: number) => zoneOffsetMs(zone, instant) / MS_PER_MINUTE;

/**
 * The first instant in (lo, hi] whose offset differs from the offset at `lo`, by bisection on
 * the zone's offset (offsets change on whole seconds).
 */
function firstChange(zone: string, lo: number, hi: number): number {
  const before = zoneOffsetMs(zone, lo);
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (zoneOffsetMs(zone, mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * The zone's clock changes (UTC offset changes: daylight saving starting or ending, or a new
 * standard offset) between two instants, in time order (either argument may be the earlier).
 * The offset is sampled weekly and each change found by bisection; null when the span is
 * longer than {@link MAX_CHANGE_SPAN_MS} (about ten years).
 *
 * @example offsetChanges('America/New_York', Date.UTC(2026, 2, 7), Date.UTC(2026, 2, 9)) // [{ date: '2026-03-08', time: '02:00', minutes: 60, offsetBefore: -300, offsetAfter: -240, … }]
 */
export function offsetChanges(zone: string, a: number, b: number): OffsetChange[] | null {
  const [start, end] = a <= b ? [a, b] : [b, a];
  if (end - start > MAX_CHANGE_SPAN_MS) return null;
  const changes: OffsetChange[] = [];
  let lo = start;
  while (lo < end) {
    const hi = Math.min(lo + SAMPLE_MS, end);
    if (zoneOffsetMs(zone, hi) === zoneOffsetMs(zone, lo)) {
      lo = hi;
      continue;
    }
    const instant = firstChange(zone, lo, hi);
    const offsetBefore = offsetMinutesAt(zone, instant - 1000);
    const offsetAfter = offsetMinutesAt(zone, instant);
    const wallMs = instant + offsetBefore * MS_PER_MINUTE;
    const day = Math.floor(wallMs / MS_PER_DAY);
    const date = fromDayNumberOrNull(day);
    const time = formatTime(Math.round((wallMs - day * MS_PER_DAY) / MS_PER_MINUTE));
    if (date !== null) changes.push({ instant, offsetBefore, offsetAfter, date, time, minutes: offsetAfter - offsetBefore });
    lo = instant;
  }
  return changes;
}

/**
 * The zone's next clock change after `instant` and within `days`; null when there is none (a
 * zone without daylight saving time).
 *
 * @example nextOffsetChange('Europe/London', Date.UTC(2026, 0, 1)) // { date: '2026-03-29', time: '01:00', minutes: 60, … }
 */
export function nextOffsetChange(zone: string, instant: number, days = 366): OffsetChange | null {
  return offsetChanges(zone, instant, instant + days * MS_PER_DAY)?.[0] ?? null;
}
