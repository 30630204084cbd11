import { useLocation } from 'react-router-dom';
import { openedQuery } from '@/shell/opened-address';

type Parsers = Record<string, { parse: (value: never) => unknown }>;

/**
 * The keys of the page's contract that the address it was opened with held with a value its
 * parser refuses (`year=10000`, `date=2026-02-30`), so the page can say that it left them out.
 * The client entry rewrote that address to its canonical form before hydrating and kept both
 * (`openedQuery`): the values are read from the opened one while the page is still on the one
 * it landed on. Empty until `known` (after hydration), so the prerendered HTML and the first
 * client render agree.
 */
function useRefusedLinkKeys(parsers: Parsers, known: boolean): string[] {
  const { pathname, search } = useLocation();
  const query = known ? openedQuery(pathname, search) : null;
  if (!query) return [];
  return Object.keys(parsers).filter((key) => {
    const raw = query.get(key);
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
  known,
  notes,
}: {
  parsers: Parsers;
  known: boolean;
  notes: Readonly<Record<string, string>>;
}) {
  const refused = useRefusedLinkKeys(parsers, known);
  return refused.map((key) => (
    <p key={key} className="mb-3 text-sm font-semibold text-warning-foreground">
      {notes[key] ?? `The link’s “${key}” is not a value this calculator can use, so it was left out.`}
    </p>
  ));
}
