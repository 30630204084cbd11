/**
 * The searchable list of time zones: every IANA zone the platform knows, with its city, its
 * UTC offset at an instant and the names people search by (abbreviations such as EST or CET
 * and generic names such as "Central European Time"), all from `Intl`. Building it takes a
 * few hundred formatters, so it is loaded on demand and built in small slices.
 */
import { QUICK_ZONES, allTimeZones, formatOffset, zoneCity, zoneOffsetMs } from './time-zones';
import { mapInSlices } from '../tasks/slices';

/** One zone of the list. */
export interface ZoneEntry {
  id: string;
  city: string;
  offsetLabel: string;
  /** Abbreviations and generic names, e.g. ['EST', 'EDT', 'Eastern Time']. */
  names: readonly string[];
  /** Lower-case words searched: id, city, names. */
  haystack: string;
}

/** Locales whose short zone names cover an area (en-US knows only North American ones). */
const REGIONAL_LOCALES: Readonly<Record<string, string>> = {
  Europe: 'en-GB',
  Africa: 'en-GB',
  Atlantic: 'en-GB',
  Asia: 'en-IN',
  Australia: 'en-AU',
  Pacific: 'en-NZ',
  Antarctica: 'en-NZ',
};

const OFFSET_NAME_RE = /^(?:GMT|UTC)[+\u2212-]/;

/**
 * A zone's names in one locale and style, at each of `instants`. One formatter for them all: a
 * formatter is the costly part, and thousands of them thrown away make long garbage collections.
 */
function zoneNames(locale: string, zone: string, style: 'short' | 'longGeneric', instants: readonly number[]): string[] {
  const format = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style });
  return instants.map((instant) => format.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '');
}

/**
 * A zone's entry at an instant: short names in January and July of that year (standard and
 * summer abbreviations) in en-US and the area's locale, minus bare offsets ("GMT+9"), its
 * generic name and its quick-pick label.
 *
 * @example describeZone('Europe/Paris', Date.UTC(2025, 0, 15)).names // ['CET', 'CEST', 'Central European Time']
 */
export function describeZone(id: string, instant: number): ZoneEntry {
  const year = new Date(instant).getUTCFullYear();
  const seasons = [Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)];
  const names = new Set<string>();
  const quick = QUICK_ZONES.find((z) => z.id === id);
  if (quick) names.add(quick.label);
  const regional = REGIONAL_LOCALES[id.split('/')[0] ?? ''];
  const found = [
    ...zoneNames('en-US', id, 'short', seasons),
    ...(regional ? zoneNames(regional, id, 'short', seasons) : []),
    ...zoneNames('en-US', id, 'longGeneric', [instant]),
  ];
  for (const name of found) if (name && !OFFSET_NAME_RE.test(name)) names.add(name);
  const city = zoneCity(id);
  return {
    id,
    city,
    offsetLabel: formatOffset(zoneOffsetMs(id, instant) / 60_000),
    names: [...names],
    haystack: [id.replace(/[/_]/g, ' '), city, ...names].join(' ').toLowerCase(),
  };
}

/** Every zone's entry, built a slice at a time (see `mapInSlices`: a slow phone never freezes). */
export const zoneDirectory = (instant: number): Promise<ZoneEntry[]> => mapInSlices(allTimeZones(), (id) => describeZone(id, instant));

/**
 * Zones matching what the visitor typed, best first: an exact abbreviation or label (the
 * quick pick's own zone first), then a word that starts with the text, then the text
 * anywhere. An empty query lists the quick picks.
 *
 * @example searchZones(entries, 'tokyo')[0].id // 'Asia/Tokyo'
 */
export function searchZones(entries: readonly ZoneEntry[], query: string, limit = 40): ZoneEntry[] {
  const q = query.trim().toLowerCase().replace(/_/g, ' ');
  if (q === '') return QUICK_ZONES.flatMap((z) => entries.find((e) => e.id === z.id) ?? []);
  const quick = QUICK_ZONES.find((z) => z.label.toLowerCase() === q)?.id;
  const rank = (e: ZoneEntry) => {
    if (e.id === quick || e.id.toLowerCase().replace(/_/g, ' ') === q) return 0;
    if (e.names.some((n) => n.toLowerCase() === q)) return 1;
    if (e.city.toLowerCase().startsWith(q)) return 2;
    if (` ${e.haystack}`.includes(` ${q}`) || e.id.toLowerCase().startsWith(q)) return 3;
    return e.haystack.includes(q) ? 4 : 5;
  };
  return entries
    .map((e) => [rank(e), e] as const)
    .filter(([r]) => r < 5)
    .sort((a, b) => a[0] - b[0] || a[1].id.localeCompare(b[1].id))
    .slice(0, limit)
    .map(([, e]) => e);
}
