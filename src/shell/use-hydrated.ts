import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False during prerendering and during hydration, true afterwards, so the prerendered HTML and
 * the first client render agree. Right after hydration React renders every component that read
 * it again, synchronously, in one task: read it in small components only. A whole page that
 * waits for the browser waits for `useToday` instead, whose first value comes in a transition.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
