/**
 * The site search's index: every built page (its label, and the title, keywords and description
 * of its own meta file), every country's holiday page (its English name, its other names, its
 * ISO code, and the holidays it shares with other countries) and every region's (its names). This
 * module is the lazy part of the search: it is loaded when the search opens (the header's
 * dialog, or the search page once it has a query), never with a page's first load.
 */
import type { PageMeta } from '@/registry/types';
import { HOLIDAY_COUNTRIES } from '@/special-days/country-holidays/countries';
import { countryPageHeading, type HolidayCountry } from '@/special-days/country-holidays/holiday-country';
import { countryEntry } from '@/pages/search/country-entries';
import { indexEntry, type SearchEntry, type SearchIndex } from '@/pages/search/search-match';
import { mapInSlices, nextTask } from '@/lib/tasks/slices';

/**
 * The regions and shared holidays of the countries (scripts/search-data.mjs, which prints its size:
 * a chunk of its own loaded with the second step of the index): each region's code, its name in the
 * data and its English name from CLDR where that differs; each holiday's name and its countries.
 */
export interface SearchPlaces {
  regions: Readonly<Record<string, readonly (readonly string[])[]>>;
  holidays: readonly (readonly [name: string, codes: string])[];
}

const loadPlaces = () => import('@/data/search-places.json').then((m) => m.default as unknown as SearchPlaces);

/**
 * Every page's meta file. The query makes these copies modules of this chunk: without it each
 * meta file would be shared with its page and split into a chunk of its own, one more request on
 * every page's first load (as the calculators hub reads them).
 */
const metaFiles = import.meta.glob<PageMeta>('/src/*/*/*.meta.ts', { eager: true, import: 'meta', query: '?search' });
const metas = new Map(Object.values(metaFiles).map((meta) => [meta.path, meta]));

/** A page the search can list: a built page as the shell knows it (its path and short label). */
export interface SearchablePage {
  path: string;
  label: string;
}

/** A region's holiday page: its name in the data and its English one, under its country's name. */
function regionEntry(country: HolidayCountry, [region, name, english]: readonly string[]): SearchEntry {
  const place = `${name!}, ${country.name}`;
  return {
    path: `${country.path}?region=${region!}`,
    label: countryPageHeading(place),
    detail: `${country.code}-${region!}`.toUpperCase(),
    names: english ? [name!, english] : [name!],
    terms: [country.name],
    text: '',
    place: { id: `${country.code}-${region!}`, name: place },
  };
}

/**
 * The search's entries, one by one: the built `pages` that have a meta file, in the order given
 * (a family's pattern, `/holidays/:country`, is not a page and is left out), then one per country
 * with a holiday page, sorted by name, with its names in its own languages if `own`, then, with
 * `places`, its shared holidays and one entry per region.
 */
function* entriesOf(pages: readonly SearchablePage[], own: boolean, places?: SearchPlaces): Generator<SearchEntry> {
  for (const page of pages) {
    const meta = metas.get(page.path);
    if (!meta || page.path.includes(':')) continue;
    yield { path: page.path, label: page.label, detail: meta.description, names: [page.label], terms: [meta.title, ...meta.keywords], text: meta.description };
  }
  const holidays = new Map<string, string[]>();
  for (const [name, codes] of places?.holidays ?? []) for (const code of codes.split(' ')) holidays.set(code, [...(holidays.get(code) ?? []), name]);
  for (const country of HOLIDAY_COUNTRIES) yield countryEntry(country, own, holidays.get(country.code));
  for (const country of places ? HOLIDAY_COUNTRIES : []) for (const region of places!.regions[country.code] ?? []) yield regionEntry(country, region);
}

/** The search's entries with every name, holiday and region (see `entriesOf`). */
export async function siteEntries(pages: readonly SearchablePage[]): Promise<SearchEntry[]> {
  return [...entriesOf(pages, true, await loadPlaces())];
}

/** Resolves when the browser is idle (soon after, where it cannot say). */
const idle = () =>
  new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 50)));

/** Folds `entries` in slices of a few milliseconds, with a task between them (see `mapInSlices`). */
const indexInSlices = async (entries: Iterable<SearchEntry>): Promise<SearchIndex> => ({ entries: await mapInSlices(entries, indexEntry) });

let withEnglishNames: Promise<SearchIndex> | undefined;
let withAllNames: Promise<SearchIndex> | undefined;

/**
 * The index of the site, built once and in two steps, each in slices with a task between them
 * (so that the dialog shows and takes keystrokes meanwhile): first with the countries' English
 * names and codes, then, once the browser is idle and the regions and holidays have loaded, with
 * the countries' names in their own languages, their holidays and their regions too. The
 * browser's first use of those names (`Intl.DisplayNames`) is a long task on a phone four times
 * slower than a laptop (`npm run bench` times the search's keystrokes), so the search is in use
 * before it starts. Yields each index as it
 * is ready (only the whole one when it already is).
 */
export async function* siteIndexes(pages: readonly SearchablePage[]): AsyncGenerator<SearchIndex> {
  if (!withAllNames) {
    await nextTask();
    withEnglishNames ??= indexInSlices(entriesOf(pages, false));
    yield await withEnglishNames;
    withAllNames ??= Promise.all([loadPlaces(), idle()]).then(([places]) => indexInSlices(entriesOf(pages, true, places)));
  }
  yield await withAllNames;
}
