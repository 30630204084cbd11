import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { addDays, isoDateFromParts, isoDateParts, weekdayName, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong, formatMedium } from '@/lib/date/core/format';
import { dayCount } from '@/lib/date/day-count';
import { WEEKENDS_ONLY } from '@/lib/date/business-days';
import { resolveStart, shiftDate, type Direction } from '@/lib/date/date-shift';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { plural } from '@/kit/calculator/plural';
import { Tabs } from '@/kit/calculator/ui/tabs';
import { Button } from '@/kit/calculator/ui/button';
import { CheckboxField, DateField } from '@/kit/calculator/form-fields';
import { describeShift, ShiftInputs, ShiftOutcome, startLabel } from '@/components/shift-inputs';
import { PENDING_TEXT, ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { CopyLinkButton } from '@/kit/calculator/copy-link-button';
import { BetweenDatesInputs, describeBetween } from '@/components/between-dates-inputs';
import { useSubmit } from '@/kit/calculator/use-submit';
import { LiveForm } from '@/components/live-form';
import { switchMode } from '@/kit/url-state/canonical';
import { MAX_DAYS, serializeWidget, WIDGET_TAB_KEYS, widgetParams, type WidgetTab } from '@/calculators/date-from-today/date-from-today.params';

const TAB_LABELS: readonly { value: WidgetTab; label: string }[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'business', label: 'Business Days' },
  { value: 'between', label: 'Between Dates' },
  { value: 'weekday', label: 'Weekday Finder' },
];

/** Spec §9: preset queries, in the spec's order. */
const COMMON_QUERIES: readonly { days: number; dir: Direction }[] = [
  { days: 30, dir: 'from' },
  { days: 60, dir: 'from' },
  { days: 90, dir: 'from' },
  { days: 14, dir: 'from' },
  { days: 7, dir: 'from' },
  { days: 100, dir: 'from' },
  { days: 30, dir: 'ago' },
  { days: 60, dir: 'ago' },
  { days: 90, dir: 'ago' },
];

/** Spec §9: popular calculation cards (+30, +90, +60, +100, −30, +14, +7, +180 days). */
const POPULAR_CALCULATIONS: readonly { days: number; dir: Direction }[] = [
  { days: 30, dir: 'from' },
  { days: 90, dir: 'from' },
  { days: 60, dir: 'from' },
  { days: 100, dir: 'from' },
  { days: 30, dir: 'ago' },
  { days: 14, dir: 'from' },
  { days: 7, dir: 'from' },
  { days: 180, dir: 'from' },
];

const QUICK_REFERENCE = [
  [5, 7],
  [10, 14],
  [20, 28],
  [60, 84],
] as const;


const queryLabel = ({ days, dir }: { days: number; dir: Direction }) =>
  `${plural(days, 'day')} ${dir === 'from' ? 'from today' : 'ago'}`;

/**
 * The four-tab date calculator. Every input lives in the query string: live edits replace the
 * history entry, submits push one, so Back returns to the previous result.
 */
export function DateCalculatorWidget() {
  const { params, urlParams, setParams, today } = useUrlParams(widgetParams);
  const submit = useSubmit();
  // A submit writes the open tab's keys only (LiveForm has checked the fields).
  const commit = (title: string, description: string | null) => () =>
    submit(serializeWidget({ ...urlParams, ...switchMode(WIDGET_TAB_KEYS, urlParams.tab) }), title, description);

  const startDate = today ? resolveStart(params.start, today) : null;
  const isBusiness = params.tab === 'business' || params.business;
  const shifted = startDate ? shiftDate(startDate, params.days, params.dir, isBusiness && WEEKENDS_ONLY) : null;

  const from = params.from ?? today;
  const to = params.to ?? (today && addDays(today, 30));
  const betweenValues = { from, to, inclusive: params.inclusive, workdays: params.workdays };
  const between = from && to ? dayCount(from, to, { inclusive: params.inclusive, businessOnly: params.workdays }) : null;
  const weekdayDate = params.date ?? today;

  const shiftInputs = (
    <ShiftInputs
      values={params}
      startDate={startDate}
      business={params.tab === 'business'}
      maxDays={MAX_DAYS}
      onChange={setParams}
    />
  );

  const shiftResult = (
    <ResultCard busy={!startDate}>
      {startDate ? (
        <ShiftOutcome
          label={`${plural(params.days, isBusiness ? 'business day' : 'day')} ${params.dir === 'from' ? 'from' : 'before'} ${startLabel(params.start, startDate)}`}
          date={shifted}
        />
      ) : (
        <ShiftOutcome label={PENDING_TEXT} date={undefined} />
      )}
    </ResultCard>
  );

  const shiftToast = () => (startDate && shifted ? describeShift(params, startDate, shifted, isBusiness) : null);

  let panel: ReactNode;
  if (params.tab === 'standard') {
    panel = (
      <LiveForm onSubmit={commit('Date calculated!', shiftToast())} className="grid gap-5">
        {shiftInputs}
        <CheckboxField
          label="Calculate business days only (excludes weekends)"
          name="business"
          description="Business days exclude Saturdays and Sundays"
          checked={params.business}
          onChange={(business) => setParams({ business })}
        />
        <div>
          <Button type="submit">Calculate Date</Button>
        </div>
        {shiftResult}
      </LiveForm>
    );
  } else if (params.tab === 'business') {
    panel = (
      <LiveForm onSubmit={commit('Date calculated!', shiftToast())} className="grid gap-5">
        <input type="hidden" name="tab" value="business" />
        {shiftInputs}
        <div>
          <Button type="submit">Calculate Business Days</Button>
        </div>
        {shiftResult}
        <div className="rounded-lg bg-muted p-4 text-sm">
          <h3 className="font-semibold">Quick reference</h3>
          <p className="mt-1 text-muted-foreground">Business days and the calendar days they usually span (weekends only):</p>
          <ul className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-4">
            {QUICK_REFERENCE.map(([business, calendar]) => (
              <li key={business}>
                {business} business days ≈ {calendar} calendar days
              </li>
            ))}
          </ul>
        </div>
      </LiveForm>
    );
  } else if (params.tab === 'between') {
    panel = (
      <LiveForm onSubmit={commit('Days calculated!', between === null ? null : describeBetween(betweenValues, between))} className="grid gap-5">
        <input type="hidden" name="tab" value="between" />
        <BetweenDatesInputs values={betweenValues} onChange={setParams} />
        <div>
          <Button type="submit">Calculate Days Between</Button>
        </div>
        <ResultCard busy={between === null}>
          {from && to && between !== null ? (
            <>
              <p className="text-3xl font-bold text-primary">{plural(between, params.workdays ? 'business day' : 'day')}</p>
              <p className="mt-1">
                from <strong>{formatLong(from)}</strong> to <strong>{formatLong(to)}</strong>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">
                {params.inclusive ? 'Both dates counted.' : 'The end date is not counted.'}
                {to < from &&
                  (params.workdays
                    ? ' The end date is before the start date, so there are no business days to count.'
                    : ' The end date is before the start date, so the count is negative.')}
              </p>
            </>
          ) : (
            <ResultPending />
          )}
        </ResultCard>
      </LiveForm>
    );
  } else {
    panel = (
      <LiveForm
        onSubmit={commit('Weekday found!', weekdayDate ? `${formatMedium(weekdayDate)} is a ${weekdayName(weekdayDate)}` : null)}
        className="grid gap-5"
      >
        <input type="hidden" name="tab" value="weekday" />
        <DateField label="Date" name="date" value={weekdayDate} onChange={(date) => setParams({ date })} needed className="sm:max-w-xs" />
        <div>
          <Button type="submit">Find Weekday</Button>
        </div>
        <ResultCard busy={!weekdayDate}>
          {weekdayDate ? (
            <>
              <p className="text-3xl font-bold text-primary">{weekdayName(weekdayDate)}</p>
              <p className="text-xl font-semibold">{formatLong(weekdayDate)}</p>
            </>
          ) : (
            <ResultPending />
          )}
        </ResultCard>
        {today && <WeekdayQuestions today={today} onPick={(date) => setParams({ date }, { history: 'push' })} />}
      </LiveForm>
    );
  }

  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Date calculator</h2>
        <CopyLinkButton />
      </div>
      <Tabs label="Calculator mode" name="tab" value={params.tab} tabs={TAB_LABELS} onChange={(tab) => setParams({ tab, ...switchMode(WIDGET_TAB_KEYS, tab) })}>
        {panel}
      </Tabs>
      <section aria-labelledby="common-queries" className="mt-8">
        <h3 id="common-queries" className="text-sm font-semibold">
          Common queries
        </h3>
        <div className="mt-2 flex flex-wrap gap-2">
          {COMMON_QUERIES.map((query) => (
            // A GET form of its own, so the query works before the page has hydrated too.
            <form
              key={`${query.days}-${query.dir}`}
              method="get"
              onSubmit={(event) => {
                event.preventDefault();
                void setParams(
                  { ...switchMode(WIDGET_TAB_KEYS, 'standard'), tab: 'standard', days: query.days, dir: query.dir, start: 'today', business: false },
                  { history: 'push' },
                );
              }}
            >
              <input type="hidden" name="days" value={query.days} />
              <input type="hidden" name="dir" value={query.dir} />
              <Button type="submit" variant="secondary" size="sm">
                {queryLabel(query)}
              </Button>
            </form>
          ))}
        </div>
      </section>
      <PopularCalculations today={today} />
    </div>
  );
}

function PopularCalculations({ today }: { today: IsoDate | null }) {
  return (
    <section aria-labelledby="popular-calculations" className="mt-8">
      <h3 id="popular-calculations" className="text-sm font-semibold">
        Popular calculations
      </h3>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {POPULAR_CALCULATIONS.map((query) => {
          const date = today && shiftDate(today, query.days, query.dir);
          return (
            <li key={`${query.days}-${query.dir}`}>
              <Link
                to={{ search: serializeWidget({ days: query.days, dir: query.dir }) }}
                preventScrollReset
                className="block h-full rounded-lg border p-3 text-sm transition-colors hover:border-primary hover:bg-accent"
              >
                <span className="block font-semibold">{queryLabel(query)}</span>
                <span className="block min-h-5 text-muted-foreground">{date ? formatMedium(date) : ''}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Spec: the weekday tab's list of common questions; each sets the date. */
function WeekdayQuestions({ today, onPick }: { today: IsoDate; onPick: (date: IsoDate) => void }) {
  const { year } = isoDateParts(today);
  const questions = [
    { label: `What day of the week is Christmas ${year}?`, date: isoDateFromParts(year, 12, 25) },
    { label: `What day of the week is New Year’s Day ${year + 1}?`, date: isoDateFromParts(year + 1, 1, 1) },
    { label: `What day of the week is July 4, ${year + 1}?`, date: isoDateFromParts(year + 1, 7, 4) },
    { label: 'What day of the week was January 1, 2000?', date: isoDateFromParts(2000, 1, 1) },
  ];
  return (
    <div>
      <h3 className="text-sm font-semibold">Common questions</h3>
      <ul className="mt-2 grid gap-1">
        {questions.map(
          ({ label, date }) =>
            date && (
              <li key={label}>
                <button type="button" className="text-left text-sm text-primary underline-offset-4 hover:underline" onClick={() => onPick(date)}>
                  {label}
                </button>
              </li>
            ),
        )}
      </ul>
    </div>
  );
}
