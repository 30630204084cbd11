import { describe, expect, it } from 'vitest';
import { formatYearMonth, monthTitle, parseYearMonth, shiftYearMonth, yearTitle } from './calendar-grid';

describe('year-month helpers', () => {
  it('parses and formats yyyy-MM', () => {
    expect(parseYearMonth('2025-03')).toEqual({ year: 2025, month: 3 });
    for (const bad of ['2025-3', '2025-13', '0000-01', '2025-03-01', ' 2025-03', '']) expect(parseYearMonth(bad)).toBeNull();
    expect(formatYearMonth({ year: 25, month: 3 })).toBe('0025-03');
    expect(monthTitle({ year: 2025, month: 3 })).toBe('March 2025');
    // A one- or two-digit year would read like a day of the month.
    expect(monthTitle({ year: 1, month: 1 })).toBe('January of year 1');
    expect(monthTitle({ year: 99, month: 12 })).toBe('December of year 99');
    expect(monthTitle({ year: 100, month: 12 })).toBe('December 100');
    expect(yearTitle(1)).toBe('Year 1');
    expect(yearTitle(9999)).toBe('9999');
  });

  it('steps months', () => {
    expect(shiftYearMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftYearMonth({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(shiftYearMonth({ year: 9999, month: 12 }, 1)).toBeNull();
    expect(shiftYearMonth({ year: 1, month: 1 }, -1)).toBeNull();
  });
});
