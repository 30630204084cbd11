/**
 * A country with a holiday page, as its page receives it (the page's props: see
 * country-holidays.family.ts), and the words made from its name. No list of countries here: the
 * page's chunk imports this module, and the list (countries.ts) stays out of it.
 */

/**
 * A name as a word of an address or an id: lower-case words joined by hyphens, accents dropped,
 * `&` read as "and", apostrophes and dots dropped. A country's path segment, and a holiday's part
 * of its calendar event's id.
 *
 * @example slugOf('Côte d’Ivoire') // 'cote-divoire'
 * @example slugOf('St. Kitts & Nevis') // 'st-kitts-and-nevis'
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface HolidayCountry {
  /** Lower-case ISO 3166-1 alpha-2 code: `de`. */
  code: string;
  /** English name (Unicode CLDR): `Germany`. */
  name: string;
  /** How many regions the data has for the country. */
  regionCount: number;
  /** The canonical path segment: `germany`. */
  slug: string;
  /** The canonical path: `/holidays/germany`. */
  path: string;
}

/**
 * A country page's heading ("Public Holidays in Germany 2026", the year shown) and, without a
 * year, its title in the site search: "Public Holidays in Germany".
 */
export const countryPageHeading = (name: string, year?: number): string => `Public Holidays in ${name}${year ? ` ${year}` : ''}`;
