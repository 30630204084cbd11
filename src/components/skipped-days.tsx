/**
 * What a business-day answer passed over, so a visitor can check it: shared by every page that
 * counts business days with the working-day calendar.
 */
import { isoDateParts, WEEKDAY_NAMES, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { placeDataYears, placeYearsMissing } from '@/lib/date/business-days';
import type { NamedHoliday } from '@/lib/date/work-calendar';
import { plural } from '@/kit/calculator/plural';
import { useCalendarStatus } from '@/components/work-calendar-control';
import { calendarOf, type WorkCalendarParams } from '@/components/work-calendar-keys';
import { cn } from '@/shell/utils';

const weekendText = (params: WorkCalendarParams) => calendarOf(params).weekend.map((d) => WEEKDAY_NAMES[d]).join(' and ');

/**
 * What a result says when its span reaches years outside the place's holiday data (whose
 * holidays are not known, so those years count only the weekend and the own days); nothing
 * otherwise.
 */
export function PlaceYearsNote({ holidays, span, ownDays }: { holidays: string; span: readonly [IsoDate, IsoDate]; ownDays: boolean }) {
  const years = span.map((d) => isoDateParts(d).year);
  const data = placeDataYears(holidays);
  if (!data || !placeYearsMissing(holidays, Math.min(...years), Math.max(...years))) return null;
  return (
    <p className="font-medium text-warning-foreground">
      The holiday data of this place holds the years {data.from} to {data.to}: the holidays of the years outside them are not known, so those
      years count weekends{ownDays ? ' and your own days' : ''} only.
    </p>
  );
}

/** The skipped days listed in full up to this many; beyond, the first ones and a count. */
const LISTED = 100;

/**
 * What an answer passed over, so a visitor can check it: the weekend days (a count), and the
 * holidays and own days off that fell on a working weekday (date with weekday, name). With a
 * null count (before the visitor's date is known) its lines keep their room unseen, so nothing
 * moves when the count comes in.
 */
export function Skipped({
  holidays,
  weekendDays,
  params,
  span,
}: {
  holidays: NamedHoliday[];
  weekendDays: number | null;
  params: WorkCalendarParams;
  span: [IsoDate, IsoDate] | null;
}) {
  const { holidays: id, off, work } = params;
  const name = useCalendarStatus(id).name;
  const kinds = [name, off.length > 0 && 'your days off'].filter(Boolean).join(' and ');
  return (
    <div className={cn('mt-3 text-sm text-muted-foreground', weekendDays === null && 'invisible')} aria-hidden={weekendDays === null || undefined}>
      <p>
        Weekend days skipped: {weekendText(params)} ({plural(weekendDays ?? 0, 'day')}).
      </p>
      {span && <PlaceYearsNote holidays={id} span={span} ownDays={off.length > 0} />}
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
            {holidays.slice(0, LISTED).map((h) => (
              <li key={h.date}>
                {h.name}: {formatLong(h.date)}
                {h.estimated && ' (estimated date)'}
              </li>
            ))}
          </ul>
          {holidays.length > LISTED && <p>…and {holidays.length - LISTED} more.</p>}
          {holidays.some((h) => h.estimated) && (
            <p className="mt-1">
              An estimated date is the holiday data’s forecast of a lunar holiday: the day depends on the sighting of the moon, and the government
              announces it shortly before, so the count may change by a day.
            </p>
          )}
        </>
      )}
      {work.length > 0 && <p>Your working days ({work.length}) are worked whatever the weekend and holidays say.</p>}
    </div>
  );
}

