import { describe, expect, it } from 'vitest';
import { type IsoDate, parseIsoDate } from './core/civil-date';
import { resolveStart, shiftDate } from './date-shift';
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
