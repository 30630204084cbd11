/** The URL contract of /days-between-dates and /date-between (the keys of the widget's between tab). */
import { parseAsBoolean, parseAsCivilDate } from '@/kit/url-state/parsers';
import { serializer } from '@/kit/url/canonical';

export const daysBetweenParams = {
  from: parseAsCivilDate,
  to: parseAsCivilDate,
  inclusive: parseAsBoolean.withDefault(true),
  workdays: parseAsBoolean.withDefault(false),
};

export const serializeDaysBetween = serializer(daysBetweenParams);
