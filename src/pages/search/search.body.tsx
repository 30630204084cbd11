import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSiteLinks } from '@/shell/site-links';
import { MAX_QUERY, searchSite, searchStatus, type SearchIndex } from '@/pages/search/search-match';

/** The most results the page lists: more than the header's dialog, as the page has the room. */
const PAGE_RESULTS = 30;

/**
 * The search page's form and results (a static island of the page: see `search.page.tsx`). The
 * form is a real GET form (`q`): before this module has loaded, a search reloads the page with
 * the query in its address. Once loaded, it loads the index, lists the results of the query in
 * the address, and of each keystroke (the address follows, with history replace).
 */
export default function SearchForm() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pages } = useSiteLinks();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<SearchIndex | null>(null);

  const loading = useRef(false);
  const loadIndex = async () => {
    if (loading.current) return;
    loading.current = true;
    const { siteIndexes } = await import('@/pages/search/search-index');
    for await (const loaded of siteIndexes(pages)) setIndex(loaded);
  };

  /** Searches `text` and keeps it in the address (history replace). */
  const search = (text: string) => {
    setQuery(text);
    void loadIndex();
    if (text !== (searchParams.get('q') ?? '')) setSearchParams(text.trim() ? { q: text } : {}, { replace: true, preventScrollReset: true });
  };

  // A link or a search sent before JavaScript ran (`?q=`), or text typed before this module loaded.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (!box.value) box.value = (searchParams.get('q') ?? '').slice(0, MAX_QUERY);
    if (box.value) search(box.value);
    // Only on arrival: afterwards the box drives the address, not the other way round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onType = (event: ChangeEvent<HTMLInputElement>) => search(event.target.value);

  const found = index && searchSite(index, query, PAGE_RESULTS);
  const status = found ? searchStatus(query, found) : query.trim() && 'Searching…';

  return (
    <>
      {/* A real GET form: before JavaScript runs, Search reloads the page with ?q=, whose results then show. */}
      <form role="search" method="get" action="/search" onSubmit={(event) => event.preventDefault()} className="max-w-xl">
        <label htmlFor="site-search" className="text-sm font-medium">
          Search the pages and countries
        </label>
        <div className="mt-1 flex gap-2">
          <input
            ref={input}
            id="site-search"
            name="q"
            type="search"
            maxLength={MAX_QUERY}
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. business days, Deutschland, UK"
            onChange={onType}
            onFocus={() => void loadIndex()}
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
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {status}
      </p>
      {found && found.results.length > 0 && (
        <ol aria-label="Search results" className="mt-2 max-w-2xl divide-y rounded-xl border">
          {found.results.map((result) => (
            <li key={result.path} className="p-4">
              <Link to={result.path} className="font-semibold underline underline-offset-4 hover:text-primary">
                {result.label}
              </Link>
              {result.detail && <p className="mt-1 text-sm text-muted-foreground">{result.detail}</p>}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
