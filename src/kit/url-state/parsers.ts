/**
 * Query-string parsers shared by every calculator (see the URL contract). Each returns null
 * for anything it does not accept — unparseable, out of range, unknown, absurdly long — so a
 * hostile or mistyped link falls back to the page's defaults.
 */
import { createParser, parseAsStringLiteral } from 'nuqs';
import * as z from 'zod/mini';
import { parseIsoDate, type IsoDate, type Weekday } from '@/lib/date/core/civil-date';
import type { StartDate } from '@/lib/date/date-shift';
import { formatTime, parseTime } from '@/lib/date/time-duration';
import { parseWeekend, serializeWeekend, sortWeekdays, WEEKDAY_KEYS } from '@/kit/calculator/weekend-param';

/** A civil date `YYYY-MM-DD`. Never nuqs's parseAsIsoDate, which means UTC midnight. */
export const parseAsCivilDate = createParser<IsoDate>({
  parse: (value) => parseIsoDate(value),
  serialize: (value) => value,
});

const integerText = z.string().check(z.regex(/^-?\d{1,9}$/));

/** A whole number between `min` and `max` inclusive, written as plain decimals. */
export function parseAsIntegerIn(min: number, max: number) {
  return createParser<number>({
    parse: (value) => {
      if (!integerText.safeParse(value).success) return null;
      const n = Number(value);
      return n >= min && n <= max ? n : null;
    },
    serialize: (value) => String(value),
  });
}

/** A 24-hour clock time `HH:mm` (`9:05` is read as `09:05`). */
export const parseAsTime = createParser<string>({
  parse: (value) => {
    const minutes = value.length <= 5 ? parseTime(value) : null;
    return minutes === null ? null : formatTime(minutes);
  },
  serialize: (value) => value,
});

/** `today`, `tomorrow` or a civil date. */
export const parseAsStartDate = createParser<StartDate>({
  parse: (value) => (value === 'today' || value === 'tomorrow' ? value : parseIsoDate(value)),
  serialize: (value) => value,
});

export { WEEKDAY_KEYS, sortWeekdays };

/** A set of weekend days as `sat,sun`: distinct, known, never all seven. Sorted Monday first. */
export const parseAsWeekend = createParser<Weekday[]>({
  parse: parseWeekend,
  serialize: serializeWeekend,
  eq: (a, b) => a.length === b.length && sortWeekdays(a).every((d, i) => d === sortWeekdays(b)[i]),
});

/** `true` or `false`; anything else is invalid (nuqs's own boolean parser reads it as false). */
export const parseAsBoolean = createParser<boolean>({
  parse: (value) => (value === 'true' ? true : value === 'false' ? false : null),
  serialize: (value) => String(value),
});

export { parseAsStringLiteral };
