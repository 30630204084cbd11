/** The URL contract of /date-format-converter. */
import { createParser } from 'nuqs';
import { DATE_FORMATS } from '@/lib/date/date-format';
import { parseAsStringLiteral } from '@/kit/url-state/parsers';
import { serializer } from '@/kit/url/canonical';

/** The longest date text kept in the address. */
export const DATE_TEXT_MAX = 200;

/** The date as the visitor typed it: any text of 1 to 200 characters that is not only spaces. */
export const parseAsDateText = createParser<string>({
  parse: (value) => (value.length <= DATE_TEXT_MAX && value.trim() !== '' ? value : null),
  serialize: (value) => value,
});

export const FORMAT_PATTERNS = DATE_FORMATS.map((f) => f.value) as [string, ...string[]];

export const dateFormatParams = {
  date: parseAsDateText,
  format: parseAsStringLiteral(FORMAT_PATTERNS).withDefault('yyyy-MM-dd'),
  /** The reading of an ambiguous numeric date: month first or day first (absent: by its separator). */
  order: parseAsStringLiteral(['mdy', 'dmy'] as const),
};

export const serializeDateFormat = serializer(dateFormatParams);
