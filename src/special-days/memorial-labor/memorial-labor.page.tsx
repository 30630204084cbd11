import { Link } from 'react-router-dom';
import { daysBetween, isoDateParts, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { laborDay, memorialDay, usFederalHolidays } from '@/lib/date/holidays';
import { plural } from '@/kit/calculator/plural';
import { canonicalizer } from '@/kit/url/canonical';
import { siteConfig } from '@/shell/site-config';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { Fact, Facts, ResultCard } from '@/kit/calculator/result-card';
import { Button } from '@/kit/calculator/ui/button';
import { Label } from '@/kit/calculator/ui/label';
import { cn } from '@/shell/utils';
import { memorialLaborParams, pickerYears } from '@/special-days/memorial-labor/memorial-labor.params';
import { meta } from '@/special-days/memorial-labor/memorial-labor.meta';

export default calculatorPage({
  meta,
  heading: 'Memorial Day to Labor Day',
  lead: 'The dates of Memorial Day and Labor Day in a year you pick, and how many days of summer lie between them.',
  text: () => import('@/special-days/memorial-labor/memorial-labor.content'),
  canonicalSearch: canonicalizer(memorialLaborParams),
  Calculator: MemorialLabor,
});

export function MemorialLabor() {
  const { params, setParams, today } = useUrlParams(memorialLaborParams);
  // The picker's years follow the visitor's date; the build's year stands in until it is known.
  const current = today ? isoDateParts(today).year : siteConfig.buildYear;
  const years = pickerYears(current);
  const outside = params.year !== null && !years.includes(params.year) ? params.year : null;
  const year = params.year !== null && outside === null ? params.year : current;

  return (
    <CalculatorCard title="Pick a year">
      <form method="get" onSubmit={(event) => event.preventDefault()} className="grid gap-5">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor="memorial-labor-year">Year</Label>
            <select
              key={`${current}-${year}`}
              id="memorial-labor-year"
              name="year"
              defaultValue={String(year)}
              onChange={(event) => {
                const chosen = Number(event.target.value);
                void setParams({ year: chosen === current ? null : chosen });
              }}
              className="h-10 w-32 rounded-md border border-input bg-background px-3 text-sm"
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit">
            Show dates
          </Button>
        </div>
        {outside !== null && today && (
          <p className="text-sm">
            The year picker lists {years[0]} to {years.at(-1)}, so {outside} is not shown; these are the dates for {year}.
          </p>
        )}
        <ResultCard busy={!today}>
          <div className={cn(!today && 'invisible')}>
            <SummerSpan year={year} />
          </div>
        </ResultCard>
      </form>
    </CalculatorCard>
  );
}

/** Memorial Day, Labor Day, the span between them and the federal holidays inside it. */
function SummerSpan({ year }: { year: number }) {
  const memorial = memorialDay(year);
  const labor = laborDay(year);
  const days = daysBetween(memorial, labor);
  const between = usFederalHolidays(year).filter((h) => h.date > memorial && h.date < labor);
  return (
    <div className="grid gap-4">
      <p className="text-2xl font-bold text-primary sm:text-3xl">
        {plural(days, 'day')} from Memorial Day to Labor Day {year}
      </p>
      <Facts className="sm:grid-cols-2">
        <Fact label="Memorial Day (last Monday in May)">{formatLong(memorial)}</Fact>
        <Fact label="Labor Day (first Monday in September)">{formatLong(labor)}</Fact>
        <Fact label="Days between">{plural(days, 'day')}</Fact>
        <Fact label="Counting both days">{plural(days + 1, 'day')}</Fact>
        <Fact label="In weeks">{weeksAndDays(days)}</Fact>
        <Fact label="Weekends in between">{plural(Math.floor(days / 7), 'weekend')}</Fact>
      </Facts>
      <div>
        <h3 className="text-sm font-semibold">Federal holidays in between</h3>
        <ul className="mt-2 grid gap-1 text-sm">
          {between.map((h) => (
            <li key={h.id}>
              <strong>{h.name}</strong>: {formatLong(h.date)}
              {h.observed !== h.date && <>, day off {formatLong(h.observed)}</>}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm">
        <Link to={{ pathname: '/days-between-dates', search: daysBetweenSearch(memorial, labor) }} className="underline underline-offset-4">
          Open this span in the Days Between Dates calculator
        </Link>
      </p>
    </div>
  );
}

function weeksAndDays(days: number): string {
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  return rest === 0 ? plural(weeks, 'week') : `${plural(weeks, 'week')} and ${plural(rest, 'day')}`;
}

/** The days-between link of two dates (written by hand: the page's URL contract would bring its parsers along). */
function daysBetweenSearch(from: IsoDate, to: IsoDate): string {
  return `?from=${from}&to=${to}`;
}
