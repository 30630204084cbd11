import { lazy, Suspense } from 'react';
import { GREGORIAN_REFORM, type IsoDate } from '@/lib/date/core/civil-date';

const JulianLine = lazy(() => import('@/components/julian-line'));

/**
 * Under a result date before October 15, 1582 (when the Gregorian calendar began): the same
 * day's Julian calendar date. Its module loads only for such a date, so the results of every
 * other date cost nothing for it.
 */
export function JulianNote({ date }: { date: IsoDate }) {
  return (
    date < GREGORIAN_REFORM && (
      <Suspense>
        <JulianLine date={date} />
      </Suspense>
    )
  );
}
