import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayNumberFromParts, fromDayNumber, parseIsoDate, type IsoDate } from './core/civil-date';
import { julianDateBeforeReform, julianParts } from './julian';

const iso = (text: string) => parseIsoDate(text) as IsoDate;

describe('julianParts', () => {
  it('matches the reform and known differences between the calendars', () => {
    // The reform: Julian Thursday October 4, 1582 was followed by Gregorian Friday October 15.
    expect(julianParts(iso('1582-10-15'))).toEqual({ year: 1582, month: 10, day: 5 });
    expect(julianParts(iso('1582-10-14'))).toEqual({ year: 1582, month: 10, day: 4 });
    // The calendars agree from March 1, 200 to February 28, 300.
    expect(julianParts(iso('0200-03-01'))).toEqual({ year: 200, month: 3, day: 1 });
    // 13 days apart from March 1900 (Russia switched on February 1/14, 1918).
    expect(julianParts(iso('1918-02-14'))).toEqual({ year: 1918, month: 2, day: 1 });
    expect(julianParts(iso('0001-01-01'))).toEqual({ year: 1, month: 1, day: 3 });
    // Julian 1000 is a leap year, Gregorian 1000 is not.
    expect(julianParts(iso('1000-03-05'))).toEqual({ year: 1000, month: 2, day: 28 });
    expect(julianParts(iso('1000-03-06'))).toEqual({ year: 1000, month: 2, day: 29 });
  });

  it('moves one Julian day per day (Julian months, every fourth year a leap year)', () => {
    const julianMonthLength = (year: number, month: number) =>
      month === 2 ? (year % 4 === 0 ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
    fc.assert(
      fc.property(fc.integer({ min: dayNumberFromParts(1, 1, 1), max: dayNumberFromParts(9999, 12, 30) }), (n) => {
        const { year, month, day } = julianParts(fromDayNumber(n));
        const next = julianParts(fromDayNumber(n + 1));
        const expected =
          day < julianMonthLength(year, month)
            ? { year, month, day: day + 1 }
            : month < 12
              ? { year, month: month + 1, day: 1 }
              : { year: year + 1, month: 1, day: 1 };
        expect(next).toEqual(expected);
      }),
    );
  });
});

describe('julianDateBeforeReform', () => {
  it('writes the Julian date of days before October 15, 1582 only', () => {
    expect(julianDateBeforeReform(iso('1582-10-14'))).toBe('Thursday, October 4, 1582');
    expect(julianDateBeforeReform(iso('1066-10-20'))).toBe('Saturday, October 14, 1066');
    expect(julianDateBeforeReform(iso('1582-10-15'))).toBeNull();
    expect(julianDateBeforeReform(iso('2026-11-25'))).toBeNull();
  });
});
