import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { addDays, type IsoDate } from '@/lib/date/civil-date';
import { formatLong } from '@/lib/date/format';
import { breakdown, daysBetweenCounts } from '@/lib/date/days-between';
import { countBusinessDays } from '@/lib/date/business-days';
import { dayCount } from '@/lib/date/day-count';
import { holidayList } from '@/lib/date/holidays';
import { useUrlParams } from '@/hooks/use-url-params';
import { plural } from '@/lib/plural';
import { useSubmit } from '@/hooks/use-submit';
import { BetweenDatesInputs, describeBetween, type BetweenDatesValues } from '@/components/between-dates-inputs';
import { CalculatorCard } from '@/components/calculator-card';
import { CalculatorFrame } from '@/components/calculator-frame';
import { Fact, Facts, ResultCard, ResultPending } from '@/components/result-card';
import { Button } from '@/components/ui/button';
import { canonicalizer } from '@/lib/url/canonical';
import { daysBetweenParams, serializeDaysBetween } from '@/calculators/days-between-dates/days-between-dates.params';
import { pageText } from '@/components/article-frame';
import { meta } from '@/calculators/days-between-dates/days-between-dates.meta';

export { meta };

/** The one sentence shown between the heading and the calculator. */
const daysBetweenLead =
  'Count the days between two dates, with or without the end date, or business days only.';

const Text = pageText(() => import('@/calculators/days-between-dates/days-between-dates.content'));

export const canonicalSearch = canonicalizer(daysBetweenParams);

export default function DaysBetweenDatesPage() {
  return (
    <CalculatorFrame
      meta={meta}
      heading="Days Between Dates Calculator"
      lead={daysBetweenLead}
      text={Text}
    >
      <DaysBetweenCalculator />
    </CalculatorFrame>
  );
}

export function DaysBetweenCalculator() {
  const { params, urlParams, setParams, today } = useUrlParams(daysBetweenParams);
  const submit = useSubmit();
  const values: BetweenDatesValues = {
    ...params,
    from: params.from ?? today,
    to: params.to ?? (today && addDays(today, 30)),
  };
  const { from, to } = values;
  const count = from && to ? dayCount(from, to, { inclusive: values.inclusive, businessOnly: values.workdays }) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(
      serializeDaysBetween(urlParams),
      'Days calculated!',
      count === null ? null : describeBetween(values, count),
    );
  };

  return (
    <>
      <CalculatorCard title="Count the days">
        <form method="get" onSubmit={onSubmit} className="grid gap-5">
          <BetweenDatesInputs values={values} onChange={setParams} />
          <div>
            <Button type="submit">Calculate Days Between</Button>
          </div>
          <ResultCard busy={count === null}>
            {from && to && count !== null ? <BetweenResult from={from} to={to} values={values} count={count} /> : <ResultPending />}
          </ResultCard>
        </form>
      </CalculatorCard>
      <SpecialDayCards today={today} />
    </>
  );
}

function BetweenResult({ from, to, values, count }: { from: IsoDate; to: IsoDate; values: BetweenDatesValues; count: number }) {
  const counts = daysBetweenCounts(from, to);
  const parts = breakdown(from, to);
  const business = countBusinessDays(from, to, { inclusive: values.inclusive });
  const span = [
    plural(parts.years, 'year'),
    plural(parts.months, 'month'),
    plural(parts.weeks, 'week'),
    plural(parts.days, 'day'),
  ].join(', ');
  return (
    <div className="grid gap-4">
      <div>
        <p className="text-3xl font-bold text-primary">{plural(count, values.workdays ? 'business day' : 'day')}</p>
        {/* One line each: a short block is never the page's largest text, so LCP stays on the prerendered heading. */}
        <p className="mt-1">
          from <strong>{formatLong(from)}</strong>
        </p>
        <p>
          to <strong>{formatLong(to)}</strong>
          {values.workdays ? (values.inclusive ? ', both dates counted' : ', end date not counted') : ''}
        </p>
        {counts.reversed && (
          <p className="mt-1 text-sm font-medium text-warning-foreground">
            The end date is before the start date
            {values.workdays ? ', so there are no business days to count.' : ', so the counts are negative.'}
          </p>
        )}
      </div>
      <Facts>
        <Fact label="End date not counted">{plural(counts.plain, 'day')}</Fact>
        <Fact label="Both dates counted">{plural(counts.inclusive, 'day')}</Fact>
        <Fact label="Strictly between">{plural(counts.strictlyBetween, 'day')}</Fact>
        <Fact label="In years, months, weeks and days" className="sm:col-span-2">
          {parts.sign < 0 ? 'minus ' : ''}
          {span}
        </Fact>
        <Fact label={`Business days (Mon–Fri${values.inclusive ? ', both dates counted' : ''})`}>
          {plural(business, 'business day')}
        </Fact>
      </Facts>
    </div>
  );
}

/** Spec: cards for popular special-day calculations — days from today to the next holidays. */
function SpecialDayCards({ today }: { today: IsoDate | null }) {
  return (
    <section aria-labelledby="special-days-heading" className="mt-12">
      <h2 id="special-days-heading" className="text-2xl font-bold">
        Days until special days
      </h2>
      <ul className="mt-4 grid min-h-40 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {today &&
          holidayList(today).map((holiday) => (
            <li key={holiday.id}>
              <Link
                to={{ search: serializeDaysBetween({ to: holiday.date, inclusive: false }) }}
                className="block h-full rounded-xl border bg-card p-4 transition-colors hover:border-primary hover:bg-accent"
              >
                <span className="block font-semibold">{holiday.name}</span>
                <span className="block text-sm text-muted-foreground">{formatLong(holiday.date)}</span>
                <span className="mt-1 block text-lg text-primary">
                  {holiday.daysUntil === 0 ? 'Today' : `${plural(holiday.daysUntil, 'day')} from today`}
                </span>
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
