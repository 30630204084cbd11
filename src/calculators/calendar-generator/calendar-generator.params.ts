/** The URL contract of /calendar-generator. */
import { createParser } from 'nuqs';
import { formatYearMonth, parseYearMonth, type YearMonth } from '@/lib/date/calendar-grid';
import { parseAsStringLiteral } from '@/kit/url-state/parsers';
import { HOLIDAY_CALENDAR_IDS } from '@/lib/date/work-calendar';
import { serializer } from '@/kit/url/canonical';

/** A month `yyyy-MM`, years 0001–9999. */
export const parseAsYearMonth = createParser<YearMonth>({
  parse: parseYearMonth,
  serialize: formatYearMonth,
  eq: (a, b) => a.year === b.year && a.month === b.month,
});

export const calendarParams = {
  /** Absent: the picker shows the current month and nothing is drawn yet. */
  month: parseAsYearMonth,
  weekStart: parseAsStringLiteral(['sun', 'mon'] as const).withDefault('sun'),
  view: parseAsStringLiteral(['month', 'year'] as const).withDefault('month'),
  /** The calendar whose holidays are marked. */
  holidays: parseAsStringLiteral(HOLIDAY_CALENDAR_IDS).withDefault('us'),
};

export const serializeCalendar = serializer(calendarParams);
