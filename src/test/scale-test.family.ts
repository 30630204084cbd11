/**
 * The test-only family of generated pages, built only with `SCALE_TEST_PAGES=<n> npm run build`
 * (and absent from every other build, its modules included): it measures the build, `dist/` and
 * the checks at thousands of pages (the README has the figures). Member i is one country's page
 * for one year, `/scale-test/germany-2011`, so each is as heavy as a real country page and its
 * head is unique: the first 200 countries, each for 25 years from 2000, as many as asked for.
 * Declared as every family is (build time only: see country-holidays.family.ts).
 */
import type { FamilyMember } from '@/registry/types';
import { SCALE_TEST_PAGES } from '@/registry/scale-test';
import { HOLIDAY_COUNTRIES } from '@/special-days/country-holidays/countries';
import { countryMeta } from '@/special-days/country-holidays/country-holidays.meta';
import type { HolidayCountry } from '@/special-days/country-holidays/holiday-country';

const COUNTRIES = HOLIDAY_COUNTRIES.slice(0, 200);
// Years before any build's own, so no member's head is a real country page's (which says the build's year).
const FIRST_YEAR = 2000;

/** The members, for `count` pages (none when 0). */
export function scaleTestMembers(count: number): FamilyMember<HolidayCountry>[] {
  return Array.from({ length: Math.min(count, COUNTRIES.length * 25) }, (_, i) => {
    const country = COUNTRIES[i % COUNTRIES.length]!;
    const year = FIRST_YEAR + Math.floor(i / COUNTRIES.length);
    const { title, description } = countryMeta(country, year);
    return { meta: { path: `/scale-test/${country.slug}-${year}`, title, description }, aliases: [], props: country };
  });
}

export const members = scaleTestMembers(SCALE_TEST_PAGES);
