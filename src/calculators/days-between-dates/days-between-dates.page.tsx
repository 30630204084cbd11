import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong, LONGEST_LONG_DATE } from '@/lib/date/core/format';
import { breakdown, daysBetweenCounts, shownCount } from '@/lib/date/days-between';
import { countWorkdays } from '@/lib/date/skipped-holidays';
import type { WorkCalendar } from '@/lib/date/work-calendar';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { plural } from '@/kit/calculator/plural';
import { useSubmit } from '@/kit/calculator/use-submit';
import { betweenDatesOf, BetweenDatesInputs, describeBetween, type BetweenDatesValues } from '@/components/between-dates-inputs';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { LiveForm } from '@/components/live-form';
import { BLANK, Fact, Facts, PENDING_TEXT, ResultCard, Room } from '@/kit/calculator/result-card';
import { Button } from '@/kit/calculator/ui/button';
import { canonicalizer } from '@/kit/url/canonical';
import { DateListNotes, UnknownPlaceNote, useWorkCalendar, WorkCalendarDetails } from '@/components/work-calendar-control';
import { calendarOf, workCalendarFormShape, type WorkCalendarParams } from '@/components/work-calendar-keys';
import { calendarSet } from '@/components/work-calendar-values';
import { Skipped } from '@/components/skipped-days';
import { daysBetweenParams, serializeDaysBetween } from '@/calculators/days-between-dates/days-between-dates.params';
import { meta } from '@/calculators/days-between-dates/days-between-dates.meta';

// Offline, on a page stored before the cards ever loaded, their module is not there: the list stays empty, the page works.
const SpecialDayCards = lazy(() => import('@/calculators/days-between-dates/special-day-cards').catch(() => ({ default: () => [] })));

export default calculatorPage({
  meta,
  heading: 'Days Between Dates Calculator',
  lead: 'Count the days between two dates, with or without the end date, or business days only.',
  text: () => import('@/calculators/days-between-dates/days-between-dates.content'),
  canonicalSearch: canonicalizer(daysBetweenParams, workCalendarFormShape),
  Calculator: DaysBetweenCalculator,
});

export function DaysBetweenCalculator() {
  const { params: linked, urlParams, setParams, today } = useUrlParams(daysBetweenParams);
  const calendar = useWorkCalendar(linked, setParams);
  const { params } = calendar;
  const submit = useSubmit();
  const values: BetweenDatesValues = { ...params, ...betweenDatesOf(params, today) };
  const { from, to } = values;
  // The business-day figures wait for a place's holiday data, as all of them wait for the visitor's date.
  const cal = calendar.loading ? null : calendarOf(params);
  const figures = from && to && cal ? betweenFigures(from, to, values, cal) : null;
  const count = figures && figures.count;

  const onSubmit = () =>
    submit(serializeDaysBetween(urlParams), 'Days calculated!', count === null ? null : describeBetween(values, count));

  return (
    <>
      <CalculatorCard title="Count the days">
        <LiveForm onSubmit={onSubmit} className="grid gap-5">
          <BetweenDatesInputs values={values} onChange={setParams} />
          <div>
            <Button type="submit">Calculate Days Between</Button>
          </div>
          <ResultCard busy={count === null}>
            <UnknownPlaceNote place={calendar.unknownPlace} />
            <DateListNotes known={today !== null} />
            <BetweenResult values={values} calendar={params} known={from && to && figures ? { from, to, figures } : undefined} />
          </ResultCard>
          <WorkCalendarDetails params={params} onChange={(patch) => void setParams(patch)} offer={params.workdays} />
        </LiveForm>
      </CalculatorCard>
      <SpecialDays today={today} />
    </>
  );
}

/**
 * The count and its figures. While the visitor's date is not known (`known` undefined) the same
 * lines and labels are drawn with blank values, so the result fills them in place and nothing
 * under it moves.
 */
function BetweenResult({
  values,
  calendar,
  known,
}: {
  values: BetweenDatesValues;
  calendar: WorkCalendarParams;
  known?: { from: IsoDate; to: IsoDate; figures: ReturnType<typeof betweenFigures> };
}) {
  const figures = known?.figures;
  return (
    <div className="grid gap-4">
      <div>
        <p className="text-3xl font-bold text-primary">{figures?.headline ?? BLANK}</p>
        {/* One line each: a short block is never the page's largest text, so LCP stays on the
            prerendered heading. Each keeps the room of the longest date: some wrap on a phone. */}
        <p className="mt-1">
          <Room longest={`from ${LONGEST_LONG_DATE}`} bold>
            {known ? (
              <>
                from <strong>{formatLong(known.from)}</strong>
              </>
            ) : (
              <span className="text-muted-foreground">{PENDING_TEXT}</span>
            )}
          </Room>
        </p>
        <p>
          <Room longest={`to ${LONGEST_LONG_DATE}`} bold>
            {known ? (
              <>
                to <strong>{formatLong(known.to)}</strong>
                {values.workdays ? (values.inclusive ? ', both dates counted' : ', end date not counted') : ''}
              </>
            ) : (
              BLANK
            )}
          </Room>
        </p>
        {figures?.reversed && (
          <p className="mt-1 text-sm font-medium text-warning-foreground">
            The end date is before the start date
            {values.workdays ? ', so there are no business days to count.' : ', so the counts are negative.'}
          </p>
        )}
        {known && values.workdays && figures && (
          <Skipped holidays={figures.workdays.skipped} weekendDays={figures.workdays.weekendDays} params={calendar} span={[known.from, known.to]} />
        )}
      </div>
      <Facts>
        <Fact label="End date not counted">{figures?.plain ?? BLANK}</Fact>
        <Fact label="Both dates counted">{figures?.inclusive ?? BLANK}</Fact>
        <Fact label="Strictly between">{figures?.strictlyBetween ?? BLANK}</Fact>
        <Fact label="In years, months, weeks and days" className="sm:col-span-2">
          {figures?.span ?? BLANK}
        </Fact>
        <Fact label={`Business days (${calendarSet(calendar) ? 'your working-day calendar' : 'Mon–Fri'}${values.inclusive ? ', both dates counted' : ''})`}>
          {figures?.business ?? BLANK}
        </Fact>
      </Facts>
    </div>
  );
}

/** The result's figures as the page writes them. */
function betweenFigures(from: IsoDate, to: IsoDate, values: BetweenDatesValues, cal: WorkCalendar) {
  const workdays = countWorkdays(from, to, values.inclusive, cal);
  const counts = daysBetweenCounts(from, to);
  const count = shownCount(counts, workdays.count, values);
  const parts = breakdown(from, to);
  const span = [
    plural(parts.years, 'year'),
    plural(parts.months, 'month'),
    plural(parts.weeks, 'week'),
    plural(parts.days, 'day'),
  ].join(', ');
  return {
    count,
    headline: plural(count, values.workdays ? 'business day' : 'day'),
    reversed: counts.reversed,
    plain: plural(counts.plain, 'day'),
    inclusive: plural(counts.inclusive, 'day'),
    strictlyBetween: plural(counts.strictlyBetween, 'day'),
    span: `${parts.sign < 0 ? 'minus ' : ''}${span}`,
    business: plural(workdays.count, 'business day'),
    workdays,
  };
}

/**
 * Spec: cards for popular special-day calculations, below the calculator. They depend on the
 * visitor's date, so the prerendered list is empty (its room kept); their module and the
 * holidays' rules load when the list nears the screen, not with the page.
 */
function SpecialDays({ today }: { today: IsoDate | null }) {
  const list = useRef<HTMLUListElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    // Without the observer (an old browser), at once.
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '400px' });
    if (list.current) observer.observe(list.current);
    return () => observer.disconnect();
  }, []);
  return (
    <section aria-labelledby="special-days-heading" className="mt-12">
      <h2 id="special-days-heading" className="text-2xl font-bold">
        Days until special days
      </h2>
      <ul ref={list} className="mt-4 grid min-h-40 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {today && near && (
          <Suspense>
            <SpecialDayCards today={today} searchOf={(to) => serializeDaysBetween({ to, inclusive: false })} />
          </Suspense>
        )}
      </ul>
    </section>
  );
}
