/** The URL contract of /leap-year-checker. */
import { createSerializer } from 'nuqs';
import { MAX_YEAR, MIN_YEAR } from '@/lib/date/core/civil-date';
import { parseAsIntegerIn } from '@/kit/url-state/parsers';

export const leapYearParams = {
  year: parseAsIntegerIn(MIN_YEAR, MAX_YEAR),
};

export const serializeLeapYear = createSerializer(leapYearParams);
