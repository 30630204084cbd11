import { useEffect, useState } from 'react';

/**
 * The current instant, ticking every second once the page has hydrated; null while
 * prerendering and hydrating. With `useToday`, the only place that reads the clock.
 */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
