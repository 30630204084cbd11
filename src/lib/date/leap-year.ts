/**
 * Leap-year rules of the proleptic Gregorian calendar.
 * Pure functions, no dependencies.
 */

/** The facts shown by the leap-year checker for one year. */
export interface LeapYearInfo {
  year: number;
  isLeap: boolean;
  daysInYear: 365 | 366;
  febDays: 28 | 29;
}

/**
 * Whether `year` is a Gregorian leap year: divisible by 4 and not by 100, or divisible by 400.
 * Works for any integer year (proleptic); non-integers are never leap years.
 *
 * @example isLeapYear(2000) // true; isLeapYear(1900) // false
 */
export function isLeapYear(year: number): boolean {
  if (!Number.isInteger(year)) return false;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Leap-year facts for `year`.
 *
 * @example leapYearInfo(2024) // { year: 2024, isLeap: true, daysInYear: 366, febDays: 29 }
 */
export function leapYearInfo(year: number): LeapYearInfo {
  const isLeap = isLeapYear(year);
  return { year, isLeap, daysInYear: isLeap ? 366 : 365, febDays: isLeap ? 29 : 28 };
}

/**
 * The next `count` leap years strictly after `year` (a leap `year` itself is not listed).
 * Throws RangeError when `year` is not an integer or `count` is not a non-negative integer.
 *
 * @example nextLeapYears(2024, 3) // [2028, 2032, 2036]
 */
export function nextLeapYears(year: number, count = 5): number[] {
  if (!Number.isSafeInteger(year)) throw new RangeError(`year must be an integer: ${year}`);
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be ≥ 0: ${count}`);
  const result: number[] = [];
  // Start at the next multiple of 4 after `year`; only multiples of 4 can be leap years.
  let candidate = year + 4 - (((year % 4) + 4) % 4);
  while (result.length < count) {
    if (isLeapYear(candidate)) result.push(candidate);
    candidate += 4;
  }
  return result;
}

/**
 * The leap year strictly before `year` within years 1–9999 (the calendar the site covers), or
 * null when there is none (years 1 to 4).
 *
 * @example previousLeapYear(2024) // 2020; previousLeapYear(2104) // 2096
 */
export function previousLeapYear(year: number): number | null {
  if (!Number.isSafeInteger(year)) throw new RangeError(`year must be an integer: ${year}`);
  for (let candidate = year - 1 - (((year - 1) % 4) + 4) % 4; candidate >= 1; candidate -= 4) {
    if (isLeapYear(candidate)) return candidate;
  }
  return null;
}

/** One step of the leap-year rule: is the year divisible by `divisor`? */
export interface LeapYearStep {
  divisor: 4 | 100 | 400;
  divisible: boolean;
}

/**
 * The rule applied to `year` step by step, up to the step that decides it: divisible by 4?
 * then by 100? then by 400? (4 and not 100, or 400).
 *
 * @example leapYearSteps(1900) // [{ divisor: 4, divisible: true }, { divisor: 100, divisible: true }, { divisor: 400, divisible: false }]
 */
export function leapYearSteps(year: number): LeapYearStep[] {
  const steps: LeapYearStep[] = [];
  for (const divisor of [4, 100, 400] as const) {
    const divisible = year % divisor === 0;
    steps.push({ divisor, divisible });
    // Not by 4: common. By 4 but not by 100: leap. By 100: the 400 step decides.
    if (!divisible || divisor === 400) break;
  }
  return steps;
}
