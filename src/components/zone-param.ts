/**
 * The `zone` keys of the URL contract: an IANA zone id (any letter case) or a quick-pick label
 * (`EST`), written as the IANA id, and the city a zone was chosen by (`fromCity`, `zoneCity`).
 * Plain parsers (no nuqs) for every page with a zone field; they live outside the kits because
 * they need the zone engine, which only these pages load. With them, the words those pages
 * share: the zone field's message, a zone's label, an offset's size.
 */
import { resolveZone, zoneCity } from '@/lib/date/time-zones';
import { asText } from '@/kit/url/parsers';
import { plural } from '@/kit/calculator/plural';

/** What a zone field whose text names no zone is told. */
export const ZONE_MESSAGE = 'Choose a time zone from the list, or type one such as Europe/Paris or EST.';

/** ' in London': where a time is (by the city it was chosen by, if any), or nothing when `zone` is the visitor's own. */
export const inZoneText = (zone: string, visitorZone: string, city: string | null = null): string =>
  zone === visitorZone ? '' : ` in ${placeName(zone, city)}`;

/**
 * A zone as results name it: its city and id, or UTC.
 *
 * @example zoneLabel('America/New_York') // 'New York (America/New_York)'
 */
export const zoneLabel = (zone: string): string => (zone === 'UTC' ? 'UTC' : `${zoneCity(zone)} (${zone})`);

/**
 * "9 hours 30 minutes", "1 hour", "30 minutes" of a signed number of minutes (its size).
 *
 * @example hoursAndMinutes(-90) // '1 hour 30 minutes'
 */
export function hoursAndMinutes(minutes: number): string {
  const m = Math.abs(minutes);
  const h = Math.floor(m / 60);
  return [h > 0 && plural(h, 'hour'), m % 60 > 0 && plural(m % 60, 'minute')].filter(Boolean).join(' ');
}

/** What a page says when a link's zone was left out (see `RefusedLinkNotes`). */
export const UNKNOWN_ZONE_NOTE = 'The link’s time zone is not one this browser knows, so your own zone is used.';

export const zoneId = asText((value) => (value.length <= 64 ? resolveZone(value) : null));

/**
 * A city's name as a link carries it beside its zone (`fromCity=Boston`, `America/New_York~Boston`):
 * 1–60 letters, digits, spaces and `.,'’()-`. Anything else (markup, control characters) is not a
 * city name, and the zone is used without it.
 *
 * @example cityNameOrNull('São Paulo') // 'São Paulo'; cityNameOrNull('<b>') // null
 */
export function cityNameOrNull(text: string): string | null {
  const name = text.trim().replace(/\s+/g, ' ');
  return name.length >= 1 && name.length <= 60 && /^[\p{L}\p{M}\p{N} .,'’()-]+$/u.test(name) ? name : null;
}

export const cityName = asText(cityNameOrNull);

/** What a page says when a link's city name was left out. */
export const UNKNOWN_CITY_NOTE = 'The link’s city name is not one this page can show, so the time zone is shown without it.';

/**
 * A form shape (see `canonicalizer`) that drops a city's name whose zone key is missing or
 * names no zone: a city is only ever a label of its zone.
 */
export const cityNeedsZone =
  (...pairs: [zoneKey: string, cityKey: string][]) =>
  (params: URLSearchParams): void => {
    for (const [zoneKey, cityKey] of pairs) if (zoneId.parse(params.get(zoneKey) ?? '') === null) params.delete(cityKey);
  };

/**
 * A zone as results name it, by the city the visitor chose if any: "Boston (America/New_York)".
 *
 * @example placeLabel('America/New_York', 'Boston') // 'Boston (America/New_York)'
 */
export const placeLabel = (zone: string, city: string | null | undefined): string => (city ? `${city} (${zone})` : zoneLabel(zone));

/** The name a result calls a place by: the chosen city, else the zone's city. */
export function placeName(zone: string, city: string | null | undefined): string {
  return city || zoneCity(zone);
}
