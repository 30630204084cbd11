import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { siteIndexes, type SearchablePage } from '@/pages/search/search-index';
import { MAX_QUERY, searchSite, searchStatus, type SearchIndex, type SearchResults } from '@/pages/search/search-match';
import { Icon } from '@/shell/icon';
import { cn } from '@/shell/utils';

/** No results: what the dialog shows until its index is built. */
const NOTHING_YET: SearchResults = { results: [], total: 0 };

/** The open dialog's element, while the search is open. */
let host: HTMLElement | null = null;

/**
 * Opens the site search as the header asks (its link, `/`, Ctrl+K or ⌘K): a modal dialog in a
 * React root of its own, so the shell needs no state for it and carries none of its code. It
 * closes on Escape, on a click outside it or when a result is chosen (`navigate` then opens the
 * page by a client-side navigation); closing without a choice gives the focus back to where it
 * was. Opening it again while it is open does nothing.
 */
export function openSearch(pages: readonly SearchablePage[], navigate: (path: string) => unknown) {
  if (host) return;
  const opener = document.activeElement;
  const element = document.body.appendChild(document.createElement('div'));
  host = element;
  const root = createRoot(element);
  const close = (then: () => void) => {
    if (host !== element) return;
    host = null;
    // After the event that closed it (React does not unmount a root from inside its own
    // handler), and once the modal dialog is gone (until then the rest of the page is inert).
    queueMicrotask(() => {
      root.unmount();
      element.remove();
      then();
    });
  };
  root.render(
    <SearchDialog
      pages={pages}
      onClose={() => close(() => opener instanceof HTMLElement && opener.focus())}
      onChoose={(path) => close(() => void navigate(path))}
    />,
  );
}

/**
 * The search dialog: an ARIA 1.2 combobox whose listbox shows the best matches as you type. Arrow
 * keys move through them (round the ends), Enter or a click chooses one, Escape or a click on the
 * backdrop closes. The index is built once the dialog has first been drawn.
 */
export function SearchDialog({
  pages,
  onClose,
  onChoose,
}: {
  pages: readonly SearchablePage[];
  onClose: () => void;
  onChoose: (path: string) => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState<SearchIndex | null>(null);
  const [query, setQuery] = useState('');
  // The result the arrows or the pointer chose, by its path: when the whole index comes (and can
  // list other results first), the choice stays on it, else it is the first result.
  const [chosenPath, setChosenPath] = useState<string | null>(null);
  const found = useMemo(() => (index ? searchSite(index, query) : NOTHING_YET), [index, query]);
  const { results } = found;
  const active = Math.max(0, results.findIndex((result) => result.path === chosenPath));
  const expanded = results.length > 0;

  useEffect(() => {
    dialog.current?.showModal();
    // The index is built after the dialog has been drawn, in slices (see `siteIndexes`): the
    // search shows at once, and a query typed meanwhile is searched when the index is ready.
    let open = true;
    void (async () => {
      for await (const loaded of siteIndexes(pages)) {
        if (!open) return;
        setIndex(loaded);
      }
    })();
    return () => {
      open = false;
    };
  }, [pages]);

  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // Enter ends an input method's word (日本), it opens nothing
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setChosenPath(results[(active + step + results.length) % results.length]!.path);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active];
      if (chosen) onChoose(chosen.path);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-label="Search Datewise"
      aria-busy={index ? undefined : true}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the dialog itself; one on its content does not.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="mx-auto mt-[10vh] w-[calc(100%-2rem)] max-w-xl rounded-xl border bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <div className="p-3">
        <div className="focus-box flex items-center gap-2 rounded-md border border-input px-3">
          <Icon name="search" className="text-muted-foreground" />
          <label htmlFor={`${id}-input`} className="sr-only">
            Search pages and countries
          </label>
          <input
            id={`${id}-input`}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded ? `${id}-option-${active}` : undefined}
            aria-describedby={`${id}-keys`}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={MAX_QUERY}
            placeholder="Search pages and countries"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setChosenPath(null);
            }}
            onKeyDown={onKeyDown}
            className="h-11 w-full min-w-0 bg-transparent text-base md:text-sm"
          />
        </div>
        <ul ref={list} id={listId} role="listbox" aria-label="Matching pages" hidden={!expanded} className="mt-2 max-h-[60vh] overflow-y-auto">
          {results.map((result, i) => (
            <li
              key={result.path}
              id={`${id}-option-${i}`}
              data-index={i}
              role="option"
              aria-selected={i === active}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setChosenPath(result.path)}
              onClick={() => onChoose(result.path)}
              className={cn('cursor-pointer rounded-md px-3 py-2', i === active && 'bg-accent text-accent-foreground')}
            >
              <span className="block font-medium">{result.label}</span>
              {result.detail && <span className="block truncate text-sm text-muted-foreground">{result.detail}</span>}
            </li>
          ))}
        </ul>
        <p role="status" className="mt-2 px-1 text-sm text-muted-foreground">
          {index ? searchStatus(query, found) : query.trim() && 'Loading the list of pages…'}
        </p>
        <p id={`${id}-keys`} className="mt-2 hidden px-1 text-xs text-muted-foreground sm:block">
          ↑ and ↓ move through the results, Enter opens one, Esc closes the search.
        </p>
      </div>
    </dialog>
  );
}
