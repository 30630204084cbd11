/**
 * The world holiday data's decoder: a country's public and bank holidays, and its states', for the
 * years 1900–2100, from the JSON files scripts/holiday-data.mjs writes (src/data/holidays, derived
 * from date-holidays; place-data.ts loads them one country at a time).
 *
 * A file holds series of days: `[head, first, delta, delta, …]`, where head = name index × 8
 * + 1 (the file's second kind: bank, or observance in a `kinds` file) + 2 (half day) + 4 (substitute day), first = the first day's number (days since
 * 1970-01-01) and each delta the days to the series' next day. A state holds the days it adds
 * to its country's and the days it removes, as series too. Pure: no I/O, same in every time zone.
 */
import { type IsoDate, type Weekday, dayNumberFromParts, fromDayNumber, partsFromDayNumber } from './core/civil-date';
import { PLACE_HOLIDAY_YEARS } from './core/holiday-years';

export { PLACE_HOLIDAY_YEARS };

/** A span of years, both included. */
export interface YearRange {
  readonly from: number;
  readonly to: number;
}

/**
 * date-holidays' kinds of day kept: public holidays and bank holidays (days off, in `<cc>.json`),
 * optional days (off for some, such as Christmas Eve in the US) and observances (days marked, not
 * off, such as Mother's Day), in `more/<cc>.json`.
 */
export type DayKind = 'public' | 'bank' | 'optional' | 'observance';
export const DAY_KINDS: readonly DayKind[] = ['public', 'bank', 'optional', 'observance'];

/** One day off (or half day) of a place, or one of its other marked days (`more/<cc>.json`). */
export interface PlaceDay {
  date: IsoDate;
  name: string;
  type: DayKind;
  /** The holiday covers part of the day only (December 24 from 14:00 in Germany). */
  half: boolean;
  /** A day off in lieu of a holiday on a weekend ("Christmas Day (substitute day)"). */
  substitute: boolean;
}

/** A country's decoded data. */
export interface CountryHolidays {
  /** Lower-case ISO code: 'de'. */
  code: string;
  /**
   * The place's days of one year (those whose date is in it), sorted by date, then name: one record
   * per day of each holiday (two holidays on one date are two records); for a region, the country's
   * list changed by the region's own. Null for a year the place's data does not hold (outside
   * `yearsOf(region)`), never an incomplete list. Throws RangeError for an unknown region code.
   *
   * @example decodeCountry(de).daysOfYear('by', 2026)?.find((d) => d.name === 'Corpus Christi')?.date // '2026-06-04'
   */
  daysOfYear(region: string | null, year: number): readonly PlaceDay[] | null;
  /**
   * The years the place's data holds: PLACE_HOLIDAY_YEARS, or fewer where date-holidays' tables of the
   * Islamic (1970–2076) or Hebrew (1969–2099) calendar end and the place has such holidays.
   * Throws RangeError for an unknown region code.
   *
   * @example decodeCountry(sa).yearsOf(null) // { from: 1970, to: 2076 }
   */
  yearsOf(region: string | null): YearRange;
  /** State codes, lower case, sorted. */
  regions: readonly string[];
  /** Each state's name, by code (as the data names it: "Bayern"); the code where the file names none. */
  regionName(region: string): string;
}

/** A country of the place picker: its weekend (CLDR) and its states, sorted by name. */
export interface PlaceCountry {
  code: string;
  name: string;
  weekend: readonly Weekday[];
  regions: readonly { code: string; name: string }[];
}

/**
 * A name as the site writes it: with a typographic apostrophe (the data has straight ones).
 *
 * @example typographic("New Year's Day") // 'New Year’s Day'
 */
export const typographic = (text: string): string => text.replaceAll("'", '’');

// ---- Decoding ----------------------------------------------------------------------------------

type Series = readonly number[];

function malformed(what: string): never {
  throw new TypeError(`Malformed holiday data: ${what}`);
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function checkYears(x: unknown): YearRange {
  if (!Array.isArray(x) || x.length !== 2) malformed('years');
  const [from, to] = x as unknown[];
  if (!Number.isInteger(from) || !Number.isInteger(to)) malformed('years');
  const range = { from: from as number, to: to as number };
  if (range.from < PLACE_HOLIDAY_YEARS.from || range.to > PLACE_HOLIDAY_YEARS.to || range.from > range.to) malformed('years');
  return Object.freeze(range);
}

function checkSeries(x: unknown, names: number): Series[] {
  if (!Array.isArray(x)) malformed('series list');
  for (const s of x as unknown[]) {
    if (!Array.isArray(s) || s.length < 2 || !s.every((n) => Number.isInteger(n))) malformed('series');
    if (s[0] < 0 || s[0] >= names * 8) malformed('series head');
  }
  return x as Series[];
}

/** Each day of the series as a key: day number × 65536 + head (heads stay below 65536). */
function* seriesKeys(list: readonly Series[]): Generator<number> {
  for (const s of list) {
    let day = 0;
    for (let i = 1; i < s.length; i++) {
      day = i === 1 ? s[1]! : day + s[i]!;
      yield day * 0x10000 + s[0]!;
    }
  }
}

/**
 * The keys of the series whose day number is in lo…hi (both included): each series is walked
 * until its days pass `hi`, so one year of a region costs no more than the years before it.
 */
function seriesKeysIn(list: readonly Series[], lo: number, hi: number): number[] {
  const keys: number[] = [];
  for (const s of list) {
    let day = 0;
    for (let i = 1; i < s.length; i++) {
      day = i === 1 ? s[1]! : day + s[i]!;
      if (day > hi) break;
      if (day >= lo) keys.push(day * 0x10000 + s[0]!);
    }
  }
  return keys;
}

/** Keys grouped by the year of their date. */
function byYear(keys: Iterable<number>): Map<number, number[]> {
  const years = new Map<number, number[]>();
  for (const key of keys) {
    const year = partsFromDayNumber(Math.floor(key / 0x10000)).year;
    const list = years.get(year);
    if (list) list.push(key);
    else years.set(year, [key]);
  }
  return years;
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Date, then name, then the kinds' order (public before bank), whole before half, own day before substitute. */
const compareDays = (a: PlaceDay, b: PlaceDay): number =>
  compareText(a.date, b.date) || compareText(a.name, b.name) || DAY_KINDS.indexOf(a.type) - DAY_KINDS.indexOf(b.type) || +a.half - +b.half || +a.substitute - +b.substitute;

interface Region {
  years: YearRange;
  add: readonly Series[];
  del: readonly Series[];
  /** Built on first use of each year: the region's added and removed days of that year. */
  byYear?: Map<number, { add: number[]; del: Set<number> }>;
}

/**
 * Decodes a country's JSON file (as parsed). Throws TypeError when it is not one. Decoding is lazy:
 * a place's days are expanded the first time one of its years is asked for, then kept.
 *
 * @example decodeCountry(gb).daysOfYear('eng', 2027)?.length // 10
 */
export function decodeCountry(data: unknown): CountryHolidays {
  if (!isObject(data) || data.v !== 1) malformed('not a version 1 country file');
  const { code, names, days, regions } = data;
  // The file's two kinds of day (the head's bit 1 picks the second): public and bank unless named.
  const kinds = data.kinds ?? ['public', 'bank'];
  if (!Array.isArray(kinds) || kinds.length !== 2 || !kinds.every((k) => DAY_KINDS.includes(k as DayKind))) malformed('kinds');
  const [kind0, kind1] = kinds as [DayKind, DayKind];
  if (typeof code !== 'string' || !/^[a-z]{2}$/.test(code)) malformed('code');
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) malformed('names');
  if (names.length * 8 > 0x10000) malformed('too many names');
  const shown = (names as string[]).map(typographic);
  const years = checkYears(data.years);
  const own = checkSeries(days, names.length);
  if (!isObject(regions)) malformed('regions');
  const places = new Map<string, Region>();
  for (const [region, r] of Object.entries(regions)) {
    if (!/^[a-z0-9]{1,3}$/.test(region) || !isObject(r)) malformed(`region ${region}`);
    places.set(region, {
      years: r.years === undefined ? years : checkYears(r.years),
      add: checkSeries(r.add, names.length),
      del: checkSeries(r.del, names.length),
    });
  }

  let countryIndex: Map<number, number[]> | undefined;
  const records = new Map<number, PlaceDay>();
  const record = (key: number): PlaceDay => {
    let day = records.get(key);
    if (!day) {
      const dayNumber = Math.floor(key / 0x10000);
      const head = key - dayNumber * 0x10000;
      day = Object.freeze({
        date: fromDayNumber(dayNumber),
        name: shown[head >> 3] as string,
        type: head & 1 ? kind1 : kind0,
        half: (head & 2) !== 0,
        substitute: (head & 4) !== 0,
      });
      records.set(key, day);
    }
    return day;
  };
  const lists = new Map<string, readonly PlaceDay[]>();

  const regionOf = (region: string | null): Region | null => {
    if (region === null) return null;
    const r = places.get(region);
    if (!r) throw new RangeError(`Unknown region of ${code}: ${String(region)}`);
    return r;
  };

  const regionNames = isObject(data.regionNames) ? data.regionNames : {};
  return {
    code,
    regions: Object.freeze([...places.keys()].sort()),
    regionName: (region) => {
      const name = regionNames[region];
      return typeof name === 'string' ? typographic(name) : region.toUpperCase();
    },
    yearsOf: (region) => regionOf(region)?.years ?? years,
    daysOfYear(region, year) {
      const r = regionOf(region);
      const held = r?.years ?? years;
      if (!Number.isInteger(year) || year < held.from || year > held.to) return null;
      const listKey = `${region ?? ''}@${year}`;
      const known = lists.get(listKey);
      if (known) return known;
      countryIndex ??= byYear(seriesKeys(own));
      let keys = countryIndex.get(year) ?? [];
      if (r) {
        r.byYear ??= new Map();
        let own = r.byYear.get(year);
        if (!own) {
          const lo = dayNumberFromParts(year, 1, 1);
          const hi = dayNumberFromParts(year, 12, 31);
          own = { add: seriesKeysIn(r.add, lo, hi), del: new Set(seriesKeysIn(r.del, lo, hi)) };
          r.byYear.set(year, own);
        }
        const { add, del } = own;
        keys = [...keys.filter((k) => !del.has(k)), ...add];
      }
      const list = Object.freeze(keys.map(record).sort(compareDays));
      lists.set(listKey, list);
      return list;
    },
  };
}

/**
 * Decodes places.json (as parsed): the countries with their weekends and states, sorted by name.
 * Throws TypeError when it is not that file.
 *
 * @example decodePlaces(places).find((c) => c.code === 'sa')?.weekend // [5, 6]
 */
export function decodePlaces(data: unknown): readonly PlaceCountry[] {
  if (!isObject(data) || data.v !== 1 || !Array.isArray(data.countries)) malformed('not a version 1 places file');
  const isPair = (x: unknown): x is [string, string] => Array.isArray(x) && x.length === 2 && typeof x[0] === 'string' && typeof x[1] === 'string';
  return Object.freeze(
    (data.countries as unknown[]).map((c): PlaceCountry => {
      if (!Array.isArray(c) || c.length !== 4) malformed('country');
      const [code, name, weekend, states] = c as unknown[];
      if (typeof code !== 'string' || !/^[a-z]{2}$/.test(code) || typeof name !== 'string') malformed('country');
      if (!Array.isArray(weekend) || !weekend.every((d) => Number.isInteger(d) && d >= 0 && d <= 6)) malformed(`weekend of ${code}`);
      if (!Array.isArray(states) || !states.every(isPair)) malformed(`states of ${code}`);
      return Object.freeze({
        code,
        name: typographic(name),
        weekend: Object.freeze([...(weekend as Weekday[])]),
        regions: Object.freeze((states as [string, string][]).map(([region, regionName]) => Object.freeze({ code: region, name: typographic(regionName) }))),
      });
    }),
  );
}
