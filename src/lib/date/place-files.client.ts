/**
 * The world holiday data's files in the browser build: fetched by key from /data/holidays/
 * (`de.json`, `more/de.json`), where vite.config.ts writes them, so no page carries a map of the
 * 250 countries' chunks, only their keys; a key without a file is no data. Used in place of
 * place-files.ts; the service worker keeps the files a visitor read.
 */
import files from 'virtual:holiday-files';

type Load = () => Promise<{ default: unknown }>;

/** The keys of the files there are (`de`, `more/de`), written by vite.config.ts. */
const KEYS = new Set(files.split(' '));

/** The country codes that have data (lower case, sorted). */
export const PLACE_COUNTRIES: readonly string[] = Object.freeze([...KEYS].filter((k) => !k.startsWith('more/')).sort());

export const placeFile = (key: string): Load | undefined =>
  KEYS.has(key)
    ? () =>
        fetch(`/data/holidays/${key}.json`).then((response) => {
          if (response.status === 404) return { default: null };
          if (!response.ok) throw new Error(`Holiday data ${key}: HTTP ${response.status}`);
          return response.json().then((data: unknown) => ({ default: data }));
        })
    : undefined;
