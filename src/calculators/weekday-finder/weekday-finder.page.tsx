import { addDays, dayOfYear, isoDateParts, isoWeek, weekdayName, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong, formatMedium } from '@/lib/date/core/format';
import { grouped, plural } from '@/kit/calculator/plural';
import { canonicalizer } from '@/kit/url/canonical';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useCommit } from '@/kit/url-state/use-commit';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { DATE_FIELD_LIMITS, DATE_MESSAGE, InputField, wholeNumberInput } from '@/kit/calculator/form-fields';
import { ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { JulianNote } from '@/kit/calculator/julian-note';
import { Button } from '@/kit/calculator/ui/button';
import { QuickLinks } from '@/components/quick-links';
import {
  MAX_ADD,
  serializeWeekdayFinder,
  weekdayFinderParams,
} from '@/calculators/weekday-finder/weekday-finder.params';
import { meta } from '@/calculators/weekday-finder/weekday-finder.meta';
import { ScrollArea } from '@/components/scroll-area';

export const canonicalSearch = canonicalizer(weekdayFinderParams);

/** Spec §9: the quick examples. */
const EXAMPLES = [7, 14, 30, 90, 365] as const;

const ADD_MESSAGE = `Enter a whole number of days from -${grouped(MAX_ADD)} to ${grouped(MAX_ADD)}.`;

export default calculatorPage({
  meta,
  heading: 'Weekday Finder',
  lead: 'Find the day of the week of any date, or of the date a number of days before or after it.',
  text: () => import('@/calculators/weekday-finder/weekday-finder.content'),
  canonicalSearch,
  Calculator: WeekdayFinder,
});

export function WeekdayFinder() {
  const { params, today } = useUrlParams(weekdayFinderParams);
  const start = params.date ?? today;
  const { form, errors, failure } = useCommit({
    parsers: weekdayFinderParams,
    canonical: canonicalSearch,
    messages: { date: DATE_MESSAGE, add: ADD_MESSAGE },
    toast: (search) => {
      const date = weekdayFinderParams.date.parse(search.get('date') ?? '') ?? today;
      const end = date && addDays(date, Number(search.get('add') ?? 0));
      return end ? ['Weekday found!', `${formatMedium(end)} is a ${weekdayName(end)}`] : null;
    },
  });
  const committed = params.date !== null || params.add !== null;

  return (
    <CalculatorCard title="Find the day of the week">
      <form {...form} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField label="Date" name="date" type="date" {...DATE_FIELD_LIMITS} defaultValue={start ?? ''} error={errors.date} />
          <InputField
            label="Days to add"
            name="add"
            {...wholeNumberInput(-MAX_ADD)}
            defaultValue={String(params.add ?? 0)}
            error={errors.add}
            hint="Negative to go back; empty counts as 0."
          />
        </div>
        <div>
          <Button type="submit">Find Weekday</Button>
        </div>
        <ResultCard busy={!start} failure={failure}>
          {!start ? (
            <ResultPending />
          ) : committed ? (
            <WeekdayResult start={start} add={params.add ?? 0} />
          ) : (
            // Short: a long line here, drawn after hydration, would become the page's largest text (LCP).
            <p className="text-muted-foreground">
              Today is a <strong>{weekdayName(start)}</strong>.
            </p>
          )}
        </ResultCard>
      </form>
      <QuickLinks
        label="Quick examples"
        heading="Quick examples"
        links={EXAMPLES.map((days) => ({
          to: { search: serializeWeekdayFinder({ date: params.date, add: days }) },
          text: `+${days} days`,
        }))}
      />
    </CalculatorCard>
  );
}

function WeekdayResult({ start, add }: { start: IsoDate; add: number }) {
  const end = addDays(start, add);
  if (!end) {
    return (
      <p className="font-medium text-warning-foreground">
        {plural(Math.abs(add), 'day')} {add < 0 ? 'before' : 'after'} {formatLong(start)} is outside the calendar of
        this site (the years 1 to 9999). Try a smaller number.
      </p>
    );
  }
  const dates = add === 0 ? [start] : [start, end];
  return (
    <div className="grid gap-4">
      <div>
        <p className="text-3xl font-bold text-primary">{weekdayName(end)}</p>
        <p className="mt-1">
          <strong>{formatLong(end)}</strong>
        </p>
        <JulianNote date={end} />
        {add !== 0 && (
          <p>
            is {plural(Math.abs(add), 'day')} {add < 0 ? 'before' : 'after'} <strong>{formatLong(start)}</strong>
          </p>
        )}
      </div>
      <ScrollArea label="Weekday, day of the year and ISO week">
        <table className="w-full text-left text-sm">
          <thead className="text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Weekday
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Day of the year
              </th>
              <th scope="col" className="py-2 font-medium">
                ISO week
              </th>
            </tr>
          </thead>
          <tbody>
            {dates.map((date) => {
              const week = isoWeek(date);
              return (
                <tr key={date} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {formatMedium(date)}
                  </th>
                  <td className="py-2 pr-3">{weekdayName(date)}</td>
                  <td className="py-2 pr-3">{dayOfYear(date)}</td>
                  <td className="py-2">
                    Week {week.week}
                    {week.weekYear !== isoDateParts(date).year && ` of ${week.weekYear}`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
    </div>
  );
}
