/**
 * The countries that have a holiday page (`/holidays/<name>`): every country of the world holiday
 * data (countries.json: code, English name, number of regions), with its path segment made from
 * its English name. The family's declaration (country-holidays.family.ts, build time only) makes
 * the pages of them; the /holidays hub's list, the site search's index and the 404 screen's
 * closest countries (chunks of their own) read them too. Never the country page's chunk, which
 * receives its one country as its props. A region's name comes with its country's holiday file.
 */
import countriesData from '@/data/holidays/countries.json' with { type: 'json' };
import { slugOf, type HolidayCountry } from '@/special-days/country-holidays/holiday-country';

/** Every country with a holiday page, sorted by name. */
export const HOLIDAY_COUNTRIES: readonly HolidayCountry[] = (countriesData.countries as [string, string, number][]).map(([code, name, regionCount]) => {
  const slug = slugOf(name);
  return { code, name, regionCount, slug, path: `/holidays/${slug}` };
});
