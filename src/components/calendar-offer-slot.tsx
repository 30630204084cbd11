/**
 * Where a page makes the offer of the visitor's own working-day calendar ("Use Saudi Arabia’s
 * weekend and holidays?", calendar-offer.tsx). Its code, the zones' countries and the place list
 * load when the browser is idle after hydration, so no first load carries more than this module.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { WorkCalendarParams } from '@/components/work-calendar-keys';
import { CALENDAR_KEY_DEFAULTS, calendarSet } from '@/components/work-calendar-values';

const OfferPrompt = lazy(() => import('@/components/calendar-offer'));

/**
 * The offer, made only while `wanted` (the page counts business days), `params` are the page's
 * `defaults` and the address sets none of the calendar's keys; `onApply` sets the keys as choosing
 * the country by hand does, into the address.
 */
export function CalendarOffer({
  params,
  defaults = CALENDAR_KEY_DEFAULTS,
  onApply,
  wanted = true,
}: {
  params: WorkCalendarParams;
  defaults?: WorkCalendarParams;
  onApply: (patch: Pick<WorkCalendarParams, 'holidays' | 'weekend'>) => void;
  wanted?: boolean;
}) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return void setTimeout(() => setIdle(true), 2000);
    const id = requestIdleCallback(() => setIdle(true), { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }, []);
  return (
    idle && (
      <Suspense>
        <OfferPrompt params={params} atDefaults={wanted && !calendarSet(params, defaults)} onApply={onApply} />
      </Suspense>
    )
  );
}
