import { addDays, WEEKDAY_NAMES, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong, LONGEST_LONG_DATE } from '@/lib/date/core/format';
import { resolveStart } from '@/lib/date/date-shift';
import { addWorkdays, countWorkdays } from '@/lib/date/skipped-holidays';
import { workCalendar, HOLIDAY_CALENDARS, type NamedHoliday, type WorkCalendar } from '@/lib/date/work-calendar';
import { WEEKENDS_ONLY } from '@/lib/date/business-days';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useSubmit } from '@/kit/calculator/use-submit';
import { plural } from '@/kit/calculator/plural';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { WeekendFields } from '@/components/weekend-fields';
import { DateListField, dateListFormShape } from '@/components/date-list-field';
import { RefusedLinkNotes } from '@/kit/calculator/refused-link-keys';
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

/** The work calendar of the page's keys: weekend, holidays, the visitor's own days off and working days. */
const calendarOf = ({ weekend, holidays, off, work }: View['params']): WorkCalendar => ({ ...workCalendar(weekend, holidays), daysOff: off, workingDays: work });

const weekendText = ({ params }: View) => sortWeekdays(params.weekend).map((d) => WEEKDAY_NAMES[d]).join(' and ');

/** The start and the date reached with the days skipped, null before hydration. */
function addOf({ params, today }: ModeView<typeof addKeys & typeof sharedKeys>) {
  const start = today ? resolveStart(params.start, today) : null;
  return { start, shift: start ? addWorkdays(start, params.dir === 'ago' ? -params.days : params.days, calendarOf(params)) : null };
}

/** The dates counted between (today and today + 30 unless set) and the count, null before hydration. */
function countOf({ params, today }: ModeView<typeof countKeys & typeof sharedKeys>) {
  const from = params.from ?? today;
  const to = params.to ?? (today && addDays(today, 30));
  return { from, to, count: from && to ? countWorkdays(from, to, params.inclusive, calendarOf(params)) : null };
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
            <Skipped holidays={shift?.skipped ?? []} weekendDays={shift?.weekendDays ?? 0} view={view} />
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
            <Skipped holidays={count.skipped} weekendDays={count.weekendDays} view={view} />
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
  dateListFormShape(params, 'off');
  dateListFormShape(params, 'work');
});

/** What the result says of a link's key that was left out because it could not be read. */
const LINK_NOTES: Record<string, string> = {
  off: 'The link’s list of days off holds something that is not a date, or more than 100 dates, so it was left out.',
  work: 'The link’s list of working days holds something that is not a date, or more than 100 dates, so it was left out.',
};

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
  const calendar = calendarOf(params);

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
            <RefusedLinkNotes parsers={businessDaysModes.parsers} canonical={canonicalSearch} known={today !== null} notes={LINK_NOTES} />
            <chosen.Result {...view} />
          </ResultCard>
          {/* Below the result, so that on a phone the inputs and the button fit the first screen. */}
          <div className="grid gap-6 border-t pt-5">
            <h3 className="text-sm font-semibold">
              Weekend days and holidays
            </h3>
            <WeekendFields calendar={calendar} onChange={(next) => void setParams({ weekend: [...next.weekend], holidays: next.holidays })} />
            <h3 className="text-sm font-semibold">Your own days</h3>
            <p className="-mt-4 text-xs text-muted-foreground">
              Days off of your own (a company shutdown, a local holiday) are skipped like holidays. Working days of your own (a Saturday
              worked to make up a bridge day) count even on a weekend or holiday; a date in both lists is a working day.
            </p>
            <div className="grid gap-6 sm:grid-cols-2">
              <DateListField legend="Extra days off" name="off" dates={params.off} onChange={(off) => void setParams({ off })} />
              <DateListField legend="Extra working days" name="work" dates={params.work} onChange={(work) => void setParams({ work })} />
            </div>
          </div>
        </LiveForm>
      </Tabs>
      {today && <LiveExample today={today} />}
    </CalculatorCard>
  );
}

function Skipped({ holidays, weekendDays, view }: { holidays: NamedHoliday[]; weekendDays: number; view: View }) {
  const { holidays: calendar, off, work } = view.params;
  const kinds = [calendar !== 'none' && HOLIDAY_CALENDARS[calendar].name, off.length > 0 && 'your days off'].filter(Boolean).join(' and ');
  return (
    <div className="mt-3 text-sm text-muted-foreground">
      <p>
        Weekend days skipped: {weekendText(view)} ({plural(weekendDays, 'day')}).
      </p>
      {!kinds ? (
        <p>Holidays are not excluded.</p>
      ) : holidays.length === 0 ? (
        <p>None of the {kinds} fell on a working day in this span.</p>
      ) : (
        <>
          <p>
            {kinds.charAt(0).toUpperCase() + kinds.slice(1)} skipped ({holidays.length}):
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
      {work.length > 0 && <p>Your working days ({work.length}) are worked whatever the weekend and holidays say.</p>}
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
