/**
 * Business days with an optional holiday calendar (decisions §3): the holidays a span needs
 * are generated for just the years it covers, and the ones that changed the answer are named.
 */
import { addDays, isoDateParts, MAX_YEAR, MIN_YEAR, type IsoDate, type Weekday } from './core/civil-date';
import { addBusinessDays, countBusinessDays, holidaysSkipped, type BusinessCalendar } from './business-days';
import { usFederalHolidays } from './holidays';
import { scheduleProject, type ProjectSchedule, type ProjectTaskInput } from './project-timeline';

import type { HolidayCalendarId } from './core/work-week';

export { HOLIDAY_CALENDARS, type HolidayCalendarId } from './core/work-week';

export interface NamedHoliday {
  date: IsoDate;
  name: string;
}

/** Observed holidays of the calendar whose day off falls in years fromYear…toYear, sorted. */
export function holidaysInYears(id: HolidayCalendarId, fromYear: number, toYear: number): NamedHoliday[] {
  if (id === 'none') return [];
  const list: NamedHoliday[] = [];
  for (let year = Math.max(MIN_YEAR, fromYear - 1); year <= Math.min(MAX_YEAR, toYear + 1); year++) {
    for (const holiday of usFederalHolidays(year)) {
      const observedYear = isoDateParts(holiday.observed).year;
      if (observedYear >= fromYear && observedYear <= toYear) list.push({ date: holiday.observed, name: holiday.name });
    }
  }
  return list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function calendarFor(weekend: readonly Weekday[], holidays: readonly NamedHoliday[]): BusinessCalendar {
  return { weekend, holidays: holidays.map((h) => h.date) };
}

function named(dates: readonly IsoDate[], holidays: readonly NamedHoliday[]): NamedHoliday[] {
  const byDate = new Map<IsoDate, NamedHoliday[]>();
  for (const holiday of holidays) byDate.set(holiday.date, [...(byDate.get(holiday.date) ?? []), holiday]);
  return dates.flatMap((date) => byDate.get(date) ?? []);
}

export interface WorkdayShift {
  /** The resulting date, or null outside years 1–9999. */
  date: IsoDate | null;
  /** Holidays on working weekdays that were passed over. */
  skipped: NamedHoliday[];
}

/**
 * The `days`-th working day after (or, with a negative count, before) `start`, skipping the
 * weekend days and the calendar's holidays.
 * @example addWorkdays('2025-12-24' as IsoDate, 1, [6, 0], 'us') // { date: '2025-12-26', skipped: [{ date: '2025-12-25', name: 'Christmas Day' }] }
 */
export function addWorkdays(start: IsoDate, days: number, weekend: readonly Weekday[], id: HolidayCalendarId): WorkdayShift {
  const startYear = isoDateParts(start).year;
  const rough = addBusinessDays(start, days, { weekend });
  if (id === 'none' || rough === null) return { date: rough, skipped: [] };
  // Holidays push the result further: widen the years covered until the answer lies inside them.
  let margin = Math.abs(isoDateParts(rough).year - startYear) + 1;
  for (;;) {
    const lo = days >= 0 ? startYear : startYear - margin;
    const hi = days >= 0 ? startYear + margin : startYear;
    const holidays = holidaysInYears(id, lo, hi);
    const date = addBusinessDays(start, days, calendarFor(weekend, holidays));
    const year = date && isoDateParts(date).year;
    const inside = year !== null && (days >= 0 ? year < hi || hi >= MAX_YEAR : year > lo || lo <= MIN_YEAR);
    if (inside || date === null) {
      if (!date || days === 0) return { date, skipped: [] };
      const [a, b] = days > 0 ? [addDays(start, 1), date] : [date, addDays(start, -1)];
      const skipped = a && b ? holidaysSkipped(a, b, calendarFor(weekend, holidays)) : [];
      return { date, skipped: named(skipped, holidays) };
    }
    margin *= 2;
  }
}

/**
 * Working days in [from, to), or [from, to] when inclusive (0 when `to` is before `from`), and
 * the holidays that were not counted.
 * @example countWorkdays('2025-12-22' as IsoDate, '2025-12-29' as IsoDate, false, [6, 0], 'us').count // 4
 */
export function countWorkdays(
  from: IsoDate,
  to: IsoDate,
  inclusive: boolean,
  weekend: readonly Weekday[],
  id: HolidayCalendarId,
): { count: number; skipped: NamedHoliday[] } {
  const holidays = to < from ? [] : holidaysInYears(id, isoDateParts(from).year, isoDateParts(to).year);
  const calendar = calendarFor(weekend, holidays);
  const count = countBusinessDays(from, to, { ...calendar, inclusive });
  const last = inclusive ? to : addDays(to, -1);
  const skipped = to < from || !last || last < from ? [] : holidaysSkipped(from, last, calendar);
  return { count, skipped: named(skipped, holidays) };
}

/**
 * {@link scheduleProject} with a weekend and a holiday calendar: business tasks skip the
 * calendar's observed holidays too. The holidays are generated for the years the schedule
 * reaches (widened until its end lies inside them).
 *
 * @example scheduleProjectWith('2025-12-24' as IsoDate, [{ name: 'Ship', duration: 2, businessDaysOnly: true }], [6, 0], 'us')?.rows[0]?.end // '2025-12-26'
 */
export function scheduleProjectWith(
  start: IsoDate,
  tasks: readonly ProjectTaskInput[],
  weekend: readonly Weekday[],
  id: HolidayCalendarId,
): ProjectSchedule | null {
  const plain = scheduleProject(start, tasks, { weekend });
  if (id === 'none' || plain === null || plain.projectEnd === null) return plain;
  const startYear = isoDateParts(start).year;
  let margin = isoDateParts(plain.projectEnd).year - startYear + 1;
  for (;;) {
    const hi = Math.min(MAX_YEAR, startYear + margin);
    const schedule = scheduleProject(start, tasks, calendarFor(weekend, holidaysInYears(id, startYear, hi)));
    const end = schedule?.projectEnd;
    if (!end || isoDateParts(end).year < hi || hi >= MAX_YEAR) return schedule;
    margin *= 2;
  }
}
