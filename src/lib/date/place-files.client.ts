/**
 * The world holiday data's files in the browser build: fetched by key from /data/holidays/
 * (`de.json`, `more/de.json`), where vite.config.ts writes them, so no page carries a map of the
 * 250 countries' chunks; a file that does not exist (404) is no data. Used in place of
 * place-files.ts; the service worker keeps the files a visitor read.
 */
type Load = () => Promise<{ default: unknown }>;

/** Not known in the browser build without a list; the prerender and the tests read place-files.ts's. */
export const PLACE_COUNTRIES: readonly string[] = [];

const KEY = /^(more\/)?[a-z]{2}$/;

export const placeFile = (key: string): Load | undefined =>
  KEY.test(key)
    ? () =>
        fetch(`/data/holidays/${key}.json`).then((response) => {
          if (response.status === 404) return { default: null };
          if (!response.ok) throw new Error(`Holiday data ${key}: HTTP ${response.status}`);
          return response.json().then((data: unknown) => ({ default: data }));
        })
    : undefined;
