/**
 * Where the world holiday data's files come from when the app is prerendered, in the unit tests
 * and in the development server: Vite's glob of src/data/holidays, a chunk per file. The browser
 * build reads the same files by their code instead (place-files.client.ts, put in place of this
 * module by vite.config.ts), so no page carries a map of the 250 countries' chunks.
 */
type Load = () => Promise<{ default: unknown }>;

const byKey = (globbed: Record<string, Load>, prefix: string) =>
  Object.entries(globbed).map(([path, load]) => [`${prefix}${path.slice(path.lastIndexOf('/') + 1, -'.json'.length)}`, load] as const);

const files = new Map<string, Load>([
  ...byKey(import.meta.glob<{ default: unknown }>(['/src/data/holidays/*.json', '!/src/data/holidays/places.json', '!/src/data/holidays/countries.json', '!/src/data/holidays/source.json']), ''),
  ...byKey(import.meta.glob<{ default: unknown }>('/src/data/holidays/more/*.json'), 'more/'),
]);

/** The country codes that have data (lower case, sorted). */
export const PLACE_COUNTRIES: readonly string[] = Object.freeze([...files.keys()].filter((k) => !k.startsWith('more/')).sort());

/** The loader of a data file by its key (`de`, `more/de`); undefined for a file that does not exist. */
export const placeFile = (key: string): Load | undefined => files.get(key);
