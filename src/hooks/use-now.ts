import { useEffect, useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * The current instant, ticking every second once the page has hydrated; null while
 * prerendering and hydrating. With `useToday`, the only place that reads the clock.
 */
export function useNow(): Date | null {
  const hydrated = useHydrated();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const tick = () => setNow(new Date());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [hydrated]);
  return now;
}
