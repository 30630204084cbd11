/**
 * Business-day answers with the holidays that changed them, named, for the pages that list
 * them (decisions §3).
 */
import { addDays, isoDateParts, type IsoDate } from './core/civil-date';
import type { WorkCalendar, NamedHoliday } from './work-calendar';
import { addBusinessDays, countBusinessDays, holidaysInYears, isBusinessDay } from './business-days';

/**
 * The holiday calendar's days off in [from, to] (either order) that fell on a day the calendar
 * would work without them, i.e. the ones that changed a business-day answer; sorted.
 *
 * @example holidaysSkipped('2025-12-20' as IsoDate, '2026-01-05' as IsoDate, workCalendar([6, 0], 'us')) // [{ date: '2025-12-25', name: 'Christmas Day' }, { date: '2026-01-01', name: 'New Year’s Day' }]
 */
export function holidaysSkipped(from: IsoDate, to: IsoDate, cal: WorkCalendar): NamedHoliday[] {
  const [first, last] = from <= to ? [from, to] : [to, from];
  const without: WorkCalendar = { ...cal, holidays: 'none' };
  return holidaysInYears(cal.holidays, isoDateParts(first).year, isoDateParts(last).year).filter(
    (h) => h.date >= first && h.date <= last && isBusinessDay(h.date, without) && !isBusinessDay(h.date, cal),
  );
}

export interface WorkdayShift {
  /** The resulting date, or null outside years 1–9999. */
  date: IsoDate | null;
  /** The calendar's holidays that were passed over. */
  skipped: NamedHoliday[];
}

/**
 * The `days`-th working day after (or, with a negative count, before) `start`.
 * @example addWorkdays('2025-12-24' as IsoDate, 1, workCalendar([6, 0], 'us')) // { date: '2025-12-26', skipped: [{ date: '2025-12-25', name: 'Christmas Day' }] }
 */
export function addWorkdays(start: IsoDate, days: number, cal: WorkCalendar): WorkdayShift {
  const date = addBusinessDays(start, days, cal);
  if (!date || days === 0) return { date, skipped: [] };
  const [a, b] = days > 0 ? [addDays(start, 1), date] : [date, addDays(start, -1)];
  return { date, skipped: a && b ? holidaysSkipped(a, b, cal) : [] };
}

/**
 * Working days in [from, to), or [from, to] when inclusive (0 when `to` is before `from`), and
 * the holidays that were not counted.
 * @example countWorkdays('2025-12-22' as IsoDate, '2025-12-29' as IsoDate, false, workCalendar([6, 0], 'us')).count // 4
 */
export function countWorkdays(
  from: IsoDate,
  to: IsoDate,
  inclusive: boolean,
  cal: WorkCalendar,
): { count: number; skipped: NamedHoliday[] } {
  const count = countBusinessDays(from, to, cal, inclusive);
  const last = inclusive ? to : addDays(to, -1);
  return { count, skipped: !last || last < from ? [] : holidaysSkipped(from, last, cal) };
}
