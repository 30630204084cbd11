/**
 * The address the page was opened with, before the client entry rewrote it to its canonical
 * form (see `src/app/entry-client.tsx`): what a link held, for the notes on the values the page
 * left out. Null on the server and until the entry has run.
 */
let opened: URL | null = null;

/** Keeps `href` (null forgets it: unit tests open several addresses in one module). */
export const rememberOpenedAddress = (href: string | null) => void (opened = href === null ? null : new URL(href));

export const openedAddress = (): URL | null => opened;
