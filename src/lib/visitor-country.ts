/**
 * The countries a visitor's browser points to, for the offer of their working-day calendar
 * (decisions §26: offered, never applied). Two signals, in this order: the region of the visitor's
 * language (`navigator.languages`: ar-SA → Saudi Arabia, pt-BR → Brazil), then the country of
 * their time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`, from CLDR's zone mapping,
 * `src/data/visitor-countries.json`, old names such as Asia/Calcutta included). When they disagree
 * (English of the United States in Riyadh), both are given, the language's first: the language is
 * what the visitor chose, the zone where their device is, and neither is certain. Pure: the
 * signals and the data are arguments.
 */

/** What the browser says of the visitor. */
export interface VisitorSignals {
  /** BCP 47 tags, the preferred first (`navigator.languages`). */
  languages: readonly string[];
  /** An IANA zone id (`Asia/Riyadh`, or an old one such as `Asia/Calcutta`); undefined if unknown. */
  timeZone: string | undefined;
}

/** The region subtag of a BCP 47 tag when it is a country (`SA` of `ar-SA`, not `419` of `es-419`), in lower case; else null. */
export function languageRegion(tag: string): string | null {
  let region: string | undefined;
  try {
    region = new Intl.Locale(tag).region;
  } catch {
    return null;
  }
  return region && /^[A-Z]{2}$/.test(region) ? region.toLowerCase() : null;
}

/** The countries with holiday data as `src/data/visitor-countries.json` holds them: one line per country, `sa Saudi Arabia` and `sa Asia/Riyadh`. */
export interface CountryLines {
  names: string;
  zones: string;
}

/** The countries with holiday data, by code: their names, and the country of each of their zones. */
export interface CountryTable {
  names: ReadonlyMap<string, string>;
  zoneCountry: ReadonlyMap<string, string>;
}

/** Reads `CountryLines`: a line's first word is the country's code, the rest its name or its zones. */
export function countryTable({ names, zones }: CountryLines): CountryTable {
  const split = (text: string) => text.split('\n').map((line) => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)] as const);
  return {
    names: new Map(split(names)),
    zoneCountry: new Map(split(zones).flatMap(([country, list]) => list.split(' ').map((zone) => [zone, country] as const))),
  };
}

/**
 * The countries the visitor's browser points to, among those with holiday data (`table`), each
 * once: the first language tag's with a region that is a country, then the time zone's. Empty
 * when neither points to a country with data.
 *
 * @example visitorCountries({ languages: ['ar-SA'], timeZone: 'Asia/Riyadh' }, table) // ['sa']
 * @example visitorCountries({ languages: ['en-US', 'en'], timeZone: 'Asia/Riyadh' }, table) // ['us', 'sa']
 * @example visitorCountries({ languages: ['en'], timeZone: 'Asia/Calcutta' }, table) // ['in']
 */
export function visitorCountries({ languages, timeZone }: VisitorSignals, table: CountryTable): string[] {
  const region = languages.map(languageRegion).find((r) => r !== null) ?? null;
  const zone = (timeZone && table.zoneCountry.get(timeZone)) || null;
  return [...new Set([region, zone])].filter((c): c is string => c !== null && table.names.has(c));
}
