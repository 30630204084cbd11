import { Suspense, lazy, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { useHydrated } from '@/shell/use-hydrated';

const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Calls `wake` when the visitor reaches for the element of `ref` (a pointer over it, a touch,
 * focus inside it). It listens on the document, in the capture phase: React stops events aimed
 * at HTML it has not hydrated yet at its root, before they would reach the element itself.
 */
export function useWakeOnReach(ref: RefObject<HTMLElement | null>, wake: () => void) {
  useEffect(() => {
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && ref.current?.contains(event.target)) wake();
    };
    for (const type of WAKE_EVENTS) document.addEventListener(type, onEvent, { capture: true, passive: true });
    return () => {
      for (const type of WAKE_EVENTS) document.removeEventListener(type, onEvent, { capture: true });
    };
  }, [ref, wake]);
}

/** A Suspense fallback that calls `wake` once mounted: the boundary renders on the client with no prerendered HTML to keep. */
export function wakeOnMount(wake: () => void) {
  return function WakeOnMount() {
    useEffect(() => wake(), []);
    return null;
  };
}

/**
 * A long stretch of a page's own static text (a guide's body) that costs no JavaScript on the
 * first load. The prerendered HTML is all there is at first: it reads, scrolls, selects and
 * follows its links (as plain links) without a script. Its module is loaded, and the text
 * hydrated in place, when the visitor reaches for it (a pointer over it, a touch, focus inside
 * it), when `wake()` is called (a filter box about to use it), or at once when the page is
 * opened by a client-side navigation, where there is no prerendered HTML to keep.
 *
 * React keeps a Suspense boundary's server HTML while its lazy content is still loading, so no
 * fallback replaces the text, and nothing shifts when it hydrates.
 */
export function staticIsland(load: () => Promise<{ default: ComponentType }>) {
  let wake!: () => void;
  const woken = new Promise<void>((resolve) => (wake = resolve));
  // The prerender waits for the content; the browser waits for a reason to load it.
  const Content = lazy(() => (import.meta.env.SSR ? load() : woken.then(load)));

  const WakeOnMount = wakeOnMount(wake);

  function Island({ className }: { className?: string }) {
    const ref = useRef<HTMLDivElement>(null);
    useWakeOnReach(ref, wake);
    return (
      <div ref={ref} className={className}>
        <Suspense fallback={<WakeOnMount />}>
          <Content />
        </Suspense>
      </div>
    );
  }

  return { Island, wake };
}

/** The inner HTML React leaves alone: an element with it has no children to hydrate or update. */
const KEEP_HTML = { __html: '' };

/**
 * A page's own static text (its introduction, explanations and FAQ) that costs no JavaScript at
 * all on the first load. While the page hydrates, React is handed an element whose inner HTML it
 * does not own, so the prerendered text stays exactly as it is, for good: it reads, selects and
 * follows its links (as plain links) with no module and no hydration, and no update of the page
 * (a submit, a new address) ever has to wait for it. When the page is opened by a client-side
 * navigation there is no prerendered HTML to keep, and the text's module is loaded and rendered.
 *
 * Unlike `staticIsland`, the text never becomes live: use it for text without controls.
 */
export function staticText(load: () => Promise<ComponentType>) {
  const Content = lazy(() => load().then((component) => ({ default: component })));
  return function StaticText({ className }: { className?: string }) {
    // Not yet hydrated on its first render: React is hydrating this text. The answer holds for good.
    const hydrated = useHydrated();
    const [keep] = useState(!import.meta.env.SSR && !hydrated);
    if (keep) return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_HTML} />;
    return (
      <div className={className}>
        <Suspense fallback={null}>
          <Content />
        </Suspense>
      </div>
    );
  };
}
