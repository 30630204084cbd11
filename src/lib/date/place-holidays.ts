/**
 * The world holiday data's decoder: a country's holidays of every kind, and its regions', for the
 * years its data knows (within 1900–2100), from the JSON files scripts/holiday-data.mjs writes
 * from python-holidays (src/data/holidays; place-data.ts loads them one country at a time).
 *
 * A file holds series of days: `[head, first, delta, delta, …]`, where head = name index × 64
 * + kind index × 4 + 2 (observed or substitute day) + 1 (estimated date), first = the first
 * day's number (days since 1970-01-01) and each delta the days to the series' next day. A region
 * holds the days it adds to its country's and the days it removes, as series too. Pure: no I/O,
 * same in every time zone.
 */
import { type IsoDate, type Weekday, dayNumberFromParts, fromDayNumber, partsFromDayNumber } from './core/civil-date';
import { PLACE_HOLIDAY_YEARS } from './core/holiday-years';

export { PLACE_HOLIDAY_YEARS };

/** A span of years, both included. */
export interface YearRange {
  readonly from: number;
  readonly to: number;
}

export { DAY_KINDS, type DayKind } from './day-kinds';
import { DAY_KINDS, type DayKind } from './day-kinds';

/** One holiday's day of a place (a holiday of several days has a record for each). */
export interface PlaceDay {
  date: IsoDate;
  /** Its English name (for an observed or substitute day, the holiday's own name). */
  name: string;
  /** Its name in the country's own language, where the data has one that differs. */
  local?: string;
  type: DayKind;
  /** The kind is `half`: part of the day only (December 24 from 14:00 in some countries). */
  half: boolean;
  /** A day off in lieu of the named holiday (it fell on a weekend or another holiday). */
  substitute: boolean;
  /** The date is the data's estimate (a lunar holiday of a year not yet announced). */
  estimated: boolean;
  /** A day off given in exchange for this weekend working day (China's 调休). */
  swapFor?: IsoDate;
}

/** A weekend day that is a working day by decree, and the day off it was exchanged for, if the data says. */
export interface WeekendWorkday {
  date: IsoDate;
  dayOff: IsoDate | null;
}

/** A country's decoded data. */
export interface CountryHolidays {
  /** Lower-case ISO code: 'de'. */
  code: string;
  /** The country's own language (BCP 47: 'de', 'zh-CN'), whose names `local` gives. */
  lang: string;
  /** The kinds of day the country's data has, public first (those of its more/ file too). */
  kinds: readonly DayKind[];
  /** The kinds kept in the country's more/ file (loaded apart: see place-more.ts); none in a more/ file itself. */
  moreKinds: readonly DayKind[];
  /**
   * The place's days of one year (those whose date is in it), sorted by date, then name: one record
   * per day of each holiday (two holidays on one date are two records); for a region, the country's
   * list changed by the region's own. Null for a year the place's data does not hold (outside
   * `yearsOf(region)`), never an incomplete list. Throws RangeError for an unknown region code.
   *
   * @example decodeCountry(de).daysOfYear('by', 2026)?.find((d) => d.name === 'Corpus Christi')?.date // '2026-06-04'
   */
  daysOfYear(region: string | null, year: number): readonly PlaceDay[] | null;
  /** The weekend days of `year` that are working days by decree, sorted (the whole country's). */
  workdaysOfYear(year: number): readonly WeekendWorkday[];
  /**
   * The years the place's data holds: python-holidays' span for the country within
   * PLACE_HOLIDAY_YEARS, narrowed where a lunar calendar's table it uses ends.
   * Throws RangeError for an unknown region code.
   *
   * @example decodeCountry(in).yearsOf(null) // { from: 2001, to: 2035 }
   */
  yearsOf(region: string | null): YearRange;
  /** The years a kind's days are known, where fewer than the country's (India's optional days). */
  kindYears(kind: DayKind): YearRange;
  /** State codes, lower case, sorted. */
  regions: readonly string[];
  /** Each state's name, by code (its own name, as the data has it: "Bayern"); the code where the file names none. */
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
    if (s[0] < 0 || s[0] >= names * HEAD_PER_NAME) malformed('series head');
  }
  return x as Series[];
}

/** A series head: name index × 64 + kind index × 4 + 2 (observed or substitute) + 1 (estimated). */
const HEAD_PER_NAME = 64;
/** A day's key: day number × KEY_PER_DAY + head (heads stay below it), exact in a double. */
const KEY_PER_DAY = 0x400000;

/** Each day of the series as a key. */
function* seriesKeys(list: readonly Series[]): Generator<number> {
  for (const s of list) {
    let day = 0;
    for (let i = 1; i < s.length; i++) {
      day = i === 1 ? s[1]! : day + s[i]!;
      yield day * KEY_PER_DAY + s[0]!;
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
      if (day >= lo) keys.push(day * KEY_PER_DAY + s[0]!);
    }
  }
  return keys;
}

/** Keys grouped by the year of their date. */
function byYear(keys: Iterable<number>): Map<number, number[]> {
  const years = new Map<number, number[]>();
  for (const key of keys) {
    const year = partsFromDayNumber(Math.floor(key / KEY_PER_DAY)).year;
    const list = years.get(year);
    if (list) list.push(key);
    else years.set(year, [key]);
  }
  return years;
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Date, then name, then the kinds' order (public first), own day before substitute. */
const compareDays = (a: PlaceDay, b: PlaceDay): number =>
  compareText(a.date, b.date) || compareText(a.name, b.name) || DAY_KINDS.indexOf(a.type) - DAY_KINDS.indexOf(b.type) || +a.substitute - +b.substitute;

interface Region {
  years: YearRange;
  add: readonly Series[];
  del: readonly Series[];
  /** Built on first use of each year: the region's added and removed days of that year. */
  byYear?: Map<number, { add: number[]; del: Set<number> }>;
}

const isDayList = (x: unknown): x is number[] => Array.isArray(x) && x.every((n) => Number.isInteger(n));

/**
 * Decodes a country's JSON file (as parsed; format version 2, scripts/holiday-data.mjs). Throws
 * TypeError when it is not one. Decoding is lazy: a place's days are expanded the first time one
 * of its years is asked for, then kept.
 *
 * @example decodeCountry(gb).daysOfYear('eng', 2027)?.length // 8
 */
export function decodeCountry(data: unknown): CountryHolidays {
  if (!isObject(data) || data.v !== 2) malformed('not a version 2 country file');
  const { code, names, days, regions, kinds, lang } = data;
  if (typeof code !== 'string' || !/^[a-z]{2}$/.test(code)) malformed('code');
  if (typeof lang !== 'string') malformed('lang');
  if (!Array.isArray(kinds) || kinds.length < 1 || kinds.length > 16 || !kinds.every((k) => (DAY_KINDS as readonly string[]).includes(k))) malformed('kinds');
  const kindList = Object.freeze([...(kinds as DayKind[])]);
  const more = data.moreKinds ?? [];
  if (!Array.isArray(more) || !more.every((k) => (DAY_KINDS as readonly string[]).includes(k))) malformed('moreKinds');
  const moreKinds = Object.freeze([...(more as DayKind[])]);
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) malformed('names');
  if (names.length * HEAD_PER_NAME > KEY_PER_DAY) malformed('too many names');
  const local = data.local;
  if (local !== undefined && (!Array.isArray(local) || local.length !== names.length || !local.every((n) => typeof n === 'string'))) malformed('local');
  const shown = (names as string[]).map(typographic);
  const localShown = (local as string[] | undefined)?.map(typographic);
  const years = checkYears(data.years);
  const kindSpans = new Map<string, YearRange>();
  if (data.kindYears !== undefined) {
    if (!isObject(data.kindYears)) malformed('kindYears');
    for (const [kind, span] of Object.entries(data.kindYears)) kindSpans.set(kind, checkYears(span));
  }
  const own = checkSeries(days, names.length);
  if (!isDayList(data.workdays)) malformed('workdays');
  const swaps = data.swaps;
  if (!Array.isArray(swaps) || !swaps.every((p) => isDayList(p) && p.length === 2)) malformed('swaps');
  const workdayNumbers: number[] = [];
  for (let i = 0, day = 0; i < data.workdays.length; i++) workdayNumbers.push((day = i ? day + data.workdays[i]! : data.workdays[0]!));
  /** The day off of each exchanged working day, and the working day of each such day off. */
  const dayOffFor = new Map<number, number>();
  const workdayFor = new Map<number, number>();
  for (const [off, work] of swaps as [number, number][]) {
    dayOffFor.set(work, off);
    workdayFor.set(off, work);
  }
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
      const dayNumber = Math.floor(key / KEY_PER_DAY);
      const head = key - dayNumber * KEY_PER_DAY;
      const nameIndex = Math.floor(head / HEAD_PER_NAME);
      const type = kindList[(head >> 2) & 15];
      if (!type) malformed('kind index');
      const localName = localShown?.[nameIndex];
      const swap = workdayFor.get(dayNumber);
      day = Object.freeze({
        date: fromDayNumber(dayNumber),
        name: shown[nameIndex] as string,
        ...(localName && localName !== shown[nameIndex] ? { local: localName } : {}),
        type,
        half: type === 'half',
        substitute: (head & 2) !== 0,
        estimated: (head & 1) !== 0,
        ...(swap === undefined ? {} : { swapFor: fromDayNumber(swap) }),
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
    lang,
    kinds: Object.freeze([...kindList, ...moreKinds]),
    moreKinds,
    regions: Object.freeze([...places.keys()].sort()),
    regionName: (region) => {
      const name = regionNames[region];
      return typeof name === 'string' ? typographic(name) : region.toUpperCase();
    },
    yearsOf: (region) => regionOf(region)?.years ?? years,
    kindYears: (kind) => kindSpans.get(kind) ?? years,
    workdaysOfYear(year) {
      const lo = dayNumberFromParts(year, 1, 1);
      const hi = dayNumberFromParts(year, 12, 31);
      return Object.freeze(
        workdayNumbers
          .filter((d) => d >= lo && d <= hi)
          .map((d) => {
            const off = dayOffFor.get(d);
            return Object.freeze({ date: fromDayNumber(d), dayOff: off === undefined ? null : fromDayNumber(off) });
          }),
      );
    },
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
