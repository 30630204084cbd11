/** The URL contract of the holiday pages per country (`/holidays/<country>`). */
import { createParser } from 'nuqs';
import { DAY_KINDS, type DayKind } from '@/lib/date/place-holidays';
import { PLACE_HOLIDAY_YEARS } from '@/lib/date/work-calendar';
import { asText } from '@/kit/url/parsers';
import { parseAsIntegerIn } from '@/kit/url-state/parsers';
import { canonicalizer, serializer } from '@/kit/url/canonical';

/**
 * The kinds of day shown, as a comma list (`public,bank`): known kinds, each once, read in the
 * data's order; `public` alone by default.
 */
export const parseAsDayKinds = createParser({
  ...asText((value): DayKind[] | null => {
    if (value.length > 40) return null;
    const kinds = value.split(',');
    if (!kinds.every((k) => (DAY_KINDS as readonly string[]).includes(k)) || new Set(kinds).size !== kinds.length) return null;
    return DAY_KINDS.filter((k) => kinds.includes(k));
  }),
  serialize: (kinds: DayKind[]) => kinds.join(','),
  eq: (a: DayKind[], b: DayKind[]) => a.join() === b.join(),
});

export const DEFAULT_KINDS: DayKind[] = ['public'];

export const countryHolidaysParams = {
  /** The table's year (the data's years); absent: the visitor's current year. */
  year: parseAsIntegerIn(PLACE_HOLIDAY_YEARS.from, PLACE_HOLIDAY_YEARS.to),
  /** A region code of the page's country, lower case (`by`); absent: the whole country. The page checks it is one. */
  region: createParser(asText((value) => (/^[a-z0-9]{1,3}$/.test(value) ? value : null))),
  types: parseAsDayKinds.withDefault(DEFAULT_KINDS),
};

export const serializeCountryHolidays = serializer(countryHolidaysParams);

/** A plain form's shape: one `types` per ticked box (`types=public&types=bank`), read as one list. */
export function kindBoxesShape(params: URLSearchParams): void {
  const types = params.getAll('types');
  if (types.length > 1) params.set('types', types.join(','));
}

/** The canonical query string of a link or a plain form's submit. */
export const canonicalCountrySearch = canonicalizer(countryHolidaysParams, kindBoxesShape);
