import { startTransition, useEffect, useState } from 'react';
import { todayIn, type IsoDate } from '@/lib/date/core/civil-date';

/**
 * Today's civil date in the visitor's own time zone, or null while prerendering and hydrating
 * (the prerendered HTML cannot know the visitor's date). It changes at local midnight. This and
 * nothing else reads the clock. Its first value comes in a transition after hydration, so a page
 * that renders differently once it runs in the browser waits for `today !== null`: the whole
 * page then renders again in slices, not in one long task (unlike `useHydrated`).
 */
export function useToday(): IsoDate | null {
  const [today, setToday] = useState<IsoDate | null>(null);
  useEffect(() => {
    // A transition: the results for the visitor's date render in slices, never as one long task.
    const tick = () =>
      startTransition(() =>
        setToday((previous) => {
          const now = todayIn(new Date());
          return previous === now ? previous : now;
        }),
      );
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}
