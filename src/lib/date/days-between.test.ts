import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IsoDate, MAX_DAY_NUMBER, MIN_DAY_NUMBER, fromDayNumber, parseIsoDate } from './core/civil-date';
import { applyCalendarDifference, breakdown, calendarDifference, daysBetweenCounts, shownCount } from './days-between';
import { countBusinessDays, WEEKENDS_ONLY } from './business-days';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

const anyDate = fc.integer({ min: MIN_DAY_NUMBER, max: MAX_DAY_NUMBER }).map(fromDayNumber);

describe('daysBetweenCounts', () => {
  it('gives 9 plain, 10 inclusive, 8 strictly between for Jan 1 → Jan 10', () => {
    expect(daysBetweenCounts(iso('2025-01-01'), iso('2025-01-10'))).toEqual({
      plain: 9,
      inclusive: 10,
      strictlyBetween: 8,
      reversed: false,
    });
  });

  it('keeps the sign for a reversed range: Jun 10 → Jun 3 is −7, −8, −6', () => {
    expect(daysBetweenCounts(iso('2025-06-10'), iso('2025-06-03'))).toEqual({
      plain: -7,
      inclusive: -8,
      strictlyBetween: -6,
      reversed: true,
    });
  });

  it('handles the same date and adjacent dates', () => {
    expect(daysBetweenCounts(iso('2025-06-10'), iso('2025-06-10'))).toEqual({
      plain: 0,
      inclusive: 1,
      strictlyBetween: 0,
      reversed: false,
    });
    expect(daysBetweenCounts(iso('2025-06-10'), iso('2025-06-11')).strictlyBetween).toBe(0);
    expect(daysBetweenCounts(iso('2025-06-11'), iso('2025-06-10')).strictlyBetween).toBe(0);
  });

  it('spans leap days and the whole range', () => {
    expect(daysBetweenCounts(iso('2024-02-28'), iso('2024-03-01')).plain).toBe(2);
    expect(daysBetweenCounts(iso('2025-02-28'), iso('2025-03-01')).plain).toBe(1);
    expect(daysBetweenCounts(iso('0001-01-01'), iso('9999-12-31')).inclusive).toBe(3_652_059);
  });

  it('inclusive is plain ± 1 with the sign kept', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        const { plain, inclusive, strictlyBetween, reversed } = daysBetweenCounts(a, b);
        expect(inclusive).toBe(plain >= 0 ? plain + 1 : plain - 1);
        expect(reversed).toBe(plain < 0);
        expect(Math.abs(strictlyBetween)).toBe(Math.max(Math.abs(plain) - 1, 0));
        expect(daysBetweenCounts(b, a).plain + plain).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});

describe('calendarDifference', () => {
  it('counts whole years, then months, then days', () => {
    expect(calendarDifference(iso('2020-03-15'), iso('2025-06-20'))).toEqual({ years: 5, months: 3, days: 5, sign: 1 });
    expect(calendarDifference(iso('2025-01-01'), iso('2025-01-01'))).toEqual({ years: 0, months: 0, days: 0, sign: 1 });
    expect(calendarDifference(iso('2024-12-31'), iso('2025-01-01'))).toEqual({ years: 0, months: 0, days: 1, sign: 1 });
  });

  it('clips month steps at month ends', () => {
    expect(calendarDifference(iso('2025-01-31'), iso('2025-02-28'))).toEqual({ years: 0, months: 1, days: 0, sign: 1 });
    expect(calendarDifference(iso('2024-01-31'), iso('2024-03-01'))).toEqual({ years: 0, months: 1, days: 1, sign: 1 });
    expect(calendarDifference(iso('2024-01-31'), iso('2024-02-28'))).toEqual({ years: 0, months: 0, days: 28, sign: 1 });
    expect(calendarDifference(iso('2024-02-29'), iso('2025-02-28'))).toEqual({ years: 1, months: 0, days: 0, sign: 1 });
  });

  it('steps backwards for a reversed range', () => {
    expect(calendarDifference(iso('2025-06-20'), iso('2020-03-15'))).toEqual({ years: 5, months: 3, days: 5, sign: -1 });
    expect(calendarDifference(iso('2025-03-31'), iso('2025-02-28'))).toEqual({ years: 0, months: 1, days: 0, sign: -1 });
    expect(calendarDifference(iso('2025-03-15'), iso('2025-02-20'))).toEqual({ years: 0, months: 0, days: 23, sign: -1 });
  });

  it('added back to the start gives the end, with the largest month count', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        const diff = calendarDifference(a, b);
        expect(applyCalendarDifference(a, diff)).toBe(b);
        expect(diff.months).toBeLessThan(12);
        expect(Object.is(diff.years, -0) || Object.is(diff.months, -0) || Object.is(diff.days, -0)).toBe(false);
        expect(diff.days).toBeGreaterThanOrEqual(0);
        expect(diff.days).toBeLessThan(31);
        // One more month would overshoot the end.
        const more = applyCalendarDifference(a, { ...diff, months: diff.months + 1, days: 0 });
        if (more !== null && more !== b) expect(diff.sign * (more < b ? -1 : 1)).toBe(1);
      }),
      { numRuns: 500 },
    );
  });
});

describe('breakdown', () => {
  it('splits days into weeks and days', () => {
    expect(breakdown(iso('2025-01-01'), iso('2025-02-20'))).toEqual({ years: 0, months: 1, weeks: 2, days: 5, sign: 1 });
    expect(breakdown(iso('2025-02-20'), iso('2024-01-01'))).toEqual({ years: 1, months: 1, weeks: 2, days: 5, sign: -1 });
  });
});

describe('shownCount: the one count a between-dates form shows', () => {
  const counts = (from: string, to: string) => daysBetweenCounts(from as IsoDate, to as IsoDate);
  it('counts plain and inclusive days (decisions §2)', () => {
    expect(shownCount(counts('2025-01-01', '2025-01-10'), 7, { inclusive: false })).toBe(9);
    expect(shownCount(counts('2025-01-01', '2025-01-10'), 8, { inclusive: true })).toBe(10);
    expect(shownCount(counts('2025-06-10', '2025-06-03'), 0, { inclusive: false })).toBe(-7);
    expect(shownCount(counts('2025-06-10', '2025-06-03'), 0, { inclusive: true })).toBe(-8);
  });

  it('counts business days, 0 when reversed (decisions §3)', () => {
    const business = (from: string, to: string, inclusive: boolean, cal = WEEKENDS_ONLY) =>
      shownCount(counts(from, to), countBusinessDays(from as IsoDate, to as IsoDate, cal, inclusive), { inclusive, workdays: true });
    expect(business('2025-01-06', '2025-01-13', false)).toBe(5);
    expect(business('2025-01-06', '2025-01-13', true)).toBe(6);
    expect(business('2025-01-13', '2025-01-06', true)).toBe(0);
    expect(business('2025-12-22', '2025-12-29', false, { ...WEEKENDS_ONLY, daysOff: ['2025-12-25' as IsoDate] })).toBe(4);
  });
});
