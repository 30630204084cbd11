/**
 * Business-day answers with the holidays that changed them, named, for the pages that list
 * them (decisions §3).
 */
import { addDays, isoDateParts, toDayNumber, weekdayOf, type IsoDate, type Weekday } from './core/civil-date';
import { workCalendar, type WorkCalendar, type NamedHoliday } from './work-calendar';
import { addBusinessDays, countBusinessDays, holidaysInYears, isBusinessDay, workdaysInYears } from './business-days';

/** What a result calls one of the visitor's own days off. */
export const OWN_DAY_OFF = 'Your day off';

/**
 * The holiday calendar's days off and the visitor's own days off in [from, to] (either order)
 * that fell on a day the weekend alone would have worked, and were not worked: the ones that
 * changed a business-day answer, sorted. A day that is both a holiday and an own day off is
 * listed once, as the holiday.
 *
 * @example holidaysSkipped('2025-12-20' as IsoDate, '2026-01-05' as IsoDate, workCalendar([6, 0], 'us')) // [{ date: '2025-12-25', name: 'Christmas Day' }, { date: '2026-01-01', name: 'New Year’s Day' }]
 */
export function holidaysSkipped(from: IsoDate, to: IsoDate, cal: WorkCalendar): NamedHoliday[] {
  const [first, last] = from <= to ? [from, to] : [to, from];
  const weekendOnly: WorkCalendar = { ...cal, holidays: 'none', daysOff: [] };
  const changed = (date: IsoDate) => date >= first && date <= last && isBusinessDay(date, weekendOnly) && !isBusinessDay(date, cal);
  const holidays = holidaysInYears(cal, isoDateParts(first).year, isoDateParts(last).year).filter((h) => changed(h.date));
  const own = cal.daysOff.filter((date) => changed(date) && !holidays.some((h) => h.date === date)).map((date) => ({ date, name: OWN_DAY_OFF }));
  return own.length === 0 ? holidays : [...holidays, ...own].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The weekend days in [from, to] (either order): the span's days less its working weekdays,
 * counted in whole weeks, not day by day.
 *
 * @example weekendDaysIn('2025-01-18' as IsoDate, '2025-01-27' as IsoDate, [6, 0]) // 4
 */
export function weekendDaysIn(from: IsoDate, to: IsoDate, weekend: readonly Weekday[]): number {
  const [first, last] = from <= to ? [from, to] : [to, from];
  return toDayNumber(last) - toDayNumber(first) + 1 - countBusinessDays(first, last, workCalendar(weekend), true);
}

/**
 * The weekend days in [a, b] that were not worked: those of the weekend less the own working days
 * on them and the place's weekend days worked by decree (unless an own day off).
 */
function weekendDaysSkipped(a: IsoDate, b: IsoDate, cal: WorkCalendar): number {
  const onWeekend = (d: IsoDate) => d >= a && d <= b && cal.weekend.includes(weekdayOf(d));
  const off = new Set(cal.daysOff);
  const decreed = workdaysInYears(cal.holidays, isoDateParts(a).year, isoDateParts(b).year).filter((d) => !off.has(d));
  const worked = new Set([...cal.workingDays, ...decreed].filter(onWeekend));
  return weekendDaysIn(a, b, cal.weekend) - worked.size;
}

export interface WorkdayShift {
  /** The resulting date, or null outside years 1–9999. */
  date: IsoDate | null;
  /** The calendar's holidays and the own days off that were passed over. */
  skipped: NamedHoliday[];
  /** The weekend days passed over (an own working day on the weekend is worked, not passed over). */
  weekendDays: number;
}

/**
 * The `days`-th working day after (or, with a negative count, before) `start`.
 * @example addWorkdays('2025-12-24' as IsoDate, 1, workCalendar([6, 0], 'us')) // { date: '2025-12-26', skipped: [{ date: '2025-12-25', name: 'Christmas Day' }] }
 */
export function addWorkdays(start: IsoDate, days: number, cal: WorkCalendar): WorkdayShift {
  const date = addBusinessDays(start, days, cal);
  if (!date || days === 0) return { date, skipped: [], weekendDays: 0 };
  const [a, b] = days > 0 ? [addDays(start, 1), date] : [date, addDays(start, -1)];
  return a && b ? { date, skipped: holidaysSkipped(a, b, cal), weekendDays: weekendDaysSkipped(a, b, cal) } : { date, skipped: [], weekendDays: 0 };
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
): { count: number; skipped: NamedHoliday[]; weekendDays: number } {
  const count = countBusinessDays(from, to, cal, inclusive);
  const last = inclusive ? to : addDays(to, -1);
  return !last || last < from ? { count, skipped: [], weekendDays: 0 } : { count, skipped: holidaysSkipped(from, last, cal), weekendDays: weekendDaysSkipped(from, last, cal) };
}
