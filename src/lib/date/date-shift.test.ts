import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type IsoDate,
  dayNumberFromParts,
  daysInMonth,
  fromDayNumber,
  isDayNumberInRange,
  parseIsoDate,
  partsFromDayNumber,
} from './core/civil-date';
import { resolveStart, shiftByUnits, shiftDate } from './date-shift';
import { workCalendar } from './work-calendar';
import { WEEKENDS_ONLY } from './business-days';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

describe('resolveStart', () => {
  it('turns today / tomorrow / a date into a civil date', () => {
    expect(resolveStart('today', iso('2025-12-31'))).toBe('2025-12-31');
    expect(resolveStart('tomorrow', iso('2025-12-31'))).toBe('2026-01-01');
    expect(resolveStart(iso('2025-03-03'), iso('2025-12-31'))).toBe('2025-03-03');
    expect(resolveStart('tomorrow', iso('9999-12-31'))).toBeNull();
  });
});

describe('shiftDate', () => {
  it('shifts by calendar days', () => {
    expect(shiftDate(iso('2025-01-31'), 30, 'from')).toBe('2025-03-02');
    expect(shiftDate(iso('2025-01-31'), 30, 'ago')).toBe('2025-01-01');
    expect(shiftDate(iso('2025-01-31'), 30, 'from', false)).toBe('2025-03-02');
  });

  it('shifts by business days', () => {
    expect(shiftDate(iso('2025-01-03'), 5, 'from', WEEKENDS_ONLY)).toBe('2025-01-10');
    expect(shiftDate(iso('2025-01-03'), 5, 'ago', WEEKENDS_ONLY)).toBe('2024-12-27');
    expect(shiftDate(iso('2025-12-24'), 1, 'from', workCalendar([6, 0], 'us'))).toBe('2025-12-26');
    expect(shiftDate(iso('2025-12-26'), 1, 'ago', workCalendar([5, 6], 'us'))).toBe('2025-12-24');
  });
});

describe('shiftByUnits', () => {
  const units = (years: number, months: number, weeks: number, days: number) => ({ years, months, weeks, days });

  it('adds years and months first, clipping to the month end, then weeks and days', () => {
    expect(shiftByUnits(iso('2025-01-31'), units(0, 1, 0, 0), 'from')).toEqual({ date: '2025-02-28', afterMonths: '2025-02-28', clipped: true });
    expect(shiftByUnits(iso('2024-01-31'), units(0, 1, 0, 0), 'from')?.date).toBe('2024-02-29');
    expect(shiftByUnits(iso('2024-02-29'), units(1, 0, 0, 0), 'from')).toMatchObject({ date: '2025-02-28', clipped: true });
    expect(shiftByUnits(iso('2024-02-29'), units(4, 0, 0, 0), 'from')).toMatchObject({ date: '2028-02-29', clipped: false });
    expect(shiftByUnits(iso('2025-01-31'), units(0, 1, 1, 0), 'from')?.date).toBe('2025-03-07');
    // Weeks and days after the months, not before: March 31 − 1 month = February 28, − 1 day = February 27.
    expect(shiftByUnits(iso('2025-03-31'), units(0, 1, 0, 1), 'ago')).toMatchObject({ date: '2025-02-27', afterMonths: '2025-02-28', clipped: true });
    expect(shiftByUnits(iso('2026-11-25'), units(2, 3, 1, 4), 'from')).toMatchObject({ date: '2029-03-08', clipped: false });
    expect(shiftByUnits(iso('2026-11-25'), units(0, 0, 6, 0), 'ago')?.date).toBe('2026-10-14');
    expect(shiftByUnits(iso('2026-11-25'), units(0, 0, 0, 0), 'from')).toMatchObject({ date: '2026-11-25', clipped: false });
  });

  it('is null when a step leaves years 1–9999', () => {
    expect(shiftByUnits(iso('2026-11-25'), units(9999, 0, 0, 0), 'from')).toBeNull();
    expect(shiftByUnits(iso('9999-12-01'), units(0, 0, 5, 0), 'from')).toBeNull();
    expect(shiftByUnits(iso('0001-03-01'), units(0, 2, 0, 0), 'ago')?.date).toBe('0001-01-01');
    expect(shiftByUnits(iso('0001-03-01'), units(0, 3, 0, 0), 'ago')).toBeNull();
  });

  it('agrees with months stepped one at a time, clipped once at the end, then days counted one by one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayNumberFromParts(1, 1, 1), max: dayNumberFromParts(9999, 12, 31) }),
        fc.record({ years: fc.integer({ min: 0, max: 30 }), months: fc.integer({ min: 0, max: 40 }), weeks: fc.integer({ min: 0, max: 10 }), days: fc.integer({ min: 0, max: 40 }) }),
        fc.constantFrom('from' as const, 'ago' as const),
        (startDay, u, dir) => {
          const start = fromDayNumber(startDay);
          const sign = dir === 'from' ? 1 : -1;
          let { year, month } = partsFromDayNumber(startDay);
          const { day } = partsFromDayNumber(startDay);
          for (let i = 0; i < u.years * 12 + u.months; i++) {
            month += sign;
            if (month > 12) [year, month] = [year + 1, 1];
            if (month < 1) [year, month] = [year - 1, 12];
          }
          const got = shiftByUnits(start, u, dir);
          if (year < 1 || year > 9999) return got === null;
          let n = dayNumberFromParts(year, month, Math.min(day, daysInMonth(year, month)));
          for (let i = 0; i < u.weeks * 7 + u.days; i++) n += sign;
          if (!isDayNumberInRange(n)) return got === null;
          return got?.date === fromDayNumber(n) && got.clipped === day > daysInMonth(year, month);
        },
      ),
    );
  });
});
