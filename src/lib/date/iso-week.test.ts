import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getISOWeek, getISOWeekYear, getISOWeeksInYear, getWeek } from 'date-fns';
import { isoWeek, MAX_DAY_NUMBER, MIN_DAY_NUMBER, fromDayNumber, type IsoDate } from './core/civil-date';
import { formatIsoWeek, isoWeekRange, isoWeekRangeOf, isoWeeksInYear, isoWeeksOf, usWeekNumber } from './iso-week';

const d = (text: string) => text as IsoDate;

/** Any date of years 1–9999. */
const anyDate = fc.integer({ min: MIN_DAY_NUMBER, max: MAX_DAY_NUMBER }).map(fromDayNumber);

// The plain reference: dates as UTC midnights (no time zone involved), walked one day at a time.
const DAY_MS = 86_400_000;
function utc(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}
const utcOf = (date: IsoDate) => utc(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
const textOf = (ms: number) => {
  const date = new Date(ms);
  const y = String(date.getUTCFullYear()).padStart(4, '0');
  return `${y}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
};
/** The Monday of the week holding January 4 of `year`, found by stepping back a day at a time. */
function referenceFirstMonday(year: number): number {
  let ms = utc(year, 1, 4);
  while (new Date(ms).getUTCDay() !== 1) ms -= DAY_MS;
  return ms;
}
/** ISO week of a date: walk day by day from the first Monday of its week-year, a new week every 7 days. */
function referenceIsoWeek(date: IsoDate): { week: number; weekYear: number } {
  const target = utcOf(date);
  const year = Number(date.slice(0, 4));
  const weekYear = target >= referenceFirstMonday(year + 1) ? year + 1 : target >= referenceFirstMonday(year) ? year : year - 1;
  let week = 1;
  let dayInWeek = 0;
  for (let ms = referenceFirstMonday(weekYear); ms < target; ms += DAY_MS) {
    if (++dayInWeek === 7) {
      week++;
      dayInWeek = 0;
    }
  }
  return { week, weekYear };
}
/** US week: walk day by day from January 1, a new week at each Sunday after it. */
function referenceUsWeek(date: IsoDate): number {
  const target = utcOf(date);
  let week = 1;
  for (let ms = utc(Number(date.slice(0, 4)), 1, 2); ms <= target; ms += DAY_MS) if (new Date(ms).getUTCDay() === 0) week++;
  return week;
}

describe('isoWeek (core) and formatIsoWeek', () => {
  it('gives the known weeks, the week-year differing from the calendar year around January 1', () => {
    expect(isoWeek(d('2026-11-25'))).toEqual({ week: 48, weekYear: 2026 });
    expect(formatIsoWeek(isoWeek(d('2026-11-25')))).toBe('2026-W48');
    expect(isoWeek(d('2021-01-03'))).toEqual({ week: 53, weekYear: 2020 });
    expect(isoWeek(d('2024-12-30'))).toEqual({ week: 1, weekYear: 2025 });
    expect(isoWeek(d('2027-01-01'))).toEqual({ week: 53, weekYear: 2026 });
    expect(isoWeek(d('2027-01-04'))).toEqual({ week: 1, weekYear: 2027 });
    expect(isoWeek(d('0001-01-01'))).toEqual({ week: 1, weekYear: 1 });
    expect(isoWeek(d('9999-12-31'))).toEqual({ week: 52, weekYear: 9999 });
  });

  it('writes the week-year with four digits and the week with two', () => {
    expect(formatIsoWeek({ weekYear: 2025, week: 1 })).toBe('2025-W01');
    expect(formatIsoWeek({ weekYear: 2020, week: 53 })).toBe('2020-W53');
    expect(formatIsoWeek({ weekYear: 12, week: 9 })).toBe('0012-W09');
  });

  it('agrees with a day-by-day walk from the Monday of the week holding January 4', () => {
    fc.assert(fc.property(anyDate, (date) => {
        expect(isoWeek(date)).toEqual(referenceIsoWeek(date));
      }), { numRuns: 300 });
  });

  it('agrees with date-fns on local dates that exist in the zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (year, month, day) => {
        const local = new Date(year, month - 1, day, 12);
        fc.pre(local.getMonth() === month - 1 && local.getDate() === day); // a day the zone skipped (Apia, 2011-12-30) has no noon
        const date = d(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
        expect(isoWeek(date)).toEqual({ week: getISOWeek(local), weekYear: getISOWeekYear(local) });
        expect(isoWeeksInYear(isoWeek(date).weekYear)).toBe(getISOWeeksInYear(local));
      }),
      { numRuns: 300 },
    );
  });
});

describe('isoWeeksInYear', () => {
  it('is 53 for a year starting on a Thursday, or on a Wednesday in a leap year', () => {
    expect(isoWeeksInYear(2026)).toBe(53); // January 1, 2026 is a Thursday
    expect(isoWeeksInYear(2020)).toBe(53); // a leap year starting on a Wednesday
    expect(isoWeeksInYear(2015)).toBe(53);
    expect(isoWeeksInYear(2025)).toBe(52); // starts on a Wednesday, not a leap year
    expect(isoWeeksInYear(2024)).toBe(52);
    expect(isoWeeksInYear(2027)).toBe(52);
    expect(isoWeeksInYear(2032)).toBe(53);
  });

  it('is the week of December 28, which always lies in the year’s last week', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (year) => {
        const dec28 = d(`${String(year).padStart(4, '0')}-12-28`);
        expect(isoWeeksInYear(year)).toBe(referenceIsoWeek(dec28).week);
      }),
      { numRuns: 300 },
    );
  });
});

describe('isoWeekRange and isoWeekRangeOf', () => {
  it('gives the Monday and Sunday of a week', () => {
    expect(isoWeekRange(2026, 48)).toEqual({ weekYear: 2026, week: 48, monday: '2026-11-23', sunday: '2026-11-29' });
    expect(isoWeekRange(2020, 53)).toEqual({ weekYear: 2020, week: 53, monday: '2020-12-28', sunday: '2021-01-03' });
    expect(isoWeekRange(2025, 1)).toEqual({ weekYear: 2025, week: 1, monday: '2024-12-30', sunday: '2025-01-05' });
    expect(isoWeekRange(1, 1)).toEqual({ weekYear: 1, week: 1, monday: '0001-01-01', sunday: '0001-01-07' });
    expect(isoWeekRangeOf(d('2026-11-25'))).toEqual(isoWeekRange(2026, 48));
    expect(isoWeekRangeOf(d('2021-01-03'))).toEqual(isoWeekRange(2020, 53));
  });

  it('has no Sunday past the end of the calendar: the last week of 9999 ends on January 2, 10000', () => {
    expect(isoWeekRange(9999, 52)).toEqual({ weekYear: 9999, week: 52, monday: '9999-12-27', sunday: null });
    expect(isoWeekRangeOf(d('9999-12-31'))).toEqual(isoWeekRange(9999, 52));
  });

  it('is null for a week the year does not have', () => {
    expect(isoWeekRange(2025, 53)).toBeNull();
    expect(isoWeekRange(2026, 54)).toBeNull();
    expect(isoWeekRange(2026, 0)).toBeNull();
    expect(isoWeekRange(2026, 1.5)).toBeNull();
    expect(isoWeekRange(0, 1)).toBeNull();
    expect(isoWeekRange(10000, 1)).toBeNull();
  });

  it('holds the date, from a Monday to the Sunday six days later, in the date’s own ISO week', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const range = isoWeekRangeOf(date);
        const monday = utcOf(range.monday);
        expect(new Date(monday).getUTCDay()).toBe(1);
        expect(utcOf(date) - monday).toBeGreaterThanOrEqual(0);
        expect(utcOf(date) - monday).toBeLessThan(7 * DAY_MS);
        if (range.sunday !== null) expect(range.sunday).toBe(textOf(monday + 6 * DAY_MS));
        expect({ week: range.week, weekYear: range.weekYear }).toEqual(referenceIsoWeek(date));
        expect(isoWeekRange(range.weekYear, range.week)).toEqual(range);
      }),
      { numRuns: 300 },
    );
  });
});

describe('isoWeeksOf', () => {
  it('lists 2026’s 53 weeks from December 29, 2025 to January 3, 2027', () => {
    const weeks = isoWeeksOf(2026);
    expect(weeks).toHaveLength(53);
    expect(weeks[0]).toEqual({ weekYear: 2026, week: 1, monday: '2025-12-29', sunday: '2026-01-04' });
    expect(weeks[47]).toEqual({ weekYear: 2026, week: 48, monday: '2026-11-23', sunday: '2026-11-29' });
    expect(weeks[52]).toEqual({ weekYear: 2026, week: 53, monday: '2026-12-28', sunday: '2027-01-03' });
  });

  it('covers the week-year without gaps: consecutive weeks, the next year’s week 1 right after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9998 }), (year) => {
        const weeks = isoWeeksOf(year);
        weeks.forEach((week, i) => {
          expect(week.week).toBe(i + 1);
          expect(isoWeek(week.monday)).toEqual({ week: i + 1, weekYear: year });
          if (i > 0) expect(utcOf(week.monday) - utcOf(weeks[i - 1]!.monday)).toBe(7 * DAY_MS);
        });
        expect(utcOf(isoWeeksOf(year + 1)[0]!.monday) - utcOf(weeks.at(-1)!.sunday!)).toBe(DAY_MS);
      }),
      { numRuns: 100 },
    );
  });

  it('rejects a year outside 1–9999', () => {
    expect(() => isoWeeksOf(0)).toThrow(RangeError);
    expect(() => isoWeeksOf(10000)).toThrow(RangeError);
    expect(isoWeeksOf(9999)).toHaveLength(52);
  });
});

describe('usWeekNumber', () => {
  it('starts weeks on Sunday with January 1 in week 1, within the calendar year', () => {
    expect(usWeekNumber(d('2026-11-25'))).toBe(48);
    expect(usWeekNumber(d('2027-01-01'))).toBe(1); // a Friday: ISO week 53 of 2026
    expect(usWeekNumber(d('2027-01-02'))).toBe(1);
    expect(usWeekNumber(d('2027-01-03'))).toBe(2); // the first Sunday starts week 2
    expect(usWeekNumber(d('2026-12-31'))).toBe(53);
    expect(usWeekNumber(d('2000-12-31'))).toBe(54); // a leap year starting on a Saturday
    expect(usWeekNumber(d('2023-01-01'))).toBe(1); // a Sunday
  });

  it('agrees with a day-by-day walk from January 1', () => {
    fc.assert(fc.property(anyDate, (date) => {
        expect(usWeekNumber(date)).toBe(referenceUsWeek(date));
      }), { numRuns: 200 });
  });

  it('agrees with date-fns getWeek (Sunday start, week 1 holds January 1) except in the days date-fns gives to next year’s week 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (year, month, day) => {
        const local = new Date(year, month - 1, day, 12);
        fc.pre(local.getMonth() === month - 1 && local.getDate() === day);
        const date = d(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
        const theirs = getWeek(local, { weekStartsOn: 0, firstWeekContainsDate: 1 });
        if (!(month === 12 && theirs === 1)) expect(usWeekNumber(date)).toBe(theirs);
      }),
      { numRuns: 300 },
    );
  });
});
