import type { IsoDate } from '@/lib/date/civil-date';
import type { Direction, StartDate } from '@/lib/date/date-shift';
import { DateField, IntegerField, RadioGroupField } from '@/components/form-fields';

const DIRECTION_OPTIONS = [
  { value: 'from', label: 'From (future)' },
  { value: 'ago', label: 'Ago (past)' },
] as const;

const START_OPTIONS = [
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'custom', label: 'Custom date' },
] as const;

export type StartMode = 'today' | 'tomorrow' | 'custom';

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
 */
export function ShiftInputs({
  values,
  startDate,
  daysLabel,
  maxDays,
  onChange,
}: {
  values: ShiftValues;
  startDate: IsoDate | null;
  daysLabel: string;
  maxDays: number;
  onChange: (patch: Partial<ShiftValues>) => void;
}) {
  const mode = startModeOf(values.start);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <IntegerField label={daysLabel} value={values.days} max={maxDays} onChange={(days) => onChange({ days })} />
      <RadioGroupField legend="Direction" name="dir" value={values.dir} options={DIRECTION_OPTIONS} onChange={(dir) => onChange({ dir })} />
      <RadioGroupField
        legend="Start date"
        name="start"
        value={mode}
        options={START_OPTIONS}
        onChange={(next) => onChange({ start: next === 'custom' ? (startDate ?? 'today') : next })}
      />
      {mode === 'custom' && (
        <DateField label="Custom start date" value={startDate} onChange={(start) => onChange({ start })} />
      )}
    </div>
  );
}
