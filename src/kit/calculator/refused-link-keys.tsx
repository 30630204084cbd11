import { useLocation } from 'react-router-dom';
import { openedAddress } from '@/shell/opened-address';

type Parsers = Record<string, { parse: (value: never) => unknown }>;

/**
 * The keys of the page's contract that the address it was opened with held with a value its
 * parser refuses (`year=10000`, `date=2026-02-30`), so the page can say that it left them out.
 * The client entry rewrote that address to its canonical form before hydrating, so the values
 * are read from the address it kept (`openedAddress`), and only while the address is still the one it was
 * rewritten to (the router's first entry, and `canonical` of it when given; not after a submit,
 * a live edit or a link). Empty until `known` (after hydration), so the prerendered HTML and the
 * first client render agree.
 */
function useRefusedLinkKeys(parsers: Parsers, canonical: ((search: string) => string) | undefined, known: boolean): string[] {
  const { pathname, search, key } = useLocation();
  const url = openedAddress();
  if (!known || !url || key !== 'default') return [];
  if (url.pathname !== pathname || (canonical && canonical(url.search) !== search)) return [];
  return Object.keys(parsers).filter((key) => {
    const raw = url.searchParams.get(key);
    return raw !== null && raw.trim() !== '' && (parsers[key]!.parse as (value: string) => unknown)(raw) == null;
  });
}

/**
 * One line per key of the address the page was opened with that the page left out (see
 * `useRefusedLinkKeys`): the key's own note, or else a plain sentence naming it. Only the keys of
 * `parsers` are looked at.
 */
export function RefusedLinkNotes({
  parsers,
  canonical,
  known,
  notes,
}: {
  parsers: Parsers;
  canonical?: (search: string) => string;
  known: boolean;
  notes: Readonly<Record<string, string>>;
}) {
  const refused = useRefusedLinkKeys(parsers, canonical, known);
  return refused.map((key) => (
    <p key={key} className="mb-3 text-sm font-semibold text-warning-foreground">
      {notes[key] ?? `The link’s “${key}” is not a value this calculator can use, so it was left out.`}
    </p>
  ));
}
