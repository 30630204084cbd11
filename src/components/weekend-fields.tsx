import { WEEKDAY_NAMES, type Weekday } from '@/lib/date/core/civil-date';
import { serializeWeekend, sortWeekdays, WEEKDAY_KEYS } from '@/kit/calculator/weekend-param';
import { CheckboxField } from '@/kit/calculator/form-fields';
import { Button } from '@/kit/calculator/ui/button';

const WEEKEND_PRESETS: readonly { label: string; days: Weekday[] }[] = [
  { label: 'Saturday + Sunday', days: [6, 0] },
  { label: 'Friday + Saturday', days: [5, 6] },
  { label: 'Sunday only', days: [0] },
];

const MONDAY_FIRST: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/**
 * A work calendar's weekend days (key `weekend`): each weekday box submits `weekend=<day>`, a
 * preset button `weekendPreset=<list>`, which `weekendFormShape` turns into the canonical key;
 * after hydration both change the value in place. `hint` says what the default is.
 */
export function WeekendFields({ weekend, onChange, hint }: { weekend: readonly Weekday[]; onChange: (weekend: Weekday[]) => void; hint?: string }) {
  const onWeekendChange = (days: readonly Weekday[]) => onChange(sortWeekdays(days));
  const toggle = (day: Weekday, on: boolean) => {
    const next = on ? [...weekend, day] : weekend.filter((d) => d !== day);
    if (next.length < 7) onWeekendChange(next);
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Weekend days (not worked)</legend>
      <div className="flex flex-wrap gap-2">
        {WEEKEND_PRESETS.map((preset) => (
          <Button
            key={preset.label}
            type="submit"
            name="weekendPreset"
            value={serializeWeekend(preset.days)}
            variant="secondary"
            size="sm"
            aria-pressed={sortWeekdays(preset.days).join() === sortWeekdays(weekend).join()}
            onClick={(event) => {
              event.preventDefault();
              onWeekendChange(preset.days);
            }}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {MONDAY_FIRST.map((day) => (
          <CheckboxField
            key={day}
            label={WEEKDAY_NAMES[day] ?? ''}
            name="weekend"
            value={WEEKDAY_KEYS[day]}
            unchecked={null}
            checked={weekend.includes(day)}
            onChange={(on) => toggle(day, on)}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        {hint && `${hint} `}At least one day of the week must be a working day.
      </p>
    </fieldset>
  );
}
