import type { IsoDate } from '@/lib/date/core/civil-date';
import { julianDateBeforeReform } from '@/lib/date/julian';

/**
 * Under a result date before October 15, 1582: the site's dates are the Gregorian calendar
 * extended backwards, and the same day's date in the Julian calendar people then used. Loaded
 * only for such a date (see kit/calculator/julian-note).
 */
export default function JulianLine({ date }: { date: IsoDate }) {
  const julian = julianDateBeforeReform(date);
  return (
    julian && (
      <p className="mt-1 text-sm text-muted-foreground">
        This date uses the Gregorian calendar extended backwards (it began on October 15, 1582). Julian calendar: {julian}
      </p>
    )
  );
}
