/** The URL contract of /leap-year-checker. */
import { MAX_YEAR, MIN_YEAR } from '@/lib/date/core/civil-date';
import { parseAsIntegerIn } from '@/kit/url-state/parsers';
import { serializer } from '@/kit/url/canonical';

export const leapYearParams = {
  year: parseAsIntegerIn(MIN_YEAR, MAX_YEAR),
};

export const serializeLeapYear = serializer(leapYearParams);
