/**
 * The family of country pages (`/holidays/:country`), declared for the build only: a member per
 * country of the holiday data, at its name's path (`/holidays/germany`), with its code's path
 * (`/holidays/de`, and `/holidays/uk` for the United Kingdom) as an alias, its head in the build's
 * year, and the country as its props. The registry's loader for it exists only outside the client
 * build, so the country page's chunk never carries the list.
 */
import type { FamilyMember } from '@/registry/types';
import { HOLIDAY_COUNTRIES } from '@/special-days/country-holidays/countries';
import { countryMeta } from '@/special-days/country-holidays/country-holidays.meta';
import type { HolidayCountry } from '@/special-days/country-holidays/holiday-country';

/**
 * Codes in common use besides a country's ISO 3166-1 alpha-2 code, each served as that code is:
 * UK, which ISO 3166 reserves for the United Kingdom at its request (GB is its code).
 */
const OTHER_CODES: Readonly<Record<string, string>> = { uk: 'gb' };

export const members: readonly FamilyMember<HolidayCountry>[] = HOLIDAY_COUNTRIES.map((country) => {
  const { path, title, description } = countryMeta(country);
  const codes = [country.code, ...Object.keys(OTHER_CODES).filter((other) => OTHER_CODES[other] === country.code)];
  return { meta: { path, title, description }, aliases: codes.map((code) => `/holidays/${code}`), props: country };
});
