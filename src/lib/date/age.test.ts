import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, milestones, nextAnniversary } from './age';
import { type IsoDate, addYears, fromDayNumber, parseIsoDate, toDayNumber } from './core/civil-date';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

describe('ageOn', () => {
  it('counts years, months and days plus totals', () => {
    expect(ageOn(iso('1990-06-15'), iso('2025-03-03'))).toEqual({
      years: 34,
      months: 8,
      days: 16,
      totalMonths: 416,
      totalWeeks: 1811,
      totalDays: 12680,
    });
    expect(ageOn(iso('2025-03-03'), iso('2025-03-03'))).toEqual({
      years: 0,
      months: 0,
      days: 0,
      totalMonths: 0,
      totalWeeks: 0,
      totalDays: 0,
    });
  });

  it('completes a Feb 29 year on Feb 28 in common years', () => {
    expect(ageOn(iso('2000-02-29'), iso('2025-02-28'))?.years).toBe(25);
    expect(ageOn(iso('2000-02-29'), iso('2025-02-27'))).toMatchObject({ years: 24, months: 11, days: 29 });
    expect(ageOn(iso('2000-02-29'), iso('2024-02-29'))).toMatchObject({ years: 24, months: 0, days: 0 });
  });

  it('is null before birth', () => {
    expect(ageOn(iso('2025-03-04'), iso('2025-03-03'))).toBeNull();
  });
});

describe('nextAnniversary', () => {
  it('is today, 0 days away, on the anniversary', () => {
    expect(nextAnniversary(iso('1990-06-15'), iso('2025-06-15'))).toEqual({
      date: '2025-06-15',
      daysUntil: 0,
      yearsTurning: 35,
    });
  });

  it('rolls to next year once passed', () => {
    expect(nextAnniversary(iso('1990-06-15'), iso('2025-06-16'))).toEqual({
      date: '2026-06-15',
      daysUntil: 364,
      yearsTurning: 36,
    });
    expect(nextAnniversary(iso('1990-12-31'), iso('2025-01-01'))).toEqual({
      date: '2025-12-31',
      daysUntil: 364,
      yearsTurning: 35,
    });
  });

  it('puts a Feb 29 anniversary on Feb 28 in common years', () => {
    expect(nextAnniversary(iso('2020-02-29'), iso('2025-01-10'))).toEqual({
      date: '2025-02-28',
      daysUntil: 49,
      yearsTurning: 5,
    });
    expect(nextAnniversary(iso('2020-02-29'), iso('2025-03-01'))?.date).toBe('2026-02-28');
    expect(nextAnniversary(iso('2020-02-29'), iso('2027-03-01'))?.date).toBe('2028-02-29');
  });

  it('starts at the first anniversary for a start today or later', () => {
    expect(nextAnniversary(iso('2025-03-03'), iso('2025-03-03'))).toMatchObject({ date: '2026-03-03', yearsTurning: 1 });
    expect(nextAnniversary(iso('2026-03-03'), iso('2025-03-03'))).toMatchObject({ date: '2027-03-03', yearsTurning: 1 });
  });

  it('is null after 9999-12-31', () => {
    expect(nextAnniversary(iso('9998-06-01'), iso('9999-07-01'))).toBeNull();
  });

  it('is never in the past and never more than a year ahead', () => {
    const day = fc.integer({ min: toDayNumber(iso('1900-01-01')), max: toDayNumber(iso('2100-12-31')) }).map(fromDayNumber);
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [start, today] = a <= b ? [a, b] : [b, a];
        const next = nextAnniversary(start, today)!;
        expect(next.daysUntil).toBeGreaterThanOrEqual(0);
        expect(next.daysUntil).toBeLessThanOrEqual(366);
        expect(addYears(start, next.yearsTurning)).toBe(next.date);
      }),
      { numRuns: 300 },
    );
  });
});

describe('milestones', () => {
  it('names the nine milestones in order with their dates', () => {
    const rows = milestones(iso('2020-02-29'));
    expect(rows.map((r) => [r.year, r.name])).toEqual([
      [1, 'Paper'],
      [5, 'Wood'],
      [10, 'Tin'],
      [15, 'Crystal'],
      [20, 'China'],
      [25, 'Silver'],
      [30, 'Pearl'],
      [40, 'Ruby'],
      [50, 'Golden'],
    ]);
    expect(rows[0]?.date).toBe('2021-02-28');
    expect(rows[2]?.date).toBe('2030-02-28');
    expect(rows[4]?.date).toBe('2040-02-29');
  });

  it('leaves out milestones after 9999-12-31', () => {
    expect(milestones(iso('9980-01-01')).map((r) => r.year)).toEqual([1, 5, 10, 15]);
  });
});
