/**
 * What a working day is: the `WorkCalendar` value every business-day function takes. In the
 * calculator chunk, so that any page can name a calendar without loading the business-day
 * arithmetic or the holiday rules.
 */
import type { IsoDate, Weekday } from './civil-date';
import type { HolidayCalendarId } from '../holiday-calendars';

/** Saturday and Sunday. */
export const DEFAULT_WEEKEND: readonly Weekday[] = [6, 0];

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
