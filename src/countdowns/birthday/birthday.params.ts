/** The URL contract of /countdown/birthday and /birthday-countdown: the birth date. */
import { createSerializer } from 'nuqs';
import { parseAsCivilDate } from '@/kit/url-state/parsers';

export const birthdayParams = {
  /** Absent: the page asks for it. A date after today is refused on the page. */
  birth: parseAsCivilDate,
};

export const serializeBirthday = createSerializer(birthdayParams);
