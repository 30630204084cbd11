import { describe, expect, it } from 'vitest';
import { isLeapYear, leapYearInfo, nextLeapYears } from './leap-year';

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
