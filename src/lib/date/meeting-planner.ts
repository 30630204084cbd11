/**
 * The meeting planner's grid (decisions §24): the hours of a date in the first place, each with
 * the wall time in every place, which places are inside their working hours on a working day of
 * their own, and the clock changes of the day. Every time comes from the platform's zone data
 * (`time-zones.ts`).
 */
import { type IsoDate, type Weekday, isoDateParts, MONTH_NAMES, weekdayName, weekdayOf } from './core/civil-date';
import { DEFAULT_WEEKEND } from './core/work-week';
import { formatShort } from './core/format';
import { parseTime } from './core/clock-time';
import { type ZonedWallTime, wallInstants, wallTimeWithOffset, zoneOffsetMs } from './time-zones';
import { type OffsetChange, offsetChanges } from './zone-changes';

/** Working hours, whole hours of the local clock: `start` 0–23, `end` 1–24, start before end. */
export interface WorkHours {
  start: number;
  end: number;
}

export const DEFAULT_WORK: WorkHours = { start: 9, end: 17 };

/** A place's local time in one row. */
export interface MeetingCell extends ZonedWallTime {
  /** Days from the first place's date: −1, 0 or 1. */
  dayShift: number;
  /** The place's own date here is one of its weekend days. */
  weekend: boolean;
  /** The whole hour from this time is inside the place's working hours, on a day that is not its weekend. */
  working: boolean;
}

/** One row: an hour of the date in the first place. */
export interface MeetingRow {
  /** The first place's hour, 0–23. */
  hour: number;
  /** The second of two rows of an hour that occurs twice (the clocks went back). */
  repeated: boolean;
  instant: number;
  cells: MeetingCell[];
  /** Every place is inside its working hours for the whole hour. */
  suitsEveryone: boolean;
  /** Clock changes in any place from this row's start to the next row's. */
  changes: PlaceChange[];
}

/** A clock change of one place (its index among the places) during the shown day. */
export interface PlaceChange extends OffsetChange {
  place: number;
}

const HOUR = 3_600_000;

/** Whether the hour from `time` (`HH:mm`) is inside the working hours. */
function inWorkingHours(time: string, work: WorkHours): boolean {
  const minutes = parseTime(time) ?? 0;
  return minutes >= work.start * 60 && minutes + 60 <= work.end * 60;
}

/**
 * The rows of `date` in the first of `zones`: one per instant at which its clock shows a whole
 * hour on that date (23 rows on a day the clocks go forward an hour, 25 when they go back), each
 * with every place's wall time. A place works `work` on the days that are not its weekend
 * (`weekends[i]`, weekday numbers, 0 = Sunday; Saturday and Sunday where none is given), judged
 * on its own date at that instant: Friday evening in New York is Saturday morning in Tokyo, a
 * weekend hour there. Null when a time falls outside years 1–9999.
 *
 * @example meetingRows('2026-03-08' as IsoDate, ['America/New_York', 'Europe/London'])?.length // 23
 * @example meetingRows('2026-03-08' as IsoDate, ['Asia/Riyadh', 'Europe/London'], DEFAULT_WORK, [[5, 6], [6, 0]])?.[10]?.cells.map((c) => c.working) // [true, false]: a Sunday
 */
export function meetingRows(
  date: IsoDate,
  zones: readonly string[],
  work: WorkHours = DEFAULT_WORK,
  weekends: readonly (readonly Weekday[])[] = [],
): MeetingRow[] | null {
  const first = zones[0];
  if (first === undefined) return [];
  const starts: { hour: number; repeated: boolean; instant: number }[] = [];
  for (let hour = 0; hour < 24; hour++) {
    wallInstants(first, date, hour * 60).forEach((instant, i) => starts.push({ hour, repeated: i > 0, instant }));
  }
  const from = starts[0]?.instant ?? 0;
  const changes = dayChanges(zones, from, (starts.at(-1)?.instant ?? 0) + HOUR);
  // Each place's offset at a row: its offset at the first row, then after each of its changes that day
  // (arithmetic on the changes found once, instead of asking the platform for every cell).
  const startOffsets = zones.map((zone) => zoneOffsetMs(zone, from));
  const offsetAt = (place: number, instant: number) =>
    changes.reduce((offset, c) => (c.place === place && c.instant <= instant ? Math.round(c.offsetAfter * 60_000) : offset), startOffsets[place]!);
  const rows: MeetingRow[] = [];
  for (const [i, start] of starts.entries()) {
    const cells: MeetingCell[] = [];
    for (const [place, zone] of zones.entries()) {
      const wall = wallTimeWithOffset(zone, start.instant, offsetAt(place, start.instant));
      if (wall === null) return null;
      const shift = Math.sign(wall.date.localeCompare(date));
      const weekend = (weekends[place] ?? DEFAULT_WEEKEND).includes(weekdayOf(wall.date));
      cells.push({ ...wall, dayShift: shift, weekend, working: !weekend && inWorkingHours(wall.time, work) });
    }
    const next = starts[i + 1]?.instant ?? start.instant + HOUR;
    rows.push({
      ...start,
      cells,
      suitsEveryone: cells.every((c) => c.working),
      changes: changes.filter((c) => c.instant >= start.instant && c.instant < next),
    });
  }
  return rows;
}

/** The clock changes of every place from `from` (included) to `to` (excluded), in time order. */
function dayChanges(zones: readonly string[], from: number, to: number): PlaceChange[] {
  // offsetChanges lists the changes of (start, end]; instants here are whole seconds.
  return zones
    .flatMap((zone, place) => (offsetChanges(zone, from - 1000, to - 1000) ?? []).map((change) => ({ ...change, place })))
    .sort((a, b) => a.instant - b.instant);
}

const shortWeekday = (date: IsoDate) => weekdayName(date).slice(0, 3);

/** "Tue, Dec 1, 2026". */
export const shortDate = (date: IsoDate): string => `${shortWeekday(date)}, ${formatShort(date)}`;

/** "Wed Dec 2": a cell's date where it differs from the first place's. */
export function cellDay(cell: Pick<ZonedWallTime, 'date'>): string {
  const { month, day } = isoDateParts(cell.date);
  return `${shortWeekday(cell.date)} ${MONTH_NAMES[month - 1]!.slice(0, 3)} ${day}`;
}

/**
 * A chosen hour as one line of text: the first place's date and time, then every other place's
 * time (with its weekday where its date differs).
 *
 * @example meetingText(row, ['London', 'New York', 'Tokyo']) // 'Tue, Dec 1, 2026 15:00 London · 10:00 New York · 00:00 Wed Tokyo'
 */
export function meetingText(row: Pick<MeetingRow, 'cells'>, names: readonly string[]): string {
  const [first, ...others] = row.cells;
  if (!first) return '';
  const head = `${shortDate(first.date)} ${first.time} ${names[0]}`;
  return [head, ...others.map((c, i) => `${c.time}${c.date !== first.date ? ` ${shortWeekday(c.date)}` : ''} ${names[i + 1]}`)].join(' · ');
}
