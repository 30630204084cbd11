/** The URL contract of /holidays. */
import { MAX_YEAR, MIN_YEAR } from '@/lib/date/core/civil-date';
import { parseAsIntegerIn } from '@/kit/url-state/parsers';
import { serializer } from '@/kit/url/canonical';

export const holidaysParams = {
  /** The year of the federal holiday table; absent: the visitor's current year. */
  year: parseAsIntegerIn(MIN_YEAR, MAX_YEAR),
};

export const serializeHolidays = serializer(holidaysParams);
