/**
 * Differences between two civil dates: day counts (decisions §2) and calendar differences
 * in years, months and days (decisions §7).
 */
import { type IsoDate, addDays, addMonths, isoDateParts, toDayNumber } from './core/civil-date';

/** The three day counts shown by the days-between page. */
export interface DaysBetweenCounts {
  /** to − from: the end date not counted. Negative when `to` is before `from`. */
  plain: number;
  /** Both dates counted: plain + 1, or plain − 1 when reversed (sign kept). */
  inclusive: number;
  /** Days strictly between the two dates, with the sign of `plain` (0 for equal or adjacent dates). */
  strictlyBetween: number;
  /** Whether `to` is before `from`. */
  reversed: boolean;
}

/**
 * Plain, inclusive and strictly-between day counts. Reversed ranges keep the sign on all
 * three: June 10 → June 3 gives −7, −8 and −6 (the 6 days June 4–9, negated).
 *
 * @example daysBetweenCounts('2025-01-01' as IsoDate, '2025-01-10' as IsoDate) // { plain: 9, inclusive: 10, strictlyBetween: 8, reversed: false }
 */
export function daysBetweenCounts(from: IsoDate, to: IsoDate): DaysBetweenCounts {
  const plain = toDayNumber(to) - toDayNumber(from);
  const reversed = plain < 0;
  const size = Math.abs(plain);
  const sign = reversed ? -1 : 1;
  return {
    plain,
    inclusive: sign * (size + 1),
    strictlyBetween: size <= 1 ? 0 : sign * (size - 1),
    reversed,
  };
}

/**
 * The one count a between-dates form shows (decisions §2 and §3): the business days (`business`,
 * counted with the form's working-day calendar: 0 when `to` is before `from`) when it counts
 * business days only, else the days with or without the end date.
 *
 * @example shownCount(daysBetweenCounts('2025-01-01' as IsoDate, '2025-01-10' as IsoDate), 7, { inclusive: true, workdays: false }) // 10
 */
export function shownCount(counts: DaysBetweenCounts, business: number, { inclusive, workdays }: { inclusive: boolean; workdays?: boolean }): number {
  return workdays ? business : inclusive ? counts.inclusive : counts.plain;
}

/** A calendar difference: whole years, then whole months, then days, all ≥ 0, plus a sign. */
export interface CalendarDifference {
  years: number;
  months: number;
  days: number;
  /** 1 when `to` ≥ `from`, −1 when `to` is before `from`. */
  sign: 1 | -1;
}

/**
 * Calendar difference from `from` to `to`: the most whole months (shown as years + months)
 * whose month step from `from` (clipped to a month's end) does not pass `to`, then the
 * remaining days. For a reversed range the steps go backwards from `from` and `sign` is −1,
 * so that `from` + sign·(years, months) + sign·days = `to` always holds.
 *
 * @example calendarDifference('2024-01-31' as IsoDate, '2024-03-01' as IsoDate) // { years: 0, months: 1, days: 1, sign: 1 }
 */
export function calendarDifference(from: IsoDate, to: IsoDate): CalendarDifference {
  const a = toDayNumber(from);
  const b = toDayNumber(to);
  const sign: 1 | -1 = b >= a ? 1 : -1;
  const f = isoDateParts(from);
  const t = isoDateParts(to);
  // Month count that lands in `to`'s month; one step less if that overshoots `to`.
  let months = Math.abs((t.year - f.year) * 12 + (t.month - f.month));
  let landing = toDayNumber(addMonths(from, sign * months) as IsoDate);
  if (sign * (landing - b) > 0) {
    months -= 1;
    landing = toDayNumber(addMonths(from, sign * months) as IsoDate);
  }
  return {
    years: Math.floor(months / 12),
    months: months % 12,
    days: Math.abs(b - landing),
    sign,
  };
}

/** A calendar difference with the days split into weeks and days. */
export interface DateBreakdown {
  years: number;
  months: number;
  weeks: number;
  days: number;
  sign: 1 | -1;
}

/**
 * {@link calendarDifference} with the remaining days split into whole weeks and days.
 *
 * @example breakdown('2025-01-01' as IsoDate, '2025-02-20' as IsoDate) // { years: 0, months: 1, weeks: 2, days: 5, sign: 1 }
 */
export function breakdown(from: IsoDate, to: IsoDate): DateBreakdown {
  const { years, months, days, sign } = calendarDifference(from, to);
  return { years, months, weeks: Math.floor(days / 7), days: days % 7, sign };
}

/**
 * Applies a calendar difference to `from` (months first, then days); the inverse of
 * {@link calendarDifference}. Null when the result leaves years 1–9999.
 *
 * @example applyCalendarDifference('2024-01-31' as IsoDate, { years: 0, months: 1, days: 1, sign: 1 }) // '2024-03-01'
 */
export function applyCalendarDifference(from: IsoDate, diff: CalendarDifference): IsoDate | null {
  const stepped = addMonths(from, diff.sign * (diff.years * 12 + diff.months));
  return stepped === null ? null : addDays(stepped, diff.sign * diff.days);
}
