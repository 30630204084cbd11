/**
 * The `zone` keys of the URL contract: an IANA zone id (any letter case) or a quick-pick label
 * (`EST`), written as the IANA id. A plain parser (no nuqs) for every page with a zone field;
 * it lives outside the kits because it needs the zone engine, which only these pages load. With
 * it, the words those pages share: the zone field's message, a zone's label, an offset's size.
 */
import { resolveZone, zoneCity } from '@/lib/date/time-zones';
import { asText } from '@/kit/url/parsers';
import { plural } from '@/kit/calculator/plural';

/** What a zone field whose text names no zone is told. */
export const ZONE_MESSAGE = 'Choose a time zone from the list, or type one such as Europe/Paris or EST.';

/**
 * A zone as results name it: its city and id, or UTC.
 *
 * @example zoneLabel('America/New_York') // 'New York (America/New_York)'
 */
/** ' in London': where a time is, or nothing when `zone` is the visitor's own. */
export const inZoneText = (zone: string, visitorZone: string): string => (zone === visitorZone ? '' : ` in ${zoneCity(zone)}`);

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
export const placeName = (zone: string, city: string | null | undefined): string => city || zoneCity(zone);

/** A place of a list: a zone, and the city the visitor chose it by (if any). */
export interface Place {
  zone: string;
  city: string | null;
}

export const MAX_PLACES = 8;

/**
 * A list of places as links carry it (`places=America/New_York~Boston,Europe/London`): zone ids
 * or quick-pick labels, each with an optional city name after `~`, `min` to 8 of them, each
 * once. Null when one is not a place or the count is wrong: the list is used whole or not at all.
 *
 * @example parsePlaces('EST~Boston, Asia/Tokyo', 2) // [{ zone: 'America/New_York', city: 'Boston' }, { zone: 'Asia/Tokyo', city: null }]
 */
export function parsePlaces(text: string, min: number): Place[] | null {
  if (text.length > 1000) return null;
  const places: Place[] = [];
  for (const item of text.split(',')) {
    if (item.trim() === '') continue;
    const [zoneText = '', cityText, ...rest] = item.split('~');
    const zone = zoneId.parse(zoneText.trim());
    const city = cityText === undefined ? null : cityNameOrNull(cityText);
    if (zone === null || rest.length > 0 || (cityText !== undefined && city === null)) return null;
    if (!places.some((p) => p.zone === zone && p.city === city)) places.push({ zone, city });
  }
  return places.length >= min && places.length <= MAX_PLACES ? places : null;
}

export const serializePlaces = (places: readonly Place[]): string => places.map((p) => (p.city ? `${p.zone}~${p.city}` : p.zone)).join(',');

/** The `places` key of the meeting planner (2–8) and the world clock (1–8). */
export const placeList = (min: number) => ({ parse: (text: string) => parsePlaces(text, min), serialize: serializePlaces });

/** What a page says of a `places` list it cannot use. */
export const placesMessage = (min: number) =>
  `Choose ${min === 1 ? '1' : min} to ${MAX_PLACES} places, each a city from the list or a time zone such as Europe/Paris or EST.`;
