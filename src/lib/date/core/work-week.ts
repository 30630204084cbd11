/**
 * The options of a business-day rule, in a module of their own so that forms and URL parsers
 * can name them without loading the business-day arithmetic or the holiday rules.
 */
import type { Weekday } from './civil-date';

/** Saturday and Sunday. */
export const DEFAULT_WEEKEND: readonly Weekday[] = [6, 0];

/** The holiday calendars a business-day count can skip: none, or US federal holidays (observed). */
export const HOLIDAY_CALENDARS = ['none', 'us'] as const;
export type HolidayCalendarId = (typeof HOLIDAY_CALENDARS)[number];
