/** The URL contract of /calendar-generator. */
import { createParser } from 'nuqs';
import { formatYearMonth, parseYearMonth, type YearMonth } from '@/lib/date/calendar-grid';
import { parseAsStringLiteral } from '@/kit/url-state/parsers';
import { serializer, type SearchValues } from '@/kit/url/canonical';
import type { Weekday } from '@/lib/date/core/civil-date';
import type { WorkCalendarParams } from '@/components/work-calendar-keys';
import { CALENDAR_KEY_DEFAULTS } from '@/components/work-calendar-values';
import { parseAsHolidays, workCalendarKeys } from '@/components/work-calendar-url-keys';

/** A month `yyyy-MM`, years 0001–9999. */
const parseAsYearMonth = createParser<YearMonth>({
  parse: parseYearMonth,
  serialize: formatYearMonth,
  eq: (a, b) => a.year === b.year && a.month === b.month,
});

/**
 * The first days of the week a calendar can start on: those of Unicode CLDR's week data
 * (Monday in most of the world, Sunday in the United States, Saturday in Egypt, Friday in the
 * Maldives; `src/data/first-days.json`), as weekday numbers.
 */
export const WEEK_START_DAYS = { sun: 0, mon: 1, sat: 6, fri: 5 } as const satisfies Record<string, Weekday>;

export type WeekStartKey = keyof typeof WEEK_START_DAYS;

export const calendarParams = {
  /** Absent: the picker shows the current month and nothing is drawn yet. */
  month: parseAsYearMonth,
  weekStart: parseAsStringLiteral(Object.keys(WEEK_START_DAYS) as WeekStartKey[]).withDefault('sun'),
  view: parseAsStringLiteral(['month', 'year'] as const).withDefault('month'),
  /**
   * The working-day calendar whose days are marked: every route's keys (a place's holidays, bank
   * holidays and half days, the weekend, the visitor's own days off and working days), except that
   * here `holidays` defaults to the US federal holidays, which this page marked before any other
   * calendar existed (its old links and the form's old checkbox mean them).
   */
  ...workCalendarKeys,
  holidays: parseAsHolidays.withDefault('us'),
};

/** The working-day calendar's keys at this page's defaults: what the prerendered form shows. */
export const CALENDAR_DEFAULTS: WorkCalendarParams = { ...CALENDAR_KEY_DEFAULTS, holidays: 'us' };

export const serializeCalendar = serializer(calendarParams);

/** A calendar's options: the page's keys' values. */
export type CalendarOptions = SearchValues<typeof calendarParams>;
