/**
 * The countries that have a holiday page (`/holidays/<name>`): every country of the world holiday
 * data (countries.json: code, English name, number of regions), with its path
 * segment made from its English name. Loaded with the page (and by the site search's index), never
 * by the shell: the shell routes the family by its pattern. A region's name comes with its
 * country's holiday file.
 */
import countriesData from '@/data/holidays/countries.json' with { type: 'json' };

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

/** Every country with a holiday page, sorted by name. */
export const HOLIDAY_COUNTRIES: readonly HolidayCountry[] = (countriesData.countries as [string, string, number][]).map(([code, name, regionCount]) => {
  const slug = slugOf(name);
  return { code, name, regionCount, slug, path: `/holidays/${slug}` };
});

/**
 * Codes in common use besides a country's ISO 3166-1 alpha-2 code, each served as that code is:
 * UK, which ISO 3166 reserves for the United Kingdom at its request (GB is its code).
 */
const OTHER_CODES: Readonly<Record<string, string>> = { uk: 'gb' };

const bySegment = new Map<string, HolidayCountry>(HOLIDAY_COUNTRIES.flatMap((c) => [[c.slug, c] as const, [c.code, c] as const]));
for (const [other, code] of Object.entries(OTHER_CODES)) bySegment.set(other, bySegment.get(code)!);

/**
 * The country a path segment names: its slug (`germany`), its ISO 3166-1 alpha-2 code in lower
 * case (`de`) or another common code (`uk`), which redirect to the name's path (a client-side
 * navigation to one still shows the country's page, with the canonical link to the name's path).
 */
export function countryOfSegment(segment: string): HolidayCountry | undefined {
  return bySegment.get(segment);
}

/**
 * A country page's heading ("Public Holidays in Germany 2026", the year shown) and, without a
 * year, its title in the site search: "Public Holidays in Germany".
 */
export const countryPageHeading = (name: string, year?: number): string => `Public Holidays in ${name}${year ? ` ${year}` : ''}`;

/** The country of a path under `/holidays/` (a trailing slash allowed), if it has a page. */
export function countryOfPath(pathname: string): HolidayCountry | undefined {
  const match = /^\/holidays\/([a-z0-9-]+)\/?$/.exec(pathname);
  return match ? countryOfSegment(match[1]!) : undefined;
}

/** The family's paths: each country's canonical path, then the code paths that redirect to them. */
export const COUNTRY_PAGE_PATHS = {
  canonical: HOLIDAY_COUNTRIES.map((c) => c.path),
  aliases: [...HOLIDAY_COUNTRIES.map((c) => `/holidays/${c.code}`), ...Object.keys(OTHER_CODES).map((other) => `/holidays/${other}`)],
} as const;
