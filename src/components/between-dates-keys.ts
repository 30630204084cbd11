/**
 * The keys of every form that counts the days between two dates with business days as an option
 * (/days-between-dates, /date-between and the date calculator's between tab): the dates, whether
 * both count, business days only, and the working-day calendar those are counted with.
 */
import { parseAsBoolean, parseAsCivilDate } from '@/kit/url-state/parsers';
import { workCalendarKeys } from '@/components/work-calendar-url-keys';

export const betweenDatesKeys = {
  from: parseAsCivilDate,
  to: parseAsCivilDate,
  inclusive: parseAsBoolean.withDefault(true),
  workdays: parseAsBoolean.withDefault(false),
  ...workCalendarKeys,
};
