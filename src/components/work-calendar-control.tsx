/**
 * The working-day calendar on a page: its control, loaded on demand, and the state of its
 * holiday data. Light on purpose: the page's first load carries this module only.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { loadHolidayCalendar } from '@/lib/date/business-days';
import { HOLIDAY_CALENDARS, isPlaceId, loadsOnDemand, parsePlaceId, type HolidayCalendar } from '@/lib/date/work-calendar';
import { RefusedLinkNotes } from '@/kit/calculator/refused-link-keys';
import { lazyIsland } from '@/components/lazy-island';
import { dateList, type WorkCalendarParams } from '@/components/work-calendar-keys';
import { CALENDAR_KEY_DEFAULTS, calendarSet } from '@/components/work-calendar-values';
import { CalendarOffer } from '@/components/calendar-offer-slot';

type Props = { params: WorkCalendarParams; onChange: (patch: Partial<WorkCalendarParams>) => void };


/**
 * The working-day calendar's fields (see `WorkCalendarFields`) for a page whose keys default to
 * `defaults` (the calendar generator marks US federal holidays unless told otherwise): prerendered
 * in full at those defaults, so a form sent before JavaScript asks for them, loaded when the
 * visitor reaches for them, when `awake`, or at once when the address sets a key otherwise.
 */
export function workCalendarControl(defaults: WorkCalendarParams) {
  // The fields with the list of places, loaded on demand (they import nothing the page's first load has).
  const Fields = lazyIsland<Props>(
    async () => {
      const [{ WorkCalendarFields }, { loadPlaces }] = await Promise.all([import('@/components/work-calendar-fields'), import('@/lib/date/place-data')]);
      const places = await loadPlaces();
      return (props) => <WorkCalendarFields places={places} {...props} />;
    },
    { params: defaults, onChange: () => {} },
  );
  return function Control({ awake = false, ...props }: Props & { className?: string; awake?: boolean }) {
    return <Fields {...props} awake={awake || calendarSet(props.params, defaults)} />;
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
 * Loads a calendar that comes on demand (a place's country, the US federal rules) and its name,
 * and records what it turned out to be; at once for one recorded before.
 */
export async function settleCalendar(id: string): Promise<void> {
  if (settled.has(id)) return;
  const outcome = await Promise.all([loadHolidayCalendar(id), calendarName(id)]).then(
    ([known, name]) => ({ known: known && name !== null, name }),
    () => ({ known: false, name: null }),
  );
  settled.set(id, outcome);
}

/**
 * Whether the calendar's holiday data is here, loading it when it comes on demand (see
 * `settleCalendar`); one bundled with the engine (none) is ready at once, and so is one loaded
 * before (so a part of the page that asks after the page did never shows a moment of "loading").
 * `unknownPlace` is the last place asked for that has no data, while its note applies: while it
 * is asked for, and after the address replaced it with `none`.
 */
export function useCalendarStatus(holidays: string): CalendarStatus {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [lastUnknown, setLastUnknown] = useState<string | null>(null);
  const done = loadsOnDemand(holidays) ? settled.get(holidays) : { known: true, name: null };
  const status = !done ? 'loading' : done.known ? 'ready' : 'unknown';
  useEffect(() => {
    if (status === 'unknown') setLastUnknown(holidays);
    else if (holidays !== 'none') setLastUnknown(null);
    if (status !== 'loading') return;
    let live = true;
    void settleCalendar(holidays).then(() => live && rerender());
    return () => {
      live = false;
    };
  }, [holidays, status]);
  return { status, name: done?.known ? done.name : null, unknownPlace: status === 'unknown' || holidays === 'none' ? lastUnknown : null };
}

/** The keys' values that stand for a place the holiday data does not know: no holidays, and no options of a place. */
const WITHOUT_PLACE = { holidays: 'none', bank: false, half: false } as const;

/**
 * The calendar values a count can use now, outside a component (a submit's toast): with a place
 * the data does not know counted as no holidays; null while a place's data has not loaded.
 */
export function settledCalendar<P extends WorkCalendarParams>(params: P): P | null {
  if (!loadsOnDemand(params.holidays)) return params;
  const done = settled.get(params.holidays);
  return !done ? null : done.known ? params : { ...params, ...WITHOUT_PLACE };
}

/**
 * The working-day calendar a page counts with: the address's values, with a place the holiday
 * data does not know counted as no holidays and dropped from the address by `setParams` (called
 * once when the place turns out unknown; `UnknownPlaceNote` says so); what results call its
 * holidays (`name`); `loading` while a place's
 * data is on its way (the page's answer waits, as before hydration).
 */
export function useWorkCalendar<P extends WorkCalendarParams>(
  params: P,
  setParams: (patch: typeof WITHOUT_PLACE) => unknown,
): { params: P; loading: boolean; name: string | null; unknownPlace: string | null } {
  const { status, name, unknownPlace } = useCalendarStatus(params.holidays);
  // The caller's latest setter, so that it need not be stable (it may close over the page's values).
  const latest = useRef(setParams);
  useEffect(() => {
    latest.current = setParams;
  });
  useEffect(() => {
    if (status === 'unknown') void latest.current(WITHOUT_PLACE);
  }, [status]);
  return { params: settledCalendar(params) ?? params, loading: status === 'loading', name, unknownPlace };
}

/**
 * What a result says of a place the holiday data does not know (`useWorkCalendar`'s
 * `unknownPlace`); nothing for null. `verb` is what the page does with holidays, `choose` where
 * the visitor picks another place.
 */
export function UnknownPlaceNote({
  place,
  verb = 'counted',
  choose = 'from the list',
  className = 'mb-3',
}: {
  place: string | null;
  verb?: 'counted' | 'marked';
  choose?: string;
  className?: string;
}) {
  return (
    place && (
      <p className={`${className} text-sm font-semibold text-warning-foreground`}>
        The holiday data knows no place “{place}”, so no holidays are {verb}. Choose a country or region {choose}.
      </p>
    )
  );
}

const listNote = (list: string) => `The link’s list of ${list} holds something that is not a date, or more than 100 dates, so it was left out.`;

/** What a result says of a link's list of own days that it left out: unreadable, or more than 100 dates. */
export const DATE_LIST_NOTES: Readonly<Record<string, string>> = { off: listNote('days off'), work: listNote('working days') };

const DATE_LISTS = { off: dateList, work: dateList };

/**
 * The notes of `DATE_LIST_NOTES` for the lists the address the page was opened with held and
 * the page left out (see `RefusedLinkNotes`), once `known` (after hydration).
 */
export function DateListNotes({ known }: { known: boolean }) {
  return <RefusedLinkNotes parsers={DATE_LISTS} known={known} notes={DATE_LIST_NOTES} />;
}

/**
 * The working-day calendar's fields where counting business days is an option of the form (the
 * days between two dates): folded under one line, so the form stays short; a link that sets
 * the calendar shows it in the result's list of what was skipped. With `offer` (business days
 * are what the form counts), the visitor's own calendar is offered (`CalendarOffer`).
 */
export function WorkCalendarDetails({ offer = false, ...props }: Props & { offer?: boolean }) {
  return (
    <>
      <details className="rounded-lg border px-4 py-3">
        <summary className="cursor-pointer text-sm font-semibold">Working-day calendar for business days: holidays, weekend and your own days</summary>
        <WorkCalendarControl {...props} className="mt-4" />
      </details>
      <CalendarOffer params={props.params} onApply={props.onChange} wanted={offer} />
    </>
  );
}

