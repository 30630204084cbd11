import { WEEKDAY_NAMES, type Weekday } from '@/lib/date/core/civil-date';
import { isPlaceId } from '@/lib/date/work-calendar';
import type { PlaceCountry } from '@/lib/date/place-holidays';
import { CheckboxField } from '@/kit/calculator/form-fields';
import { serializeWeekend } from '@/kit/calculator/weekend-param';
import { WeekendFields } from '@/components/weekend-fields';
import { DateListField } from '@/components/date-list-field';
import { defaultWeekend, type WorkCalendarParams } from '@/components/work-calendar-keys';
import { PlacePicker } from '@/components/place-picker';
import { DAY_KIND_TEXT } from '@/components/day-kinds';
import { placeDataKinds } from '@/lib/date/business-days';
import type { DayKind } from '@/lib/date/day-kinds';

const weekendNames = (days: readonly Weekday[]) => days.map((d) => WEEKDAY_NAMES[d]).join(' and ');

/**
 * The working-day calendar of every business-day page: the place whose holidays are days off
 * (with its bank holidays and half days as options), the weekend (the place's by default) and
 * the visitor's own days off and working days. Its fields are named after the URL keys
 * (`holidays`, `bank`, `half`, `weekend`, `off`, `work`). Loaded on demand with the list of
 * places: see `WorkCalendarControl`.
 */
export function WorkCalendarFields({
  places,
  params,
  onChange,
}: {
  places: readonly PlaceCountry[];
  params: WorkCalendarParams;
  onChange: (patch: Partial<WorkCalendarParams>) => void;
}) {
  const place = isPlaceId(params.holidays);
  // The weekend when `weekend` is absent: the place's.
  const fallback = defaultWeekend(params.holidays);
  const weekend = params.weekend ?? fallback;
  // The place's other kinds of day (its Catholic-area days, government or optional holidays…), once its data has loaded.
  const otherKinds = (place ? placeDataKinds(params.holidays) : []).filter((k): k is DayKind => k !== 'public' && k !== 'bank' && k !== 'half' && k in DAY_KIND_TEXT);
  const kinds = params.kinds ?? [];
  const toggle = (kind: string, on: boolean) => onChange({ kinds: on ? [...kinds, kind].sort() : kinds.filter((k) => k !== kind) });
  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <PlacePicker places={places} value={params.holidays} onChange={(holidays) => onChange({ holidays })} />
        <div className="grid gap-2 sm:grid-cols-2">
          <CheckboxField label="Count bank holidays as days off" name="bank" checked={params.bank} onChange={(bank) => onChange({ bank })} />
          <CheckboxField label="Count half days as days off" name="half" checked={params.half} onChange={(half) => onChange({ half })} />
        </div>
        {otherKinds.length > 0 && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Also count as days off</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {otherKinds.map((kind) => (
                <CheckboxField
                  key={kind}
                  label={DAY_KIND_TEXT[kind].label}
                  description={DAY_KIND_TEXT[kind].note}
                  name="kinds"
                  value={kind}
                  unchecked={null}
                  checked={kinds.includes(kind)}
                  onChange={(on) => toggle(kind, on)}
                />
              ))}
            </div>
          </fieldset>
        )}
        <p className="text-xs text-muted-foreground">
          A country’s or region’s public holidays are days off; bank holidays and half days (off for part of the day, or for some
          groups only) are working days unless ticked. Each place’s data has its own years, and the result says when a span leaves them.
          Holiday data: <a href="https://github.com/vacanza/holidays" className="underline">python-holidays</a> (
          <a href="https://github.com/vacanza/holidays/blob/dev/LICENSE" className="underline">MIT licence</a>).
        </p>
      </div>
      {/* The boxes as drawn: submitted untouched, they mean the place's own weekend (see workCalendarFormShape). */}
      <input type="hidden" name="weekendShown" value={serializeWeekend(weekend)} />
      <WeekendFields
        weekend={weekend}
        onChange={(days) => onChange({ weekend: days.join() === fallback.join() ? null : days })}
        hint={
          place
            ? `Default for this place: ${weekendNames(fallback)}, from the Unicode CLDR week data.`
            : `Default: ${weekendNames(fallback)}.`
        }
      />
      <div className="grid gap-3">
        <h3 className="text-sm font-semibold">Your own days</h3>
        <p className="-mt-2 text-xs text-muted-foreground">
          Days off of your own (a company shutdown, a local holiday) are skipped like holidays. Working days of your own (a Saturday worked to
          make up a bridge day) count even on a weekend or holiday; a date in both lists is a working day.
        </p>
        <div className="grid gap-6 sm:grid-cols-2">
          <DateListField legend="Extra days off" name="off" dates={params.off} onChange={(off) => onChange({ off })} />
          <DateListField legend="Extra working days" name="work" dates={params.work} onChange={(work) => onChange({ work })} />
        </div>
      </div>
    </div>
  );
}
