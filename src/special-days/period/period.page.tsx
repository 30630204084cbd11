import { compareIsoDates, fromDayNumber, isoDateParts, toDayNumber, WEEKDAY_NAMES, type IsoDate } from '@/lib/date/core/civil-date';
import { monthTitle, shiftYearMonth, type YearMonth } from '@/lib/date/calendar-grid';
import { monthGrid } from '@/lib/date/month-grid';
import { formatLong } from '@/lib/date/core/format';
import { CYCLE_LIMITS, upcomingCycles, type PredictedCycle } from '@/lib/date/menstrual-cycle';
import { canonicalizer } from '@/kit/url/canonical';
import { dropFutureDate } from '@/kit/url-state/future-date';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useCommit } from '@/kit/url-state/use-commit';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { DATE_FIELD_LIMITS, DATE_MESSAGE, InputField, wholeNumberInput } from '@/kit/calculator/form-fields';
import { ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { Button } from '@/kit/calculator/ui/button';
import { cn } from '@/shell/utils';
import { periodParams } from '@/special-days/period/period.params';
import { meta } from '@/special-days/period/period.meta';

/** Shown right next to the result. */
const periodEstimateNote =
  'These dates are calendar estimates from averages, not medical advice and not a method of contraception. Real cycles vary, so ask a doctor or nurse if you have questions about your own cycle.';

/** Shown under the form. */
const periodPrivacyNote =
  'Nothing you enter is stored or sent anywhere: the calculation runs in your browser. The dates are kept only in the page’s address, so a bookmark or a shared link contains them; share it only with people you choose.';

const FUTURE_MESSAGE = 'Enter the first day of your most recent period: today or earlier.';

/** A first day of the last period after today is refused: the link never keeps it. */
export const canonicalSearch = canonicalizer(periodParams, dropFutureDate('last'));

const { cycleLength, periodLength } = CYCLE_LIMITS;

export default calculatorPage({
  meta,
  heading: 'Menstrual Cycle Calculator',
  lead: 'Estimate your next six periods, ovulation days and fertile windows from the first day of your last period.',
  text: () => import('@/special-days/period/period.content'),
  canonicalSearch,
  Calculator: PeriodCalculator,
});

export function PeriodCalculator() {
  const { params, today } = useUrlParams(periodParams);
  const { form, errors, failure } = useCommit({
    parsers: periodParams,
    canonical: canonicalSearch,
    messages: {
      last: DATE_MESSAGE,
      cycle: `Enter a whole number of days from ${cycleLength.min} to ${cycleLength.max}.`,
      period: `Enter a whole number of days from ${periodLength.min} to ${periodLength.max}.`,
    },
    required: ['last'],
    skipEmpty: ['cycle', 'period'],
    refuse: { last: (value) => (today && value > today ? FUTURE_MESSAGE : null) },
  });
  const future = today && params.last && compareIsoDates(params.last, today) > 0;
  const cycles = today && params.last && !future ? upcomingCycles(params.last, today, params.cycle, params.period) : null;

  return (
    <CalculatorCard title="Predict your next periods">
      <form {...form} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-3">
          <InputField
            label="First day of your last period"
            name="last"
            type="date"
            min={DATE_FIELD_LIMITS.min}
            max={today ?? DATE_FIELD_LIMITS.max}
            defaultValue={params.last ?? ''}
            error={errors.last}
          />
          <InputField
            label="Cycle length (days)"
            name="cycle"
            {...wholeNumberInput(1)}
            defaultValue={String(params.cycle)}
            error={errors.cycle}
            hint={`From the first day of one period to the next; ${cycleLength.min}–${cycleLength.max}.`}
          />
          <InputField
            label="Period length (days)"
            name="period"
            {...wholeNumberInput(1)}
            defaultValue={String(params.period)}
            error={errors.period}
            hint={`How many days a period lasts; ${periodLength.min}–${periodLength.max}.`}
          />
        </div>
        <div>
          <Button type="submit">Calculate</Button>
        </div>
        <p className="text-sm text-muted-foreground">{periodPrivacyNote}</p>
        <ResultCard busy={!today} error={Boolean(future) && !failure} failure={failure}>
          {!today ? (
            <ResultPending />
          ) : future ? (
            <p>
              {formatLong(params.last!)} is after today. Enter the first day of your most recent period, today or
              earlier.
            </p>
          ) : cycles ? (
            <CycleList cycles={cycles} />
          ) : (
            <p className="text-muted-foreground">Enter the first day of your last period and press Calculate.</p>
          )}
        </ResultCard>
      </form>
      {cycles && cycles.length > 0 && !failure && <CycleCalendars cycles={cycles} today={today} />}
    </CalculatorCard>
  );
}

function CycleList({ cycles }: { cycles: PredictedCycle[] }) {
  return (
    <div className="grid gap-4">
      <p className="rounded-lg border-l-4 border-warning-foreground bg-background p-3 text-sm">
        <strong>An estimate only.</strong> {periodEstimateNote}
      </p>
      <h3 className="text-lg font-semibold">Your next {cycles.length} predicted periods</h3>
      <ol className="grid gap-3 sm:grid-cols-2">
        {cycles.map((cycle, i) => (
          <li key={cycle.start} className="rounded-lg bg-background p-3 text-sm">
            <p className="font-semibold">Period {i + 1}</p>
            <p>
              <span className="text-muted-foreground">Period: </span>
              {formatLong(cycle.start)} to {formatLong(cycle.end)}
            </p>
            <p>
              <span className="text-muted-foreground">Ovulation (estimated): </span>
              {formatLong(cycle.ovulation)}
            </p>
            <p>
              <span className="text-muted-foreground">Fertile window: </span>
              {formatLong(cycle.fertileStart)} to {formatLong(cycle.fertileEnd)}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

type Mark = 'period' | 'fertile' | 'ovulation';

const MARK_TEXT: Record<Mark, string> = {
  period: 'predicted period',
  fertile: 'fertile window',
  ovulation: 'estimated ovulation',
};

const MARK_CLASS: Record<Mark, string> = {
  period: 'bg-danger-soft font-semibold text-danger',
  fertile: 'bg-accent text-success',
  ovulation: 'bg-accent font-bold text-success ring-2 ring-inset ring-success',
};

/** The months the predictions touch, as small calendars with the days marked. */
function CycleCalendars({ cycles, today }: { cycles: PredictedCycle[]; today: IsoDate | null }) {
  const marks = new Map<IsoDate, Mark>();
  for (const cycle of cycles) {
    markRange(marks, cycle.fertileStart, cycle.fertileEnd, 'fertile');
    marks.set(cycle.ovulation, 'ovulation');
    markRange(marks, cycle.start, cycle.end, 'period');
  }
  const first = isoDateParts(cycles[0]!.fertileStart);
  const last = isoDateParts(cycles.at(-1)!.end);
  const months: YearMonth[] = [];
  for (let m: YearMonth | null = { year: first.year, month: first.month }; m; m = shiftYearMonth(m, 1)) {
    months.push(m);
    if (m.year === last.year && m.month === last.month) break;
  }
  return (
    <section aria-labelledby="cycle-calendars" className="mt-6">
      <h3 id="cycle-calendars" className="text-lg font-semibold">
        On the calendar
      </h3>
      <ul aria-label="Legend" className="mt-2 flex flex-wrap gap-3 text-sm">
        {(Object.keys(MARK_TEXT) as Mark[]).map((mark) => (
          <li key={mark} className="flex items-center gap-2">
            <span aria-hidden="true" className={cn('inline-block size-5 rounded', MARK_CLASS[mark])} />
            {MARK_TEXT[mark][0]!.toUpperCase() + MARK_TEXT[mark].slice(1)}
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {months.map((month) => (
          <MiniMonth key={`${month.year}-${month.month}`} month={month} marks={marks} today={today} />
        ))}
      </div>
    </section>
  );
}

function markRange(marks: Map<IsoDate, Mark>, from: IsoDate, to: IsoDate, mark: Mark) {
  for (let n = toDayNumber(from); n <= toDayNumber(to); n++) {
    const d = fromDayNumber(n);
    if (mark === 'period' || !marks.has(d)) marks.set(d, mark);
  }
}

/** A small month with its marked days; each marked day also says what it is in words. */
function MiniMonth({ month, marks, today }: { month: YearMonth; marks: Map<IsoDate, Mark>; today: IsoDate | null }) {
  const grid = monthGrid(month.year, month.month, 0);
  return (
    <table className="w-full table-fixed border-collapse text-center text-xs">
      <caption className="mb-2 text-left text-base font-semibold">{monthTitle(month)}</caption>
      <thead>
        <tr className="text-muted-foreground">
          {WEEKDAY_NAMES.map((name) => (
            <th key={name} scope="col" className="py-1 font-medium">
              <abbr title={name}>{name.slice(0, 2)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((week) => (
          <tr key={week.week}>
            {week.cells.map((cell, column) => {
              if (!cell.inMonth) return <td key={column} />;
              const mark = marks.get(cell.date);
              return (
                <td key={column} className="p-0.5">
                  <span
                    className={cn(
                      'block rounded py-1 tabular-nums',
                      mark && MARK_CLASS[mark],
                      cell.date === today && 'outline outline-2 outline-foreground',
                    )}
                  >
                    {isoDateParts(cell.date).day}
                    {mark && <span className="sr-only">, {MARK_TEXT[mark]}</span>}
                    {cell.date === today && <span className="sr-only">, today</span>}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
