/**
 * The `WorkCalendar` value every business-day function takes, and the one registry of holiday
 * calendars it names: id (the `holidays` URL key), the form's label, what results call the
 * holidays, and where their days off come from. Light on purpose: forms and URL parsers import it
 * without the business-day arithmetic or any holiday rules.
 */
import type { IsoDate, Weekday } from './core/civil-date';

/** A holiday's day off (its observed date) and its name. */
export interface NamedHoliday {
  date: IsoDate;
  name: string;
  /** The date is the data's estimate (a lunar holiday of a year not yet announced). */
  estimated?: boolean;
}

/**
 * The days off of a calendar's holidays of one year, sorted by date; a day off may move into the
 * year before or after (New Year's Day on a Saturday is off on Friday, December 31), where it
 * stays in order with that year's own.
 */
export type HolidaysOfYear = (year: number) => readonly NamedHoliday[];

/** One holiday calendar a business day can follow. */
export interface HolidayCalendar {
  /** The form's option. */
  label: string;
  /** What the results call its holidays. */
  name: string;
  /**
   * Loads the calendar's data on demand (a country's rules in a chunk of its own); until it has
   * resolved, `holidaysInYears` throws. Absent: the rules are bundled with the engine (lib/date/business-days.ts).
   */
  load?: () => Promise<HolidaysOfYear>;
}

/** The holiday calendars, by id (the `holidays` URL key). */
export const HOLIDAY_CALENDARS = {
  none: { label: 'No holidays (weekends only)', name: 'holidays' },
  // Loaded on demand, as a place is: only a page that counts them needs their rules (and the pages counting no holidays, the default, load less).
  us: {
    label: 'US federal holidays (observed dates)',
    name: 'US federal holidays',
    load: () => import('./holidays').then(({ usFederalHolidays }) => (year: number) => usFederalHolidays(year).map((h) => ({ date: h.observed, name: h.name }))),
  },
} as const satisfies Record<string, HolidayCalendar>;

export type HolidayCalendarId = keyof typeof HOLIDAY_CALENDARS;

export { PLACE_HOLIDAY_YEARS } from './core/holiday-years';

const PLACE_ID = /^([a-z]{2})(?:-([a-z0-9]{1,3}))?$/;

/**
 * Splits a place id into its country and region codes; null when malformed (only [a-z]{2} and an
 * optional -[a-z0-9]{1,3} part, lower case).
 *
 * @example parsePlaceId('de-by') // { country: 'de', region: 'by' }
 * @example parsePlaceId('gb') // { country: 'gb', region: null }
 * @example parsePlaceId('DE') // null
 */
export function parsePlaceId(id: string): { country: string; region: string | null } | null {
  const m = typeof id === 'string' ? PLACE_ID.exec(id) : null;
  return m ? { country: m[1]!, region: m[2] ?? null } : null;
}

/**
 * A place whose holidays come from the world holiday data (place-holidays.ts): a country's
 * lower-case ISO code, or that code and a region's after a hyphen (`gb`, `de-by`, `us-ca`). The
 * registry's own ids win: `us` is the site's US federal calendar, `us-ca` a place.
 *
 * @example isPlaceId('de-by') // true
 * @example isPlaceId('us') // false (the US federal calendar)
 */
export const isPlaceId = (id: string): boolean => parsePlaceId(id) !== null && !Object.hasOwn(HOLIDAY_CALENDARS, id);

/**
 * Whether a calendar's data comes on demand (a place, or a registry calendar with a `load`): until
 * `loadHolidayCalendar` has resolved for it, `holidaysInYears` throws.
 *
 * @example loadsOnDemand('us') // true
 * @example loadsOnDemand('none') // false
 */
export const loadsOnDemand = (id: string): boolean =>
  isPlaceId(id) || Boolean(Object.hasOwn(HOLIDAY_CALENDARS, id) && (HOLIDAY_CALENDARS as Record<string, HolidayCalendar>)[id]?.load);

/**
 * Which days are worked: every weekday but the weekend's, except the holiday calendar's days off
 * and the extra days off; an extra working day is worked whatever the others say (a Saturday
 * made up for a bridge day).
 */
export interface WorkCalendar {
  /** Weekdays not worked (0 = Sunday); at least one weekday must be worked. */
  weekend: readonly Weekday[];
  /** A registry id (`none`, `us`) or a place id (`de-by`, see `isPlaceId`), loaded first when it loads on demand. */
  holidays: string;
  /** With a place: its bank holidays are days off too (else its public holidays only). */
  bank?: boolean;
  /** With a place: its half days (a holiday from the afternoon) are days off too (else worked). */
  half?: boolean;
  /**
   * With a place: its days of these other kinds (python-holidays' categories: `government`,
   * `optional`, `catholic`, `school`…) are days off too. Its public holidays always are.
   */
  kinds?: readonly string[];
  daysOff: readonly IsoDate[];
  workingDays: readonly IsoDate[];
}

/** A calendar with no extra days off or working days. */
export const workCalendar = (weekend: readonly Weekday[], holidays: string = 'none'): WorkCalendar => ({
  weekend,
  holidays,
  daysOff: [],
  workingDays: [],
});
