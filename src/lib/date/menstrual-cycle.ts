/**
 * Menstrual cycle estimates (decisions §9). Calendar estimates only — not medical advice
 * and not contraception.
 */
import { type IsoDate, addDays, daysBetween } from './core/civil-date';

/** Allowed input ranges (whole days). */
export const CYCLE_LIMITS = {
  cycleLength: { min: 20, max: 45, default: 28 },
  periodLength: { min: 1, max: 10, default: 5 },
} as const;

/** One predicted cycle. */
export interface PredictedCycle {
  /** First day of the predicted period. */
  start: IsoDate;
  /** Last day of the predicted period. */
  end: IsoDate;
  /** Estimated ovulation: 14 days before this period starts. */
  ovulation: IsoDate;
  /** Ovulation − 5 days. */
  fertileStart: IsoDate;
  /** Ovulation + 1 day. */
  fertileEnd: IsoDate;
}

function checkWhole(value: number, min: number, max: number, what: string): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${what} must be a whole number from ${min} to ${max}: ${value}`);
  }
}

/**
 * The next `count` periods after the one that started on `lastPeriodStart`: period k starts
 * k × cycleLength days later and lasts periodLength days; ovulation is estimated 14 days
 * before each predicted start, the fertile window from 5 days before to 1 day after it.
 * Throws RangeError for a cycle length outside 20–45, a period length outside 1–10 or a count
 * outside 1–24; predictions past 9999-12-31 are left out.
 *
 * @example predictCycles('2025-03-01' as IsoDate)[0] // { start: '2025-03-29', end: '2025-04-02', ovulation: '2025-03-15', fertileStart: '2025-03-10', fertileEnd: '2025-03-16' }
 */
export function predictCycles(
  lastPeriodStart: IsoDate,
  cycleLength: number = CYCLE_LIMITS.cycleLength.default,
  periodLength: number = CYCLE_LIMITS.periodLength.default,
  count = 6,
): PredictedCycle[] {
  checkWhole(cycleLength, CYCLE_LIMITS.cycleLength.min, CYCLE_LIMITS.cycleLength.max, 'Cycle length');
  checkWhole(periodLength, CYCLE_LIMITS.periodLength.min, CYCLE_LIMITS.periodLength.max, 'Period length');
  checkWhole(count, 1, 24, 'Count');
  const cycles: PredictedCycle[] = [];
  for (let k = 1; k <= count; k++) {
    const start = addDays(lastPeriodStart, k * cycleLength);
    const end = start && addDays(start, periodLength - 1);
    const ovulation = start && addDays(start, -14);
    const fertileStart = ovulation && addDays(ovulation, -5);
    const fertileEnd = ovulation && addDays(ovulation, 1);
    if (!start || !end || !ovulation || !fertileStart || !fertileEnd) break;
    cycles.push({ start, end, ovulation, fertileStart, fertileEnd });
  }
  return cycles;
}

/**
 * The next `count` predicted cycles as of `today`: like {@link predictCycles}, but starting from
 * the first predicted period that has not ended before `today` (a last period entered several
 * cycles ago continues its rhythm to the present). Same RangeErrors as {@link predictCycles}.
 *
 * @example upcomingCycles('2025-01-01' as IsoDate, '2025-03-20' as IsoDate)[0]!.start // '2025-03-26'
 */
export function upcomingCycles(
  lastPeriodStart: IsoDate,
  today: IsoDate,
  cycleLength: number = CYCLE_LIMITS.cycleLength.default,
  periodLength: number = CYCLE_LIMITS.periodLength.default,
  count = 6,
): PredictedCycle[] {
  // Cycles whose predicted period ended before today: k × cycle + period − 1 < elapsed.
  const elapsed = daysBetween(lastPeriodStart, today);
  const passed = Math.max(0, Math.ceil((elapsed - periodLength + 1) / cycleLength) - 1);
  const base = addDays(lastPeriodStart, passed * cycleLength);
  return base ? predictCycles(base, cycleLength, periodLength, count) : [];
}
