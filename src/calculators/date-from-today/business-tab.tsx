/**
 * The date calculator's "Business Days" tab: its fields, result (with what the answer skipped)
 * and toast, counted with the working-day calendar. A module of its own, loaded when the tab
 * opens (see `widgetModes`), so the page's first load carries none of it.
 */
import type { IsoDate } from '@/lib/date/core/civil-date';
import { resolveStart } from '@/lib/date/date-shift';
import { addWorkdays } from '@/lib/date/skipped-holidays';
import type { ModeView } from '@/kit/url-state/modes';
import { plural } from '@/kit/calculator/plural';
import { PENDING_TEXT, ResultCard } from '@/kit/calculator/result-card';
import { describeShift, ShiftInputs, ShiftOutcome, startLabel } from '@/components/shift-inputs';
import { DateListNotes, settledCalendar, UnknownPlaceNote, useWorkCalendar, WorkCalendarDetails } from '@/components/work-calendar-control';
import { calendarOf } from '@/components/work-calendar-keys';
import { Skipped } from '@/components/skipped-days';
import type { businessKeys } from '@/calculators/date-from-today/date-from-today.params';

type BusinessView = ModeView<typeof businessKeys>;

/** Business days and the calendar days they usually span (weekends only). */
const QUICK_REFERENCE = [
  [5, 7],
  [10, 14],
  [20, 28],
  [60, 84],
] as const;

/** The start date, null before hydration. */
const startOf = ({ params, today }: BusinessView) => today && resolveStart(params.start, today);

/** The start date and the shift (date reached, what it skipped), null before hydration and while a place's holiday data loads. */
function shiftOf(view: BusinessView) {
  const params = settledCalendar(view.params);
  const start = params && startOf(view);
  return { start, shift: params && start && params.days ? addWorkdays(start, params.dir === 'ago' ? -params.days : params.days, calendarOf(params)) : null };
}

const label = ({ params }: BusinessView, start: IsoDate) =>
  `${plural(params.days, 'business day')} ${params.dir === 'from' ? 'from' : 'before'} ${startLabel(params.start, start)}`;

export const Inputs = (view: BusinessView) => (
  <ShiftInputs values={view.params} startDate={startOf(view)} business onChange={view.setParams} />
);

export function Result(view: BusinessView) {
  const calendar = useWorkCalendar(view.params, view.setParams);
  const { params } = calendar;
  const { start, shift } = shiftOf(view);
  return (
    <>
      <ResultCard busy={!start}>
        <UnknownPlaceNote place={calendar.unknownPlace} />
        <DateListNotes known={view.today !== null} />
        {params.days ? (
          <ShiftOutcome label={start ? label(view, start) : PENDING_TEXT} date={shift ? shift.date : undefined}>
            {start && shift?.date && (
              <Skipped holidays={shift.skipped} weekendDays={shift.weekendDays} params={params} span={start < shift.date ? [start, shift.date] : [shift.date, start]} />
            )}
          </ShiftOutcome>
        ) : (
          <p>Enter a number of business days, 1 or more.</p>
        )}
      </ResultCard>
      <WorkCalendarDetails params={params} onChange={(patch) => void view.setParams(patch)} offer />
      <div className="rounded-lg bg-muted p-4 text-sm">
        <h3 className="font-semibold">Quick reference</h3>
        <p className="mt-1 text-muted-foreground">Business days and the calendar days they usually span (weekends only):</p>
        <ul className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-4">
          {QUICK_REFERENCE.map(([business, days]) => (
            <li key={business}>
              {business} business days ≈ {days} calendar days
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The toast after a submit on the tab. */
export function toastText(view: BusinessView): string | null {
  const { start, shift } = shiftOf(view);
  return start && shift?.date ? describeShift(view.params, start, shift.date, true) : null;
}
