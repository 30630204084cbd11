/**
 * Finding a time zone by a place: a city by its name or a former or other one (accents optional:
 * "Sao Paulo", "Zurich", "Bangalore" for Bengaluru), a country, an abbreviation (EST, CET, IST)
 * or an IANA id, old ones included (Asia/Calcutta). The cities are src/data/cities.json (written
 * by scripts/city-data.mjs from GeoNames data), most populous first; the zones and their names
 * are the zone directory's (`zone-directory.ts`, from Intl). Country names come from Intl too.
 */
import { searchZones, zoneDirectory, type ZoneEntry } from './zone-directory';
import { currentZoneName } from './time-zones';
import { foldAccents } from '../text/fold';
import { mapInSlices } from '../tasks/slices';

/** One city of the list. */
export interface City {
  name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  zone: string;
  /** Only where a country has two cities of the name (Portland, Oregon and Portland, Maine). */
  province: string;
  /** Folded name, and the folded alternate names (Bangalore, Bombay), each between `|`, for the search. */
  folded: string;
  alias: string;
}

/** What a search finds: a city with its zone, or a zone alone (`city` null). */
export interface PlaceMatch {
  zone: string;
  city: string | null;
  /** "Oregon, United States", "Japan"; for a zone, its abbreviations and generic name. */
  detail: string;
}

/** The text as searched: lower case, without accents, single spaces, `_` as a space. */
export const fold = (text: string): string =>
  foldAccents(text).replace(/[\s_]+/g, ' ').trim();

/** The file's cities: `{ zones, cities }` with one tab-separated line per city (see the script), read a slice at a time. */
function parseCities({ zones, cities }: CityData): Promise<City[]> {
  return mapInSlices(cities.split('\n'), (line) => {
    const [name = '', country = '', zone = '0', province = '', alias = ''] = line.split('\t');
    return { name, country, zone: currentZoneName(zones[Number(zone)] ?? 'UTC'), province, folded: fold(name), alias: alias && `|${fold(alias)}|` };
  });
}

/** src/data/cities.json: the zones, their old ids with the current ones, and the cities. */
interface CityData {
  zones: string[];
  aliases: Record<string, string>;
  cities: string;
}

/** Whether the text is one of the folded names of `alias` (`|bangalore|bangalur|`), or one of them with a letter or two more ("peking" for Pekin). */
function namedBy(alias: string, q: string): boolean {
  if (alias.includes(`|${q}|`)) return true;
  for (let cut = 1; cut <= 2 && q.length - cut >= 4; cut++) if (alias.includes(`|${q.slice(0, -cut)}|`)) return true;
  return false;
}

let regionNames: Intl.DisplayNames | undefined;

/** A country's English name from its code (CLDR, through Intl). */
export function countryName(code: string): string {
  regionNames ??= new Intl.DisplayNames('en', { type: 'region' });
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where a city is, as a result line says it: "Oregon, United States". */
const cityDetail = (city: City): string => [city.province, countryName(city.country)].filter(Boolean).join(', ');

/** What the search looks through: the cities, the zone directory, and the cities' countries with their folded names. */
export interface Places {
  cities: readonly City[];
  zones: readonly ZoneEntry[];
  /** Old zone ids, lower case, with their current ones ('asia/calcutta' → 'Asia/Kolkata'). */
  oldIds: ReadonlyMap<string, string>;
  countries: readonly (readonly [code: string, folded: string])[];
}

const cityMatch = (city: City): PlaceMatch => ({ zone: city.zone, city: city.name, detail: cityDetail(city) });
const zoneMatch = (zone: ZoneEntry): PlaceMatch => ({ zone: zone.id, city: null, detail: zone.names.join(', ') });

/**
 * Places matching what the visitor typed, best first:
 * 1. a zone named exactly (a quick-pick label, an abbreviation, an IANA id);
 * 2. a city named exactly (the most populous first: "London" is London, United Kingdom);
 * 3. the cities of a country named exactly ("Japan": Tokyo, Osaka, …);
 * 4. cities whose name starts with the text, then zones that match it;
 * 5. the cities of countries whose name starts with it ("Switz"), cities with a word that
 *    starts with it ("York": New York), and cities whose name contains it.
 * An empty text lists the zone directory's quick picks.
 *
 * @example searchPlaces(await placeIndex(data, Date.now()), 'zurich')[0] // { zone: 'Europe/Zurich', city: 'Zürich', detail: 'Switzerland' }
 */
export function searchPlaces({ cities, zones, oldIds, countries: countryNames }: Places, query: string, limit = 20): PlaceMatch[] {
  const q = fold(query);
  const renamed = oldIds.get(query.trim().toLowerCase());
  const zoneHits = searchZones(zones, renamed ?? query, limit);
  if (q === '') return zoneHits.map(zoneMatch);
  const exactZones = zoneHits.filter((z) => z.id === renamed || fold(z.id) === q || z.names.some((n) => fold(n) === q) || q === 'utc');
  const countries = new Set<string>();
  const startingCountries = new Set<string>();
  for (const [code, name] of countryNames) {
    if (name === q) countries.add(code);
    else if (q.length >= 3 && name.startsWith(q)) startingCountries.add(code);
  }
  const tiers: City[][] = [[], [], [], [], []];
  const [word, part, anywhere] = [` ${q}`, `-${q}`, q.length >= 3];
  // Each city's name and its alternate names (most have none) as one string, without an array per city: this loop runs on every keystroke.
  for (const city of cities) {
    const { folded: a, alias: b } = city;
    if (a === q || (b !== '' && namedBy(b, q))) tiers[0]!.push(city);
    else if (countries.has(city.country)) tiers[1]!.push(city);
    else if (a.startsWith(q) || (b !== '' && b.includes(`|${q}`))) tiers[2]!.push(city);
    else if (startingCountries.has(city.country) || a.includes(word) || a.includes(part) || (b !== '' && (b.includes(word) || b.includes(part))))
      tiers[3]!.push(city);
    else if (anywhere && (a.includes(q) || b.includes(q))) tiers[4]!.push(city);
  }
  const found: PlaceMatch[] = [
    ...exactZones.map(zoneMatch),
    ...tiers[0]!.map(cityMatch),
    ...tiers[1]!.map(cityMatch),
    ...tiers[2]!.map(cityMatch),
    ...zoneHits.filter((z) => !exactZones.includes(z)).map(zoneMatch),
    ...tiers[3]!.map(cityMatch),
    ...tiers[4]!.map(cityMatch),
  ];
  return found.slice(0, limit);
}

/**
 * What the place boxes search: the zone directory at `instant`, the cities of `data`
 * (src/data/cities.json) and their countries' names, each built a slice at a time so that
 * loading them makes no long task; then each keystroke is one pass over the cities.
 */
export async function placeIndex(data: unknown, instant: number): Promise<Places> {
  const zones = await zoneDirectory(instant);
  const cities = await parseCities(data as CityData);
  const countries = await mapInSlices(new Set(cities.map((c) => c.country)), (code) => [code, fold(countryName(code))] as const);
  const oldIds = new Map(Object.entries((data as CityData).aliases).map(([old, id]) => [old.toLowerCase(), currentZoneName(id)]));
  return { cities, zones, oldIds, countries };
}
