import { addDays, WEEKDAY_NAMES, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong, LONGEST_LONG_DATE } from '@/lib/date/core/format';
import { resolveStart } from '@/lib/date/date-shift';
import { addWorkdays, countWorkdays } from '@/lib/date/skipped-holidays';
import { workCalendar, HOLIDAY_CALENDARS, type NamedHoliday } from '@/lib/date/work-calendar';
import { WEEKENDS_ONLY } from '@/lib/date/business-days';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useSubmit } from '@/kit/calculator/use-submit';
import { plural } from '@/kit/calculator/plural';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { WeekendFields } from '@/components/weekend-fields';
import { describeShift, ShiftInputs, ShiftOutcome, startFormShape } from '@/components/shift-inputs';
import { BetweenDatesInputs, describeBetween } from '@/components/between-dates-inputs';
import { PENDING_TEXT, ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { Tabs } from '@/kit/calculator/ui/tabs';
import { Button } from '@/kit/calculator/ui/button';
import { addKeys, countKeys, MAX_BUSINESS_DAYS, sharedKeys } from '@/calculators/business-days-calculator/business-days-calculator.params';
import { LiveForm } from '@/components/live-form';
import { sortWeekdays } from '@/kit/url-state/parsers';
import { weekendFormShape } from '@/kit/calculator/weekend-param';
import { defineModes, modeOf, type ModeView } from '@/kit/url-state/modes';
import { meta } from '@/calculators/business-days-calculator/business-days-calculator.meta';

type View = ModeView<typeof sharedKeys>;
const mode = modeOf<typeof sharedKeys>();

const weekendText = ({ params }: View) => sortWeekdays(params.weekend).map((d) => WEEKDAY_NAMES[d]).join(' and ');

/** The start and the date reached with the days skipped, null before hydration. */
function addOf({ params, today }: ModeView<typeof addKeys & typeof sharedKeys>) {
  const start = today ? resolveStart(params.start, today) : null;
  return { start, shift: start ? addWorkdays(start, params.dir === 'ago' ? -params.days : params.days, workCalendar(params.weekend, params.holidays)) : null };
}

/** The dates counted between (today and today + 30 unless set) and the count, null before hydration. */
function countOf({ params, today }: ModeView<typeof countKeys & typeof sharedKeys>) {
  const from = params.from ?? today;
  const to = params.to ?? (today && addDays(today, 30));
  return { from, to, count: from && to ? countWorkdays(from, to, params.inclusive, workCalendar(params.weekend, params.holidays)) : null };
}

/** The page's two modes; the first, `add`, opens when `mode` is absent. */
export const businessDaysModes = defineModes(
  'mode',
  {
    add: mode({
      label: 'Add or subtract days',
      keys: addKeys,
      submit: 'Calculate Date',
      toastTitle: 'Date calculated!',
      toastText: (view) => {
        const { start, shift } = addOf(view);
        return start && shift?.date ? describeShift(view.params, start, shift.date, true) : null;
      },
      Inputs: (view) => <ShiftInputs values={view.params} startDate={addOf(view).start} business maxDays={MAX_BUSINESS_DAYS} onChange={view.setParams} />,
      Result: (view) => {
        const { params } = view;
        const { start, shift } = addOf(view);
        const label = (startText: string) => `${plural(params.days, 'business day')} ${params.dir === 'from' ? 'after' : 'before'} ${startText}`;
        // Before hydration (no start yet) the lines are drawn blank at their height (see ShiftOutcome), the
        // default rules applied below them.
        return (
          <ShiftOutcome
            label={start ? label(formatLong(start)) : PENDING_TEXT}
            labelRoom={label(LONGEST_LONG_DATE)}
            date={shift?.date}
          >
            <Skipped holidays={shift?.skipped ?? []} view={view} />
          </ShiftOutcome>
        );
      },
    }),
    count: mode({
      label: 'Count between dates',
      keys: countKeys,
      submit: 'Count Business Days',
      toastTitle: 'Days calculated!',
      toastText: (view) => {
        const { from, to, count } = countOf(view);
        return count && describeBetween({ from, to, inclusive: view.params.inclusive }, count.count);
      },
      Inputs: (view) => (
        <div className="grid gap-5">
          <BetweenDatesInputs values={{ ...countOf(view), inclusive: view.params.inclusive }} onChange={view.setParams} />
        </div>
      ),
      Result: (view) => {
        const { from, to, count } = countOf(view);
        if (!view.today) return <ResultPending />;
        return count && from && to ? (
          <>
            <p className="text-3xl font-bold text-primary">{plural(count.count, 'business day')}</p>
            <p className="mt-1">
              from <strong>{formatLong(from)}</strong> to <strong>{formatLong(to)}</strong>
              {view.params.inclusive ? ', both dates counted' : ', end date not counted'}
            </p>
            {to < from && (
              <p className="mt-1 text-sm font-medium text-warning-foreground">
                The end date is before the start date, so there are no business days to count.
              </p>
            )}
            <Skipped holidays={count.skipped} view={view} />
          </>
        ) : null;
      },
    }),
  },
  sharedKeys,
);

/**
 * The form's shapes: the weekday boxes submit `weekend=sat&weekend=sun`, a weekend preset button
 * submits `weekendPreset=fri,sat` (it wins), the start radio and date field `start=custom&start=…`.
 */
export const canonicalSearch = businessDaysModes.canonicalizer((params) => {
  startFormShape(params);
  weekendFormShape(params);
});

export default calculatorPage({
  meta,
  heading: 'Business Days Calculator',
  lead: 'Add or subtract working days, or count them between two dates, with your own weekend and holidays.',
  text: () => import('@/calculators/business-days-calculator/business-days-calculator.content'),
  canonicalSearch,
  Calculator: BusinessDaysCalculator,
});

/** The calculator: the chosen mode of `businessDaysModes`, then the weekend and holidays every mode uses. */
export function BusinessDaysCalculator() {
  const { params, urlParams, setParams, today } = useUrlParams(businessDaysModes.parsers);
  const submit = useSubmit();
  const chosen = businessDaysModes.modes[params.mode];
  const view = { params, setParams, today };
  const calendar = workCalendar(params.weekend, params.holidays);

  return (
    <CalculatorCard title="Business days calculator">
      <Tabs label="Calculation" name="mode" value={params.mode} tabs={businessDaysModes.tabs} onChange={(mode) => setParams(businessDaysModes.open(mode))}>
        <LiveForm onSubmit={() => submit(businessDaysModes.search(urlParams), chosen.toastTitle, chosen.toastText(view))} className="grid gap-6">
          {params.mode !== 'add' && <input type="hidden" name="mode" value={params.mode} />}
          <chosen.Inputs {...view} />
          <div>
            <Button type="submit">{chosen.submit}</Button>
          </div>
          <ResultCard busy={!today}>
            <chosen.Result {...view} />
          </ResultCard>
          {/* Below the result, so that on a phone the inputs and the button fit the first screen. */}
          <div className="grid gap-6 border-t pt-5">
            <h3 className="text-sm font-semibold">
              Weekend days and holidays
            </h3>
            <WeekendFields calendar={calendar} onChange={(next) => void setParams({ weekend: [...next.weekend], holidays: next.holidays })} />
          </div>
        </LiveForm>
      </Tabs>
      {today && <LiveExample today={today} />}
    </CalculatorCard>
  );
}

function Skipped({ holidays, view }: { holidays: NamedHoliday[]; view: View }) {
  const calendar = view.params.holidays;
  return (
    <div className="mt-3 text-sm text-muted-foreground">
      <p>Weekend days skipped: {weekendText(view)}.</p>
      {calendar === 'none' ? (
        <p>Holidays are not excluded.</p>
      ) : holidays.length === 0 ? (
        <p>None of the {HOLIDAY_CALENDARS[calendar].name} fell on a working day in this span.</p>
      ) : (
        <>
          <p>
            {HOLIDAY_CALENDARS[calendar].name} skipped ({holidays.length}):
          </p>
          <ul className="mt-1 list-disc pl-5">
            {holidays.slice(0, 20).map((h) => (
              <li key={h.date}>
                {h.name}: {formatLong(h.date)}
              </li>
            ))}
          </ul>
          {holidays.length > 20 && <p>…and {holidays.length - 20} more.</p>}
        </>
      )}
    </div>
  );
}

/** The spec's example, worked out for the visitor's today: 5 business days, weekends skipped, no holidays. */
function LiveExample({ today }: { today: IsoDate }) {
  const { date } = addWorkdays(today, 5, WEEKENDS_ONLY);
  if (!date) return null;
  return (
    <div className="mt-6 rounded-lg bg-muted p-4 text-sm">
      <h3 className="font-semibold">Example: 5 business days from today</h3>
      <p className="mt-1">
        Today is {formatLong(today)}. Counting Monday to Friday and skipping Saturdays and Sundays, 5 business days from
        today is <strong>{formatLong(date)}</strong>. Holidays are not excluded in this example.
      </p>
    </div>
  );
}
