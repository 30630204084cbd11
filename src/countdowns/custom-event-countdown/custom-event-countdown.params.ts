/**
 * The URL contract of /custom-event-countdown (`name`, `date`, `emoji`) and the one zod schema
 * that checks both the form and the address. This page reads its three keys with the router's
 * own search params and the kit's plain parsers instead of nuqs's hook: with TanStack Form on the
 * page, nuqs's 8 KB would put it over the calculator budget.
 */
import * as z from 'zod/mini';
import { compareIsoDates, parseIsoDate, type IsoDate } from '@/lib/date/core/civil-date';
import { canonicalizer, readSearch, writeSearch } from '@/kit/url/canonical';
import { civilDate, oneOf, textWhere, withDefault } from '@/kit/url/parsers';

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
export const DEFAULT_EMOJI: EmojiSlug = 'party-popper';
export const NAME_MAX = 80;

export const NAME_MESSAGE = `Give the event a name of 1 to ${NAME_MAX} characters.`;
export const DATE_MESSAGE = 'Choose the event’s date.';
export const PAST_MESSAGE = 'Choose today or a later date.';

/**
 * The rules of one event, a zod schema per key: the form's fields and the address are both
 * checked by them.
 */
export const eventSchema = {
  name: z.string().check(z.refine((name) => name.trim().length >= 1 && name.length <= NAME_MAX, NAME_MESSAGE)),
  date: z.string().check(z.refine((date) => parseIsoDate(date) !== null, DATE_MESSAGE)),
  emoji: z.string().check(z.refine((slug) => EMOJI.some((e) => e.slug === slug), 'Choose one of the 16 emoji.')),
};

/** What the form holds. */
export interface EventFields {
  name: string;
  date: string;
  emoji: EmojiSlug;
}

/** A committed event. */
export interface CustomEvent {
  name: string;
  date: IsoDate;
  emoji: EmojiSlug;
}

/** The page's keys. A date in the past is kept: the countdown then counts up. */
const eventParams = {
  name: textWhere((name) => eventSchema.name.safeParse(name).success),
  date: civilDate,
  emoji: withDefault(oneOf(EMOJI.map((e) => e.slug)), DEFAULT_EMOJI),
};

/** The event a query string holds, or null unless both a valid name and date are there; an unknown emoji is the default. */
export function readEvent(params: URLSearchParams): CustomEvent | null {
  const { name, date, emoji } = readSearch(params, eventParams);
  return name !== null && date !== null ? { name, date, emoji } : null;
}

/** The query string of an event: name, date, and the emoji unless it is the default. */
export function eventSearch(event: EventFields): string {
  return writeSearch(eventParams, { ...event, date: event.date as IsoDate });
}

/** Whether a date the form holds is before today (the form refuses it; a link may hold it). */
export function isPast(date: string, today: IsoDate): boolean {
  const d = parseIsoDate(date);
  return d !== null && compareIsoDates(d, today) < 0;
}

/**
 * The canonical query string: a valid event written as the page writes it (what a plain form's
 * submit lands on); a link whose keys do not make an event (a name without a valid date, or the
 * other way round) loses them. Keys outside the contract are left alone.
 */
export const canonicalEventSearch = canonicalizer(eventParams, (params) => {
  if (!readEvent(params)) for (const key of Object.keys(eventParams)) params.delete(key);
});
