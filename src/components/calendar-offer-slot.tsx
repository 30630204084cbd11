/**
 * Where a page makes the offer of the visitor's own working-day calendar ("Use Saudi Arabia’s
 * weekend and holidays?", calendar-offer.tsx). Its code and its data (the countries' names and
 * zones) load a moment after the visitor's first pointer, touch, key or scroll after hydration (or
 * 15 s without one), when the browser is idle, so no first load carries more than this module.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { WorkCalendarParams } from '@/components/work-calendar-keys';
import { CALENDAR_KEY_DEFAULTS, calendarSet } from '@/components/work-calendar-values';

const OfferPrompt = lazy(() => import('@/components/calendar-offer'));

/**
 * What says a visitor is there: the offer loads on the first of them after hydration, not while the
 * page starts (its code would compete with the page's own on a slow phone).
 */
const SIGNS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'scroll', 'wheel'] as const;
/** How long after the first sign the offer waits for an idle moment. */
const AFTER_SIGN_MS = 1500;

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
    // The visitor's first sign (a pointer, a touch, a key, a scroll), or a while without one, then a
    // moment later (the first sign is often the start of a tap, whose work comes first: the offer's
    // first use of Intl sets up ICU, a long task on a slow phone), then an idle moment.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      stop();
      timer = setTimeout(() => {
        if (typeof requestIdleCallback !== 'function') setIdle(true);
        else requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      }, AFTER_SIGN_MS);
    };
    const stop = () => {
      for (const type of SIGNS) window.removeEventListener(type, start, true);
      clearTimeout(timer);
    };
    for (const type of SIGNS) window.addEventListener(type, start, { capture: true, passive: true });
    timer = setTimeout(start, 15_000);
    return stop;
  }, []);
  return (
    idle && (
      <Suspense>
        <OfferPrompt params={params} atDefaults={wanted && !calendarSet(params, defaults)} onApply={onApply} />
      </Suspense>
    )
  );
}
