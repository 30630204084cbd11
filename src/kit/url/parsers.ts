/**
 * The query-string parsers of the URL contract, as plain objects in nuqs's `createParser` shape
 * (`parse`, `serialize`, `eq`), without nuqs: pages read and write their keys through them, the
 * one canonicalizer (./canonical) rewrites links with them, and kit/url-state/parsers wraps them
 * for nuqs's hook on the pages that use it. Each parse returns null for anything it does not
 * accept — unparseable, out of range, unknown, absurdly long — so a hostile or mistyped link
 * falls back to the page's defaults. This folder ships with the calculator kit (every
 * calculator); a parser only pages with nuqs use is made the same way in kit/url-state/parsers,
 * and moves here when a page without nuqs needs it.
 */
import { parseIsoDate, type Weekday } from '@/lib/date/core/civil-date';
import { formatTime, parseTime } from '@/lib/date/core/clock-time';
import { parseWeekend, serializeWeekend } from '@/kit/calculator/weekend-param';

/** One key's value: `key=value` once (the first one counts). */
export interface Parser<T> {
  type?: 'single';
  parse: (value: string) => T | null;
  serialize: (value: T) => string;
  eq?: (a: T, b: T) => boolean;
  /** The value of an absent or invalid key; a value equal to it is left out of the URL. */
  defaultValue?: T;
}

/** A repeated key's values: `key=a&key=b`, in order. */
export interface MultiParser<T> {
  type: 'multi';
  parse: (values: readonly string[]) => T | null;
  serialize: (value: T) => string[];
  eq?: (a: T, b: T) => boolean;
  defaultValue?: T;
}

/** `parser` whose absent or invalid key reads as `value` (nuqs's `.withDefault`). */
export function withDefault<T>(parser: Parser<T>, value: NoInfer<T>): Parser<T> & { defaultValue: T } {
  return { ...parser, defaultValue: value };
}

/** A key whose value is written as text (`String`), read by `parse`. */
export const asText = <T>(parse: (value: string) => T | null): Parser<T> => ({ parse, serialize: String });

/** A civil date `YYYY-MM-DD`. Never nuqs's parseAsIsoDate, which means UTC midnight. */
export const civilDate = asText(parseIsoDate);

/** A 24-hour clock time `HH:mm` (`9:05` is read as `09:05`), by the core's clock-time rule. */
export const clockTime = asText((value) => {
  const minutes = value.length <= 5 ? parseTime(value) : null;
  return minutes === null ? null : formatTime(minutes);
});

/** A set of weekend days as `sat,sun`: distinct, known, never all seven. Sorted Monday first. */
export const weekendDays: Parser<Weekday[]> = {
  parse: parseWeekend,
  serialize: serializeWeekend,
  eq: (a, b) => serializeWeekend(a) === serializeWeekend(b),
};

/**
 * A whole number as a visitor types one or a link writes one: decimal digits, a minus sign where
 * `min` is negative, spaces around it ignored ("5 " is 5). Nothing else is one: not `1e5`, `1.5`,
 * `+5` or `0x10` (which `Number` and `parseInt` would read as 100000, 1.5, 5 and 16, or 1, 1, 5 and
 * 0). Null outside `min`–`max`. Every whole-number field and key reads its text by this rule.
 */
export function parseWholeNumber(text: string, min: number, max: number): number | null {
  const digits = text.trim();
  if (!(min < 0 ? /^-?\d+$/ : /^\d+$/).test(digits)) return null;
  const n = Number(digits) || 0;
  return n >= min && n <= max ? n : null;
}

/** `true` or `false`; anything else is invalid (nuqs's own boolean parser reads it as false). */
export const booleanText = asText((value) => (value === 'true' ? true : value === 'false' ? false : null));

/** One of `values`, as written. */
export const oneOf = <const T extends string>(values: readonly T[]) => asText((value) => (values.includes(value as T) ? (value as T) : null));

/** Text `rule` accepts, as written. */
export const textWhere = (rule: (text: string) => boolean) => asText((value) => (rule(value) ? value : null));

/**
 * A repeated key, one `item` per value in order: an invalid value is dropped alone, the first
 * `max` valid ones kept; none is an empty list (which writes no value).
 */
export function listOf<T>(item: Parser<T>, max: number): MultiParser<T[]> & { defaultValue: T[] } {
  return {
    type: 'multi',
    parse: (values) => values.map(item.parse).filter((value) => value !== null).slice(0, max),
    serialize: (list) => list.map(item.serialize),
    defaultValue: [],
  };
}
