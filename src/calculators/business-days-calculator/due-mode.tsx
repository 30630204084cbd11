/**
 * The business days page's due date mode: a start plus calendar units, then, on a day that is
 * not worked, moved by a roll convention. Declared with the page's modes (business-days-calculator.page.tsx).
 */
import { isoDateParts, MONTH_NAMES } from '@/lib/date/core/civil-date';
import { formatLong, LONGEST_LONG_DATE } from '@/lib/date/core/format';
import { resolveStart, shiftByUnits } from '@/lib/date/date-shift';
import { dayOffReason, rollDate, type RollConvention } from '@/lib/date/roll';
import type { ModeView } from '@/kit/url-state/modes';
import { RadioGroupField } from '@/kit/calculator/form-fields';
import { PENDING_TEXT } from '@/kit/calculator/result-card';
import { describeUnits, ShiftInputs, ShiftOutcome, startLabel } from '@/components/shift-inputs';
import { calendarOf } from '@/components/work-calendar-keys';
import { PlaceYearsNote } from '@/components/skipped-days';
import type { dueKeys, sharedKeys } from '@/calculators/business-days-calculator/business-days-calculator.params';

type DueView = ModeView<typeof dueKeys & typeof sharedKeys>;

/**
 * The due date: the start plus the calendar units (unadjusted), why that day is not a working
 * day, and where the roll moves it; null before hydration.
 */
function dueOf({ params, today }: DueView) {
  const start = today ? resolveStart(params.start, today) : null;
  if (!start) return null;
  const calendar = calendarOf(params);
  const unadjusted = shiftByUnits(start, params, 'from');
  const date = unadjusted?.date ?? null;
  return {
    start,
    unadjusted,
    reason: date && dayOffReason(date, calendar),
    rolled: date && rollDate(date, params.roll, calendar),
  };
}

/** Spec-style one-line definitions of the roll conventions (ISDA; QuantLib's and OpenGamma Strata's names). */
const ROLL_OPTIONS: readonly { value: RollConvention; label: string }[] = [
  { value: 'following', label: 'Following: the next working day' },
  { value: 'modified-following', label: 'Modified following: the next, unless in the next month (then the previous)' },
  { value: 'preceding', label: 'Preceding: the previous working day' },
  { value: 'modified-preceding', label: 'Modified preceding: the previous, unless in the previous month (then the next)' },
  { value: 'none', label: 'None: keep the date' },
];

const ROLL_NAMES: Record<RollConvention, string> = {
  following: 'following',
  'modified-following': 'modified following',
  preceding: 'preceding',
  'modified-preceding': 'modified preceding',
  none: 'no roll',
};

export function Inputs(view: DueView) {
  const { params, setParams } = view;
  const start = view.today && resolveStart(params.start, view.today);
  return (
    <div className="grid gap-5">
      <ShiftInputs values={params} startDate={start} business={false} units noDirection zeroOk onChange={setParams} />
      <RadioGroupField legend="If the date is not a working day" name="roll" value={params.roll} options={ROLL_OPTIONS} onChange={(roll) => setParams({ roll })} />
    </div>
  );
}

export function Result(view: DueView) {
  const due = dueOf(view);
  const { params } = view;
  const label = (startText: string) => `${describeUnits(params)} after ${startText}, ${ROLL_NAMES[params.roll]}`;
  if (due?.unadjusted === null || due?.rolled === null) return <p>That date falls outside the years 1 to 9999. Try a smaller number.</p>;
  const unadjusted = due?.unadjusted?.date;
  return (
    <ShiftOutcome label={due ? label(startLabel(params.start, due.start)) : PENDING_TEXT} labelRoom={label(LONGEST_LONG_DATE)} date={due?.rolled}>
      {due && unadjusted && (
        <div className="mt-3 grid gap-1 text-sm">
          <p>
            Unadjusted date: <strong>{formatLong(unadjusted)}</strong>
            {due.unadjusted?.clipped && ` (${MONTH_NAMES[isoDateParts(due.unadjusted.afterMonths).month - 1]} has no day ${isoDateParts(due.start).day}, so its last day was used)`}
          </p>
          <PlaceYearsNote holidays={params.holidays} span={[unadjusted, due.rolled ?? unadjusted]} ownDays={params.off.length > 0} />
          {due.reason === null ? (
            <p>It is a working day, so it stays.</p>
          ) : params.roll === 'none' ? (
            <p>It is not a working day ({due.reason}), and the date is kept as it is (no roll).</p>
          ) : (
            <p>
              It is not a working day ({due.reason}), so the {ROLL_NAMES[params.roll]} rule moves it to <strong>{formatLong(due.rolled!)}</strong>.
            </p>
          )}
        </div>
      )}
    </ShiftOutcome>
  );
}

export function toastText(view: DueView): string | null {
  const due = dueOf(view);
  return due?.rolled ? `The due date ${describeUnits(view.params)} after ${formatLong(due.start)} is ${formatLong(due.rolled)}` : null;
}
