import { createSerializer, type ParserMap } from 'nuqs';
import { todayIn } from '@/lib/date/core/civil-date';

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
): string {
  const params = new URLSearchParams(search);
  formShape?.(params);
  const values = Object.fromEntries(
    Object.entries(parsers).map(([key, parser]) => {
      const multi = parser.type === 'multi';
      const raw = multi ? params.getAll(key) : params.get(key);
      let value: unknown = null;
      try {
        if (multi ? raw?.length : raw !== null) value = (parser.parse as (raw: unknown) => unknown)(raw);
      } catch {
        value = null;
      }
      return [key, value];
    }),
  );
  return createSerializer(parsers)(params, values as never);
}

/** `canonicalSearch` for one page: what its module exports for the client entry to run on load. */
export function canonicalizer(parsers: ParserMap, formShape?: (params: URLSearchParams) => void) {
  return (search: string) => canonicalSearch(search, parsers, formShape);
}

/**
 * A form shape that drops `key` when it holds a date after the visitor's today (read from the
 * clock in the browser, `now`): a page that takes only past dates (a birth date, the last
 * period) refuses a future one, and its link never keeps it.
 */
export function dropFutureDate(key: string, now: () => Date = () => new Date()) {
  return (params: URLSearchParams) => {
    const value = params.get(key);
    if (value !== null && value > todayIn(now())) params.delete(key);
  };
}
