/**
 * The address the page was opened with, and the query string the client entry rewrote it to
 * (see `src/app/entry-client.tsx`): what a link held, for the notes on the values the page left
 * out. Null on the server and until the entry has run.
 */
let opened: { url: URL; landed: string } | null = null;

/** Keeps the opened `href` and the query string it `landed` on (null forgets: unit tests open several addresses in one module). */
export function rememberOpenedAddress(href: string | null, landed = ''): void {
  opened = href === null ? null : { url: new URL(href), landed };
}

/**
 * The query the page was opened with, while the address is still the one it landed on
 * (`pathname` and `search` as the router has them; not after a submit, a live edit or a link),
 * else null.
 */
export function openedQuery(pathname: string, search: string): URLSearchParams | null {
  return opened && opened.url.pathname === pathname && opened.landed === search ? opened.url.searchParams : null;
}
