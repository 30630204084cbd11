import { addDays, WEEKDAY_NAMES, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong, LONGEST_LONG_DATE } from '@/lib/date/core/format';
import { resolveStart } from '@/lib/date/date-shift';
import { addWorkdays, countWorkdays } from '@/lib/date/skipped-holidays';
import { workCalendar, HOLIDAY_CALENDARS, type HolidayCalendarId, type NamedHoliday } from '@/lib/date/work-calendar';
import { WEEKENDS_ONLY } from '@/lib/date/business-days';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useSubmit } from '@/kit/calculator/use-submit';
import { plural } from '@/kit/calculator/plural';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { CalculatorFrame } from '@/kit/url-state/calculator-frame';
import { WeekendFields } from '@/components/weekend-fields';
import { describeShift, ShiftInputs, ShiftOutcome, startFormShape } from '@/components/shift-inputs';
import { BetweenDatesInputs, describeBetween } from '@/components/between-dates-inputs';
import { PENDING_TEXT, ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { Tabs } from '@/kit/calculator/ui/tabs';
import { Button } from '@/kit/calculator/ui/button';
import {
  businessDaysParams,
  keepOwnModeKeys,
  MAX_BUSINESS_DAYS,
  MODE_KEYS,
  serializeBusinessDays,
} from '@/calculators/business-days-calculator/business-days-calculator.params';
import { LiveForm } from '@/components/live-form';
import { sortWeekdays } from '@/kit/url-state/parsers';
import { weekendFormShape } from '@/kit/calculator/weekend-param';
import { canonicalizer, switchMode } from '@/kit/url-state/canonical';
import { meta } from '@/calculators/business-days-calculator/business-days-calculator.meta';
import { pageText } from '@/kit/calculator/article-frame';

export { meta };

/** The one sentence shown between the heading and the calculator. */
const businessDaysLead =
  'Add or subtract working days, or count them between two dates, with your own weekend and holidays.';

const Text = pageText(() => import('@/calculators/business-days-calculator/business-days-calculator.content'));

/**
 * The form's shapes: the weekday boxes submit `weekend=sat&weekend=sun`, a weekend preset button
 * submits `weekendPreset=fri,sat` (it wins), the start radio and date field `start=custom&start=…`.
 */
export const canonicalSearch = canonicalizer(businessDaysParams, (params) => {
  startFormShape(params);
  weekendFormShape(params);
  keepOwnModeKeys(params);
});

const MODE_TABS = [
  { value: 'add', label: 'Add or subtract days' },
  { value: 'count', label: 'Count between dates' },
] as const;

export default function BusinessDaysCalculatorPage() {
  return (
    <CalculatorFrame
      meta={meta}
      heading="Business Days Calculator"
      lead={businessDaysLead}
      text={Text}
    >
      <BusinessDaysCalculator />
    </CalculatorFrame>
  );
}

export function BusinessDaysCalculator() {
  const { params, urlParams, setParams, today } = useUrlParams(businessDaysParams);
  const submit = useSubmit();
  const { weekend, holidays } = params;
  const calendar = workCalendar(weekend, holidays);

  const start = today ? resolveStart(params.start, today) : null;
  const shift = start ? addWorkdays(start, params.dir === 'ago' ? -params.days : params.days, calendar) : null;

  const from = params.from ?? today;
  const to = params.to ?? (today && addDays(today, 30));
  const count = from && to ? countWorkdays(from, to, params.inclusive, calendar) : null;

  const shiftLabel = (startText: string) =>
    `${plural(params.days, 'business day')} ${params.dir === 'from' ? 'after' : 'before'} ${startText}`;
  const weekendText = sortWeekdays(weekend).map((d) => WEEKDAY_NAMES[d]).join(' and ');
  const description =
    params.mode === 'add'
      ? start && shift?.date
        ? describeShift(params, start, shift.date, true)
        : null
      : count && describeBetween({ from, to, inclusive: params.inclusive }, count.count);

  const onSubmit = () =>
    submit(
      serializeBusinessDays({ ...urlParams, ...switchMode(MODE_KEYS, urlParams.mode) }),
      params.mode === 'add' ? 'Date calculated!' : 'Days calculated!',
      description,
    );

  return (
    <CalculatorCard title="Business days calculator">
      <Tabs label="Calculation" name="mode" value={params.mode} tabs={MODE_TABS} onChange={(mode) => setParams({ mode, ...switchMode(MODE_KEYS, mode) })}>
        <LiveForm onSubmit={onSubmit} className="grid gap-6">
          {params.mode !== 'add' && <input type="hidden" name="mode" value={params.mode} />}
          {params.mode === 'add' ? (
            <ShiftInputs
              values={params}
              startDate={start}
              business
              maxDays={MAX_BUSINESS_DAYS}
              onChange={setParams}
            />
          ) : (
            <div className="grid gap-5">
              <BetweenDatesInputs values={{ from, to, inclusive: params.inclusive }} onChange={setParams} />
            </div>
          )}
          <div>
            <Button type="submit">{params.mode === 'add' ? 'Calculate Date' : 'Count Business Days'}</Button>
          </div>
          <ResultCard busy={!today}>
            {!today ? (
              params.mode === 'add' ? (
                // The result's lines, blank, at their height (see ShiftOutcome); the rules
                // applied do not depend on the date.
                <ShiftOutcome label={PENDING_TEXT} labelRoom={shiftLabel(LONGEST_LONG_DATE)} date={undefined}>
                  {holidays === 'none' && <Skipped holidays={[]} weekendText={weekendText} calendar={holidays} />}
                </ShiftOutcome>
              ) : (
                <ResultPending />
              )
            ) : params.mode === 'add' ? (
              <ShiftOutcome label={shiftLabel(start ? formatLong(start) : '')} labelRoom={shiftLabel(LONGEST_LONG_DATE)} date={shift?.date ?? null}>
                {shift && <Skipped holidays={shift.skipped} weekendText={weekendText} calendar={holidays} />}
              </ShiftOutcome>
            ) : count && from && to ? (
              <>
                <p className="text-3xl font-bold text-primary">{plural(count.count, 'business day')}</p>
                <p className="mt-1">
                  from <strong>{formatLong(from)}</strong> to <strong>{formatLong(to)}</strong>
                  {params.inclusive ? ', both dates counted' : ', end date not counted'}
                </p>
                {to < from && (
                  <p className="mt-1 text-sm font-medium text-warning-foreground">
                    The end date is before the start date, so there are no business days to count.
                  </p>
                )}
                <Skipped holidays={count.skipped} weekendText={weekendText} calendar={holidays} />
              </>
            ) : null}
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

function Skipped({ holidays, weekendText, calendar }: { holidays: NamedHoliday[]; weekendText: string; calendar: HolidayCalendarId }) {
  return (
    <div className="mt-3 text-sm text-muted-foreground">
      <p>Weekend days skipped: {weekendText}.</p>
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
