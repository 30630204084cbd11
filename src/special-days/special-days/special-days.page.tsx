import { Link } from 'react-router-dom';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { annualTarget, newYearTarget } from '@/lib/date/holidays';
import { useToday } from '@/kit/calculator/use-today';
import { articlePage } from '@/kit/calculator/article-frame';
import { PageCard } from '@/shell/page-card';
import { useBuiltAmong, useSiteLinks } from '@/shell/site-links';
import { meta } from '@/special-days/special-days/special-days.meta';
import { grouped } from '@/kit/calculator/plural';

export default articlePage({
  meta,
  heading: 'Special Days',
  lead: 'Days until Christmas and New Year’s Day, and every countdown on the site.',
  text: () => import('@/special-days/special-days/special-days.content'),
  Calculator: () => (
    <>
      <SpecialDaysCounts />
      <SpecialDayCards />
    </>
  ),
});

/** Days until Christmas and until New Year’s Day (spec §2), in the visitor's own time zone. */
export function SpecialDaysCounts() {
  const today = useToday();
  const counts: { label: string; path: string; target: IsoDate | null; days: number | null }[] = [
    { label: 'Christmas', path: '/countdown/christmas', ...next(today && annualTarget(12, 25, today)) },
    { label: 'New Year’s Day', path: '/new-year-countdown', ...next(today && newYearTarget(today)) },
  ];
  return (
    <div
      data-testid="result"
      role="status"
      aria-live="polite"
      aria-busy={today === null || undefined}
      className="mt-4 grid gap-3 sm:grid-cols-2"
    >
      {counts.map((count) => (
        <Link
          key={count.path}
          to={count.path}
          className="block rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary hover:bg-accent"
        >
          <span className="block text-4xl font-bold tabular-nums text-primary">
            {count.days === null ? <span className="invisible">000</span> : count.days === 0 ? 'Today!' : grouped(count.days)}
          </span>
          <span className="mt-1 block text-lg font-semibold">
            {count.days === 0 ? `${count.label} is today` : `${count.days === 1 ? 'day' : 'days'} until ${count.label}`}
          </span>
          <span className="block text-sm text-muted-foreground">
            {count.target ? formatLong(count.target) : <span className="invisible">Thursday, December 25, 2000</span>}
          </span>
        </Link>
      ))}
    </div>
  );
}

function next(target: { date: IsoDate; daysUntil: number } | null) {
  return target ? { target: target.date, days: target.daysUntil } : { target: null, days: null };
}

/** Cards to every built special-day page and countdown, from the registry. */
function SpecialDayCards() {
  const { calculatorSections } = useSiteLinks();
  const pages = calculatorSections.find((section) => section.group === 'special-days')?.pages ?? [];
  // The sidebar files the custom countdown under planning; it belongs with the countdowns here.
  const custom = useBuiltAmong(['/custom-event-countdown']);
  const shown = [...pages.filter((page) => page.path !== meta.path), ...custom];
  return (
    <section aria-labelledby="special-day-pages" className="mt-8">
      <h2 id="special-day-pages" className="text-2xl font-bold">
        Special days and countdowns
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((page) => (
          <li key={page.path}>
            <PageCard page={page} />
          </li>
        ))}
      </ul>
    </section>
  );
}
