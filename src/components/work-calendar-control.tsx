/**
 * The working-day calendar on a page: its control, loaded on demand, and the state of its
 * holiday data. Light on purpose: the page's first load carries this module only.
 */
import { useEffect, useState } from 'react';
import { loadHolidayCalendar } from '@/lib/date/business-days';
import { HOLIDAY_CALENDARS, isPlaceId, loadsOnDemand, parsePlaceId, type HolidayCalendar } from '@/lib/date/work-calendar';
import { lazyIsland } from '@/components/lazy-island';
import { defaultWeekend, type WorkCalendarParams } from '@/components/work-calendar-keys';
import type { Weekday } from '@/lib/date/core/civil-date';

type Props = { params: WorkCalendarParams; onChange: (patch: Partial<WorkCalendarParams>) => void };

/** Every key of the working-day calendar at its default, as on every business-day page. */
export const CALENDAR_KEY_DEFAULTS: WorkCalendarParams = { weekend: null, holidays: 'none', bank: false, half: false, off: [], work: [] };

/** Whether any key of the working-day calendar differs from `defaults` (the control must then show it). */
export const calendarSet = ({ weekend, holidays, bank, half, off, work }: WorkCalendarParams, defaults = CALENDAR_KEY_DEFAULTS): boolean =>
  weekend !== null || holidays !== defaults.holidays || bank || half || off.length > 0 || work.length > 0;

/**
 * The working-day calendar's fields (see `WorkCalendarFields`) for a page whose keys default to
 * `defaults` (the calendar generator marks US federal holidays unless told otherwise): prerendered
 * in full at those defaults, so a form sent before JavaScript asks for them, loaded when the
 * visitor reaches for them, when `awake`, or at once when the address sets a key otherwise.
 */
export function workCalendarControl(defaults: WorkCalendarParams) {
  // The fields with the list of places, loaded on demand (they import nothing the page's first load has).
  const Fields = lazyIsland<Props & { defaultWeekend: readonly Weekday[] }>(
    async () => {
      const [{ WorkCalendarFields }, { loadPlaces }] = await Promise.all([import('@/components/work-calendar-fields'), import('@/lib/date/place-data')]);
      const places = await loadPlaces();
      return (props) => <WorkCalendarFields places={places} {...props} />;
    },
    { params: defaults, defaultWeekend: defaultWeekend(defaults.holidays), onChange: () => {} },
  );
  return function Control({ awake = false, ...props }: Props & { className?: string; awake?: boolean }) {
    return <Fields {...props} defaultWeekend={defaultWeekend(props.params.holidays)} awake={awake || calendarSet(props.params, defaults)} />;
  };
}

/** The working-day calendar's fields on every page whose keys have the usual defaults (no holidays). */
export const WorkCalendarControl = workCalendarControl(CALENDAR_KEY_DEFAULTS);

/**
 * Whether the calendar's data is here (`loading`, `ready`, or `unknown`: no data for that place),
 * and what results call its holidays ("the public holidays of Germany: Bavaria"); `unknownPlace`
 * is the last place asked for that has no data, kept after the address drops it.
 */
export interface CalendarStatus {
  status: 'loading' | 'ready' | 'unknown';
  name: string | null;
  unknownPlace: string | null;
}

/** What results call a calendar's holidays: "US federal holidays", "holidays of Germany: Bayern" (null: no such place). */
async function calendarName(id: string): Promise<string | null> {
  if (!isPlaceId(id)) return (HOLIDAY_CALENDARS as Record<string, HolidayCalendar>)[id]?.name ?? null;
  const place = parsePlaceId(id);
  const country = (await (await import('@/lib/date/place-data')).loadPlaces()).find((c) => c.code === place?.country);
  const regionName = place?.region && country?.regions.find((r) => r.code === place.region)?.name;
  return country ? `holidays of ${regionName ? `${country.name}: ${regionName}` : country.name}` : null;
}

/** What each calendar loaded on demand turned out to be: known (its data loaded) or not, and its name. */
const settled = new Map<string, { known: boolean; name: string | null }>();

/**
 * Loads the calendar's holiday data when it comes on demand (a place's country, the US federal
 * rules) and its name; one bundled with the engine (none) is ready at once, and so is one loaded
 * before (so a part of the page that asks after the page did never shows a moment of "loading").
 */
export function useCalendarStatus(holidays: string): CalendarStatus {
  const [, setSettled] = useState(0);
  const [unknownPlace, setUnknownPlace] = useState<string | null>(null);
  useEffect(() => {
    if (!loadsOnDemand(holidays)) {
      // Another calendar chosen: the note of an unknown place no longer applies (`none` is what it was replaced by).
      if (holidays !== 'none') setUnknownPlace(null);
      return;
    }
    let live = true;
    const settle = (known: boolean, name: string | null) => {
      settled.set(holidays, { known, name });
      if (!live) return;
      setSettled((n) => n + 1);
      setUnknownPlace(known ? null : holidays);
    };
    const done = settled.get(holidays);
    if (done) settle(done.known, done.name);
    else
      Promise.all([loadHolidayCalendar(holidays), calendarName(holidays)]).then(
        ([known, name]) => settle(known && name !== null, name),
        () => settle(false, null),
      );
    return () => {
      live = false;
    };
  }, [holidays]);
  if (!loadsOnDemand(holidays)) return { status: 'ready', name: null, unknownPlace };
  const done = settled.get(holidays);
  if (!done) return { status: 'loading', name: null, unknownPlace };
  return done.known ? { status: 'ready', name: done.name, unknownPlace } : { status: 'unknown', name: null, unknownPlace };
}

/**
 * The calendar values a count can use now, outside a component (a submit's toast): with a place
 * the data does not know counted as no holidays; null while a place's data has not loaded.
 */
export function settledCalendar<P extends WorkCalendarParams>(params: P): P | null {
  if (!loadsOnDemand(params.holidays)) return params;
  const done = settled.get(params.holidays);
  return !done ? null : done.known ? params : { ...params, holidays: 'none', bank: false, half: false };
}

/**
 * The working-day calendar a page counts with: the address's values, with a place the holiday
 * data does not know counted as no holidays and dropped from the address (`UnknownPlaceNote`
 * says so); `loading` while a place's data is on its way (the page's answer waits, as before
 * hydration).
 */
export function useWorkCalendar<P extends WorkCalendarParams>(
  params: P,
  setParams: (patch: Pick<WorkCalendarParams, 'holidays' | 'bank' | 'half'>) => unknown,
): { params: P; loading: boolean; unknownPlace: string | null } {
  const { status, unknownPlace } = useCalendarStatus(params.holidays);
  const unknown = status === 'unknown';
  // An unknown place is left out of the address, so the link keeps only what counts.
  useEffect(() => {
    if (unknown) void setParams({ holidays: 'none', bank: false, half: false });
  }, [unknown, setParams]);
  return { params: unknown ? { ...params, holidays: 'none', bank: false, half: false } : params, loading: status === 'loading', unknownPlace };
}

/** What a result says of a place the holiday data does not know (`useWorkCalendar`'s `unknownPlace`); nothing for null. */
export function UnknownPlaceNote({ place }: { place: string | null }) {
  return (
    place && (
      <p className="mb-3 text-sm font-semibold text-warning-foreground">
        The holiday data knows no place “{place}”, so no holidays are counted. Choose a country or region from the list.
      </p>
    )
  );
}

/**
 * The working-day calendar's fields where counting business days is an option of the form (the
 * days between two dates): folded under one line, so the form stays short; a link that sets
 * the calendar shows it in the result's list of what was skipped.
 */
export function WorkCalendarDetails(props: Props) {
  return (
    <details className="rounded-lg border px-4 py-3">
      <summary className="cursor-pointer text-sm font-semibold">Working-day calendar for business days: holidays, weekend and your own days</summary>
      <WorkCalendarControl {...props} className="mt-4" />
    </details>
  );
}

