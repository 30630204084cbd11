/** The URL contract of /days-between-dates and /date-between (the keys of the widget's between tab). */
import { serializer } from '@/kit/url/canonical';
import { betweenDatesKeys } from '@/components/between-dates-keys';

export const daysBetweenParams = betweenDatesKeys;

export const serializeDaysBetween = serializer(daysBetweenParams);
