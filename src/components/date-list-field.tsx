import { useId } from 'react';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { DateField } from '@/kit/calculator/form-fields';
import { Button } from '@/kit/calculator/ui/button';
import { MAX_LISTED_DATES } from '@/components/work-calendar-keys';

/**
 * A list of dates (URL key `name`, a comma list): one date field per date with a Remove button,
 * and an empty field that adds one. Every field is named after the key, so a plain form submits
 * `off=2026-12-24&off=2026-12-31&off=`, which `workCalendarFormShape` (work-calendar-keys.ts) turns into the canonical list.
 */
export function DateListField({
  legend,
  name,
  dates,
  onChange,
}: {
  legend: string;
  name: string;
  dates: readonly IsoDate[];
  onChange: (dates: IsoDate[]) => void;
}) {
  const id = useId();
  const set = (next: IsoDate[]) => onChange([...new Set(next)].sort());
  return (
    <fieldset className="grid content-start gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {dates.length === 0 ? 'None yet.' : `${dates.length} of at most ${MAX_LISTED_DATES}.`}
      </p>
      <ul className="grid gap-2">
        {dates.map((date, i) => (
          <li key={date} className="flex items-end gap-2">
            <DateField label={`${legend}: date ${i + 1}`} name={name} value={date} onChange={(next) => set(dates.map((d) => (d === date ? next : d)))} className="grow sm:max-w-xs" />
            <Button type="button" variant="outline" size="sm" aria-label={`Remove ${formatLong(date)}`} onClick={() => onChange(dates.filter((d) => d !== date))}>
              Remove
            </Button>
          </li>
        ))}
        {dates.length < MAX_LISTED_DATES && (
          <li key={dates.length}>
            <DateField label={`${legend}: add a date`} name={name} value={null} onChange={(date) => set([...dates, date])} className="sm:max-w-xs" />
          </li>
        )}
      </ul>
    </fieldset>
  );
}
