/**
 * The URL contract of the holiday pages per country (`/holidays/<country>`): plain parsers (the
 * page reads its keys through the router, without nuqs, to keep its first load small).
 */
import { DAY_KINDS, type DayKind, PLACE_HOLIDAY_YEARS } from '@/lib/date/place-holidays';
import { type Parser, asText, withDefault } from '@/kit/url/parsers';
import { canonicalizer, serializer } from '@/kit/url/canonical';

const { from: FIRST_YEAR, to: LAST_YEAR } = PLACE_HOLIDAY_YEARS;

/**
 * The kinds of day shown, as a comma list (`public,bank`): known kinds, each once, read in the
 * data's order.
 */
export const dayKinds: Parser<DayKind[]> = {
  parse: (value) => {
    if (value.length > 40) return null;
    const kinds = value.split(',');
    if (!kinds.every((k) => (DAY_KINDS as readonly string[]).includes(k)) || new Set(kinds).size !== kinds.length) return null;
    return DAY_KINDS.filter((k) => kinds.includes(k));
  },
  serialize: (kinds) => kinds.join(','),
  eq: (a, b) => a.join() === b.join(),
};

export const DEFAULT_KINDS: DayKind[] = ['public'];

export const countryHolidaysParams = {
  /** The table's year (the data's years, 1900–2100); absent: the visitor's current year. */
  year: asText((value) => (/^\d{4}$/.test(value) && +value >= FIRST_YEAR && +value <= LAST_YEAR ? +value : null)),
  /** A region code of the page's country, lower case (`by`); absent: the whole country. The page checks it is one. */
  region: asText((value) => (/^[a-z0-9]{1,3}$/.test(value) ? value : null)),
  /** The kinds of day; `public` alone by default. */
  types: withDefault(dayKinds, DEFAULT_KINDS),
};

export const YEAR_MESSAGE = `Enter a whole year from ${FIRST_YEAR} to ${LAST_YEAR}.`;

export const serializeCountryHolidays = serializer(countryHolidaysParams);

/** A plain form's shape: one `types` per ticked box (`types=public&types=bank`), read as one list. */
export function kindBoxesShape(params: URLSearchParams): void {
  const types = params.getAll('types');
  if (types.length > 1) params.set('types', types.join(','));
}

/** The canonical query string of a link or a plain form's submit. */
export const canonicalCountrySearch = canonicalizer(countryHolidaysParams, kindBoxesShape);
