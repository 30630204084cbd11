/**
 * Business days (NETWORKDAYS.INTL / WORKDAY.INTL style) on a `WorkCalendar`: its weekend, the
 * holidays of a calendar from the registry (core/work-week.ts), its extra days off and working days.
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
  isoDateParts,
  toDayNumber,
  weekdayOfDayNumber,
} from './core/civil-date';
import {
  HOLIDAY_CALENDARS,
  type HolidayCalendarId,
  type HolidaysOfYear,
  type NamedHoliday,
  type WorkCalendar,
} from './core/work-week';
import { usFederalDaysOff } from './holidays';

export type { Weekday } from './core/civil-date';

// ---- The holiday calendars' days off ---------------------------------------------------------

type Registry = typeof HOLIDAY_CALENDARS;
/** The calendars without a `load`: their rules ship with this module. */
type BundledId = { [K in HolidayCalendarId]: Registry[K] extends { load: unknown } ? never : K }[HolidayCalendarId];

/** A year function that computes each year once. */
function remembered(ofYear: HolidaysOfYear): HolidaysOfYear {
  const known = new Map<number, readonly NamedHoliday[]>();
  return (year) => known.get(year) ?? known.set(year, ofYear(year)).get(year) ?? [];
}

const years = new Map<HolidayCalendarId, HolidaysOfYear>(
  Object.entries({ none: () => [], us: remembered(usFederalDaysOff) } satisfies Record<BundledId, HolidaysOfYear>) as [
    BundledId,
    HolidaysOfYear,
  ][],
);

/** Loads a calendar whose data comes on demand (see `HolidayCalendar.load`); at once for a bundled one. */
export async function loadHolidayCalendar(id: HolidayCalendarId): Promise<void> {
  const load = (HOLIDAY_CALENDARS[id] as { load?: () => Promise<HolidaysOfYear> }).load;
  if (!years.has(id) && load) years.set(id, remembered(await load()));
}

/**
 * The calendar's days off that fall in years fromYear…toYear (clamped to 1–9999), sorted.
 * Throws for a calendar loaded on demand before `loadHolidayCalendar` has resolved.
 *
 * @example holidaysInYears('us', 2021, 2021).at(-1) // { date: '2021-12-31', name: 'New Year’s Day' }
 */
export function holidaysInYears(id: HolidayCalendarId, fromYear: number, toYear: number): NamedHoliday[] {
  const ofYear = years.get(id);
  if (!ofYear) throw new Error(`The ${id} holiday calendar is not loaded yet`);
  const list: NamedHoliday[] = [];
  for (let year = Math.max(MIN_YEAR, fromYear); year <= Math.min(MAX_YEAR, toYear); year++) list.push(...ofYear(year));
  return list;
}

// ---- Weeks -----------------------------------------------------------------------------------

interface WeekModel {
  /** Bit w set when weekday w is a working day. */
  workingMask: number;
  /** Working days per 7 consecutive days. */
  perWeek: number;
}

function weekModel(weekend: readonly Weekday[]): WeekModel {
  let weekendMask = 0;
  for (const w of weekend) {
    if (!Number.isInteger(w) || w < 0 || w > 6) throw new RangeError(`Not a weekday: ${w}`);
    weekendMask |= 1 << w;
  }
  const workingMask = ~weekendMask & 0x7f;
  let perWeek = 0;
  for (let w = 0; w < 7; w++) if (workingMask & (1 << w)) perWeek++;
  if (perWeek === 0) throw new RangeError('A week needs at least one working day');
  return { workingMask, perWeek };
}

const isWorkingWeekday = (dayNumber: number, model: WeekModel): boolean =>
  (model.workingMask & (1 << weekdayOfDayNumber(dayNumber))) !== 0;

/** Working weekdays (exceptions ignored) in the day-number range [a, b), b ≥ a. */
function weekdaysInRange(a: number, b: number, model: WeekModel): number {
  const weeks = Math.floor((b - a) / 7);
  let count = weeks * model.perWeek;
  for (let d = a + weeks * 7; d < b; d++) if (isWorkingWeekday(d, model)) count++;
  return count;
}

/**
 * Day number of the k-th working weekday (k ≥ 1, exceptions ignored) counting `from` itself as
 * the first candidate and moving in direction `dir`.
 */
function kthWorkingWeekday(from: number, k: number, dir: 1 | -1, model: WeekModel): number {
  const weeks = Math.floor((k - 1) / model.perWeek);
  let remaining = k - weeks * model.perWeek; // 1 … perWeek, found within the next 7 days
  let d = from + dir * 7 * weeks;
  for (;;) {
    if (isWorkingWeekday(d, model) && --remaining === 0) return d;
    d += dir;
  }
}

// ---- A calendar over a span of years -----------------------------------------------------------

interface DayIndex {
  model: WeekModel;
  /** Sorted day numbers of the exceptions: working weekdays not worked, weekend days worked. */
  days: number[];
  /** sums[i]: what the exceptions before days[i] add to a count of working weekdays (−1 or +1 each). */
  sums: number[];
}

const indexCache = new WeakMap<WorkCalendar, Map<string, DayIndex>>();

/** The calendar's exceptions, with its holidays of years fromYear…toYear (cached per calendar value). */
function dayIndex(cal: WorkCalendar, fromYear: number, toYear: number): DayIndex {
  const key = `${fromYear}:${toYear}`;
  let byYears = indexCache.get(cal);
  if (!byYears) indexCache.set(cal, (byYears = new Map()));
  let index = byYears.get(key);
  if (!index) {
    const model = weekModel(cal.weekend);
    const change = new Map<number, number>();
    for (const h of holidaysInYears(cal.holidays, fromYear, toYear)) change.set(toDayNumber(h.date), -1);
    for (const d of cal.daysOff) change.set(toDayNumber(d), -1);
    for (const d of cal.workingDays) change.set(toDayNumber(d), 1); // a working day wins
    // Only a day off on a working weekday, or a working day on a weekend day, changes a count.
    const days = [...change.keys()].filter((d) => change.get(d) === (isWorkingWeekday(d, model) ? -1 : 1)).sort((x, y) => x - y);
    const sums = [0];
    for (const d of days) sums.push((sums.at(-1) as number) + (change.get(d) as number));
    index = { model, days, sums };
    byYears.set(key, index);
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

/** What the exceptions in [a, b) add to a count. */
const changeIn = (a: number, b: number, ix: DayIndex): number =>
  (ix.sums[lowerBound(ix.days, b)] as number) - (ix.sums[lowerBound(ix.days, a)] as number);

/** Working days in [a, b) (0 when b ≤ a). */
const workingIn = (a: number, b: number, ix: DayIndex): number =>
  b <= a ? 0 : weekdaysInRange(a, b, ix.model) + changeIn(a, b, ix);

const yearOf = (d: IsoDate): number => isoDateParts(d).year;

/**
 * The day number of the k-th working day (k ≥ 1) strictly after `s` (dir 1) or before it (−1):
 * whole runs of working weekdays are skipped arithmetically from one exception to the next.
 */
function kthWorkingDay(s: number, k: number, dir: 1 | -1, ix: DayIndex): number {
  let from = s + dir;
  for (let i = lowerBound(ix.days, dir === 1 ? from : s) - (dir === 1 ? 0 : 1); ; i += dir) {
    const x = kthWorkingWeekday(from, k, dir, ix.model);
    const e = ix.days[i];
    if (e === undefined || (x - e) * dir < 0) return x; // reached before the next exception
    // The working weekdays from `from` up to the exception, then the exception itself.
    k -= dir === 1 ? weekdaysInRange(from, e, ix.model) : weekdaysInRange(e + 1, from + 1, ix.model);
    if ((ix.sums[i + 1] as number) > (ix.sums[i] as number) && --k === 0) return e;
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
  const n = toDayNumber(d);
  return workingIn(n, n + 1, dayIndex(cal, yearOf(d), yearOf(d))) === 1;
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
  const s = toDayNumber(start);
  const { perWeek } = weekModel(cal.weekend);
  if (n === 0) return start;
  if (Math.abs(n) > MAX_DAY_NUMBER - MIN_DAY_NUMBER) return null;
  const dir = n > 0 ? 1 : -1;
  const startYear = yearOf(start);
  // Holidays push the answer further: widen the years covered (at first the years n working
  // weekdays span, a year holding at least 52 weeks) until it lies inside them.
  for (let margin = Math.ceil(Math.abs(n) / (52 * perWeek)) + 1; ; margin *= 2) {
    const lo = dir === 1 ? startYear : startYear - margin;
    const hi = dir === 1 ? startYear + margin : startYear;
    const d = kthWorkingDay(s, Math.abs(n), dir, dayIndex(cal, lo, hi));
    if (!isDayNumberInRange(d)) return null;
    const date = fromDayNumber(d);
    const year = yearOf(date);
    if (dir === 1 ? year < hi || hi >= MAX_YEAR : year > lo || lo <= MIN_YEAR) return date;
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
  weekModel(cal.weekend);
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
