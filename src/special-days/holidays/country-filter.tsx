import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Input } from '@/kit/calculator/ui/input';
import { Label } from '@/kit/calculator/ui/label';
import { staticText } from '@/shell/static-island';
import { foldAccents as fold } from '@/lib/text/fold';

const CountryLinks = staticText(() => import('@/special-days/holidays/country-list').then((m) => m.CountryLinks));

/** The ISO region codes of the visitor's language settings (`en-GB`: gb), most preferred first. */
function languageRegions(): string[] {
  return (navigator.languages ?? [navigator.language]).flatMap((tag) => {
    try {
      return new Intl.Locale(tag).region?.toLowerCase() ?? [];
    } catch {
      return []; // a tag the browser itself cannot read
    }
  });
}

/** Which country pages (their paths) a query finds. */
type Matcher = (query: string) => ReadonlySet<string>;

/**
 * The site search's matcher over every country (`countryMatcher`: “usa” and “Deutschland” find
 * theirs), loaded when the box is first used.
 */
const loadMatcher = (): Promise<Matcher> =>
  import('@/pages/search/country-entries')
    .then((m) => m.countryMatcher())
    .then((match) => (query) => new Set(match(query).map((result) => result.path)));

/**
 * Every country's holiday page, A–Z (static text), with a filter box that hides the items that do
 * not match (as the site search finds countries, once its matcher has loaded; until then by the
 * English name, accents optional, or ISO code) and a suggestion from the visitor's language
 * setting: a link, never applied by itself. Its room is kept from the first paint.
 */
export function CountryFilter() {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const deferred = fold(useDeferredValue(query).trim());
  const [found, setFound] = useState<{ total: number; shown: number } | null>(null);
  const [suggested, setSuggested] = useState<{ path: string; name: string } | null>(null);
  const [match, setMatch] = useState<Matcher | null>(null);
  const wantMatcher = () => void loadMatcher().then((loaded) => setMatch(() => loaded));

  useEffect(() => {
    const root = list.current;
    if (!root) return;
    // The list is prerendered; after a client-side navigation it arrives with its module, later.
    const apply = () => {
      let shown = 0;
      const items = root.querySelectorAll<HTMLLIElement>('li[data-match]');
      const found = deferred && match ? match(deferred) : null;
      for (const item of items) {
        const hit = !deferred || (found ? found.has(item.querySelector('a')?.getAttribute('href') ?? '') : item.dataset.match!.includes(deferred) || item.dataset.code === deferred);
        if (item.hidden === hit) item.hidden = !hit;
        if (hit) shown++;
      }
      for (const group of root.querySelectorAll<HTMLElement>('[data-letter]')) group.hidden = !group.querySelector('li:not([hidden])');
      setFound(items.length > 0 ? { total: items.length, shown } : null);
      for (const region of languageRegions()) {
        const link = root.querySelector<HTMLAnchorElement>(`li[data-code="${region.replace(/[^a-z]/g, '')}"] a`);
        if (link) return setSuggested({ path: link.pathname, name: link.textContent ?? '' });
      }
    };
    apply();
    const observer = new MutationObserver(() => (root.querySelector('li[data-match]') ? (observer.disconnect(), apply()) : undefined));
    if (!root.querySelector('li[data-match]')) observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [deferred, match]);

  const countries = (n: number) => `${n} ${n === 1 ? 'country' : 'countries'}`;
  return (
    <section aria-labelledby="countries-heading" className="mt-8 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="countries-heading" className="text-xl font-semibold">
        Public holidays in every country
      </h2>
      <p className="mt-2 min-h-6 text-sm">
        {suggested && (
          <>
            Where you are, going by your device’s language setting:{' '}
            <Link to={suggested.path} className="font-medium underline underline-offset-4">
              holidays in {suggested.name}
            </Link>
          </>
        )}
      </p>
      <div className="mt-3 grid max-w-sm gap-2">
        <Label htmlFor={id}>Find a country</Label>
        <Input
          id={id}
          type="search"
          value={query}
          onFocus={wantMatcher}
          onChange={(event) => {
            setQuery(event.target.value);
            wantMatcher();
          }}
          placeholder="Name or code, e.g. Japan, Deutschland or USA"
          autoComplete="off"
        />
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-muted-foreground">
        {found && (deferred ? (found.shown > 0 ? `${countries(found.shown)} found` : 'No country matches. Try its English name or its two-letter code.') : `${countries(found.total)}, A–Z`)}
      </p>
      <div ref={list} className="mt-4">
        <CountryLinks />
      </div>
    </section>
  );
}
