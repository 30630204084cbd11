/**
 * Query strings and values, for every page: read a page's keys (`readSearch`), write them
 * (`writeSearch`), and rewrite what a link or a plain form holds as the page writes it
 * (`canonicalizer`). A page's parsers are plain objects in nuqs's `createParser` shape (see
 * ./parsers; nuqs's own parsers fit too), so this runs without nuqs: nuqs is only the hook that
 * the pages with live inputs read their keys through.
 */
import type { MultiParser, Parser } from '@/kit/url/parsers';

/** Any key's parser: one of ./parsers, or nuqs's. */
interface AnyParser {
  type?: 'single' | 'multi';
  parse: (value: never) => unknown;
  serialize?: (value: never) => string | Iterable<string>;
  eq?: (a: never, b: never) => boolean;
  defaultValue?: unknown;
}

/** A page's keys and their parsers. */
export type ParserMap = Record<string, AnyParser>;

/** What a page's keys hold: a value, the default of an absent or invalid key, or null without one. */
export type SearchValues<P extends ParserMap> = {
  [K in keyof P]: P[K] extends { defaultValue: infer D } ? D : P[K] extends Parser<infer T> | MultiParser<infer T> ? T | null : unknown;
};

/** A key's value as `parser` reads it from `params`; null when absent or invalid. */
function readKey(params: URLSearchParams, key: string, parser: AnyParser): unknown {
  const multi = parser.type === 'multi';
  if (!params.has(key)) return null;
  try {
    return (parser.parse as (raw: unknown) => unknown)(multi ? params.getAll(key) : params.get(key)) ?? null;
  } catch {
    return null;
  }
}

/** The values of a page's keys in `params` (absent or invalid: the key's default, or null). */
export function readSearch<P extends ParserMap>(params: URLSearchParams, parsers: P): SearchValues<P> {
  return Object.fromEntries(
    Object.entries(parsers).map(([key, parser]) => [key, readKey(params, key, parser) ?? parser.defaultValue ?? null]),
  ) as SearchValues<P>;
}

/** Removes the entries of `keys` and puts `entries` where the first of them stood (at the end if none did). */
export function replaceEntries(params: URLSearchParams, keys: readonly string[], entries: readonly [string, string][]): void {
  const all = [...params];
  const at = all.findIndex(([key]) => keys.includes(key));
  const kept = all.filter(([key]) => !keys.includes(key));
  kept.splice(at < 0 ? kept.length : at, 0, ...entries);
  for (const key of new Set(all.map(([key]) => key))) params.delete(key);
  for (const [key, value] of kept) params.append(key, value);
}

/**
 * The query string of `values` over `base` (nuqs's `createSerializer`): a key given as null or
 * its default is removed, another is written where it stood; keys not in `values` stay as they
 * are. `space` is how a space is written (see `renderSearch`).
 */
export function writeSearch<P extends ParserMap>(
  parsers: P,
  values: Partial<SearchValues<P>>,
  base = new URLSearchParams(),
  space: Space = '+',
): string {
  const params = new URLSearchParams(base);
  for (const [key, parser] of Object.entries(parsers)) {
    if (!Object.hasOwn(values, key)) continue;
    const value = values[key] as never;
    const eq = (parser.eq ?? Object.is) as (a: unknown, b: unknown) => boolean;
    const isDefault = value !== null && parser.defaultValue !== undefined && eq(value, parser.defaultValue);
    const text = value === null || isDefault ? [] : (parser.serialize?.(value) ?? String(value));
    replaceEntries(params, [key], (typeof text === 'string' ? [text] : [...text]).map((item) => [key, item]));
  }
  return renderSearch(params, space);
}

/** How a query string writes a space: `+` as nuqs does, or `%20`. */
export type Space = '+' | '%20';

const hex = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * A query string as nuqs renders one, so a canonical link and nuqs's own writes agree: only what
 * would break a value is escaped (`%`, `+`, `#`, `&`, quotes, `<`, `>`, control characters), so `:`,
 * `,` and `/` stay readable (`task=10c:Build+%26+test`, `weekend=sat,sun`).
 */
export function renderSearch(params: URLSearchParams, space: Space = '+'): string {
  const parts = [...params].map(
    ([key, value]) =>
      // Every character but these: ! $ ( ) * , - . / 0-9 : ; = ? @ A-Z [ \ ] ^ _ a-z { | } ~ and beyond ASCII.
      `${key.replace(/[#&+=?]/g, hex)}=${value.replace(/[^!$(-*,-;=?-_a-~\u007f-\uffff]/g, (char) => (char === ' ' ? space : hex(char)))}`,
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * The canonical query string of a page: what a plain HTML form submitted (every field, defaults
 * included, a checkbox's `true&false`, a key's form shape) or what a hand-made link holds,
 * rewritten as the page itself would write it. Each key of the page's contract keeps its first
 * value if its parser accepts it, and disappears if it is invalid or equal to its default; keys
 * outside the contract are left alone. `formShape` first turns a form-only shape into the
 * canonical one (see `startFormShape`).
 */
export function canonicalSearch(
  search: string,
  parsers: ParserMap,
  formShape?: (params: URLSearchParams) => void,
  space: Space = '+',
): string {
  const params = new URLSearchParams(search);
  formShape?.(params);
  const values = Object.fromEntries(Object.keys(parsers).map((key) => [key, readKey(params, key, parsers[key]!)]));
  return writeSearch(parsers, values, params, space);
}

/** `canonicalSearch` for one page: what its module exports for the client entry to run on load. */
export function canonicalizer(parsers: ParserMap, formShape?: (params: URLSearchParams) => void, space: Space = '+') {
  return (search: string) => canonicalSearch(search, parsers, formShape, space);
}
