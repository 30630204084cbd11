/**
 * Query strings and values, for every page: read a page's keys (`readSearch`), write them
 * (`writeSearch`), and rewrite what a link or a plain form holds as the page writes it
 * (`canonicalizer`). A page's parsers are plain objects in nuqs's `createParser` shape (see
 * ./parsers; nuqs's own parsers fit too), so this runs without nuqs: nuqs is only the hook
 * through which most pages read the same parsers.
 */
import type { MultiParser, Parser } from '@/kit/url/parsers';

/** Any key's parser: one of ./parsers, or nuqs's. */
interface AnyParser {
  type?: 'single' | 'multi';
  parse: (value: never) => unknown;
  serialize: (value: never) => string | string[];
  eq?: (a: never, b: never) => boolean;
  defaultValue?: unknown;
}

/** A page's keys and their parsers. */
export type ParserMap = Record<string, AnyParser>;

/** What a page's keys hold: a value, the default of an absent or invalid key, or null without one. */
export type SearchValues<P extends ParserMap> = {
  [K in keyof P]: P[K] extends { defaultValue: infer D } ? D : P[K] extends Parser<infer T> | MultiParser<infer T> ? T | null : unknown;
};

/** The values of a page's keys in `params`: an absent or invalid key takes its default, or null. */
export function readSearch<P extends ParserMap>(params: URLSearchParams, parsers: P): SearchValues<P> {
  return Object.fromEntries(
    Object.entries(parsers).map(([key, parser]) => {
      let value = null;
      try {
        if (params.has(key)) value = (parser.parse as (raw: unknown) => unknown)(parser.type === 'multi' ? params.getAll(key) : params.get(key));
      } catch {
        // A parser that throws refuses the value.
      }
      return [key, value ?? parser.defaultValue ?? null];
    }),
  ) as SearchValues<P>;
}

/**
 * The query string of `values` over `base` (nuqs's `createSerializer`): a key whose value is null
 * or its default is removed, another is written where it stood (at the end if it was absent); a
 * key without a value and keys outside `parsers` stay as they are. `space` is how a space is
 * written (see `renderSearch`).
 */
export function writeSearch<P extends ParserMap>(
  parsers: P,
  values: SearchValues<P>,
  base: Iterable<[string, string]> = [],
  space: Space = '+',
): string {
  let entries = [...base];
  for (const [key, parser] of Object.entries(parsers)) {
    const value = values[key] as never;
    if (value === undefined) continue;
    // A null value (the key removed) is never handed to `eq`: a list's `eq` reads its items.
    const isDefault = value === null || (parser.defaultValue !== undefined && (parser.eq ?? Object.is)(value, parser.defaultValue as never));
    const texts = isDefault ? [] : [parser.serialize(value)].flat();
    const at = entries.findIndex(([name]) => name === key);
    entries = entries.filter(([name]) => name !== key);
    entries.splice(at < 0 ? entries.length : at, 0, ...texts.map((text): [string, string] => [key, text]));
  }
  return renderSearch(entries, space);
}

/** A page's link builder (nuqs's `createSerializer`, without nuqs): some of its values (null removes a key), in its keys' order. */
export const serializer =
  <P extends ParserMap>(parsers: P) =>
  (values: { [K in keyof P]?: SearchValues<P>[K] | null }): string =>
    writeSearch(parsers, values as SearchValues<P>);

/** How a query string writes a space: `+` as nuqs does, or `%20`. */
export type Space = '+' | '%20';

const hex = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * A query string as nuqs renders one, so a canonical link and nuqs's own writes agree: only what
 * would break a value is escaped (`%`, `+`, `#`, `&`, quotes, `<`, `>`, control characters), so `:`,
 * `,` and `/` stay readable (`task=10c:Build+%26+test`, `weekend=sat,sun`). A key's `%` is escaped
 * too (nuqs leaves it, so a key `%41` would read back as `A`).
 */
export function renderSearch(params: Iterable<[string, string]>, space: Space = '+'): string {
  const parts = [...params].map(
    ([key, value]) =>
      // Every character but these: ! $ ( ) * , - . / 0-9 : ; = ? @ A-Z [ \ ] ^ _ a-z { | } ~ and beyond ASCII.
      `${key.replace(/[#%&+=?]/g, hex)}=${value.replace(/[^!$(-*,-;=?-_a-~\u007f-\uffff]/g, (char) => (char === ' ' ? space : hex(char)))}`,
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * The canonical query string of a page: what a plain HTML form submitted (every field, defaults
 * included, a checkbox's `true&false`, a key's form shape) or what a hand-made link holds,
 * rewritten as the page itself would write it. Each key of the page's contract keeps its first
 * value if its parser accepts it, and disappears if it is invalid or equal to its default; keys
 * outside the contract are left alone. `formShape` first turns a form-only shape into the
 * canonical one (see `startFormShape`). The page's module exports it as `canonicalSearch` for the
 * client entry to run on load.
 */
export function canonicalizer(parsers: ParserMap, formShape?: (params: URLSearchParams) => void, space: Space = '+') {
  return (search: string) => {
    const params = new URLSearchParams(search);
    formShape?.(params);
    return writeSearch(parsers, readSearch(params, parsers), params, space);
  };
}
