/** The URL contract of /weekday-finder: the committed inputs of its form. */
import { MAX_DAY_NUMBER, MIN_DAY_NUMBER } from '@/lib/date/core/civil-date';
import { parseAsCivilDate, parseAsIntegerIn } from '@/kit/url-state/parsers';
import { serializer } from '@/kit/url/canonical';

/** The widest step between two dates of years 1–9999. */
export const MAX_ADD = MAX_DAY_NUMBER - MIN_DAY_NUMBER;

export const weekdayFinderParams = {
  /** Absent: the picker shows today. */
  date: parseAsCivilDate,
  /** Days to add, negative allowed; absent is 0. */
  add: parseAsIntegerIn(-MAX_ADD, MAX_ADD),
};

export const serializeWeekdayFinder = serializer(weekdayFinderParams);
