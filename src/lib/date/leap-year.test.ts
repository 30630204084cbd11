import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isLeapYear, leapYearInfo, leapYearSteps, nextLeapYears, previousLeapYear } from './leap-year';

describe('isLeapYear', () => {
  it('applies the 4 / 100 / 400 rule', () => {
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2025)).toBe(false);
    expect(isLeapYear(2100)).toBe(false);
    expect(isLeapYear(2400)).toBe(true);
    expect(isLeapYear(4)).toBe(true);
    expect(isLeapYear(0)).toBe(true);
    expect(isLeapYear(-4)).toBe(true);
    expect(isLeapYear(2024.5)).toBe(false);
  });
});

describe('leapYearInfo', () => {
  it('gives days in the year and in February', () => {
    expect(leapYearInfo(2024)).toEqual({ year: 2024, isLeap: true, daysInYear: 366, febDays: 29 });
    expect(leapYearInfo(1900)).toEqual({ year: 1900, isLeap: false, daysInYear: 365, febDays: 28 });
  });
});

describe('nextLeapYears', () => {
  it('lists the next five leap years strictly after the year', () => {
    expect(nextLeapYears(2024)).toEqual([2028, 2032, 2036, 2040, 2044]);
    expect(nextLeapYears(2025)).toEqual([2028, 2032, 2036, 2040, 2044]);
    expect(nextLeapYears(2095, 3)).toEqual([2096, 2104, 2108]);
    expect(nextLeapYears(-5, 2)).toEqual([-4, 0]);
    expect(nextLeapYears(2024, 0)).toEqual([]);
  });

  it('rejects bad input', () => {
    expect(() => nextLeapYears(2024.5)).toThrow(RangeError);
    expect(() => nextLeapYears(2024, -1)).toThrow(RangeError);
  });
});

describe('previousLeapYear', () => {
  it('is the leap year before, skipping century years not divisible by 400', () => {
    expect(previousLeapYear(2024)).toBe(2020);
    expect(previousLeapYear(2025)).toBe(2024);
    expect(previousLeapYear(2104)).toBe(2096);
    expect(previousLeapYear(2001)).toBe(2000);
    expect(previousLeapYear(8)).toBe(4);
  });

  it('is null before year 5: year 0 is outside the calendar', () => {
    expect(previousLeapYear(4)).toBeNull();
    expect(previousLeapYear(1)).toBeNull();
  });

  it('agrees with a year-by-year search', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (year) => {
        let expected: number | null = null;
        for (let y = year - 1; y >= 1; y--) if (isLeapYear(y)) { expected = y; break; }
        expect(previousLeapYear(year)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('leapYearSteps', () => {
  it('stops at the step that decides', () => {
    expect(leapYearSteps(2025)).toEqual([{ divisor: 4, divisible: false }]);
    expect(leapYearSteps(2024)).toEqual([
      { divisor: 4, divisible: true },
      { divisor: 100, divisible: false },
    ]);
    expect(leapYearSteps(1900)).toEqual([
      { divisor: 4, divisible: true },
      { divisor: 100, divisible: true },
      { divisor: 400, divisible: false },
    ]);
    expect(leapYearSteps(2000).at(-1)).toEqual({ divisor: 400, divisible: true });
  });

  it('decides as isLeapYear does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (year) => {
        const steps = leapYearSteps(year);
        const last = steps.at(-1)!;
        const leap = last.divisor === 100 ? !last.divisible : last.divisible;
        expect(leap).toBe(isLeapYear(year));
      }),
      { numRuns: 300 },
    );
  });
});
