import { Link } from 'react-router-dom';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { holidayList } from '@/lib/date/holidays';
import { plural } from '@/kit/calculator/plural';

/**
 * Spec: cards for popular special-day calculations: days from today to the next holidays, each a
 * link to that count (`searchOf` the holiday's date: the page's address for it, handed over so
 * this chunk shares no module with the page's first load).
 */
export default function SpecialDayCards({ today, searchOf }: { today: IsoDate; searchOf: (date: IsoDate) => string }) {
  return holidayList(today).map((holiday) => (
    <li key={holiday.id}>
      <Link
        to={{ search: searchOf(holiday.date) }}
        className="block h-full rounded-xl border bg-card p-4 transition-colors hover:border-primary hover:bg-accent"
      >
        <span className="block font-semibold">{holiday.name}</span>
        <span className="block text-sm text-muted-foreground">{formatLong(holiday.date)}</span>
        <span className="mt-1 block text-lg text-primary">{holiday.daysUntil === 0 ? 'Today' : `${plural(holiday.daysUntil, 'day')} from today`}</span>
      </Link>
    </li>
  ));
}
