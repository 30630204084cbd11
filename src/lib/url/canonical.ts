import { createSerializer, type ParserMap } from 'nuqs';

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
