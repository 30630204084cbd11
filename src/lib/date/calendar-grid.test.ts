import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatYearMonth, monthGrid, monthTitle, parseYearMonth, shiftYearMonth, yearTitle } from './calendar-grid';
import { daysInMonth, toDayNumber, weekdayOf } from './core/civil-date';

describe('monthGrid', () => {
  it('lays out March 2025 from Sunday', () => {
    const grid = monthGrid(2025, 3, 0);
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks[0]?.cells[0]).toEqual({ date: '2025-02-23', inMonth: false });
    expect(grid.weeks[0]?.cells[6]).toEqual({ date: '2025-03-01', inMonth: true });
    expect(grid.weeks[5]?.cells[6]).toEqual({ date: '2025-04-05', inMonth: false });
    expect(grid.weeks.map((w) => w.isoWeek)).toEqual([9, 10, 11, 12, 13, 14]);
  });

  it('lays out March 2025 from Monday', () => {
    const grid = monthGrid(2025, 3, 1);
    expect(grid.weeks[0]?.cells[0]?.date).toBe('2025-02-24');
    expect(grid.weeks.at(-1)?.cells[0]?.date).toBe('2025-03-31');
    expect(grid.weeks.map((w) => w.isoWeek)).toEqual([9, 10, 11, 12, 13, 14]);
  });

  it('needs only four rows for February 2026 from Sunday', () => {
    const grid = monthGrid(2026, 2, 0);
    expect(grid.weeks).toHaveLength(4);
    expect(grid.weeks.every((w) => w.cells.every((c) => c.inMonth))).toBe(true);
  });

  it('numbers ISO weeks across the year boundary', () => {
    expect(monthGrid(2024, 12, 1).weeks.at(-1)?.isoWeek).toBe(1);
    expect(monthGrid(2021, 1, 1).weeks[0]?.isoWeek).toBe(53);
  });

  it('draws the first and last months of years 1–9999, with no day outside them', () => {
    // 0001-01-01 is a Monday: from Sunday, the first cell would be December 31 of year 0.
    const first = monthGrid(1, 1, 0);
    expect(first.weeks[0]?.cells[0]).toEqual({ date: null, inMonth: false });
    expect(first.weeks[0]?.cells[1]).toEqual({ date: '0001-01-01', inMonth: true });
    expect(first.weeks[0]?.isoWeek).toBe(1);
    expect(monthGrid(1, 1, 1).weeks[0]?.cells[0]?.date).toBe('0001-01-01');
    // 9999-12-31 is a Friday: the Saturday (and Sunday) after it would be in year 10000.
    const sunday = monthGrid(9999, 12, 0).weeks.at(-1)!;
    expect(sunday.cells.map((c) => c.date)).toEqual(['9999-12-26', '9999-12-27', '9999-12-28', '9999-12-29', '9999-12-30', '9999-12-31', null]);
    expect(sunday.isoWeek).toBe(52);
    const monday = monthGrid(9999, 12, 1).weeks.at(-1)!;
    expect(monday.cells.map((c) => c.date)).toEqual(['9999-12-27', '9999-12-28', '9999-12-29', '9999-12-30', '9999-12-31', null, null]);
    expect(() => monthGrid(2025, 13, 0)).toThrow(RangeError);
    expect(() => monthGrid(10000, 1, 0)).toThrow(RangeError);
  });

  it('always holds whole weeks covering each day of the month once', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 9999 }), fc.constantFrom(1, 9999)),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(0 as const, 1 as const),
        (year, month, weekStart) => {
          const grid = monthGrid(year, month, weekStart);
          const cells = grid.weeks.flatMap((w) => w.cells);
          expect(grid.weeks.length).toBeGreaterThanOrEqual(4);
          expect(grid.weeks.length).toBeLessThanOrEqual(6);
          expect(grid.weeks.every((w) => w.cells.length === 7)).toBe(true);
          // Cells without a date only stand for days before year 1 or after year 9999.
          const dated = cells.flatMap((c, i) => (c.date === null ? [] : [{ ...c, date: c.date, i }]));
          expect(dated.length).toBe(cells.length - ((year === 1 && month === 1 && weekStart === 0 ? 1 : 0) + (year === 9999 && month === 12 ? 1 + weekStart : 0)));
          expect(weekdayOf(dated[0]!.date)).toBe((weekStart + dated[0]!.i) % 7);
          dated.forEach((c, i) => {
            if (i > 0) expect(toDayNumber(c.date) - toDayNumber(dated[i - 1]!.date)).toBe(1);
          });
          expect(cells.filter((c) => c.inMonth)).toHaveLength(daysInMonth(year, month));
          expect(grid.weeks.at(-1)!.cells.some((c) => c.inMonth)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

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
