/**
 * What a working day is: the `WorkCalendar` value every business-day function takes, and the one
 * registry of holiday calendars. In a module of their own so that forms and URL parsers can name
 * the options without loading the business-day arithmetic or the holiday rules.
 */
import type { IsoDate, Weekday } from './civil-date';

/** Saturday and Sunday. */
export const DEFAULT_WEEKEND: readonly Weekday[] = [6, 0];

/** A holiday's day off (its observed date) and its name. */
export interface NamedHoliday {
  date: IsoDate;
  name: string;
}

/** A calendar's days off that fall in one year, sorted by date. */
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
export const HOLIDAY_CALENDAR_IDS = Object.keys(HOLIDAY_CALENDARS) as HolidayCalendarId[];

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

/** Monday to Friday, no holidays. */
export const WEEKENDS_ONLY: WorkCalendar = workCalendar(DEFAULT_WEEKEND);
