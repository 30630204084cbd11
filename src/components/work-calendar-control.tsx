/**
 * The working-day calendar on a page: its control, loaded on demand, and the state of its
 * holiday data. Light on purpose: the page's first load carries this module only.
 */
import { useEffect, useState } from 'react';
import { loadHolidayCalendar } from '@/lib/date/business-days';
import { HOLIDAY_CALENDARS, isPlaceId, parsePlaceId, type HolidayCalendar } from '@/lib/date/work-calendar';
import { lazyIsland } from '@/components/lazy-island';
import { defaultWeekend, type WorkCalendarParams } from '@/components/work-calendar-keys';
import type { Weekday } from '@/lib/date/core/civil-date';

type Props = { params: WorkCalendarParams; onChange: (patch: Partial<WorkCalendarParams>) => void };

/** The fields with the list of places, loaded on demand (they import nothing the page's first load has). */
const Fields = lazyIsland<Props & { defaultWeekend: readonly Weekday[] }>(
  async () => {
    const [{ WorkCalendarFields }, { loadPlaces }] = await Promise.all([import('@/components/work-calendar-fields'), import('@/lib/date/place-data')]);
    const places = await loadPlaces();
    return (props) => <WorkCalendarFields places={places} {...props} />;
  },
  // What the prerender draws: every key at its default.
  { params: { weekend: null, holidays: 'none', bank: false, half: false, off: [], work: [] }, defaultWeekend: defaultWeekend('none'), onChange: () => {} },
);

/** Whether any key of the working-day calendar differs from its default (the control must then show it). */
const calendarSet = ({ weekend, holidays, bank, half, off, work }: WorkCalendarParams): boolean =>
  weekend !== null || holidays !== 'none' || bank || half || off.length > 0 || work.length > 0;

/**
 * The working-day calendar's fields (see `WorkCalendarFields`): prerendered in full, loaded when
 * the visitor reaches for them, or at once when the address sets one of its keys.
 */
export function WorkCalendarControl(props: Props) {
  return <Fields {...props} defaultWeekend={defaultWeekend(props.params.holidays)} awake={calendarSet(props.params)} />;
}

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

/** A place's name from the list of places: "Germany" or "Germany: Bavaria". */
async function placeName(id: string): Promise<string | null> {
  const place = parsePlaceId(id);
  const country = (await (await import('@/lib/date/place-data')).loadPlaces()).find((c) => c.code === place?.country);
  const regionName = place?.region && country?.regions.find((r) => r.code === place.region)?.name;
  return country ? (regionName ? `${country.name}: ${regionName}` : country.name) : null;
}

/**
 * Loads the calendar's holiday data when it comes on demand (a place's country) and its name;
 * a calendar bundled with the engine is ready at once.
 */
export function useCalendarStatus(holidays: string): CalendarStatus {
  const [loaded, setLoaded] = useState<{ holidays: string; known: boolean; name: string | null } | null>(null);
  const [unknownPlace, setUnknownPlace] = useState<string | null>(null);
  useEffect(() => {
    if (!isPlaceId(holidays)) return;
    let live = true;
    Promise.all([loadHolidayCalendar(holidays), placeName(holidays)]).then(
      ([known, name]) => {
        if (!live) return;
        setLoaded({ holidays, known: known && name !== null, name });
        setUnknownPlace(known && name !== null ? null : holidays);
      },
      () => live && (setLoaded({ holidays, known: false, name: null }), setUnknownPlace(holidays)),
    );
    return () => {
      live = false;
    };
  }, [holidays]);
  if (!isPlaceId(holidays)) {
    const entry = (HOLIDAY_CALENDARS as Record<string, HolidayCalendar>)[holidays];
    return { status: 'ready', name: holidays === 'none' ? null : (entry?.name ?? null), unknownPlace };
  }
  if (loaded?.holidays !== holidays) return { status: 'loading', name: null, unknownPlace };
  return loaded.known ? { status: 'ready', name: `holidays of ${loaded.name}`, unknownPlace } : { status: 'unknown', name: null, unknownPlace };
}

