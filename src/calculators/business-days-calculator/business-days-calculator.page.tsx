import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong, LONGEST_LONG_DATE } from '@/lib/date/core/format';
import { resolveStart } from '@/lib/date/date-shift';
import { addWorkdays } from '@/lib/date/skipped-holidays';
import { WEEKENDS_ONLY } from '@/lib/date/business-days';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useSubmit } from '@/kit/calculator/use-submit';
import { plural } from '@/kit/calculator/plural';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { DATE_LIST_NOTES, UnknownPlaceNote, useWorkCalendar, WorkCalendarControl } from '@/components/work-calendar-control';
import { calendarOf, workCalendarFormShape } from '@/components/work-calendar-keys';
import { CalendarOffer } from '@/components/calendar-offer-slot';
import { RefusedLinkNotes } from '@/kit/calculator/refused-link-keys';
import { describeShift, ShiftInputs, ShiftOutcome, startFormShape } from '@/components/shift-inputs';
import { PENDING_TEXT, ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { Tabs } from '@/kit/calculator/ui/tabs';
import { Button } from '@/kit/calculator/ui/button';
import { addKeys, countKeys, dueDaysFormShape, dueKeys, sharedKeys } from '@/calculators/business-days-calculator/business-days-calculator.params';
import { LiveForm } from '@/components/live-form';
import { Skipped } from '@/components/skipped-days';
import { defineModes, lazyMode, modeOf, type ModeView } from '@/kit/url-state/modes';
import { meta } from '@/calculators/business-days-calculator/business-days-calculator.meta';

const mode = modeOf<typeof sharedKeys>();

/** The start and the date reached with the days skipped, null before hydration. */
type AddView = ModeView<typeof addKeys & typeof sharedKeys>;

/** The start, null before hydration. */
const startOf = ({ params, today }: AddView) => (today ? resolveStart(params.start, today) : null);

function addOf(view: AddView) {
  const { params } = view;
  const start = startOf(view);
  return { start, shift: start ? addWorkdays(start, params.dir === 'ago' ? -params.days : params.days, calendarOf(params)) : null };
}

/** The count and due modes load when one of them opens, not with the page. */
const onDemand = () => import('@/calculators/business-days-calculator/modes-on-demand');
const countMode = lazyMode<ModeView<typeof countKeys & typeof sharedKeys>>(() => onDemand().then((m) => m.count), <ResultPending />);
const dueMode = lazyMode<ModeView<typeof dueKeys & typeof sharedKeys>>(() => onDemand().then((m) => m.due), <ResultPending />);

/** The page's three modes; the first, `add`, opens when `mode` is absent. */
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
      Inputs: (view) => <ShiftInputs values={view.params} startDate={startOf(view)} business onChange={view.setParams} />,
      Result: (view) => {
        const { params } = view;
        const { start, shift } = addOf(view);
        const label = (startText: string) => `${plural(params.days, 'business day')} ${params.dir === 'from' ? 'after' : 'before'} ${startText}`;
        // Before hydration (no start yet) the lines are drawn blank at their height (see ShiftOutcome), and
        // the skipped days keep their room unseen.
        if (params.days === 0) return <p>Enter a number of business days, 1 or more.</p>;
        return (
          <ShiftOutcome
            label={start ? label(formatLong(start)) : PENDING_TEXT}
            labelRoom={label(LONGEST_LONG_DATE)}
            date={shift?.date}
          >
            <Skipped holidays={shift?.skipped ?? []} weekendDays={shift?.weekendDays ?? null} params={view.params} span={start && shift?.date ? [start, shift.date] : null} />
          </ShiftOutcome>
        );
      },
    }),
    count: mode({
      label: 'Count between dates',
      keys: countKeys,
      submit: 'Count Business Days',
      toastTitle: 'Days calculated!',
      ...countMode,
    }),
    due: mode({
      label: 'Due date',
      keys: dueKeys,
      submit: 'Find Due Date',
      toastTitle: 'Due date found!',
      ...dueMode,
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
  workCalendarFormShape(params);
  dueDaysFormShape(params);
});


export default calculatorPage({
  meta,
  heading: 'Business Days Calculator',
  lead: 'Add or subtract working days, or count them between two dates, with your own weekend and holidays.',
  text: () => import('@/calculators/business-days-calculator/business-days-calculator.content'),
  canonicalSearch,
  Calculator: BusinessDaysCalculator,
});

/** The calculator: the chosen mode of `businessDaysModes`, then the working-day calendar every mode uses. */
export function BusinessDaysCalculator() {
  const { params, urlParams, setParams, today } = useUrlParams(businessDaysModes.parsers);
  const submit = useSubmit();
  const chosen = businessDaysModes.modes[params.mode];
  const calendar = useWorkCalendar(params, setParams);
  // A place whose data has not loaded yet has no answer yet: the result waits as before hydration.
  const view = { params: calendar.params, setParams, today: calendar.loading ? null : today };

  return (
    <CalculatorCard title="Business days calculator">
      <Tabs label="Calculation" name="mode" value={params.mode} tabs={businessDaysModes.tabs} onChange={(mode) => setParams(businessDaysModes.open(mode))}>
        <LiveForm onSubmit={() => submit(businessDaysModes.search(urlParams), chosen.toastTitle, chosen.toastText(view))} className="grid gap-6">
          {params.mode !== 'add' && <input type="hidden" name="mode" value={params.mode} />}
          <chosen.Inputs {...view} />
          <div>
            <Button type="submit">{chosen.submit}</Button>
          </div>
          {/* Shown at the foot of the window; here in the order of the page, so the keyboard reaches it after the button. */}
          <CalendarOffer params={params} onApply={(patch) => void setParams(patch)} />
          <ResultCard busy={!view.today}>
            <RefusedLinkNotes parsers={businessDaysModes.parsers} known={today !== null} notes={DATE_LIST_NOTES} />
            <UnknownPlaceNote place={calendar.unknownPlace} />
            <chosen.Result {...view} />
          </ResultCard>
          {/* Below the result, so that on a phone the inputs and the button fit the first screen. */}
          <div className="grid gap-6 border-t pt-5">
            <h3 className="text-sm font-semibold">Working-day calendar: holidays, weekend and your own days</h3>
            <WorkCalendarControl params={params} onChange={(patch) => void setParams(patch)} />
          </div>
        </LiveForm>
      </Tabs>
      {today && <LiveExample today={today} />}
    </CalculatorCard>
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
