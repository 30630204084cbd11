/**
 * Loads the world holiday data (src/data/holidays, written by scripts/holiday-data.mjs): each
 * country's file the first time that country is asked for (place-files.ts says from where), and
 * the place list (places.json) as a chunk of its own. Load this module on demand too.
 */
import { type CountryHolidays, type PlaceCountry, decodeCountry, decodePlaces } from './place-holidays';
import { placeFile } from './place-files';

export { PLACE_COUNTRIES } from './place-files';

const countries = new Map<string, Promise<CountryHolidays | null>>();

/** Loads and decodes a country file once per key (a failed load is tried again next time). */
export function loadOnce(key: string): Promise<CountryHolidays | null> {
  const load = placeFile(key);
  if (!load) return Promise.resolve(null);
  let loading = countries.get(key);
  if (!loading) {
    loading = load().then((m) => (m.default === null ? null : decodeCountry(m.default)));
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
  return loadOnce(country);
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
