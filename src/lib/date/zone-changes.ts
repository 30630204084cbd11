/**
 * A zone's clock changes: the next change of its offset after an instant (to the minute), the
 * instants a wall-clock time names on a date, and a change in words. Through the platform's zone
 * data (`time-zones.ts`). A module of its own: the pages that show clock changes (the converter,
 * the meeting planner, the world clock) load it; the countdowns' zone code stays small.
 */
import { type IsoDate, fromDayNumberOrNull, toDayNumber } from './core/civil-date';
import { formatTime } from './core/clock-time';
import { zoneOffsetMs } from './time-zones';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** A change of a zone's offset: daylight saving time starting or ending, or a new standard offset. */
export interface ZoneChange {
  /** The first instant (epoch ms) of the new offset. */
  instant: number;
  offsetBefore: number;
  offsetAfter: number;
  /** The local date and time the clocks showed just before and show from the change: `02:00` → `03:00`. */
  before: { date: IsoDate; time: string };
  after: { date: IsoDate; time: string };
}

const MS_PER_WEEK = 7 * MS_PER_DAY;

/**
 * The next change of a zone's UTC offset after `instant` (epoch ms) and within `days`, to the
 * minute; null when there is none (a zone without daylight saving time). Found by comparing
 * offsets a week apart, then halving the week: changes of the tz database are at least weeks apart.
 *
 * @example nextZoneChange('Europe/London', Date.UTC(2026, 0, 1))?.after // { date: '2026-03-29', time: '02:00' }
 */
export function nextZoneChange(zone: string, instant: number, days = 400): ZoneChange | null {
  const end = instant + days * MS_PER_DAY;
  const offsetBefore = zoneOffsetMs(zone, instant);
  for (let from = instant; from < end; from += MS_PER_WEEK) {
    let to = Math.min(from + MS_PER_WEEK, end);
    if (zoneOffsetMs(zone, to) === offsetBefore) continue;
    let low = from;
    while (to - low > MS_PER_MINUTE) {
      const mid = low + Math.floor((to - low) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
      if (zoneOffsetMs(zone, mid) === offsetBefore) low = mid;
      else to = mid;
    }
    const offsetAfter = zoneOffsetMs(zone, to);
    const wall = (offset: number) => {
      const ms = to + offset;
      const day = Math.floor(ms / MS_PER_DAY);
      return { date: fromDayNumberOrNull(day)!, time: formatTime(Math.floor((ms - day * MS_PER_DAY) / MS_PER_MINUTE)) };
    };
    return {
      instant: to,
      offsetBefore: offsetBefore / MS_PER_MINUTE,
      offsetAfter: offsetAfter / MS_PER_MINUTE,
      before: wall(offsetBefore),
      after: wall(offsetAfter),
    };
  }
  return null;
}

/**
 * The instants at which the clock of `zone` shows `minutes` after midnight on `date`: none in a
 * gap (spring forward), two in an overlap (fall back), else one; sorted.
 *
 * @example wallInstants('America/New_York', '2026-03-08' as IsoDate, 120) // []
 */
export function wallInstants(zone: string, date: IsoDate, minutes: number): number[] {
  const wall = toDayNumber(date) * MS_PER_DAY + minutes * MS_PER_MINUTE;
  const offsets = new Set([zoneOffsetMs(zone, wall - MS_PER_DAY), zoneOffsetMs(zone, wall + MS_PER_DAY)]);
  return [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => zoneOffsetMs(zone, instant) === wall - instant)
    .sort((a, b) => a - b);
}

/**
 * What a clock change did, in words: "clocks go forward 1 hour, 01:00 → 02:00".
 *
 * @example changeText({ offsetBefore: 0, offsetAfter: 60, before: { time: '01:00' }, after: { time: '02:00' } }) // 'clocks go forward 1 hour, 01:00 → 02:00'
 */
export function changeText(change: Pick<ZoneChange, 'offsetBefore' | 'offsetAfter'> & { before: { time: string }; after: { time: string } }): string {
  const minutes = change.offsetAfter - change.offsetBefore;
  const size = Math.abs(minutes);
  const amount = size % 60 === 0 ? `${size / 60} hour${size === 60 ? '' : 's'}` : size < 60 ? `${size} minutes` : `${Math.floor(size / 60)} h ${size % 60} min`;
  return `clocks go ${minutes > 0 ? 'forward' : 'back'} ${amount}, ${change.before.time} → ${change.after.time}`;
}
