/**
 * Loads a country's optional days and observances (src/data/holidays/more/<cc>.json, written by
 * scripts/holiday-data.mjs): a module of its own, so that its map of the countries' files loads
 * only with a page that shows them (a holiday page asked for `types=optional` or `observance`),
 * never with a working-day calendar, which counts public and bank holidays alone.
 */
import { byCode, loadOnce } from './place-data';
import type { CountryHolidays } from './place-holidays';

const loaders = byCode(import.meta.glob<{ default: unknown }>('/src/data/holidays/more/*.json'));

/**
 * Loads one country's optional days and observances (once; a failed load is tried again next
 * time). Resolves to null for a code without data.
 *
 * @example (await loadCountryObservances('us'))?.daysOfYear(null, 2026)?.some((d) => d.name === 'Mother’s Day') // true
 */
export function loadCountryObservances(country: string): Promise<CountryHolidays | null> {
  return loadOnce(`more/${country}`, loaders.get(country));
}
