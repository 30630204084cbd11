import { lazy, memo, Suspense, useEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useWakeOnReach, wakeOnMount } from '@/shell/static-island';

/**
 * A live part of a form that costs no JavaScript on the first load (a `staticIsland` with props) (a page's rarely used
 * controls, below its result). The prerender waits for it, so its HTML is there with its fields
 * named after their URL keys, and a plain form submits them. In the browser React keeps that HTML
 * while the part's module is not loaded (a Suspense boundary's server HTML stays until its content
 * comes), and the module loads when the visitor reaches for the part (a pointer over it, a touch,
 * focus inside it), when `awake` is set (the address holds values the part must show), or at once
 * after a client-side navigation, where there is no prerendered HTML to keep.
 *
 * The part's props do not pass through the boundary (an update to a boundary React has not
 * hydrated yet would wait for its module, and hold the page's update back): they go through a
 * small store the loaded part reads. While it hydrates it reads `serverProps`, what the
 * prerender drew (the address's defaults), then the page's own.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>, serverProps: P) {
  let wake!: () => void;
  const woken = new Promise<void>((resolve) => (wake = resolve));
  let current = serverProps;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  const Content = lazy(async () => {
    if (!import.meta.env.SSR) await woken;
    const Part = await load();
    return {
      default: function Live() {
        const props = useSyncExternalStore(subscribe, () => current, () => serverProps);
        return <Part {...props} />;
      },
    };
  });

  const WakeOnMount = wakeOnMount(wake);

  /** No props: React never has to touch the boundary while its HTML waits for the module. */
  const Boundary = memo(function Boundary() {
    return (
      <Suspense fallback={<WakeOnMount />}>
        <Content />
      </Suspense>
    );
  });

  return function Island({ awake, className, ...props }: P & { awake?: boolean; className?: string }) {
    const ref = useRef<HTMLDivElement>(null);
    // A navigation changes the router's context above the boundary, and React then hydrates a boundary
    // it has kept as server HTML (it cannot tell whether anything inside reads that context): the
    // navigation's render waits for the part's module, so it must come now, not when reached.
    const { key } = useLocation();
    const firstKey = useRef(key);
    if (key !== firstKey.current) wake();
    // The page's props for the part, as of this render; the part hears of them once committed.
    if (!import.meta.env.SSR) current = props as unknown as P;
    useEffect(() => {
      for (const listener of listeners) listener();
    });
    useEffect(() => {
      if (awake) wake();
    }, [awake]);
    useWakeOnReach(ref, wake);
    return (
      <div ref={ref} className={className}>
        <Boundary />
      </div>
    );
  };
}
