/**
 * Age, anniversaries and anniversary milestones (decisions §7: calendar difference,
 * Feb 29 → Feb 28 in common years, the anniversary day itself is 0 days away).
 */
import { type IsoDate, addYears, isoDateParts, toDayNumber } from './core/civil-date';
import { calendarDifference } from './days-between';

/** Age (or time elapsed) on a date. */
export interface Age {
  years: number;
  months: number;
  days: number;
  /** years × 12 + months. */
  totalMonths: number;
  /** Whole weeks in totalDays. */
  totalWeeks: number;
  totalDays: number;
}

/**
 * Age on `on` of someone born on `birth`: whole years, then months, then days; null when
 * `birth` is after `on`. A Feb 29 birthday completes its year on Feb 28 in common years.
 *
 * @example ageOn('2000-02-29' as IsoDate, '2025-02-28' as IsoDate) // { years: 25, months: 0, days: 0, totalMonths: 300, totalWeeks: 1304, totalDays: 9131 }
 */
export function ageOn(birth: IsoDate, on: IsoDate): Age | null {
  const totalDays = toDayNumber(on) - toDayNumber(birth);
  if (totalDays < 0) return null;
  const { years, months, days } = calendarDifference(birth, on);
  return {
    years,
    months,
    days,
    totalMonths: years * 12 + months,
    totalWeeks: Math.floor(totalDays / 7),
    totalDays,
  };
}

/** The next anniversary of a date. */
export interface NextAnniversary {
  date: IsoDate;
  /** 0 on the anniversary itself. */
  daysUntil: number;
  /** Which anniversary it is (the age turned on a birthday), ≥ 1. */
  yearsTurning: number;
}

/**
 * The first anniversary of `start` (1st, 2nd, … year; Feb 29 → Feb 28 in common years) on or
 * after `today`. On the anniversary itself it is today, 0 days away. For a `start` after
 * `today` it is the first anniversary. Null when it would fall after 9999-12-31.
 *
 * @example nextAnniversary('1990-06-15' as IsoDate, '2025-06-15' as IsoDate) // { date: '2025-06-15', daysUntil: 0, yearsTurning: 35 }
 */
export function nextAnniversary(start: IsoDate, today: IsoDate): NextAnniversary | null {
  const t = toDayNumber(today);
  let k = Math.max(1, isoDateParts(today).year - isoDateParts(start).year);
  for (;;) {
    const date = addYears(start, k);
    if (date === null) return null;
    const daysUntil = toDayNumber(date) - t;
    if (daysUntil >= 0) return { date, daysUntil, yearsTurning: k };
    k += 1;
  }
}

/** Traditional anniversary names for the milestone years, in the spec's order. */
export const MILESTONES = [
  { year: 1, name: 'Paper' },
  { year: 5, name: 'Wood' },
  { year: 10, name: 'Tin' },
  { year: 15, name: 'Crystal' },
  { year: 20, name: 'China' },
  { year: 25, name: 'Silver' },
  { year: 30, name: 'Pearl' },
  { year: 40, name: 'Ruby' },
  { year: 50, name: 'Golden' },
] as const;

/** One row of the milestone table. */
export interface Milestone {
  year: number;
  name: string;
  date: IsoDate;
}

/**
 * Milestone anniversaries of `start` (years 1, 5, 10, 15, 20, 25, 30, 40, 50) with their
 * dates; milestones after 9999-12-31 are left out.
 *
 * @example milestones('2020-06-15' as IsoDate)[0] // { year: 1, name: 'Paper', date: '2021-06-15' }
 */
export function milestones(start: IsoDate): Milestone[] {
  const rows: Milestone[] = [];
  for (const { year, name } of MILESTONES) {
    const date = addYears(start, year);
    if (date !== null) rows.push({ year, name, date });
  }
  return rows;
}
