/**
 * A country's holiday page as the site search finds it, and the `/holidays` hub's filter too (one
 * matcher for both: `search-match.ts`): by its English name, its other names and its ISO code.
 */
import { HOLIDAY_COUNTRIES } from '@/special-days/country-holidays/countries';
import { countryPageHeading, type HolidayCountry } from '@/special-days/country-holidays/holiday-country';
import { englishNames, ownNames } from '@/pages/search/country-names';
import { indexEntry, searchSite, type SearchEntry, type SearchResult } from '@/pages/search/search-match';
import { mapInSlices } from '@/lib/tasks/slices';

/**
 * A country's entry: its English name, its names in its own languages if `own` (their first use
 * is a long task on a slow phone: see `ownNames`), its common English names and
 * its code; `holidays`, the holidays it shares with other countries.
 */
export function countryEntry({ code, name, path }: HolidayCountry, own: boolean, holidays?: readonly string[]): SearchEntry {
  const label = countryPageHeading(name);
  const names = [name, ...(own ? ownNames(code, name) : []), ...englishNames(code, name), code.toUpperCase()];
  return { path, label, detail: code.toUpperCase(), names, terms: [label], text: '', holidays, place: { id: code, name } };
}

/** The country pages a query finds, best first (see `countryMatcher`). */
export type CountryMatcher = (query: string) => readonly SearchResult[];

let matcher: Promise<CountryMatcher> | undefined;

/**
 * The site search's matcher over every country alone, with every name (“usa” and “Deutschland”
 * find theirs), built once and in slices: the names in their own languages cost the browser a
 * long task on a slow phone. The `/holidays` hub's filter and the 404 screen use it.
 */
export function countryMatcher(): Promise<CountryMatcher> {
  matcher ??= mapInSlices(HOLIDAY_COUNTRIES, (country) => indexEntry(countryEntry(country, true))).then(
    (entries) => (query) => searchSite({ entries }, query, HOLIDAY_COUNTRIES.length).results,
  );
  return matcher;
}
