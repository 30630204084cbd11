/**
 * The URL contract's parsers as nuqs parsers (with `.withDefault`), for the pages that read their
 * keys through nuqs's hook: the plain parsers of kit/url/parsers, and those only these pages use,
 * made the same way (a plain object that kit/url/canonical reads too).
 */
import { createParser, parseAsStringLiteral } from 'nuqs';
import { asText, booleanText, civilDate, clockTime, parseWholeNumber, weekendDays } from '@/kit/url/parsers';
import { parseIsoDate } from '@/lib/date/core/civil-date';
import type { StartDate } from '@/lib/date/date-shift';
import { WEEKDAY_KEYS, sortWeekdays } from '@/kit/calculator/weekend-param';

/** A civil date `YYYY-MM-DD`. Never nuqs's parseAsIsoDate, which means UTC midnight. */
export const parseAsCivilDate = createParser(civilDate);

/** A whole number between `min` and `max` inclusive, written as plain decimals (`parseWholeNumber`). */
export const parseAsIntegerIn = (min: number, max: number) => createParser(asText((value) => parseWholeNumber(value, min, max)));

/** A 24-hour clock time `HH:mm` (`9:05` is read as `09:05`). */
export const parseAsTime = createParser(clockTime);

/** `today`, `tomorrow` or a civil date. */
export const parseAsStartDate = createParser(asText<StartDate>((value) => (value === 'today' || value === 'tomorrow' ? value : parseIsoDate(value))));

export { WEEKDAY_KEYS, sortWeekdays };

/** A set of weekend days as `sat,sun`: distinct, known, never all seven. Sorted Monday first. */
export const parseAsWeekend = createParser(weekendDays);

/** `true` or `false`; anything else is invalid (nuqs's own boolean parser reads it as false). */
export const parseAsBoolean = createParser(booleanText);

export { parseAsStringLiteral };
