import { useEffect, useRef, useSyncExternalStore, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { contentPage } from '@/shell/content-page';
import { staticIsland } from '@/shell/static-island';
import { meta } from '@/pages/faq/faq.meta';

/** The longest filter text kept from a link (`q`); the box takes no more. */
const MAX_FILTER = 100;

/**
 * The filter box's text and its one reader, the questions: the prerender and the questions'
 * hydration read '', so the prerendered questions are kept; the text applies right after.
 */
let filterText = '';
const noListener = () => {};
let onFilter = noListener;
const subscribe = (listener: () => void) => {
  onFilter = listener;
  // Only its own subscription: a reader that replaced it keeps hearing.
  return () => void (onFilter === listener && (onFilter = noListener));
};
const setFilter = (text: string) => {
  filterText = text;
  onFilter();
};

// The questions are prerendered; their module loads when the visitor reaches for them or the filter.
const { Island, wake } = staticIsland(() =>
  import('@/pages/faq/faq.body').then(({ FaqQuestions }) => ({
    default: function Questions() {
      return <FaqQuestions filter={useSyncExternalStore(subscribe, () => filterText, () => '')} />;
    },
  })),
);

export default contentPage({
  meta,
  heading: 'Frequently Asked Questions',
  lead: 'Short answers about counting days, spreadsheets, code and this site, each with a link to the calculator that works it out.',
  Body: FaqBody,
});

/** The filter box, then the questions (an island). */
function FaqBody() {
  const [searchParams, setSearchParams] = useSearchParams();
  const input = useRef<HTMLInputElement>(null);

  // A link or a submit made before JavaScript ran (`?q=`), or text typed before hydration.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (!box.value) box.value = (searchParams.get('q') ?? '').slice(0, MAX_FILTER);
    if (box.value) {
      setFilter(box.value);
      wake();
    }
    // Only on arrival: afterwards the box drives the address, not the other way round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const filter = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setFilter(text);
    wake();
    setSearchParams(text.trim() ? { q: text } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      {/* A real GET form: before JavaScript runs, Filter reloads the page with ?q=, which then filters. */}
      <form role="search" method="get" action="/faq" onSubmit={(event) => event.preventDefault()} className="max-w-xl">
        <label htmlFor="faq-filter" className="text-sm font-medium">
          Filter the questions
        </label>
        <div className="mt-1 flex gap-2">
          <input
            ref={input}
            id="faq-filter"
            name="q"
            type="search"
            maxLength={MAX_FILTER}
            autoComplete="off"
            placeholder="e.g. business days, leap year, time zone"
            onChange={filter}
            onFocus={wake}
            className="flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs md:text-sm"
          />
          <button
            type="submit"
            className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
          >
            Filter
          </button>
        </div>
      </form>
      <Island className="mt-6" />
    </>
  );
}
