import { Link } from 'react-router-dom';
import { isoDateParts, MONTH_NAMES, type IsoDate } from '@/lib/date/core/civil-date';
import { formatMedium } from '@/lib/date/core/format';
import { WEEKENDS_ONLY } from '@/lib/date/business-days';
import { MAX_DAYS, MAX_UNIT, resolveStart, shiftByUnits, type CalendarUnits, type Direction } from '@/lib/date/date-shift';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { defineModes, lazyMode, modeOf, type ModeView } from '@/kit/url-state/modes';
import { grouped, plural } from '@/kit/calculator/plural';
import { Tabs } from '@/kit/calculator/ui/tabs';
import { Button } from '@/kit/calculator/ui/button';
import { CheckboxField } from '@/kit/calculator/form-fields';
import { describeShift, describeUnits, ShiftInputs, ShiftOutcome, startFormShape, startLabel } from '@/components/shift-inputs';
import { RefusedLinkNotes } from '@/kit/calculator/refused-link-keys';
import { PENDING_TEXT, ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { CopyLinkButton } from '@/kit/calculator/copy-link-button';
import { useSubmit } from '@/kit/calculator/use-submit';
import { LiveForm } from '@/components/live-form';
import { workCalendarFormShape } from '@/components/work-calendar-keys';
import {
  betweenKeys,
  businessKeys,
  standardKeys,
  unitsFormShape,
  weekdayKeys,
} from '@/calculators/date-from-today/date-from-today.params';

type Query = Partial<CalendarUnits> & { dir: Direction };

/** Spec §9: preset queries, in the spec's order, then months and a year. */
const COMMON_QUERIES: readonly Query[] = [
  { days: 30, dir: 'from' },
  { days: 60, dir: 'from' },
  { days: 90, dir: 'from' },
  { days: 14, dir: 'from' },
  { days: 7, dir: 'from' },
  { days: 100, dir: 'from' },
  { days: 30, dir: 'ago' },
  { days: 60, dir: 'ago' },
  { days: 90, dir: 'ago' },
  { months: 3, dir: 'from' },
  { months: 6, dir: 'from' },
  { years: 1, dir: 'from' },
];

/** Spec §9: popular calculation cards (+30, +90, +60, +100, −30, +14, +7, +180 days), then +3 and +6 months, +1 year. */
const POPULAR_CALCULATIONS: readonly Query[] = [
  { days: 30, dir: 'from' },
  { days: 90, dir: 'from' },
  { days: 60, dir: 'from' },
  { days: 100, dir: 'from' },
  { days: 30, dir: 'ago' },
  { days: 14, dir: 'from' },
  { days: 7, dir: 'from' },
  { days: 180, dir: 'from' },
  { months: 3, dir: 'from' },
  { months: 6, dir: 'from' },
  { years: 1, dir: 'from' },
];

/** A query's units, every one given (a query that names months or years has no days). */
const unitsOf = ({ years = 0, months = 0, weeks = 0, days = 0 }: Query): CalendarUnits => ({ years, months, weeks, days });

const queryLabel = (query: Query) => `${describeUnits(unitsOf(query))} ${query.dir === 'from' ? 'from today' : 'ago'}`;

const tab = modeOf();

type StandardView = ModeView<typeof standardKeys>;

/** The start date, null before hydration. */
const startOf = ({ params, today }: StandardView) => today && resolveStart(params.start, today);

/**
 * The standard tab's shift: years, months, weeks and days (business days: the days alone).
 * `reached` is undefined before hydration and when every unit is 0, null outside years 1–9999.
 */
function standardShiftOf(view: StandardView) {
  const { params } = view;
  const startDate = startOf(view);
  const units = params.business ? { years: 0, months: 0, weeks: 0, days: params.days } : params;
  const empty = !units.years && !units.months && !units.weeks && !units.days;
  const reached = !startDate || empty ? undefined : shiftByUnits(startDate, units, params.dir, params.business && WEEKENDS_ONLY);
  return { startDate, empty, reached, amount: params.business ? plural(params.days, 'business day') : describeUnits(units) };
}

/** The label above a shift's result: "3 months from today". */
const shiftLabel = (amount: string, { dir, start }: StandardView['params'], startDate: IsoDate) => `${amount} ${dir === 'from' ? 'from' : 'before'} ${startLabel(start, startDate)}`;

/** What the result says of a link's unit count it left out (`years=10000`). */
const UNIT_NOTES = Object.fromEntries(
  [...['years', 'months', 'weeks'].map((key) => [key, MAX_UNIT] as const), ['days', MAX_DAYS] as const].map(([key, max]) => [
    key,
    `The link’s number of ${key} is not a whole number from 0 to ${grouped(max)}, so it was left out.`,
  ]),
);

/** The line under a result whose years and months landed past a month's end. */
function ClippedNote({ start, afterMonths, more }: { start: IsoDate; afterMonths: IsoDate; more: boolean }) {
  const { month, year } = isoDateParts(afterMonths);
  return (
    <p className="mt-1 text-sm">
      {MONTH_NAMES[month - 1]} {year} has no day {isoDateParts(start).day}, so its last day, {formatMedium(afterMonths)}, was used
      {more ? ', and the weeks and days were counted from there.' : '.'}
    </p>
  );
}

function StandardResult(view: StandardView) {
  const { params } = view;
  const { startDate, empty, reached, amount } = standardShiftOf(view);
  const ignored = params.business && (params.years || params.months || params.weeks);
  return (
    <ResultCard busy={!startDate}>
      {/* Every unit 0: the days field says why, and there is no result to keep. */}
      {empty ? null : (
        <>
          <RefusedLinkNotes parsers={standardKeys} known={startDate !== null} notes={UNIT_NOTES} />
          <ShiftOutcome label={startDate ? shiftLabel(amount, params, startDate) : PENDING_TEXT} date={reached === undefined ? undefined : (reached?.date ?? null)}>
            {reached?.clipped && startDate && <ClippedNote start={startDate} afterMonths={reached.afterMonths} more={params.weeks + params.days > 0} />}
            {ignored ? <p className="mt-1 text-sm">Business days are counted in days only: the years, months and weeks are left out.</p> : null}
          </ShiftOutcome>
        </>
      )}
    </ResultCard>
  );
}

/** The between tab loads when it opens, not with the page: most visits never open it. */
const betweenTab = lazyMode<ModeView<typeof betweenKeys>>(
  () => import('@/calculators/date-from-today/between-tab'),
  <ResultCard busy>
    <ResultPending />
  </ResultCard>,
);

/** The weekday tab likewise. */
const weekdayTab = lazyMode<ModeView<typeof weekdayKeys>>(
  () => import('@/calculators/date-from-today/weekday-tab'),
  <ResultCard busy>
    <ResultPending />
  </ResultCard>,
);

/** The business tab likewise, with the working-day calendar it counts with. */
const businessTab = lazyMode<ModeView<typeof businessKeys>>(
  () => import('@/calculators/date-from-today/business-tab'),
  <ResultCard busy>
    <ResultPending />
  </ResultCard>,
);

/** The widget's four tabs; the first, `standard`, opens when `tab` is absent. */
export const widgetModes = defineModes('tab', {
  standard: tab({
    label: 'Standard',
    keys: standardKeys,
    submit: 'Calculate Date',
    toastTitle: 'Date calculated!',
    Inputs: (view) => (
      <>
        <ShiftInputs values={view.params} startDate={startOf(view)} business={false} units onChange={view.setParams} />
        <CheckboxField
          label="Calculate business days only (excludes weekends)"
          name="business"
          description="Business days exclude Saturdays and Sundays"
          checked={view.params.business}
          onChange={(business) => view.setParams({ business })}
        />
      </>
    ),
    Result: StandardResult,
    toastText: (view) => {
      const { startDate, reached, amount } = standardShiftOf(view);
      return startDate && reached?.date ? describeShift(view.params, startDate, reached.date, view.params.business, amount) : null;
    },
  }),
  business: tab({
    label: 'Business Days',
    keys: businessKeys,
    submit: 'Calculate Business Days',
    toastTitle: 'Date calculated!',
    ...businessTab,
  }),
  between: tab({
    label: 'Between Dates',
    keys: betweenKeys,
    submit: 'Calculate Days Between',
    toastTitle: 'Days calculated!',
    ...betweenTab,
  }),
  weekday: tab({
    label: 'Weekday Finder',
    keys: weekdayKeys,
    submit: 'Find Weekday',
    toastTitle: 'Weekday found!',
    ...weekdayTab,
  }),
});

/** The widget's URL rewrite on load: a plain form's submit becomes the canonical address, with the open tab's keys only. */
export const canonicalWidgetSearch = widgetModes.canonicalizer((params) => {
  startFormShape(params);
  unitsFormShape(params);
  workCalendarFormShape(params);
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
              key={queryLabel(query)}
              method="get"
              onSubmit={(event) => {
                event.preventDefault();
                void setParams({ ...widgetModes.open('standard'), ...unitsOf(query), dir: query.dir, start: 'today', business: false }, { history: 'push' });
              }}
            >
              {Object.entries(unitsOf(query)).map(([key, n]) => (n || key === 'days') && <input key={key} type="hidden" name={key} value={n} />)}
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
          const date = today && shiftByUnits(today, unitsOf(query), query.dir)?.date;
          return (
            <li key={queryLabel(query)}>
              <Link
                to={{ search: widgetModes.serialize({ ...unitsOf(query), dir: query.dir }) }}
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
