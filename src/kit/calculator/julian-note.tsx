import { lazy, Suspense } from 'react';
import type { IsoDate } from '@/lib/date/core/civil-date';

const JulianLine = lazy(() => import('@/components/julian-line'));

/**
 * Under a result date before October 15, 1582 (when the Gregorian calendar began): the same
 * day's Julian calendar date. Its module loads only for such a date, so the results of every
 * other date cost nothing for it.
 */
export function JulianNote({ date }: { date: IsoDate }) {
  return (
    date < '1582-10-15' && (
      <Suspense>
        <JulianLine date={date} />
      </Suspense>
    )
  );
}
