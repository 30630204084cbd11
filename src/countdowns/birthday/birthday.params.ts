/** The URL contract of /countdown/birthday and /birthday-countdown: the birth date. */
import { parseAsCivilDate } from '@/kit/url-state/parsers';
import { serializer } from '@/kit/url/canonical';

export const birthdayParams = {
  /** Absent: the page asks for it. A date after today is refused on the page. */
  birth: parseAsCivilDate,
};

export const serializeBirthday = serializer(birthdayParams);
