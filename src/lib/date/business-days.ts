/**
 * Business days (NETWORKDAYS.INTL / WORKDAY.INTL style) on a `WorkCalendar`: its weekend, the
 * holidays of a calendar from the registry (work-calendar.ts), its extra days off and working days.
 *
 * No day-by-day loops: whole weeks are counted arithmetically (7 consecutive days always hold
 * the same number of working weekdays) and only the ≤ 6 remainder days are inspected. The
 * exceptions (days off on working weekdays, working days on weekend days) sit in a sorted index
 * with running sums, built once per calendar value and span of years: a count costs O(log h),
 * and adding n business days O(log h + k) for the k exceptions it passes.
 */
import {
  type IsoDate,
  type Weekday,
  MAX_DAY_NUMBER,
  MAX_YEAR,
  MIN_DAY_NUMBER,
  MIN_YEAR,
  fromDayNumber,
  isDayNumberInRange,
  toDayNumber,
  weekdayOfDayNumber,
} from './core/civil-date';
import { DEFAULT_WEEKEND } from './core/work-week';
import {
  HOLIDAY_CALENDARS,
  PLACE_HOLIDAY_YEARS,
  isPlaceId,
  type HolidayCalendar,
  type HolidayCalendarId,
  type HolidaysOfYear,
  type NamedHoliday,
  type WorkCalendar,
} from './work-calendar';

export type { Weekday } from './core/civil-date';

/** Monday to Friday, no holidays. */
export const WEEKENDS_ONLY: WorkCalendar = { weekend: DEFAULT_WEEKEND, holidays: 'none', daysOff: [], workingDays: [] };

// ---- The holiday calendars' days off ---------------------------------------------------------

/** The year of a `yyyy-MM-dd` date. */
const yearOf = (d: IsoDate): number => +d.slice(0, 4);

type Registry = typeof HOLIDAY_CALENDARS;
/** The calendars without a `load`: their rules ship with this module. */
type BundledId = { [K in HolidayCalendarId]: Registry[K] extends { load: unknown } ? never : K }[HolidayCalendarId];

/** Each calendar's days off by year, once it is here: the bundled ones from the start. */
const years: Partial<Record<string, HolidaysOfYear>> = {
  none: () => [],
} satisfies Record<BundledId, HolidaysOfYear>;

/** The world holiday data's reader, once a place has been asked for (a chunk loaded on demand). */
let places: typeof import('./place-calendar') | undefined;

/** What decides a calendar's days off: its id, and for a place whether bank holidays and half days are off. */
export type HolidaySource = Pick<WorkCalendar, 'holidays' | 'bank' | 'half' | 'kinds'>;

const sourceKey = (source: HolidaySource): string =>
  isPlaceId(source.holidays) ? `${source.holidays}:${source.bank ? 'bank' : ''}:${source.half ? 'half' : ''}:${source.kinds?.join() ?? ''}` : source.holidays;

/** Each year's days off, computed once (a span of years is asked for again as it widens). */
const known = new Map<string, readonly NamedHoliday[]>();

/**
 * Loads a calendar whose data comes on demand: a registry entry's `load` (see
 * `HolidayCalendar.load`), or a place's country data (with the region checked). At once for a
 * bundled one. Resolves to false for an id that names nothing known (an unknown country or region).
 */
export async function loadHolidayCalendar(id: string): Promise<boolean> {
  if (!isPlaceId(id)) {
    const entry = (HOLIDAY_CALENDARS as Record<string, HolidayCalendar>)[id];
    if (!entry) return false;
    years[id] ??= await entry.load?.();
    return true;
  }
  places ??= await import('./place-calendar');
  return places.loadPlace(id);
}

/**
 * The years a loaded place's holiday data holds (PLACE_HOLIDAY_YEARS, or fewer where its Islamic
 * or Hebrew calendar tables end); null for the site's own calendars, which hold every year.
 *
 * @example placeDataYears('sa') // { from: 1970, to: 2076 } (once loaded)
 */
export function placeDataYears(id: string): { from: number; to: number } | null {
  return isPlaceId(id) ? (places?.placeYears(id) ?? PLACE_HOLIDAY_YEARS) : null;
}

/**
 * The kinds of day a loaded place's data has (python-holidays' categories, public first); empty
 * for the site's own calendars and before the place loads.
 *
 * @example placeDataKinds('de-by') // ['public', 'catholic', 'school'] (once loaded)
 */
export function placeDataKinds(id: string): readonly string[] {
  return isPlaceId(id) ? (places?.placeKinds(id) ?? []) : [];
}

/**
 * Whether a place's data is missing for some of the years fromYear…toYear: those years'
 * holidays are not known (the engine counts none), so the result must say so.
 */
export function placeYearsMissing(id: string, fromYear: number, toYear: number): boolean {
  const years = placeDataYears(id);
  return years !== null && (Math.min(fromYear, toYear) < years.from || Math.max(fromYear, toYear) > years.to);
}

/**
 * The calendar's days off that fall in years fromYear…toYear, in order (from the holidays of the
 * years around them too, whose day off may move across a new year). `source` is a calendar id,
 * or a work calendar's holiday settings (a place's bank holidays and half days).
 * Throws for a calendar loaded on demand before `loadHolidayCalendar` has resolved.
 *
 * @example holidaysInYears('us', 2021, 2021).at(-1) // { date: '2021-12-31', name: 'New Year’s Day' }
 */
export function holidaysInYears(source: string | HolidaySource, fromYear: number, toYear: number): NamedHoliday[] {
  const settings = typeof source === 'string' ? { holidays: source } : source;
  const key = sourceKey(settings);
  const ofYear = (years[key] ??= isPlaceId(settings.holidays) ? places?.placeHolidays(settings.holidays, settings.bank, settings.half, settings.kinds) : undefined);
  if (!ofYear) throw new Error(`Holiday calendar not loaded: ${settings.holidays}`);
  const list: NamedHoliday[] = [];
  for (let year = Math.max(MIN_YEAR, fromYear - 1); year <= Math.min(MAX_YEAR, toYear + 1); year++) {
    const yearKey = `${key}@${year}`;
    list.push(...(known.get(yearKey) ?? known.set(yearKey, ofYear(year)).get(yearKey) ?? []));
  }
  return list.filter((h) => yearOf(h.date) >= fromYear && yearOf(h.date) <= toYear);
}

/**
 * A place's weekend days that are working days by decree, in years fromYear…toYear (none for a
 * calendar that is not a place). Throws for a place before `loadHolidayCalendar` has resolved.
 */
export function workdaysInYears(source: string, fromYear: number, toYear: number): IsoDate[] {
  if (!isPlaceId(source)) return [];
  const ofYear = places?.placeWorkdays(source);
  if (!ofYear) throw new Error(`Holiday calendar not loaded: ${source}`);
  const list: IsoDate[] = [];
  for (let year = Math.max(MIN_YEAR, fromYear); year <= Math.min(MAX_YEAR, toYear); year++) list.push(...ofYear(year));
  return list;
}

// ---- Weeks and exceptions ----------------------------------------------------------------------

interface Week {
  /** Bit w set when weekday w is a working day. */
  mask: number;
  /** Working days per 7 consecutive days. */
  perWeek: number;
}

function week(weekend: readonly Weekday[]): Week {
  let mask = 0x7f;
  for (const w of weekend) {
    if (!Number.isInteger(w) || w < 0 || w > 6) throw new RangeError(`Not a weekday: ${w}`);
    mask &= ~(1 << w);
  }
  let perWeek = 0;
  for (let m = mask; m; m &= m - 1) perWeek++;
  if (perWeek === 0) throw new RangeError('A week needs at least one working day');
  return { mask, perWeek };
}

const isWorkingWeekday = (dayNumber: number, wk: Week): boolean => (wk.mask & (1 << weekdayOfDayNumber(dayNumber))) !== 0;

/** Working weekdays (exceptions ignored) in the day-number range [a, b), b ≥ a. */
function weekdaysInRange(a: number, b: number, wk: Week): number {
  const weeks = Math.floor((b - a) / 7);
  let count = weeks * wk.perWeek;
  for (let d = a + weeks * 7; d < b; d++) if (isWorkingWeekday(d, wk)) count++;
  return count;
}

/**
 * Day number of the k-th working weekday (k ≥ 1, exceptions ignored) counting `from` itself as
 * the first candidate and moving in direction `dir`.
 */
function kthWorkingWeekday(from: number, k: number, dir: 1 | -1, wk: Week): number {
  const weeks = Math.floor((k - 1) / wk.perWeek);
  let remaining = k - weeks * wk.perWeek; // 1 … perWeek, found within the next 7 days
  let d = from + dir * 7 * weeks;
  for (;;) {
    if (isWorkingWeekday(d, wk) && --remaining === 0) return d;
    d += dir;
  }
}

/** A calendar's week and its exceptions over a span of years (`key`). */
interface DayIndex extends Week {
  key: string;
  /** Sorted day numbers of the exceptions: working weekdays not worked, weekend days worked. */
  days: number[];
  /** sums[i]: what the exceptions before days[i] add to a count of working weekdays (−1 or +1 each). */
  sums: number[];
}

const indexCache = new WeakMap<WorkCalendar, DayIndex>();

/** The calendar's exceptions, with its holidays of years fromYear…toYear (the last one kept per calendar value). */
function dayIndex(cal: WorkCalendar, fromYear: number, toYear: number): DayIndex {
  const key = `${fromYear}:${toYear}`;
  let index = indexCache.get(cal);
  if (index?.key !== key) {
    const wk = week(cal.weekend);
    const change = new Map<number, number>();
    for (const h of holidaysInYears(cal, fromYear, toYear)) change.set(toDayNumber(h.date), -1);
    // A weekend day worked by decree is a working day, whatever the holidays say.
    for (const d of workdaysInYears(cal.holidays, fromYear, toYear)) change.set(toDayNumber(d), 1);
    for (const d of cal.daysOff) change.set(toDayNumber(d), -1);
    for (const d of cal.workingDays) change.set(toDayNumber(d), 1); // a working day wins
    // Only a day off on a working weekday, or a working day on a weekend day, changes a count.
    const days = [...change.keys()].filter((d) => change.get(d) === (isWorkingWeekday(d, wk) ? -1 : 1)).sort((x, y) => x - y);
    const sums = [0];
    for (const d of days) sums.push((sums.at(-1) as number) + (change.get(d) as number));
    indexCache.set(cal, (index = { ...wk, key, days, sums }));
  }
  return index;
}

/** First index in sorted `days` whose value is ≥ `value`. */
function lowerBound(days: readonly number[], value: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((days[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Working days in [a, b) (0 when b ≤ a). */
const workingIn = (a: number, b: number, ix: DayIndex): number =>
  b <= a
    ? 0
    : weekdaysInRange(a, b, ix) + (ix.sums[lowerBound(ix.days, b)] as number) - (ix.sums[lowerBound(ix.days, a)] as number);

/**
 * The day number of the k-th working day (k ≥ 1) strictly after `s` (dir 1) or before it (−1):
 * whole runs of working weekdays are skipped arithmetically from one exception to the next.
 */
function kthWorkingDay(s: number, k: number, dir: 1 | -1, ix: DayIndex): number {
  let from = s + dir;
  for (let i = lowerBound(ix.days, dir === 1 ? from : s) - (dir === 1 ? 0 : 1); ; i += dir) {
    const x = kthWorkingWeekday(from, k, dir, ix);
    const e = ix.days[i];
    if (e === undefined || (x - e) * dir < 0) return x; // reached before the next exception
    // The working weekdays from `from` up to the exception, then the exception itself: a weekend
    // day worked, or a working weekday off.
    k -= dir === 1 ? weekdaysInRange(from, e, ix) : weekdaysInRange(e + 1, from + 1, ix);
    if (!isWorkingWeekday(e, ix) && --k === 0) return e;
    from = e + dir;
  }
}

// ---- Business days ---------------------------------------------------------------------------

/**
 * Whether `d` is a working day of the calendar.
 *
 * @example isBusinessDay('2025-01-04' as IsoDate, WEEKENDS_ONLY) // false (Saturday)
 */
export function isBusinessDay(d: IsoDate, cal: WorkCalendar): boolean {
  return countBusinessDays(d, d, cal, true) === 1;
}

/**
 * The n-th working day strictly after `start` (n > 0) or strictly before it (n < 0); `start`
 * itself for n = 0. A start on a day off counts from there. Null when the result leaves years
 * 1–9999. Throws RangeError for a non-integer n or an all-weekend week. The calendar's holidays
 * are generated for the years the answer reaches.
 *
 * @example addBusinessDays('2025-01-03' as IsoDate, 5, WEEKENDS_ONLY) // '2025-01-10'
 */
export function addBusinessDays(start: IsoDate, n: number, cal: WorkCalendar): IsoDate | null {
  if (!Number.isInteger(n)) throw new RangeError(`Business-day count must be an integer: ${n}`);
  const { perWeek } = week(cal.weekend);
  if (n === 0) return start;
  if (Math.abs(n) > MAX_DAY_NUMBER - MIN_DAY_NUMBER) return null;
  const dir = n > 0 ? 1 : -1;
  const year = yearOf(start);
  // Holidays push the answer further: widen the years covered (at first the years n working
  // weekdays span, a year holding at least 52 weeks) until it lies inside them.
  for (let margin = Math.ceil((n * dir) / (52 * perWeek)) + 1; ; margin *= 2) {
    const d = kthWorkingDay(toDayNumber(start), n * dir, dir, dayIndex(cal, year - (dir === 1 ? 0 : margin), year + (dir === 1 ? margin : 0)));
    if (!isDayNumberInRange(d)) return null;
    if (dir * (yearOf(fromDayNumber(d)) - year) < margin || margin > MAX_YEAR) return fromDayNumber(d);
  }
}

/**
 * Working days in [from, to), or [from, to] when `inclusive`; 0 when `to` is before `from`.
 *
 * @example countBusinessDays('2025-01-06' as IsoDate, '2025-01-13' as IsoDate, WEEKENDS_ONLY) // 5
 */
export function countBusinessDays(from: IsoDate, to: IsoDate, cal: WorkCalendar, inclusive = false): number {
  const a = toDayNumber(from);
  const b = toDayNumber(to);
  week(cal.weekend);
  return b < a ? 0 : workingIn(a, inclusive ? b + 1 : b, dayIndex(cal, yearOf(from), yearOf(to)));
}

/**
 * `d` itself when it is a working day, else the next working day; null past 9999-12-31.
 *
 * @example rollForwardToBusinessDay('2025-01-04' as IsoDate, WEEKENDS_ONLY) // '2025-01-06'
 */
export function rollForwardToBusinessDay(d: IsoDate, cal: WorkCalendar): IsoDate | null {
  return isBusinessDay(d, cal) ? d : addBusinessDays(d, 1, cal);
}
