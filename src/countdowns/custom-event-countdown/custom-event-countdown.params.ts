/**
 * The URL contract of /custom-event-countdown (`name`, `date`, `emoji`, `time`, `zone`, `zoneCity`) and the
 * one zod schema that checks both the form and the address. This page reads its keys with the
 * router's own search params and plain parsers (the kit's, and the zone and time keys' from
 * src/components) instead of nuqs's hook: with TanStack Form on the page, nuqs would put it
 * over the calculator budget (`npm run bench` prints each page's first load).
 *
 * `time` and `zone` are optional. Without either the event starts at local midnight, wherever the
 * link is opened (a date's countdown, as before). With a time it starts at that wall time in
 * `zone`, or in the zone of whoever opens the link when there is none (the form always writes the
 * zone with a time, so its links name one instant). A zone without a time is midnight at the
 * start of the date in that zone. `zoneCity` is the city the zone was chosen by, a label of the
 * zone kept only with it.
 */
import * as z from 'zod/mini';
import { compareIsoDates, parseIsoDate, type IsoDate } from '@/lib/date/core/civil-date';
import { canonicalizer, readSearch, writeSearch } from '@/kit/url/canonical';
import { civilDate, clockTime, oneOf, textWhere, withDefault } from '@/kit/url/parsers';
import { cityName, cityNameOrNull, cityNeedsZone, zoneId } from '@/components/zone-param';

/** The 16 emoji of the spec, by URL slug, in the spec's order. */
export const EMOJI = [
  { slug: 'party-popper', char: '🎉', name: 'Party popper' },
  { slug: 'birthday-cake', char: '🎂', name: 'Birthday cake' },
  { slug: 'two-hearts', char: '💕', name: 'Two hearts' },
  { slug: 'christmas-tree', char: '🎄', name: 'Christmas tree' },
  { slug: 'jack-o-lantern', char: '🎃', name: 'Jack-o-lantern' },
  { slug: 'turkey', char: '🦃', name: 'Turkey' },
  { slug: 'confetti-ball', char: '🎊', name: 'Confetti ball' },
  { slug: 'gift', char: '🎁', name: 'Gift' },
  { slug: 'trophy', char: '🏆', name: 'Trophy' },
  { slug: 'calendar', char: '📅', name: 'Calendar' },
  { slug: 'star', char: '⭐', name: 'Star' },
  { slug: 'fire', char: '🔥', name: 'Fire' },
  { slug: 'dizzy-star', char: '💫', name: 'Dizzy star' },
  { slug: 'glowing-star', char: '🌟', name: 'Glowing star' },
  { slug: 'sparkles', char: '✨', name: 'Sparkles' },
  { slug: 'balloon', char: '🎈', name: 'Balloon' },
] as const;

export type EmojiSlug = (typeof EMOJI)[number]['slug'];

/**
 * The attributes of one of the 16 emoji as a picture (`<img {...emojiPicture(slug)} alt=… />`):
 * its Twemoji SVG in `public/emoji/<slug>.svg` (graphics CC-BY 4.0, credited in the page's text
 * and the README), so it shows on a device without a colour emoji font too. A file of this
 * origin, precached by the service worker with the other SVGs.
 */
export const emojiPicture = (slug: EmojiSlug) => ({ src: `/emoji/${slug}.svg`, width: 36, height: 36, decoding: 'async' as const });
export const DEFAULT_EMOJI: EmojiSlug = 'party-popper';
export const NAME_MAX = 80;

export const NAME_MESSAGE = `Give the event a name of 1 to ${NAME_MAX} characters.`;
export const DATE_MESSAGE = 'Choose the event’s date.';
export const PAST_MESSAGE = 'Choose today or a later date.';
export const TIME_MESSAGE = 'Enter a time on the 24-hour clock, from 00:00 to 23:59, or leave it empty for midnight.';
export const ZONE_MESSAGE = 'Choose a time zone from the list, or type one such as Europe/London or EST; leave it empty for your own.';

/**
 * The rules of one event, a zod schema per key: the form's fields and the address are both
 * checked by them.
 */
export const eventSchema = {
  name: z.string().check(z.refine((name) => name.trim().length >= 1 && name.length <= NAME_MAX, NAME_MESSAGE)),
  date: z.string().check(z.refine((date) => parseIsoDate(date) !== null, DATE_MESSAGE)),
  emoji: z.string().check(z.refine((slug) => EMOJI.some((e) => e.slug === slug), 'Choose one of the 16 emoji.')),
  /** Empty: midnight. */
  time: z.string().check(z.refine((time) => time === '' || clockTime.parse(time) !== null, TIME_MESSAGE)),
  /** Empty: the visitor's own zone. */
  zone: z.string().check(z.refine((zone) => zone.trim() === '' || zoneId.parse(zone) !== null, ZONE_MESSAGE)),
};

/** What the form holds. */
export interface EventFields {
  name: string;
  date: string;
  emoji: EmojiSlug;
  /** `HH:mm` or empty (midnight). */
  time: string;
  /** A zone id or quick-pick label as typed, or empty (the visitor's own zone). */
  zone: string;
  /** The city the zone was chosen by from the list, or empty. */
  zoneCity: string;
}

/** A committed event. */
export interface CustomEvent {
  name: string;
  date: IsoDate;
  emoji: EmojiSlug;
  /** `HH:mm`; null: midnight. */
  time: string | null;
  /** An IANA id; null: the zone of whoever opens the link. */
  zone: string | null;
  /** The city `zone` was chosen by, or null. */
  zoneCity: string | null;
}

/** The page's keys. A date in the past is kept: the countdown then counts up. */
export const eventParams = {
  name: textWhere((name) => eventSchema.name.safeParse(name).success),
  date: civilDate,
  emoji: withDefault(oneOf(EMOJI.map((e) => e.slug)), DEFAULT_EMOJI),
  time: clockTime,
  zone: zoneId,
  zoneCity: cityName,
};

/**
 * The event a query string holds, or null unless both a valid name and date are there; an
 * unknown emoji is the default, an invalid time or zone is left out (midnight, the visitor's zone).
 */
export function readEvent(params: URLSearchParams): CustomEvent | null {
  const { name, date, emoji, time, zone, zoneCity } = readSearch(params, eventParams);
  return name !== null && date !== null ? { name, date, emoji, time, zone, zoneCity: zone && zoneCity } : null;
}

/** The query string of an event: name, date, the emoji unless it is the default, then the time, zone and city it has. */
export function eventSearch(event: CustomEvent): string {
  return writeSearch(eventParams, event);
}

/**
 * The event a filled form means (the fields already checked by `eventSchema`): the name
 * trimmed, the time as `HH:mm`, the zone as its IANA id (with the city it was chosen by); with a
 * time and no zone, `ownZone`, so the link names one instant wherever it is opened.
 */
export function eventFromFields(fields: EventFields, ownZone: string): CustomEvent {
  const time = clockTime.parse(fields.time);
  const chosen = zoneId.parse(fields.zone.trim());
  const zone = chosen ?? (time !== null ? ownZone : null);
  const zoneCity = chosen && cityNameOrNull(fields.zoneCity);
  return { name: fields.name.trim(), date: fields.date as IsoDate, emoji: fields.emoji, time, zone, zoneCity };
}

/** Whether a date the form holds is before today (the form refuses it; a link may hold it; see also the page's check of a start time). */
export function isPast(date: string, today: IsoDate): boolean {
  const d = parseIsoDate(date);
  return d !== null && compareIsoDates(d, today) < 0;
}

/**
 * The canonical query string: a valid event written as the page writes it (what a plain form's
 * submit lands on); a link whose keys do not make an event (a name without a valid date, or the
 * other way round) loses them, and a city without its zone goes. Keys outside the contract are left alone.
 */
export const canonicalEventSearch = canonicalizer(eventParams, (params) => {
  cityNeedsZone(['zone', 'zoneCity'])(params);
  if (!readEvent(params)) for (const key of Object.keys(eventParams)) params.delete(key);
});
