/**
 * The site search's index: every built page (its label, and the title, keywords and description
 * of its own meta file) and every country's holiday page (its English name, its other names and
 * its ISO code). This module is the lazy part of the search: it is loaded when the search opens
 * (the header's dialog, or the search page once it has a query), never with a page's first load.
 */
import type { PageMeta } from '@/registry/types';
import { HOLIDAY_COUNTRIES, countryPageHeading } from '@/special-days/country-holidays/countries';
import { englishNames, ownNames } from '@/pages/search/country-names';
import { indexEntry, type SearchEntry, type SearchIndex } from '@/pages/search/search-match';
import { mapInSlices, nextTask } from '@/lib/tasks/slices';

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

/**
 * The search's entries, one by one: the built `pages` that have a meta file, in the order given
 * (a family's pattern, `/holidays/:country`, is not a page and is left out), then one per country
 * with a holiday page, sorted by name, with its names in its own languages if `own`.
 */
function* entriesOf(pages: readonly SearchablePage[], own: boolean): Generator<SearchEntry> {
  for (const page of pages) {
    const meta = metas.get(page.path);
    if (!meta || page.path.includes(':')) continue;
    yield { path: page.path, label: page.label, detail: meta.description, names: [page.label], terms: [meta.title, ...meta.keywords], text: meta.description };
  }
  for (const { code, name, path } of HOLIDAY_COUNTRIES) {
    const label = countryPageHeading(name);
    const names = [name, ...(own ? ownNames(code, name) : []), ...englishNames(code, name), code.toUpperCase()];
    yield { path, label, detail: code.toUpperCase(), names, terms: [label], text: '' };
  }
}

/** The search's entries with every name (see `entriesOf`). */
export function siteEntries(pages: readonly SearchablePage[]): SearchEntry[] {
  return [...entriesOf(pages, true)];
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
 * names and codes, then, once the browser is idle, with their names in their own languages too.
 * The browser's first use of those names (`Intl.DisplayNames`) takes about 100 ms on a phone
 * four times slower than a laptop, so the search is in use before it starts. Yields each index
 * as it is ready (only the whole one when it already is).
 */
export async function* siteIndexes(pages: readonly SearchablePage[]): AsyncGenerator<SearchIndex> {
  if (!withAllNames) {
    await nextTask();
    withEnglishNames ??= indexInSlices(entriesOf(pages, false));
    yield await withEnglishNames;
    withAllNames ??= idle().then(() => indexInSlices(entriesOf(pages, true)));
  }
  yield await withAllNames;
}
