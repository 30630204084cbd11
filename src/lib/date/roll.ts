/**
 * Business day conventions: moving a date that is not a working day to one (the "roll" of a due
 * date), as defined in QuantLib's and OpenGamma Strata's business day conventions.
 */
import { isoDateParts, weekdayName, type IsoDate } from './core/civil-date';
import type { WorkCalendar } from './work-calendar';
import { addBusinessDays, holidaysInYears, isBusinessDay } from './business-days';
import { OWN_DAY_OFF } from './skipped-holidays';
import type { RollConvention } from './roll-conventions';

export { ROLL_CONVENTIONS, type RollConvention } from './roll-conventions';

/**
 * Why `d` is not a working day: the holiday's name, "your day off" or the weekend day's name
 * (in that order when several apply); null for a working day.
 *
 * @example dayOffReason('2025-12-25' as IsoDate, workCalendar([6, 0], 'us')) // 'Christmas Day'
 */
export function dayOffReason(d: IsoDate, cal: WorkCalendar): string | null {
  if (isBusinessDay(d, cal)) return null;
  const { year } = isoDateParts(d);
  const holiday = holidaysInYears(cal, year - 1, year + 1).find((h) => h.date === d);
  if (holiday) return holiday.name;
  return cal.daysOff.includes(d) ? OWN_DAY_OFF.toLowerCase() : weekdayName(d);
}

/**
 * `d` moved to a working day by `convention`: `following` the next working day, `preceding` the
 * previous one, `modified-following` the next unless it is in another month (then the previous),
 * `modified-preceding` the previous unless it is in another month (then the next), `none` `d`
 * itself. A working day stays where it is. Null when the move leaves years 1–9999.
 *
 * @example rollDate('2026-01-31' as IsoDate, 'modified-following', WEEKENDS_ONLY) // '2026-01-30' (Saturday; Monday is in February)
 */
export function rollDate(d: IsoDate, convention: RollConvention, cal: WorkCalendar): IsoDate | null {
  if (convention === 'none' || isBusinessDay(d, cal)) return d;
  const next = () => addBusinessDays(d, 1, cal);
  const previous = () => addBusinessDays(d, -1, cal);
  const sameMonth = (other: IsoDate | null) => other !== null && other.slice(0, 7) === d.slice(0, 7);
  switch (convention) {
    case 'following':
      return next();
    case 'preceding':
      return previous();
    case 'modified-following': {
      const date = next();
      return sameMonth(date) ? date : previous();
    }
    case 'modified-preceding': {
      const date = previous();
      return sameMonth(date) ? date : next();
    }
  }
}
