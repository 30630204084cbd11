/**
 * The world holiday data as the business-day engine reads it: a place's days off by year, with
 * its bank holidays and half days as asked. Loaded on demand by `loadHolidayCalendar`
 * (business-days.ts) with the countries' data (place-data.ts), so pages with no place chosen
 * carry none of it.
 */
import { parsePlaceId, type HolidaysOfYear } from './work-calendar';
import type { CountryHolidays, YearRange } from './place-holidays';
import type { IsoDate } from './core/civil-date';
import { dayName } from './day-name';
import { loadCountryHolidays } from './place-data';

/** The countries whose data has loaded. */
const countries = new Map<string, CountryHolidays>();
/** Their other kinds of day (more/<cc>.json), for the countries that have any. */
const moreOf = new Map<string, CountryHolidays>();

/** A place id's country and region codes (`de-by` → `de`, `by`). */
const split = (id: string): [string, string | null] => {
  const place = parsePlaceId(id);
  return [place?.country ?? '', place?.region ?? null];
};

/** Loads a place's country data; false when the country or region is not in the data. */
export async function loadPlace(id: string): Promise<boolean> {
  const [country, region] = split(id);
  if (!countries.has(country)) {
    const data = await loadCountryHolidays(country);
    if (!data) return false;
    if (data.moreKinds.length > 0) {
      const more = await import('./place-more').then((m) => m.loadCountryMore(country));
      if (more) moreOf.set(country, more);
    }
    countries.set(country, data);
  }
  return region === null || countries.get(country)!.regions.includes(region);
}

/**
 * A loaded place's days off by year: its public holidays, its bank holidays with `bank`, its half
 * days with `half`, its days of the other `kinds` asked for; none for a year outside its data (see `placeYears`). Undefined before it loads.
 */
export function placeHolidays(id: string, bank = false, half = false, kinds: readonly string[] = []): HolidaysOfYear | undefined {
  const [country, region] = split(id);
  const data = countries.get(country);
  const more = kinds.length > 0 ? moreOf.get(country) : undefined;
  return (
    data &&
    ((year) => {
      const own = data.daysOfYear(region, year);
      if (!own) return [];
      const days = more ? [...own, ...(more.daysOfYear(region, year) ?? [])].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) : own;
      return days
        .filter((day) => day.type === 'public' || (bank && day.type === 'bank') || (half && day.type === 'half') || kinds.includes(day.type))
        .map((day) => ({ date: day.date, name: dayName(day), ...(day.estimated ? { estimated: true } : {}) }));
    })
  );
}

/**
 * A loaded place's weekend days that are working days by decree, by year (China's Saturdays and
 * Sundays worked for a longer holiday); none for a year outside its data. Undefined before it loads.
 */
export function placeWorkdays(id: string): ((year: number) => readonly IsoDate[]) | undefined {
  const [country, region] = split(id);
  const data = countries.get(country);
  return data && ((year) => (data.daysOfYear(region, year) ? data.workdaysOfYear(year).map((w) => w.date) : []));
}

/** The kinds of day a loaded place's country has (public first); undefined before it loads. */
export function placeKinds(id: string): readonly string[] | undefined {
  return countries.get(split(id)[0])?.kinds;
}

/** The years a loaded place's data holds; undefined before it loads. */
export function placeYears(id: string): YearRange | undefined {
  const [country, region] = split(id);
  return countries.get(country)?.yearsOf(region);
}
