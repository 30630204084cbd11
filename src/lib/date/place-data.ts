/**
 * Loads the world holiday data (src/data/holidays, written by scripts/holiday-data.mjs): each
 * country's file is a chunk of its own, fetched the first time that country is asked for, and the
 * place list (places.json) another. The only module that imports those files; load this one on
 * demand too (its map of the 207 countries' chunks is about 3 KB gzip).
 */
import { type CountryHolidays, type PlaceCountry, decodeCountry, decodePlaces } from './place-holidays';

/** Each country's file, by path ('/src/data/holidays/de.json'), not loaded yet. */
const files = import.meta.glob<{ default: unknown }>(['/src/data/holidays/*.json', '!/src/data/holidays/places.json', '!/src/data/holidays/countries.json', '!/src/data/holidays/source.json']);

/** A glob's loaders by file name without `.json`: the country code. */
export const byCode = (globbed: typeof files) =>
  new Map(Object.entries(globbed).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), load]));
const loaders = byCode(files);

/** The country codes that have data (lower case, sorted), known without loading any. */
export const PLACE_COUNTRIES: readonly string[] = Object.freeze([...loaders.keys()].sort());

const countries = new Map<string, Promise<CountryHolidays | null>>();

/** Loads and decodes a country file once per key (a failed load is tried again next time). */
export function loadOnce(key: string, load: (() => Promise<{ default: unknown }>) | undefined): Promise<CountryHolidays | null> {
  if (!load) return Promise.resolve(null);
  let loading = countries.get(key);
  if (!loading) {
    loading = load().then((m) => decodeCountry(m.default));
    loading.catch(() => countries.delete(key));
    countries.set(key, loading);
  }
  return loading;
}

/**
 * Loads and decodes one country's public and bank holidays (once; a failed load is tried again
 * next time). Resolves to null for a code without data.
 *
 * @example (await loadCountryHolidays('de'))?.daysOfYear('by', 2026)?.length // 14
 */
export function loadCountryHolidays(country: string): Promise<CountryHolidays | null> {
  return loadOnce(country, loaders.get(country));
}

let places: Promise<readonly PlaceCountry[]> | undefined;

/**
 * Loads the list of countries, their weekends and their states, sorted by name (once; a failed
 * load is tried again next time).
 *
 * @example (await loadPlaces()).find((c) => c.code === 'sa')?.weekend // [5, 6]
 */
export function loadPlaces(): Promise<readonly PlaceCountry[]> {
  if (!places) {
    const loading = import('../../data/holidays/places.json').then((m) => decodePlaces(m.default));
    loading.catch(() => (places = undefined));
    places = loading;
  }
  return places;
}

let federal: Promise<typeof import('./holidays').usFederalHolidays> | undefined;

/**
 * Loads the site's own US federal holiday rules (holidays.ts), which a holiday table of the United
 * States uses in place of the data's nationwide days; once.
 */
export function loadUsFederalRules(): Promise<typeof import('./holidays').usFederalHolidays> {
  federal ??= import('./holidays').then((m) => m.usFederalHolidays);
  return federal;
}
