import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { findPage, isFamily } from '@/registry/pages';
import { applyHead, documentTitle, trimPath, type HeadData } from '@/shell/head';
import { useHydrated } from '@/shell/use-hydrated';
import type { SearchResult } from '@/pages/search/search-match';

/** The 404 screen's head (the prerendered 404.html's too). */
export const notFoundHead: HeadData = {
  title: documentTitle({ title: 'Page not found' }),
  description: 'This page does not exist. Go back to the Datewise date calculators.',
  noindex: true,
};

/** The most countries the screen suggests for a path under `/holidays/`. */
const SUGGESTIONS = 5;

/** A text's pairs of letters, for a rough likeness of two names. */
const pairs = (text: string) => new Set(Array.from({ length: Math.max(0, text.length - 1) }, (_, i) => text.slice(i, i + 2)));

/** How alike two names are, 0 to 1 (Dice's coefficient of their letter pairs): “germnay” is close to “germany”. */
function likeness(a: string, b: string): number {
  const [x, y] = [pairs(a), pairs(b)];
  let shared = 0;
  for (const pair of x) if (y.has(pair)) shared++;
  return x.size + y.size === 0 ? 0 : (2 * shared) / (x.size + y.size);
}

/**
 * The country pages closest to what a path under `/holidays/` asked for: those the site search
 * finds for its words (`/holidays/deutschland`, `/holidays/usa`), else the names most like it
 * (`/holidays/germnay`), at most `SUGGESTIONS`.
 */
async function closestCountries(segment: string): Promise<SearchResult[]> {
  const [{ countryMatcher }, { HOLIDAY_COUNTRIES }, { countryPageHeading }] = await Promise.all([
    import('@/pages/search/country-entries'),
    import('@/special-days/country-holidays/countries'),
    import('@/special-days/country-holidays/holiday-country'),
  ]);
  const words = readable(segment).replace(/[-_+.]+/g, ' ');
  const found = (await countryMatcher())(words);
  if (found.length > 0) return found.slice(0, SUGGESTIONS);
  return HOLIDAY_COUNTRIES.map((country) => ({ country, score: likeness(segment, country.slug) }))
    .filter(({ score }) => score >= 0.4)
    .sort((a, b) => b.score - a.score)
    .slice(0, SUGGESTIONS)
    .map(({ country }) => ({ path: country.path, label: countryPageHeading(country.name), detail: country.code.toUpperCase() }));
}

/**
 * For a path under `/holidays/`: the closest country pages and the list of every country (the
 * hub), once the page has hydrated (the prerendered 404 page is the same for every path).
 */
function HolidaysHelp({ segment }: { segment: string }) {
  const [closest, setClosest] = useState<readonly SearchResult[] | null>(null);
  useEffect(() => {
    let live = true;
    void closestCountries(segment).then((found) => live && setClosest(found));
    return () => void (live = false);
  }, [segment]);
  return (
    <section aria-labelledby="not-found-holidays" className="w-full max-w-md rounded-xl border bg-card p-4 text-left">
      <h2 id="not-found-holidays" className="text-lg font-semibold">
        Public holidays by country
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">There is no holiday page for “{readable(segment)}”.</p>
      {closest && closest.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-medium">Closest matches</h3>
          <ul className="mt-1 space-y-1">
            {closest.map((result) => (
              <li key={result.path}>
                <Link to={result.path} className="underline underline-offset-4 hover:text-primary">
                  {result.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-3">
        <Link to="/holidays#countries-heading" className="font-medium underline underline-offset-4 hover:text-primary">
          Every country’s public holidays, A–Z
        </Link>
      </p>
    </section>
  );
}

/** A path's segment as typed (`c%C3%B4te` is “côte”), or as it is where it cannot be read. */
function readable(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The page's own path when `pathname` is a page's path in other letters (`/About`,
 * `/holidays/Germany`), which a static host answers with its 404 page (scripts/serve.mjs answers
 * it with a 301): the path in lower case, if it is a page's.
 */
async function inLowerCase(pathname: string): Promise<string | undefined> {
  const lower = trimPath(pathname).toLowerCase();
  const entry = lower !== pathname ? findPage(lower) : undefined;
  if (!entry?.load) return undefined;
  if (!isFamily(entry)) return lower;
  const { loadMember } = await import('@/shell/page-props');
  return (await loadMember(lower).catch(() => null)) ? lower : undefined;
}

/** A path's segment under `/holidays/` (`narnia`), if it is one. */
const holidaysSegment = (pathname: string) => /^\/holidays\/([^/]+)\/?$/.exec(pathname)?.[1];

/**
 * The 404 screen, loaded only when a path is unknown (it is not part of the shell): the site search
 * (a GET form, which works before JavaScript) and, for a path under `/holidays/`, the closest
 * countries and the list of all.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const segment = hydrated ? holidaysSegment(pathname) : undefined;
  useEffect(() => {
    applyHead(notFoundHead);
  }, []);
  useEffect(() => {
    let live = true;
    void inLowerCase(pathname).then((path) => {
      if (!live) return;
      // The page itself, with the address's query string and hash.
      if (path) window.location.replace(path + window.location.search + window.location.hash);
      else console.error(`404: no page at ${pathname}`);
    });
    return () => void (live = false);
  }, [pathname]);
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-6 text-center">
      <p className="text-6xl font-bold text-muted-foreground" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">Page Not Found</h1>
      <p className="text-muted-foreground">There is no page at this address. Search the site, or start again from the home page.</p>
      {segment && <HolidaysHelp key={segment} segment={segment} />}
      <form role="search" method="get" action="/search" className="w-full max-w-md text-left">
        <label htmlFor="not-found-search" className="text-sm font-medium">
          Search Datewise
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="not-found-search"
            name="q"
            type="search"
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. business days, Germany, world clock"
            className="flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs md:text-sm"
          />
          <button
            type="submit"
            className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
          >
            Search
          </button>
        </div>
      </form>
      <Link to="/" className="font-medium underline underline-offset-4 hover:text-primary">
        Return to Home
      </Link>
    </div>
  );
}
