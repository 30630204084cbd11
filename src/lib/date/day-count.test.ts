import { describe, expect, it } from 'vitest';
import { type IsoDate, parseIsoDate } from './core/civil-date';
import { dayCount } from './day-count';
import { WEEKENDS_ONLY } from './business-days';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

describe('dayCount', () => {
  it('counts plain and inclusive days (decisions §2)', () => {
    expect(dayCount(iso('2025-01-01'), iso('2025-01-10'), { inclusive: false })).toBe(9);
    expect(dayCount(iso('2025-01-01'), iso('2025-01-10'), { inclusive: true })).toBe(10);
    expect(dayCount(iso('2025-06-10'), iso('2025-06-03'), { inclusive: false })).toBe(-7);
    expect(dayCount(iso('2025-06-10'), iso('2025-06-03'), { inclusive: true })).toBe(-8);
  });

  it('counts business days, 0 when reversed (decisions §3)', () => {
    expect(dayCount(iso('2025-01-06'), iso('2025-01-13'), { inclusive: false, businessOnly: true })).toBe(5);
    expect(dayCount(iso('2025-01-06'), iso('2025-01-13'), { inclusive: true, businessOnly: true })).toBe(6);
    expect(dayCount(iso('2025-01-13'), iso('2025-01-06'), { inclusive: true, businessOnly: true })).toBe(0);
    expect(
      dayCount(iso('2025-12-22'), iso('2025-12-29'), {
        inclusive: false,
        businessOnly: true,
        calendar: { ...WEEKENDS_ONLY, daysOff: [iso('2025-12-25')] },
      }),
    ).toBe(4);
  });
});
