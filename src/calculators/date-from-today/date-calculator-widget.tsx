import { Link } from 'react-router-dom';
import { addDays, isoDateFromParts, isoDateParts, weekdayName, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong, formatMedium } from '@/lib/date/core/format';
import { dayCount } from '@/lib/date/day-count';
import { WEEKENDS_ONLY } from '@/lib/date/business-days';
import { resolveStart, shiftDate, type Direction } from '@/lib/date/date-shift';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { defineModes, modeOf, type ModeView } from '@/kit/url-state/modes';
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
import {
  betweenKeys,
  MAX_DAYS,
  shiftKeys,
  standardKeys,
  weekdayKeys,
} from '@/calculators/date-from-today/date-from-today.params';

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

const tab = modeOf();

type ShiftView = ModeView<typeof shiftKeys>;

/** The start date and the date reached, null before hydration (`shifted` null: outside years 1–9999). */
function shiftOf({ params, today }: ShiftView, business: boolean) {
  const startDate = today ? resolveStart(params.start, today) : null;
  return { startDate, shifted: startDate ? shiftDate(startDate, params.days, params.dir, business && WEEKENDS_ONLY) : null };
}

function ShiftFields({ view, business }: { view: ShiftView; business: boolean }) {
  return <ShiftInputs values={view.params} startDate={shiftOf(view, false).startDate} business={business} maxDays={MAX_DAYS} onChange={view.setParams} />;
}

function ShiftResult({ view, business }: { view: ShiftView; business: boolean }) {
  const { startDate, shifted } = shiftOf(view, business);
  const { params } = view;
  return (
    <ResultCard busy={!startDate}>
      <ShiftOutcome
        label={startDate ? `${plural(params.days, business ? 'business day' : 'day')} ${params.dir === 'from' ? 'from' : 'before'} ${startLabel(params.start, startDate)}` : PENDING_TEXT}
        date={startDate ? shifted : undefined}
      />
    </ResultCard>
  );
}

const shiftToast = (view: ShiftView, business: boolean) => {
  const { startDate, shifted } = shiftOf(view, business);
  return startDate && shifted ? describeShift(view.params, startDate, shifted, business) : null;
};

/** The between tab's dates (today and today + 30 unless set) and its count, null before hydration. */
function betweenOf({ params, today }: ModeView<typeof betweenKeys>) {
  const values = { ...params, from: params.from ?? today, to: params.to ?? (today && addDays(today, 30)) };
  const { from, to, inclusive, workdays } = values;
  return { values, count: from && to ? dayCount(from, to, { inclusive, businessOnly: workdays }) : null };
}

/** The widget's four tabs; the first, `standard`, opens when `tab` is absent. */
export const widgetModes = defineModes('tab', {
  standard: tab({
    label: 'Standard',
    keys: standardKeys,
    submit: 'Calculate Date',
    toastTitle: 'Date calculated!',
    Inputs: (view) => (
      <>
        <ShiftFields view={view} business={false} />
        <CheckboxField
          label="Calculate business days only (excludes weekends)"
          name="business"
          description="Business days exclude Saturdays and Sundays"
          checked={view.params.business}
          onChange={(business) => view.setParams({ business })}
        />
      </>
    ),
    Result: (view) => <ShiftResult view={view} business={view.params.business} />,
    toastText: (view) => shiftToast(view, view.params.business),
  }),
  business: tab({
    label: 'Business Days',
    keys: shiftKeys,
    submit: 'Calculate Business Days',
    toastTitle: 'Date calculated!',
    Inputs: (view) => <ShiftFields view={view} business />,
    Result: (view) => (
      <>
        <ShiftResult view={view} business />
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
      </>
    ),
    toastText: (view) => shiftToast(view, true),
  }),
  between: tab({
    label: 'Between Dates',
    keys: betweenKeys,
    submit: 'Calculate Days Between',
    toastTitle: 'Days calculated!',
    Inputs: (view) => <BetweenDatesInputs values={betweenOf(view).values} onChange={view.setParams} />,
    Result: (view) => {
      const { values: { from, to, inclusive, workdays }, count } = betweenOf(view);
      return (
        <ResultCard busy={count === null}>
          {from && to && count !== null ? (
            <>
              <p className="text-3xl font-bold text-primary">{plural(count, workdays ? 'business day' : 'day')}</p>
              <p className="mt-1">
                from <strong>{formatLong(from)}</strong> to <strong>{formatLong(to)}</strong>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">
                {inclusive ? 'Both dates counted.' : 'The end date is not counted.'}
                {to < from &&
                  (workdays
                    ? ' The end date is before the start date, so there are no business days to count.'
                    : ' The end date is before the start date, so the count is negative.')}
              </p>
            </>
          ) : (
            <ResultPending />
          )}
        </ResultCard>
      );
    },
    toastText: (view) => {
      const { values, count } = betweenOf(view);
      return count === null ? null : describeBetween(values, count);
    },
  }),
  weekday: tab({
    label: 'Weekday Finder',
    keys: weekdayKeys,
    submit: 'Find Weekday',
    toastTitle: 'Weekday found!',
    Inputs: ({ params, setParams, today }) => (
      <DateField label="Date" name="date" value={params.date ?? today} onChange={(date) => setParams({ date })} needed className="sm:max-w-xs" />
    ),
    Result: ({ params, setParams, today }) => {
      const date = params.date ?? today;
      return (
        <>
          <ResultCard busy={!date}>
            {date ? (
              <>
                <p className="text-3xl font-bold text-primary">{weekdayName(date)}</p>
                <p className="text-xl font-semibold">{formatLong(date)}</p>
              </>
            ) : (
              <ResultPending />
            )}
          </ResultCard>
          {today && <WeekdayQuestions today={today} onPick={(picked) => setParams({ date: picked }, { history: 'push' })} />}
        </>
      );
    },
    toastText: ({ params, today }) => {
      const date = params.date ?? today;
      return date ? `${formatMedium(date)} is a ${weekdayName(date)}` : null;
    },
  }),
});

/**
 * The four-tab date calculator: the chosen tab of `widgetModes`. Every input lives in the query
 * string: live edits replace the history entry, submits push one, so Back returns to the previous result.
 */
export function DateCalculatorWidget() {
  const { params, urlParams, setParams, today } = useUrlParams(widgetModes.parsers);
  const submit = useSubmit();
  const mode = widgetModes.modes[params.tab];
  const view = { params, setParams, today };

  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Date calculator</h2>
        <CopyLinkButton />
      </div>
      <Tabs label="Calculator mode" name="tab" value={params.tab} tabs={widgetModes.tabs} onChange={(tab) => setParams(widgetModes.open(tab))}>
        {/* A submit writes the open tab's keys only (LiveForm has checked the fields). */}
        <LiveForm onSubmit={() => submit(widgetModes.search(urlParams), mode.toastTitle, mode.toastText(view))} className="grid gap-5">
          {params.tab !== 'standard' && <input type="hidden" name="tab" value={params.tab} />}
          <mode.Inputs {...view} />
          <div>
            <Button type="submit">{mode.submit}</Button>
          </div>
          <mode.Result {...view} />
        </LiveForm>
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
                  { ...widgetModes.open('standard'), days: query.days, dir: query.dir, start: 'today', business: false },
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
                to={{ search: widgetModes.serialize({ days: query.days, dir: query.dir }) }}
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
