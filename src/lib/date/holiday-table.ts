/**
 * A country's holiday table of one year, as the holiday pages show it (`/holidays/<country>`):
 * one row per holiday (a holiday of several consecutive days is one row), with the regions it
 * applies to. Built from the world holiday data (place-holidays.ts); the United States' federal
 * holidays come from the site's own history-true rules (holidays.ts) instead of the data's, which
 * applies today's rules to every year. Pure: no I/O, the same in every time zone.
 */
import { type IsoDate, fromDayNumber, toDayNumber } from './core/civil-date';
import type { FederalHoliday } from './holidays';
import type { CountryHolidays, DayKind, PlaceDay } from './place-holidays';

/** One holiday of the table. */
export interface HolidayRow {
  /** Its first day. */
  date: IsoDate;
  /** Its last day: `date` for a one-day holiday. */
  last: IsoDate;
  /** How many consecutive days it covers. */
  days: number;
  /** Its English name (of an observed day: the holiday's own). */
  name: string;
  /** Its name in the country's own language, where the data has one that differs. */
  local?: string;
  type: DayKind;
  /** Part of the day only (the kind `half`). */
  half: boolean;
  /** A day off in lieu of the named holiday (it fell on a weekend or another holiday). */
  substitute: boolean;
  /** The date is the data's estimate (a lunar holiday of a year not yet announced). */
  estimated: boolean;
  /** A day off given in exchange for this weekend working day. */
  swapFor?: IsoDate;
  /** Null: nationwide. Otherwise the region codes it applies to (sorted). */
  regions: readonly string[] | null;
  /** For a nationwide holiday, the regions it does not apply to (sorted). */
  except: readonly string[];
}

/** Where a year's days come from: the data, and for the United States the federal rules. */
export interface HolidaySource {
  /** The country's public holidays, bank holidays and half days (`<cc>.json`). */
  main: CountryHolidays;
  /** Its other kinds of day (`more/<cc>.json`), when asked for and loaded. */
  more?: CountryHolidays | null;
  /**
   * The United States' federal holidays of a year (holidays.ts's `usFederalHolidays`, loaded only
   * for that country): required when `main` is the United States' data.
   */
  federal?: (year: number) => readonly FederalHoliday[];
}

/**
 * The US federal holidays of `year` as data days: each on its legal date, and its day off
 * ("(observed)") when the Friday/Monday rule moves it, in the year whose date it is (New Year's Day
 * 2028's day off is Friday, December 31, 2027).
 */
export function usFederalDays(year: number, federal: (year: number) => readonly FederalHoliday[]): PlaceDay[] {
  const days: PlaceDay[] = [];
  for (const y of [year, year + 1]) {
    for (const h of federal(y)) {
      if (y === year) days.push({ date: h.date, name: h.name, type: 'public', half: false, substitute: false, estimated: false });
      if (h.observed !== h.date && h.observed.startsWith(`${year}-`)) {
        days.push({ date: h.observed, name: h.name, type: 'public', half: false, substitute: true, estimated: false });
      }
    }
  }
  return days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Each day's key, made once per day object (the data hands out the same object for a day a country and its regions share). */
const keys = new WeakMap<PlaceDay, string>();
const keyOf = (d: PlaceDay): string => {
  let key = keys.get(d);
  if (key === undefined) keys.set(d, (key = `${d.date}|${d.name}|${d.type}|${+d.substitute}|${+d.estimated}`));
  return key;
};

/** A place's days of `year` of the wanted kinds; null when the data does not hold that year. */
function daysOf(source: HolidaySource, region: string | null, year: number, types: ReadonlySet<DayKind>): PlaceDay[] | null {
  const main = source.main.daysOfYear(region, year);
  if (!main) return null;
  const more = source.main.moreKinds.some((k) => types.has(k)) ? (source.more?.daysOfYear(region, year) ?? []) : [];
  return [...main, ...more].filter((d) => types.has(d.type));
}

/**
 * The years the table can show for a place: those of its public and bank holidays' data.
 *
 * @example holidayYears({ main: sa }, null) // { from: 1970, to: 2076 }
 */
export function holidayYears(source: HolidaySource, region: string | null) {
  return source.main.yearsOf(region);
}

/**
 * The table of `year` for a country (`region` null: every holiday of the country, each with the
 * regions it applies to) or one of its regions (its own list: the nationwide days it keeps and its
 * own), of the kinds in `types`, sorted by date then name. Null when the data does not hold that
 * year for the place. Throws RangeError for an unknown region (as the data does).
 *
 * @example holidayRows({ main: de }, 'by', 2026, ['public']).find((r) => r.name === 'Corpus Christi')?.regions // ['by']
 */
export function holidayRows(source: HolidaySource, region: string | null, year: number, types: readonly DayKind[]): HolidayRow[] | null {
  const kinds = new Set(types);
  const dataCountry = daysOf(source, null, year, kinds);
  if (!dataCountry) return null;
  const us = source.main.code === 'us';
  if (us && !source.federal) throw new TypeError('The United States’ table needs the federal rules (source.federal)');
  // The days shown as nationwide: the data's, or the federal rules' for the United States (with the
  // data's optional days and observances).
  const nationwide = us
    ? [...(kinds.has('public') ? usFederalDays(year, source.federal!) : []), ...dataCountry.filter((d) => d.type !== 'public')]
    : dataCountry;
  const countryKeys = dataCountry.map(keyOf);
  const dataKeys = new Set(countryKeys);

  /** A region's own days (not in the data's country list) and the dates of the country's days it drops. */
  const regionDiff = (r: string) => {
    const own = daysOf(source, r, year, kinds);
    if (!own) return null;
    const ownKeys = new Set(own.map(keyOf));
    const drops = new Set<string>();
    for (let i = 0; i < dataCountry.length; i++) if (!ownKeys.has(countryKeys[i]!)) drops.add(`${dataCountry[i]!.date}|${dataCountry[i]!.type}`);
    return { adds: own.filter((d) => !dataKeys.has(keyOf(d))), drops };
  };

  const entries: { day: PlaceDay; regions: string[] | null; except: string[] }[] = [];
  if (region === null) {
    const byKey = new Map<string, { day: PlaceDay; regions: string[] | null; except: string[] }>();
    for (const day of nationwide) byKey.set(keyOf(day), { day, regions: null, except: [] });
    for (const r of source.main.regions) {
      const diff = regionDiff(r);
      if (!diff) continue;
      for (const entry of byKey.values()) if (entry.regions === null && diff.drops.has(`${entry.day.date}|${entry.day.type}`)) entry.except.push(r);
      for (const day of diff.adds) {
        const entry = byKey.get(keyOf(day));
        if (entry) entry.regions?.push(r);
        else byKey.set(keyOf(day), { day, regions: [r], except: [] });
      }
    }
    entries.push(...byKey.values());
  } else {
    const diff = regionDiff(region);
    if (!diff) return null;
    for (const day of nationwide) if (!diff.drops.has(`${day.date}|${day.type}`)) entries.push({ day, regions: null, except: [] });
    for (const day of diff.adds) entries.push({ day, regions: [region], except: [] });
  }

  // Consecutive days of one holiday (same name, kind, flags and regions) become one row.
  entries.sort((a, b) => (a.day.date < b.day.date ? -1 : a.day.date > b.day.date ? 1 : a.day.name < b.day.name ? -1 : a.day.name > b.day.name ? 1 : 0));
  const rows: HolidayRow[] = [];
  const open = new Map<string, HolidayRow>();
  for (const { day, regions, except } of entries) {
    const sortedRegions = regions ? [...regions].sort() : null;
    const sortedExcept = [...except].sort();
    const group = `${day.name}|${day.type}|${+day.substitute}|${+day.estimated}|${day.swapFor ?? ''}|${sortedRegions?.join() ?? '*'}|${sortedExcept.join()}`;
    const previous = open.get(group);
    if (previous && toDayNumber(previous.last) + 1 === toDayNumber(day.date)) {
      previous.last = day.date;
      previous.days += 1;
      continue;
    }
    const row: HolidayRow = {
      date: day.date,
      last: day.date,
      days: 1,
      name: day.name,
      ...(day.local ? { local: day.local } : {}),
      type: day.type,
      half: day.half,
      substitute: day.substitute,
      estimated: day.estimated,
      ...(day.swapFor ? { swapFor: day.swapFor } : {}),
      regions: sortedRegions,
      except: sortedExcept,
    };
    rows.push(row);
    open.set(group, row);
  }
  return rows;
}

/**
 * Whether a row applies to the whole country: nationwide, with no region left out.
 *
 * @example holidayRows({ main: in_ }, null, 2026, ['public'])!.filter(isNationwide).some((r) => r.name === 'Feast of St. Francis Xavier') // false
 */
export const isNationwide = (row: HolidayRow): boolean => row.regions === null && row.except.length === 0;

/**
 * The first holiday row on or after `today` among `rows` (sorted), with the days until it (0 on
 * the day itself; a holiday under way counts from its first day, so it is `0` while it lasts).
 */
export function nextHoliday(rows: readonly HolidayRow[], today: IsoDate): { row: HolidayRow; days: number } | null {
  const t = toDayNumber(today);
  for (const row of rows) {
    if (toDayNumber(row.last) < t) continue;
    return { row, days: Math.max(0, toDayNumber(row.date) - t) };
  }
  return null;
}

/**
 * The next holiday from `today` in the tables `rowsOfYear` gives: this year's, else next year's
 * first (a table the data does not hold counts as empty).
 *
 * @example nextHolidayFrom((year) => holidayRows({ main: de }, null, year, ['public']), '2026-12-27')?.row.date // '2027-01-01'
 */
export function nextHolidayFrom(rowsOfYear: (year: number) => readonly HolidayRow[] | null, today: IsoDate): { row: HolidayRow; days: number } | null {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const found = nextHoliday(rowsOfYear(y) ?? [], today);
    if (found) return found;
  }
  return null;
}

/** The dates a row covers, first to last. */
export function rowDates(row: HolidayRow): IsoDate[] {
  const first = toDayNumber(row.date);
  return Array.from({ length: row.days }, (_, i) => fromDayNumber(first + i));
}
