/** The URL contract of /week-number: the committed inputs of its form. */
import { MAX_YEAR, MIN_YEAR } from '@/lib/date/core/civil-date';
import { parseAsCivilDate, parseAsIntegerIn } from '@/kit/url-state/parsers';
import { serializer } from '@/kit/url/canonical';

export const weekNumberParams = {
  /** Absent: today. */
  date: parseAsCivilDate,
  /** The week-numbering year whose weeks the table lists; absent: the ISO week-year of `date`. */
  year: parseAsIntegerIn(MIN_YEAR, MAX_YEAR),
};

export const serializeWeekNumber = serializer(weekNumberParams);
