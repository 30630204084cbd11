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
