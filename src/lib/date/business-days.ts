/**
 * Business-day arithmetic (NETWORKDAYS.INTL / WORKDAY.INTL style) on day numbers.
 *
 * No day-by-day loops: whole weeks are counted arithmetically (7 consecutive days always
 * hold the same number of working days) and only the ≤ 6 remainder days are inspected.
 * Holidays are counted by binary search in a sorted, de-duplicated index of the holidays on
 * working weekdays, built once per holiday array and weekend; so a count costs O(log h) and
 * adding n business days O(k log h) for the k holidays it passes.
 */
import {
  type IsoDate,
  type Weekday,
  MAX_DAY_NUMBER,
  MIN_DAY_NUMBER,
  fromDayNumber,
  isDayNumberInRange,
  toDayNumber,
  weekdayOfDayNumber,
} from './core/civil-date';

import { DEFAULT_WEEKEND } from './core/work-week';

export type { Weekday } from './core/civil-date';

/** Which weekdays are not worked and which dates are holidays. */
export interface BusinessCalendar {
  /** Weekend days, default Saturday and Sunday `[6, 0]`. Must not contain all seven days. */
  weekend?: readonly Weekday[];
  /**
   * Holiday dates (any order, duplicates and weekend dates allowed). Treated as immutable:
   * the sorted index is cached per array, so pass a new array after changing the list.
   */
  holidays?: readonly IsoDate[];
}

export { DEFAULT_WEEKEND };

interface WeekModel {
  /** Bit w set when weekday w is a working day. */
  workingMask: number;
  /** Working days per 7 consecutive days. */
  perWeek: number;
}

function weekModel(weekend: readonly Weekday[] = DEFAULT_WEEKEND): WeekModel {
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

/** Working weekdays (holidays ignored) in the day-number range [a, b), b ≥ a. */
function weekdaysInRange(a: number, b: number, model: WeekModel): number {
  const weeks = Math.floor((b - a) / 7);
  let count = weeks * model.perWeek;
  for (let d = a + weeks * 7; d < b; d++) if (isWorkingWeekday(d, model)) count++;
  return count;
}

/**
 * Day number of the k-th working weekday (k ≥ 1, holidays ignored) counting `from` itself as
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

interface HolidayIndex {
  length: number;
  /** Sorted distinct day numbers of all holidays. */
  days: number[];
  /** Per working-weekday mask: the sorted holidays that fall on working weekdays. */
  working: Map<number, number[]>;
}

const holidayIndexCache = new WeakMap<readonly IsoDate[], HolidayIndex>();
const NO_HOLIDAYS: readonly number[] = [];

/** Sorted distinct day numbers of the holidays on working weekdays (cached per array and weekend). */
function workingHolidayDays(holidays: readonly IsoDate[] | undefined, model: WeekModel): readonly number[] {
  if (!holidays || holidays.length === 0) return NO_HOLIDAYS;
  let index = holidayIndexCache.get(holidays);
  if (!index || index.length !== holidays.length) {
    const sorted = holidays.map(toDayNumber).sort((x, y) => x - y);
    const days = sorted.filter((d, i) => i === 0 || d !== sorted[i - 1]);
    index = { length: holidays.length, days, working: new Map() };
    holidayIndexCache.set(holidays, index);
  }
  let working = index.working.get(model.workingMask);
  if (!working) {
    working = index.days.filter((d) => isWorkingWeekday(d, model));
    index.working.set(model.workingMask, working);
  }
  return working;
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

/** How many of the sorted `days` lie in [a, b). */
const countInRange = (days: readonly number[], a: number, b: number): number =>
  b <= a ? 0 : lowerBound(days, b) - lowerBound(days, a);

/**
 * Whether `d` is a working day (not a weekend day, not a holiday).
 *
 * @example isBusinessDay('2025-01-04' as IsoDate) // false (Saturday)
 */
export function isBusinessDay(d: IsoDate, cal: BusinessCalendar = {}): boolean {
  const n = toDayNumber(d);
  const model = weekModel(cal.weekend);
  return isWorkingWeekday(n, model) && countInRange(workingHolidayDays(cal.holidays, model), n, n + 1) === 0;
}

/**
 * The n-th working day strictly after `start` (n > 0) or strictly before it (n < 0); `start`
 * itself for n = 0. A start on a weekend or holiday counts from there. Null when the result
 * leaves years 1–9999. Throws RangeError for a non-integer n or an all-weekend week.
 *
 * @example addBusinessDays('2025-01-03' as IsoDate, 5) // '2025-01-10'
 */
export function addBusinessDays(start: IsoDate, n: number, cal: BusinessCalendar = {}): IsoDate | null {
  if (!Number.isInteger(n)) throw new RangeError(`Business-day count must be an integer: ${n}`);
  const s = toDayNumber(start);
  const model = weekModel(cal.weekend);
  if (n === 0) return start;
  if (Math.abs(n) > MAX_DAY_NUMBER - MIN_DAY_NUMBER) return null;
  const dir: 1 | -1 = n > 0 ? 1 : -1;
  const days = workingHolidayDays(cal.holidays, model);
  let prev = s;
  let target = kthWorkingWeekday(s + dir, Math.abs(n), dir, model);
  for (;;) {
    if (!isDayNumberInRange(target)) return null;
    // Each working-day holiday passed over replaces one working day: step on that many more.
    const skipped = dir === 1 ? countInRange(days, prev + 1, target + 1) : countInRange(days, target, prev);
    if (skipped === 0) return fromDayNumber(target);
    prev = target;
    target = kthWorkingWeekday(target + dir, skipped, dir, model);
  }
}

/**
 * Working days in [from, to), or [from, to] when `inclusive`; 0 when `to` is before `from`.
 *
 * @example countBusinessDays('2025-01-06' as IsoDate, '2025-01-13' as IsoDate) // 5
 */
export function countBusinessDays(
  from: IsoDate,
  to: IsoDate,
  opts: BusinessCalendar & { inclusive?: boolean } = {},
): number {
  const a = toDayNumber(from);
  const b = toDayNumber(to);
  const model = weekModel(opts.weekend);
  if (b < a) return 0;
  const end = opts.inclusive ? b + 1 : b;
  return weekdaysInRange(a, end, model) - countInRange(workingHolidayDays(opts.holidays, model), a, end);
}

/**
 * The distinct holidays in [from, to] (either order), sorted, that fall on a working weekday,
 * i.e. the ones that changed a business-day answer.
 *
 * @example holidaysSkipped('2025-12-20' as IsoDate, '2026-01-05' as IsoDate, { holidays }) // ['2025-12-25', '2026-01-01']
 */
export function holidaysSkipped(from: IsoDate, to: IsoDate, cal: BusinessCalendar = {}): IsoDate[] {
  const a = toDayNumber(from);
  const b = toDayNumber(to);
  const model = weekModel(cal.weekend);
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  const days = workingHolidayDays(cal.holidays, model);
  return days.slice(lowerBound(days, lo), lowerBound(days, hi + 1)).map(fromDayNumber);
}

/**
 * `d` itself when it is a working day, else the next working day; null past 9999-12-31.
 *
 * @example rollForwardToBusinessDay('2025-01-04' as IsoDate) // '2025-01-06'
 */
export function rollForwardToBusinessDay(d: IsoDate, cal: BusinessCalendar = {}): IsoDate | null {
  return isBusinessDay(d, cal) ? d : addBusinessDays(d, 1, cal);
}
