/**
 * What the calendar generator marks on a day: the holiday calendar's days off and half days, and
 * the visitor's own days off and working days, from the same engine and keys as every business-day
 * answer, so a calendar shows the days a count would skip.
 */
import type { IsoDate } from '@/lib/date/core/civil-date';
import { holidaysInYears, workdaysInYears } from '@/lib/date/business-days';
import { OWN_DAY_OFF } from '@/lib/date/skipped-holidays';
import type { WorkCalendarParams } from '@/components/work-calendar-keys';

/** What a day's cell and the list under the calendar call one of the visitor's own working days. */
export const OWN_WORKING_DAY = 'Your working day';

/** What a cell and the list call a weekend day the place works by decree (China's 调休). */
export const DECREED_WORKING_DAY = 'Working day by decree';

/** One marked day. */
export interface MarkedDay {
  date: IsoDate;
  /** What the day is, in order: its holidays ("Christmas Eve (half day)"), then the visitor's own day. */
  names: string[];
  /** Not worked: a holiday's day off, a half day counted as a day off, or an own day off (an own working day is worked whatever else applies). */
  off: boolean;
  /** The day holds a half day (a holiday from the afternoon, such as December 24 in some countries): a working day unless `half` is set. */
  halfDay: boolean;
  /** One of the visitor's own working days. */
  working: boolean;
}

/**
 * The marked days of `year`, sorted: the calendar's holidays (a place's public holidays, its bank
 * holidays with `bank`, its other `kinds`), each half day named as one and counted as a day off
 * only with `half`, the weekend days the place works by decree, then the visitor's own days off (a day already off for a holiday is listed once, as the
 * holiday) and own working days. Throws, as `holidaysInYears` does, for a place whose data has
 * not loaded.
 *
 * @example markedDays({ holidays: 'us', bank: false, half: false, off: [], work: ['2026-07-03'] }, 2026).find((d) => d.date === '2026-07-03')
 * // { date: '2026-07-03', names: ['Independence Day', 'Your working day'], off: false, halfDay: false, working: true }
 */
export function markedDays(calendar: Pick<WorkCalendarParams, 'holidays' | 'bank' | 'half' | 'kinds' | 'off' | 'work'>, year: number): MarkedDay[] {
  const { holidays, bank, half, kinds } = calendar;
  // The engine leaves a place's half days out unless they count as days off: the two lists differ by them.
  const whole = new Set(holidaysInYears({ holidays, bank, half: false, kinds }, year, year).map((h) => `${h.date} ${h.name}`));
  const days = new Map<IsoDate, MarkedDay>();
  const day = (date: IsoDate) => days.get(date) ?? days.set(date, { date, names: [], off: false, halfDay: false, working: false }).get(date)!;
  for (const h of holidaysInYears({ holidays, bank, half: true, kinds }, year, year)) {
    const mark = day(h.date);
    const isHalf = !whole.has(`${h.date} ${h.name}`);
    mark.names.push(isHalf ? `${h.name} (half day)` : h.name);
    if (isHalf) mark.halfDay = true;
    if (!isHalf || half) mark.off = true;
  }
  for (const date of workdaysInYears(holidays, year, year)) {
    const mark = day(date);
    mark.names.push(DECREED_WORKING_DAY);
    mark.off = false;
    mark.working = true;
  }
  const inYear = (date: IsoDate) => Number(date.slice(0, 4)) === year;
  // A date in both own lists is a working day (decision 20): its day off is not marked.
  for (const date of calendar.off.filter((d) => inYear(d) && !calendar.work.includes(d))) {
    const mark = day(date);
    if (mark.off) continue;
    mark.names.push(OWN_DAY_OFF);
    mark.off = true;
  }
  for (const date of calendar.work.filter(inYear)) {
    const mark = day(date);
    mark.names.push(OWN_WORKING_DAY);
    mark.off = false;
    mark.working = true;
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
