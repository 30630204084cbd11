/**
 * The countries a visitor's browser points to, for the offer of their working-day calendar
 * (decisions §26: offered, never applied). Two signals, in this order: the region of the visitor's
 * language (`navigator.languages`: ar-SA → Saudi Arabia, pt-BR → Brazil), then the country of
 * their time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`, from CLDR's zone mapping,
 * `src/data/zone-countries.json`, old names such as Asia/Calcutta included). When they disagree
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

/**
 * The country of a zone in `zoneCountries` (country code → its zones, space-separated, as
 * `src/data/zone-countries.json` holds them); null for a zone of no country there (UTC, Etc/GMT+3).
 *
 * @example zoneCountry({ sa: 'Asia/Riyadh' }, 'Asia/Riyadh') // 'sa'
 */
export function zoneCountry(zoneCountries: Readonly<Record<string, string>>, zone: string): string | null {
  for (const [country, zones] of Object.entries(zoneCountries)) if (` ${zones} `.includes(` ${zone} `)) return country;
  return null;
}

/**
 * The countries the visitor's browser points to, among those `known` (the countries with holiday
 * data), each once: the first language tag's with a region that is one, then the zone's. Empty
 * when neither points to a known country.
 *
 * @example visitorCountries({ languages: ['ar-SA'], timeZone: 'Asia/Riyadh' }, data, known) // ['sa']
 * @example visitorCountries({ languages: ['en-US', 'en'], timeZone: 'Asia/Riyadh' }, data, known) // ['us', 'sa']
 * @example visitorCountries({ languages: ['en'], timeZone: 'Asia/Calcutta' }, data, known) // ['in']
 */
export function visitorCountries(
  { languages, timeZone }: VisitorSignals,
  zoneCountries: Readonly<Record<string, string>>,
  known: (country: string) => boolean,
): string[] {
  const region = languages.map(languageRegion).find((r) => r !== null) ?? null;
  const zone = timeZone ? zoneCountry(zoneCountries, timeZone) : null;
  return [...new Set([region, zone])].filter((c): c is string => c !== null && known(c));
}
