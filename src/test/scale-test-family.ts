/**
 * The test-only family of generated pages, built only with `SCALE_TEST_PAGES=<n> npm run build`
 * (and absent from every other build, its modules included): it measures the build, `dist/` and
 * the checks at thousands of pages (the README has the figures). Member i is one country's page
 * for one year, `/scale-test/germany-2011`, so each is as heavy as a real country page and its
 * head is unique: the first 200 countries, each for 25 years from 2000, as many as asked for.
 */
import { HOLIDAY_COUNTRIES, type HolidayCountry } from '@/special-days/country-holidays/countries';
import type { FamilyPaths } from '@/registry/types';

export const SCALE_TEST_PATTERN = '/scale-test/:member';
const COUNTRIES = HOLIDAY_COUNTRIES.slice(0, 200);
// Years before any build's own, so no member's head is a real country page's (which says the build's year).
const FIRST_YEAR = 2000;

/** The members, for `count` pages (none when 0). */
export function scaleTestPaths(count: number): FamilyPaths {
  const canonical = Array.from({ length: Math.min(count, COUNTRIES.length * 25) }, (_, i) => {
    const country = COUNTRIES[i % COUNTRIES.length]!;
    return `/scale-test/${country.path.slice('/holidays/'.length)}-${FIRST_YEAR + Math.floor(i / COUNTRIES.length)}`;
  });
  return { canonical, aliases: [] };
}

/** The country and year of a member's path, if it has the member's shape. */
export function scaleTestMember(path: string): { country: HolidayCountry; year: number } | null {
  const match = /^\/scale-test\/([a-z0-9-]+)-(\d{4})$/.exec(path);
  const country = match && COUNTRIES.find((c) => c.path === `/holidays/${match[1]}`);
  return country ? { country, year: Number(match[2]) } : null;
}
