/**
 * The date format converter: the ten output patterns, a tolerant input parser and a small
 * pattern formatter (date-fns token syntax) that works on civil dates, so the output never
 * shifts with the time zone.
 */
import { type IsoDate, MONTH_NAMES, WEEKDAY_NAMES, isoDateFromParts, isoDateParts, weekdayOf } from './core/civil-date';

/** One output format offered by the converter. */
export interface DateFormatOption {
  /** The pattern (date-fns tokens). */
  value: string;
  label: string;
  /** The pattern applied to {@link EXAMPLE_DATE}. */
  example: string;
}

/** The date used for the formats' examples (a Saturday). */
export const EXAMPLE_DATE = '2025-03-15' as IsoDate;

const TOKEN_RE = /'(?:[^']|'')*'?|([A-Za-z])\1*|[^A-Za-z']+/g;

/**
 * Formats a civil date with a date-fns style pattern. Supported tokens: y, yy, yyyy, M, MM,
 * MMM, MMMM, d, dd, E/EE/EEE (Sat), EEEE (Saturday); text in single quotes is literal and
 * '' is a quote. Any other letter throws RangeError (as date-fns does for unknown tokens).
 *
 * @example formatDatePattern('2025-03-15' as IsoDate, 'EEEE, MMMM d, yyyy') // 'Saturday, March 15, 2025'
 */
export function formatDatePattern(d: IsoDate, pattern: string): string {
  const { year, month, day } = isoDateParts(d);
  const monthName = MONTH_NAMES[month - 1] ?? '';
  const weekday = WEEKDAY_NAMES[weekdayOf(d)];
  let out = '';
  for (const token of pattern.match(TOKEN_RE) ?? []) {
    const letter = token[0] ?? '';
    if (letter === "'") {
      const closed = token.length > 1 && token.endsWith("'");
      out += token === "''" ? "'" : token.slice(1, closed ? -1 : undefined).replaceAll("''", "'");
      continue;
    }
    if (!/[A-Za-z]/.test(letter)) {
      out += token;
      continue;
    }
    const n = token.length;
    if (letter === 'y') out += n === 2 ? String(year % 100).padStart(2, '0') : String(year).padStart(n, '0');
    else if (letter === 'M' && n <= 2) out += String(month).padStart(n, '0');
    else if (letter === 'M' && n === 3) out += monthName.slice(0, 3);
    else if (letter === 'M' && n === 4) out += monthName;
    else if (letter === 'd' && n <= 2) out += String(day).padStart(n, '0');
    else if (letter === 'E' && n <= 3) out += weekday.slice(0, 3);
    else if (letter === 'E' && n === 4) out += weekday;
    else throw new RangeError(`Unsupported format token: ${token}`);
  }
  return out;
}

const FORMAT_LABELS: readonly (readonly [string, string])[] = [
  ['yyyy-MM-dd', 'ISO 8601'],
  ['MM/dd/yyyy', 'US'],
  ['dd/MM/yyyy', 'European'],
  ['MMMM d, yyyy', 'Long (US)'],
  ['d MMMM yyyy', 'Long (European)'],
  ['EEEE, MMMM d, yyyy', 'Full with weekday'],
  ['yyyy/MM/dd', 'Year first with slashes'],
  ['dd-MM-yyyy', 'Day first with dashes'],
  ['MMM dd, yyyy', 'Short month'],
  ['yyyy.MM.dd', 'Year first with dots'],
];

/** The converter's ten output formats, in the spec's order. */
export const DATE_FORMATS: readonly DateFormatOption[] = FORMAT_LABELS.map(([value, label]) => ({
  value,
  label: `${label} (${value})`,
  example: formatDatePattern(EXAMPLE_DATE, value),
}));

/** The converter's two error messages (spec §8), keyed by {@link ParseDateResult} error. */
export const DATE_FORMAT_ERRORS = {
  invalid: 'Invalid date format',
  unparseable: 'Unable to parse date. Please check format and try again.',
} as const;

/**
 * Result of {@link parseFlexibleDate}. `invalid`: the text has none of the accepted shapes.
 * `unparseable`: it has an accepted shape but names no real date in years 0001–9999
 * (2025-02-30, month 13, year 0000) or its weekday contradicts the date.
 */
export type ParseDateResult =
  | { ok: true; date: IsoDate; ambiguity?: Ambiguity }
  | { ok: false; error: keyof typeof DATE_FORMAT_ERRORS };

/** The order of a numeric date with the year last: month first (US) or day first. */
export type DateOrder = 'mdy' | 'dmy';

/** A numeric date both of whose readings are real, different dates (03/04/2025). */
export interface Ambiguity {
  /** The reading used. */
  order: DateOrder;
  /** The other reading and the date it gives. */
  otherOrder: DateOrder;
  otherDate: IsoDate;
}

const MONTH_WORDS = new Map<string, number>();
MONTH_NAMES.forEach((name, i) => {
  MONTH_WORDS.set(name.toLowerCase(), i + 1);
  MONTH_WORDS.set(name.slice(0, 3).toLowerCase(), i + 1);
});
MONTH_WORDS.set('sept', 9);

const WEEKDAY_WORDS = new Map<string, number>();
WEEKDAY_NAMES.forEach((name, i) => {
  WEEKDAY_WORDS.set(name.toLowerCase(), i);
  WEEKDAY_WORDS.set(name.slice(0, 3).toLowerCase(), i);
});
for (const [word, i] of [['tues', 2], ['weds', 3], ['thur', 4], ['thurs', 4]] as const) WEEKDAY_WORDS.set(word, i);

const WEEKDAY_PREFIX_RE = /^([a-z]+)\.?,?\s+(?=\S)/;
const YEAR_FIRST_RE = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/;
const YEAR_LAST_RE = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/;
const DAY_MONTH_YEAR_RE = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/;
const MONTH_DAY_YEAR_RE = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/;

/**
 * Parses a date typed in one of these shapes (case-insensitive, trimmed, any spacing),
 * optionally led by a weekday ('Saturday, March 15, 2025'):
 * `2025-03-15`, `2025/03/15`, `2025.03.15` (year first); `03/15/2025`, `15-03-2025`,
 * `15.03.2025` (numeric with the year last); `15 March 2025`, `March 15, 2025`, `Mar 15 2025`
 * (month names or 3-letter abbreviations, optional ordinal suffix). Years have four digits.
 *
 * A numeric date with the year last is read in `order` if given, else month first with
 * slashes (US) and day first with dashes or dots. When only the other reading is a real date
 * (13/04/2025), that one is used; when both are real and differ (03/04/2025), the result
 * carries the other reading as `ambiguity`. See {@link ParseDateResult} for the two errors;
 * empty text is `invalid` (callers do nothing for empty input).
 *
 * @example parseFlexibleDate('Mar 15 2025') // { ok: true, date: '2025-03-15' }; parseFlexibleDate('2025-02-30') // { ok: false, error: 'unparseable' }
 */
export function parseFlexibleDate(text: string, order?: DateOrder): ParseDateResult {
  const invalid = { ok: false, error: 'invalid' } as const;
  if (typeof text !== 'string' || text.length > 100) return invalid;
  let s = text.trim().replace(/\s+/g, ' ').toLowerCase();
  let weekday: number | undefined;
  const prefix = WEEKDAY_PREFIX_RE.exec(s);
  if (prefix && WEEKDAY_WORDS.has(prefix[1] ?? '')) {
    weekday = WEEKDAY_WORDS.get(prefix[1] ?? '');
    s = s.slice(prefix[0].length);
  }
  let parts: [number, number, number] | null = null; // year, month, day
  let m: RegExpExecArray | null;
  if ((m = YEAR_FIRST_RE.exec(s))) parts = [Number(m[1]), Number(m[3]), Number(m[4])];
  else if ((m = YEAR_LAST_RE.exec(s))) {
    const preferred = order ?? (m[2] === '/' ? 'mdy' : 'dmy');
    return readYearLast(Number(m[1]), Number(m[3]), Number(m[4]), preferred, weekday);
  } else if ((m = DAY_MONTH_YEAR_RE.exec(s)) && MONTH_WORDS.has(m[2] ?? '')) {
    parts = [Number(m[3]), MONTH_WORDS.get(m[2] ?? '') ?? 0, Number(m[1])];
  } else if ((m = MONTH_DAY_YEAR_RE.exec(s)) && MONTH_WORDS.has(m[1] ?? '')) {
    parts = [Number(m[3]), MONTH_WORDS.get(m[1] ?? '') ?? 0, Number(m[2])];
  }
  if (parts === null) return invalid;
  const date = checked(isoDateFromParts(...parts), weekday);
  return date === null ? { ok: false, error: 'unparseable' } : { ok: true, date };
}

/** A date that exists and, if a weekday was typed, falls on it. */
function checked(date: IsoDate | null, weekday: number | undefined): IsoDate | null {
  return date !== null && (weekday === undefined || weekday === weekdayOf(date)) ? date : null;
}

function readYearLast(a: number, b: number, year: number, order: DateOrder, weekday: number | undefined): ParseDateResult {
  const otherOrder: DateOrder = order === 'mdy' ? 'dmy' : 'mdy';
  const read = (o: DateOrder) => checked(o === 'mdy' ? isoDateFromParts(year, a, b) : isoDateFromParts(year, b, a), weekday);
  const date = read(order);
  const otherDate = read(otherOrder);
  if (date === null) return otherDate === null ? { ok: false, error: 'unparseable' } : { ok: true, date: otherDate };
  if (otherDate === null || otherDate === date) return { ok: true, date };
  return { ok: true, date, ambiguity: { order, otherOrder, otherDate } };
}
