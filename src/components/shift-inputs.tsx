import type { ReactNode } from 'react';
import { weekdayName, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong, LONGEST_LONG_DATE } from '@/lib/date/core/format';
import type { Direction, StartDate } from '@/lib/date/date-shift';
import { plural } from '@/kit/calculator/plural';
import { DateField, IntegerField, RadioGroupField } from '@/kit/calculator/form-fields';
import { BLANK, Room } from '@/kit/calculator/result-card';

const DIRECTION_OPTIONS = [
  { value: 'from', label: 'From (future)' },
  { value: 'ago', label: 'Ago (past)' },
] as const;

const START_OPTIONS = [
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'custom', label: 'Custom date' },
] as const;

type StartMode = 'today' | 'tomorrow' | 'custom';

/** Which start option a start value stands for. */
export function startModeOf(start: StartDate): StartMode {
  return start === 'today' ? 'today' : start === 'tomorrow' ? 'tomorrow' : 'custom';
}

export interface ShiftValues {
  days: number;
  dir: Direction;
  start: StartDate;
}

/**
 * Number of days, direction and start (today, tomorrow or a picked date): the inputs of every
 * "N days from / ago" form. `startDate` is the resolved start, null before hydration.
 *
 * The fields submit as `days`, `dir` and `start`. A plain form cannot write a picked date into
 * `start` itself, so the start radio and the date field both carry that name: the form submits
 * `start=today&start=…` or `start=custom&start=2025-03-01`, which `startFormShape` turns into the
 * canonical `start`. The date field shows only while "Custom date" is chosen (CSS, so it works
 * before hydration too).
 */
export function ShiftInputs({
  values,
  startDate,
  business,
  maxDays,
  onChange,
}: {
  values: ShiftValues;
  startDate: IsoDate | null;
  /** Whether the days counted are business days (the field's label and message say so). */
  business: boolean;
  maxDays: number;
  onChange: (patch: Partial<ShiftValues>) => void;
}) {
  const mode = startModeOf(values.start);
  return (
    <div className="start-fields grid gap-5 sm:grid-cols-2">
      <IntegerField
        label={business ? 'Number of business days' : 'Number of days'}
        name="days"
        value={values.days}
        max={maxDays}
        unit={business ? 'business days' : 'days'}
        onChange={(days) => onChange({ days })}
      />
      <RadioGroupField legend="Direction" name="dir" value={values.dir} options={DIRECTION_OPTIONS} onChange={(dir) => onChange({ dir })} />
      <RadioGroupField
        legend="Start date"
        name="start"
        value={mode}
        options={START_OPTIONS}
        onChange={(next) => onChange({ start: next === 'custom' ? (startDate ?? 'today') : next })}
      />
      <DateField
        label="Custom start date"
        name="start"
        value={startDate}
        onChange={(start) => onChange({ start })}
        needed={mode === 'custom'}
        className="start-custom-date"
      />
    </div>
  );
}

/** The form's shape of `start` (see `ShiftInputs`) → the canonical one: `custom` takes the picked date. */
export function startFormShape(params: URLSearchParams): void {
  const [first, picked] = params.getAll('start');
  if (first === 'custom') params.set('start', picked ?? '');
}

/** How a start reads in a sentence: "today", "tomorrow" or the long date. */
export function startLabel(start: StartDate, startDate: IsoDate): string {
  const mode = startModeOf(start);
  return mode === 'custom' ? formatLong(startDate) : mode;
}

/** The confirmation of a shift submit (spec §8): "30 days from today is Friday, February 14, 2025". */
export function describeShift(values: ShiftValues, startDate: IsoDate, result: IsoDate, business: boolean): string {
  const unit = business ? 'business day' : 'day';
  return `${plural(values.days, unit)} ${values.dir === 'from' ? 'from' : 'ago from'} ${startLabel(values.start, startDate)} is ${formatLong(result)}`;
}

/**
 * The result of a shift: a line saying what was computed, the weekday and the long date, or
 * why there is none (`date` null: outside years 1–9999). `children` add details below. While
 * the visitor's date is not known (`date` undefined) the lines are drawn blank at their height,
 * so the result fills them in place and nothing under it moves.
 */
export function ShiftOutcome({
  label,
  labelRoom,
  date,
  children,
}: {
  label: ReactNode;
  /** The label's longest form, whose room it keeps (see `Room`): a label that names a date wraps on a phone. */
  labelRoom?: string;
  date: IsoDate | null | undefined;
  children?: ReactNode;
}) {
  if (date === null) return <p>That date falls outside the years 1 to 9999. Try fewer days.</p>;
  return (
    <>
      <p className="text-sm text-muted-foreground">{labelRoom ? <Room longest={labelRoom}>{label}</Room> : label}</p>
      <p className="mt-1 text-3xl font-bold text-primary">{date ? weekdayName(date) : BLANK}</p>
      {/* The date keeps the room of the longest one: on a phone some dates wrap. */}
      <p className="text-xl font-semibold">
        <Room longest={LONGEST_LONG_DATE}>{date ? formatLong(date) : BLANK}</Room>
      </p>
      {children}
    </>
  );
}
