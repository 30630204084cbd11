import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False during prerendering and during hydration, true afterwards. Anything that depends on
 * the clock, the query string or the browser renders only when this is true, so the
 * prerendered HTML and the first client render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
