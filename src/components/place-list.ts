/**
 * Places in lists: the `places` key of the meeting planner and the world clock (zones, each with
 * the city it was chosen by) and their defaults. Apart from `zone-param.ts` (which every page with
 * a zone field loads, and which holds a single zone's city key) and `place-text.ts` (which the
 * time zone converter needs too), so only the pages with place lists load it, in one chunk with
 * their places field.
 */
import { localZone } from '@/lib/date/time-zones';
import { cityNameOrNull, zoneId } from '@/components/zone-param';
import { type Place, serializePlaces } from '@/components/place-text';

export const MAX_PLACES = 8;

/** A place's key among its list's (a list holds each zone and city once). */
export const placeKey = (place: Place): string => `${place.zone}~${place.city ?? ''}`;

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

/** The `places` key of the meeting planner (2–8) and the world clock (1–8). */
export const placeList = (min: number) => ({ parse: (text: string) => parsePlaces(text, min), serialize: serializePlaces });

/** What a page says of a `places` list it cannot use. */
export const placesMessage = (min: number) =>
  `Choose ${min === 1 ? '1' : min} to ${MAX_PLACES} places, each a city from the list or a time zone such as Europe/Paris or EST.`;

/** What a page says when its link's `places` could not be used. */
export const placesLinkNote = (min: number) => `The link’s places could not be used: ${placesMessage(min)} The default places are shown.`;

/** A page's default places: the visitor's own zone, then `others` not in it, `count` in all. */
export const ownZoneFirst = (others: readonly Place[], count: number): Place[] => {
  const own = localZone();
  return [{ zone: own, city: null }, ...others.filter((p) => p.zone !== own)].slice(0, count);
};

/**
 * `ownZoneFirst` before the visitor's zone is known (the prerendered page, hydration): a pending
 * place (null) for it, then `others`, `count` in all. A page shows them with their values pending.
 */
export const pendingOwnZoneFirst = (others: readonly Place[], count: number): (Place | null)[] => [null, ...others].slice(0, count);
