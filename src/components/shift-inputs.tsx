import { useEffect, useId, useState, type ReactNode } from 'react';
import { weekdayName, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong, LONGEST_LONG_DATE } from '@/lib/date/core/format';
import { MAX_DAYS, MAX_UNIT, type CalendarUnits, type Direction, type StartDate } from '@/lib/date/date-shift';
import { grouped, plural } from '@/kit/calculator/plural';
import { DateField, describedBy, FieldNotes, notWholeMessage, RadioGroupField, wholeNumberInput } from '@/kit/calculator/form-fields';
import { Input } from '@/kit/calculator/ui/input';
import { Label } from '@/kit/calculator/ui/label';
import { useInvalidField } from '@/components/live-form';
import { parseWholeNumber } from '@/kit/url/parsers';
import { cn } from '@/shell/utils';
import { BLANK, Room } from '@/kit/calculator/result-card';
import { JulianNote } from '@/kit/calculator/julian-note';

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

/** What the date calculator says when its years, months, weeks and days are all 0. */
const NO_UNITS_MESSAGE = 'Enter at least one year, month, week or day: all four are 0.';

const UNIT_FIELDS = [
  ['years', 'year'],
  ['months', 'month'],
  ['weeks', 'week'],
] as const;

/** A unit field's label: "Years" on screen, "Number of years" to a screen reader (four fit a phone's width). */
const unitLabel = (unit: string) => (
  <>
    <span className="sr-only">Number of </span>
    <span className="capitalize">{unit}</span>
  </>
);

/**
 * A shift in words, zero units left out: "2 years 3 months 1 week 4 days" (all zero: "0 days").
 *
 * @example describeUnits({ years: 0, months: 3, weeks: 0, days: 0 }) // '3 months'
 */
export function describeUnits(units: CalendarUnits): string {
  const parts = [...UNIT_FIELDS, ['days', 'day'] as const].filter(([key]) => units[key] > 0).map(([key, word]) => plural(units[key], word));
  return parts.join(' ') || '0 days';
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
  units,
  noDirection,
  zeroOk,
  onChange,
}: {
  /** `dir` may be left out with `noDirection`. */
  values: Omit<ShiftValues, 'dir'> & { dir?: Direction } & Partial<CalendarUnits>;
  startDate: IsoDate | null;
  /** Whether the days counted are business days (the field's label and message say so). */
  business: boolean;
  /** Years, months and weeks fields before the days (the date calculator's standard tab), each 0 or more. */
  units?: boolean;
  /** No direction radios: the shift is forward only (a due date). */
  noDirection?: boolean;
  /** Every unit may be 0 (a due date that is the start itself, rolled). */
  zeroOk?: boolean;
  onChange: (patch: Partial<ShiftValues & CalendarUnits>) => void;
}) {
  const mode = startModeOf(values.start);
  const days = (
    <IntegerField
      label={units ? unitLabel('days') : business ? 'Number of business days' : 'Number of days'}
      name="days"
      value={values.days}
      min={units && (zeroOk || values.years || values.months || values.weeks) ? 0 : 1}
      inputMin={units ? 0 : 1}
      minMessage={units ? NO_UNITS_MESSAGE : undefined}
      max={MAX_DAYS}
      unit={business ? 'business days' : 'days'}
      onChange={(days) => onChange({ days })}
    />
  );
  return (
    <div className="start-fields grid gap-5 sm:grid-cols-2">
      {units ? (
        <div className="grid grid-cols-4 items-start gap-2 sm:col-span-2 sm:gap-3">
          {UNIT_FIELDS.map(([key, word]) => (
            <IntegerField key={key} label={unitLabel(key)} name={key} value={values[key] ?? 0} min={0} max={MAX_UNIT} unit={`${word}s`} onChange={(n) => onChange({ [key]: n })} />
          ))}
          {days}
        </div>
      ) : (
        days
      )}
      {!noDirection && <RadioGroupField legend="Direction" name="dir" value={values.dir ?? 'from'} options={DIRECTION_OPTIONS} onChange={(dir) => onChange({ dir })} />}
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

/**
 * The confirmation of a shift submit (spec §8): "30 days from today is Friday, February 14, 2025";
 * `amount` is how much was added ("3 months"), the days by default.
 */
export function describeShift(values: ShiftValues, startDate: IsoDate, result: IsoDate, business: boolean, amount?: string): string {
  const counted = amount ?? plural(values.days, business ? 'business day' : 'day');
  return `${counted} ${values.dir === 'from' ? 'from' : 'ago from'} ${startLabel(values.start, startDate)} is ${formatLong(result)}`;
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
  if (date === null) return <p>That date falls outside the years 1 to 9999. Try a smaller number.</p>;
  return (
    <>
      <p className="text-sm text-muted-foreground">{labelRoom ? <Room longest={labelRoom}>{label}</Room> : label}</p>
      <p className="mt-1 text-3xl font-bold text-primary">{date ? weekdayName(date) : BLANK}</p>
      {/* The date keeps the room of the longest one: on a phone some dates wrap. */}
      <p className="text-xl font-semibold">
        <Room longest={LONGEST_LONG_DATE}>{date ? formatLong(date) : BLANK}</Room>
      </p>
      {date && <JulianNote date={date} />}
      {children}
    </>
  );
}

/**
 * A whole-number field of a live form. Text that is not a whole number (`1e5`, `1.5`, `+5`), a
 * value below `min` or above `max` is not committed, so the result stays as it was (product spec
 * §5), and an inline message says why and what to enter (and, through `LiveForm`, the result
 * says it was not updated). `unit` names what is counted in that message ("days").
 */
export function IntegerField({
  label,
  name,
  value,
  onChange,
  min = 1,
  inputMin = min,
  max,
  unit,
  minMessage,
  className,
}: {
  label: ReactNode;
  name: string;
  value: number;
  onChange: (n: number) => void;
  min?: number;
  /** What a number from `inputMin` up to below `min` is told, when "1 or more" would mislead (`min` depends on other fields). */
  minMessage?: string;
  /** The lowest number the field's message asks for, when it is below `min`, which depends on other fields. */
  inputMin?: number;
  max: number;
  unit: string;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((current) => (wholeNumberOf(current) === value ? current : String(value)));
  }, [value]);
  const n = wholeNumberOf(text);
  const message =
    n === null
      ? notWholeMessage(text, `the number of ${unit}`)
      : n < inputMin
        ? `Enter a whole number of ${unit}, ${grouped(inputMin)} or more.`
        : n < min
          ? (minMessage ?? `Enter a whole number of ${unit}, ${grouped(min)} or more.`)
          : n > max
            ? `Enter a whole number of ${unit}, at most ${grouped(max)}.`
            : null;
  useInvalidField(message);
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        {...wholeNumberInput(inputMin)}
        value={text}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, null, message)}
        onChange={(event) => {
          setText(event.target.value);
          const next = wholeNumberOf(event.target.value);
          if (next !== null && next >= min && next <= max) onChange(next);
        }}
      />
      <FieldNotes id={id} hint={null} error={message} />
    </div>
  );
}

/** The whole number a field's text is, in any range (`parseWholeNumber`; an empty field is 0), or null. */
const wholeNumberOf = (text: string) => (text.trim() === '' ? 0 : parseWholeNumber(text, -1 / 0, 1 / 0));
