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
  us: { label: 'US federal holidays (observed dates)', name: 'US federal holidays' },
} as const satisfies Record<string, HolidayCalendar>;

export type HolidayCalendarId = keyof typeof HOLIDAY_CALENDARS;
export const HOLIDAY_CALENDAR_IDS = /* @__PURE__ */ Object.keys(HOLIDAY_CALENDARS) as HolidayCalendarId[];

/**
 * Which days are worked: every weekday but the weekend's, except the holiday calendar's days off
 * and the extra days off; an extra working day is worked whatever the others say (a Saturday
 * made up for a bridge day).
 */
export interface WorkCalendar {
  /** Weekdays not worked (0 = Sunday); at least one weekday must be worked. */
  weekend: readonly Weekday[];
  holidays: HolidayCalendarId;
  daysOff: readonly IsoDate[];
  workingDays: readonly IsoDate[];
}

/** A calendar with no extra days off or working days. */
export const workCalendar = (weekend: readonly Weekday[], holidays: HolidayCalendarId = 'none'): WorkCalendar => ({
  weekend,
  holidays,
  daysOff: [],
  workingDays: [],
});
