/**
 * Loads a country's other kinds of day (src/data/holidays/more/<cc>.json, written by
 * scripts/holiday-data.mjs: optional, government, school, Catholic-area, faith days…): a module
 * of its own, loaded only with what shows or counts them (a holiday page asked for them, a
 * business-day count of a place), never with a page's first load.
 */
import { loadOnce } from './place-data';
import type { CountryHolidays } from './place-holidays';

/**
 * Loads one country's other kinds of day (once; a failed load is tried again next time).
 * Resolves to null for a country without any.
 *
 * @example (await loadCountryMore('de'))?.daysOfYear('by', 2026)?.some((d) => d.type === 'catholic') // true
 */
export function loadCountryMore(country: string): Promise<CountryHolidays | null> {
  return loadOnce(`more/${country}`);
}
