/** The URL contract of /special-days/valentine and /days-from-valentines. */
import { parseAsIntegerIn, parseAsStringLiteral } from '@/kit/url-state/parsers';
import { serializer } from '@/kit/url/canonical';

/** Days after Valentine's Day: 1 or more, up to the span of years 1–9999. */
export const MAX_VALENTINE_DAYS = 3_652_058;

export const valentineParams = {
  tab: parseAsStringLiteral(['after', 'countdown'] as const).withDefault('after'),
  days: parseAsIntegerIn(1, MAX_VALENTINE_DAYS).withDefault(21),
};

export const serializeValentine = serializer(valentineParams);
