/**
 * Time-zone conversion through the platform's IANA data (`Intl.DateTimeFormat`); no offset
 * tables. Wall-clock times that do not exist (spring forward) or occur twice (fall back)
 * are resolved like Temporal's `disambiguation: 'compatible'`.
 */
import {
  type IsoDate,
  dayNumberFromParts,
  fromDayNumberOrNull,
  parseIsoDate,
  partsFromDayNumber,
  toDayNumber,
} from './core/civil-date';
import { formatTime, parseTime } from './core/clock-time';
import renamedZones from '../../data/zone-renames.json' with { type: 'json' };

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** The spec's eight quick-pick labels, which links may still carry (`from=EST`), and the IANA zones they stand for (decisions §5); how they are shown: `quick-picks.ts`. */
export const QUICK_ZONES = [
  { label: 'UTC', id: 'UTC' },
  { label: 'EST', id: 'America/New_York' },
  { label: 'PST', id: 'America/Los_Angeles' },
  { label: 'GMT', id: 'Europe/London' },
  { label: 'JST', id: 'Asia/Tokyo' },
  { label: 'CET', id: 'Europe/Paris' },
  { label: 'IST', id: 'Asia/Kolkata' },
  { label: 'CST', id: 'Asia/Shanghai' },
] as const;


/**
 * A zone's current IANA name: an old one browsers still report (Asia/Calcutta) as it is now.
 *
 * @example currentZoneName('Asia/Calcutta') // 'Asia/Kolkata'
 */
export function currentZoneName(id: string): string {
  // Zones whose id in the browser's data (CLDR's) is an old name, with their current IANA names (scripts/city-data.mjs).
  const renamed = (renamedZones as Readonly<Record<string, string | undefined>>)[id];
  return renamed !== undefined && isValidTimeZone(renamed) ? renamed : id;
}

const validity = new Map<string, boolean>();

/**
 * Whether the platform's Intl knows the time zone (IANA id, case-insensitive).
 *
 * @example isValidTimeZone('Asia/Kathmandu') // true; isValidTimeZone('Mars/Olympus') // false
 */
export function isValidTimeZone(id: string): boolean {
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) return false;
  let ok = validity.get(id);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: id });
      ok = true;
    } catch {
      ok = false;
    }
    validity.set(id, ok);
  }
  return ok;
}

let zoneList: readonly string[] | null = null;

/**
 * All IANA zones the platform supports (`Intl.supportedValuesOf('timeZone')`), plus 'UTC'
 * and the quick-pick zones, legacy names replaced by current ones, sorted.
 *
 * @example allTimeZones().includes('Asia/Kolkata') // true
 */
export function allTimeZones(): readonly string[] {
  if (zoneList === null) {
    const names = new Set<string>(['UTC', ...QUICK_ZONES.map((z) => z.id)]);
    for (const id of Intl.supportedValuesOf('timeZone')) names.add(currentZoneName(id));
    zoneList = Object.freeze([...names].sort());
  }
  return zoneList;
}

/**
 * The IANA id for a quick-pick label (EST, PST, …) or a zone id in any letter case; null
 * when the platform does not know it.
 *
 * @example resolveZone('est') // 'America/New_York'; resolveZone('asia/tokyo') // 'Asia/Tokyo'
 */
export function resolveZone(labelOrId: string): string | null {
  if (typeof labelOrId !== 'string') return null;
  const text = labelOrId.trim();
  const key = text.toLowerCase();
  const quick = QUICK_ZONES.find((z) => z.label.toLowerCase() === key);
  if (quick) return quick.id;
  const listed = allTimeZones().find((z) => z.toLowerCase() === key);
  if (listed !== undefined) return listed;
  // An old name browsers list (Asia/Calcutta), as it is now.
  const renamed = Object.keys(renamedZones).find((z) => z.toLowerCase() === key);
  return renamed ? currentZoneName(renamed) : isValidTimeZone(text) ? text : null;
}

/**
 * The runtime's own IANA zone (the visitor's, in a browser), as the zone engine names it;
 * 'UTC' when the runtime reports none it knows.
 *
 * @example localZone() // 'Europe/Berlin' in a browser set to Berlin time
 */
export function localZone(): string {
  return resolveZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? 'UTC';
}

/**
 * The place a zone id names: its last part with spaces ('America/Argentina/Buenos_Aires' →
 * 'Buenos Aires'); 'UTC' stays 'UTC'.
 *
 * @example zoneCity('America/New_York') // 'New York'
 */
export function zoneCity(id: string): string {
  return (id.split('/').pop() ?? id).replace(/_/g, ' ');
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Wall-clock time of an instant in a zone, as milliseconds on a UTC-like time line. */
function wallClockMs(zone: string, instant: number): number {
  const f: Record<string, string> = {};
  for (const p of wallFormatter(zone).formatToParts(new Date(instant))) f[p.type] = p.value;
  const yearOfEra = Number(f.year);
  const year = f.era === 'BC' || f.era === 'B' ? 1 - yearOfEra : yearOfEra;
  const hour = Number(f.hour) % 24;
  const day = dayNumberFromParts(year, Number(f.month), Number(f.day));
  return day * MS_PER_DAY + ((hour * 60 + Number(f.minute)) * 60 + Number(f.second)) * 1000;
}

/**
 * UTC offset in milliseconds of a zone at an instant (epoch ms).
 *
 * @example zoneOffsetMs('Asia/Kathmandu', Date.UTC(2025, 0, 1)) // 20700000 (+05:45)
 */
export function zoneOffsetMs(zone: string, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockMs(zone, whole) - whole;
}

/**
 * Formats an offset in minutes as `UTC+05:45` / `UTC−05:00` (true minus sign); seconds
 * are added only for historical local-mean-time offsets.
 *
 * @example formatOffset(-300) // 'UTC−05:00'
 */
export function formatOffset(offsetMinutes: number): string {
  const totalSeconds = Math.round(Math.abs(offsetMinutes) * 60);
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${offsetMinutes < 0 ? '\u2212' : '+'}${pad(h)}:${pad(m)}${s ? `:${pad(s)}` : ''}`;
}

/**
 * Whether daylight saving time is in effect: the offset at `instant` is greater than the
 * zone's smaller offset of January 1 and July 1 of that local year (covers both
 * hemispheres and half-hour DST such as Lord Howe's; a zone whose standard offset changed
 * during the year can be misreported for that year).
 *
 * @example isDstAt('America/New_York', Date.UTC(2025, 6, 1)) // true
 */
export function isDstAt(zone: string, instant: number): boolean {
  return dstAtOffset(zone, instant, zoneOffsetMs(zone, instant));
}

const standardOffsets = new Map<string, number>();

/** Whether `offset`, a zone's offset at an instant, is above the zone's standard offset of that year (worked out once per zone and year). */
function dstAtOffset(zone: string, instant: number, offset: number): boolean {
  const { year } = partsFromDayNumber(Math.floor((instant + offset) / MS_PER_DAY));
  const key = `${zone} ${year}`;
  let standard = standardOffsets.get(key);
  if (standard === undefined) {
    const noon = MS_PER_DAY / 2;
    const jan = zoneOffsetMs(zone, dayNumberFromParts(year, 1, 1) * MS_PER_DAY + noon);
    const jul = zoneOffsetMs(zone, dayNumberFromParts(year, 7, 1) * MS_PER_DAY + noon);
    standardOffsets.set(key, (standard = Math.min(jan, jul)));
  }
  return offset > standard;
}

/** A wall-clock time in one zone. */
export interface ZonedWallTime {
  zone: string;
  date: IsoDate;
  /** `HH:mm`. */
  time: string;
  offsetMinutes: number;
  /** e.g. `UTC−05:00`. */
  offsetLabel: string;
  isDst: boolean;
}

/** Input of {@link convertZonedTime}. */
export interface ZonedTimeInput {
  date: IsoDate;
  /** `HH:mm`, 24-hour. */
  time: string;
  /** IANA id or quick-pick label. */
  fromZone: string;
  /** IANA id or quick-pick label. */
  toZone: string;
  /** Which instant a time that occurs twice (fall back) means; default the earlier. */
  occurrence?: Occurrence;
}

/** The first or second of the two instants a wall-clock time names in a fall-back overlap. */
export type Occurrence = 'earlier' | 'later';

/** Result of {@link convertZonedTime}. */
export interface ZonedConversion {
  /** The source wall time as resolved (after a gap it is later than the one asked for). */
  source: ZonedWallTime;
  target: ZonedWallTime;
  /** Epoch milliseconds. */
  instant: number;
  /** The requested local time did not exist; it was moved forward by the gap's length. */
  gap: boolean;
  /** The requested local time occurred twice; `occurrence` says which instant was used. */
  overlap: boolean;
}

/**
 * The wall-clock date and time of an instant (epoch ms) in a zone, with its offset and DST;
 * null outside years 1–9999.
 *
 * @example wallTimeAt('Asia/Tokyo', Date.UTC(2025, 0, 15, 17))?.time // '02:00'
 */
export function wallTimeAt(zone: string, instant: number): ZonedWallTime | null {
  // The wall clock is read to the second: an instant's milliseconds are not part of its offset.
  instant = Math.floor(instant / 1000) * 1000;
  return wallTimeWithOffset(zone, instant, wallClockMs(zone, instant) - instant);
}

/**
 * The wall time of an instant in a zone whose offset at that instant is known already (`offsetMs`,
 * e.g. from the zone's offset at the start of a day and its clock changes that day): arithmetic,
 * without asking the platform again. Null outside years 1–9999.
 */
export function wallTimeWithOffset(zone: string, instant: number, offsetMs: number): ZonedWallTime | null {
  const wall = instant + offsetMs;
  const dayNumber = Math.floor(wall / MS_PER_DAY);
  const date = fromDayNumberOrNull(dayNumber);
  if (date === null) return null;
  const offsetMinutes = (wall - instant) / MS_PER_MINUTE;
  return {
    zone,
    date,
    time: formatTime(Math.floor((wall - dayNumber * MS_PER_DAY) / MS_PER_MINUTE)),
    offsetMinutes,
    offsetLabel: formatOffset(offsetMinutes),
    isDst: dstAtOffset(zone, instant, offsetMs),
  };
}

/**
 * Converts a wall-clock date and time in one zone to another. A local time in a DST gap is
 * moved forward by the gap (gap: true); one in an overlap takes the earlier instant
 * (overlap: true), as Temporal's 'compatible' disambiguation does, or the later one when
 * `occurrence` is 'later'. Null for an unknown zone,
 * an invalid date or time, or a result outside years 1–9999.
 *
 * @example convertZonedTime({ date: '2025-03-09' as IsoDate, time: '02:30', fromZone: 'America/New_York', toZone: 'UTC' })?.source.time // '03:30'
 */
export function convertZonedTime(input: ZonedTimeInput): ZonedConversion | null {
  const fromZone = resolveZone(input.fromZone);
  const toZone = resolveZone(input.toZone);
  const minutes = parseTime(input.time);
  const date = parseIsoDate(input.date);
  if (fromZone === null || toZone === null || minutes === null || date === null) return null;
  const candidates = wallInstants(fromZone, date, minutes);
  const gap = candidates.length === 0;
  // In a gap, the wall time read with the offset before it: moved forward by the gap's length.
  const wall = toDayNumber(date) * MS_PER_DAY + minutes * MS_PER_MINUTE;
  const instant = (input.occurrence === 'later' ? candidates[1] : undefined) ?? candidates[0] ?? wall - zoneOffsetMs(fromZone, wall - MS_PER_DAY);
  const source = wallTimeAt(fromZone, instant);
  const target = wallTimeAt(toZone, instant);
  if (source === null || target === null) return null;
  return { source, target, instant, gap, overlap: candidates.length > 1 };
}

/**
 * The instants at which the clock of `zone` shows `minutes` after midnight on `date`: none in a
 * gap (spring forward), two in an overlap (fall back), else one; sorted. Offsets a day either
 * side bracket any transition near that wall time.
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
