import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthGrid, weekNumberOf, weekNumbering } from './month-grid';
import { daysInMonth, fromDayNumber, isoWeek, toDayNumber, weekdayOf, type IsoDate, type Weekday } from './core/civil-date';

describe('monthGrid', () => {
  it('lays out March 2025 from Sunday', () => {
    const grid = monthGrid(2025, 3, 0);
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks[0]?.cells[0]).toEqual({ date: '2025-02-23', inMonth: false });
    expect(grid.weeks[0]?.cells[6]).toEqual({ date: '2025-03-01', inMonth: true });
    expect(grid.weeks[5]?.cells[6]).toEqual({ date: '2025-04-05', inMonth: false });
    expect(grid.weeks.map((w) => w.week)).toEqual([9, 10, 11, 12, 13, 14]);
  });

  it('lays out March 2025 from Monday', () => {
    const grid = monthGrid(2025, 3, 1);
    expect(grid.weeks[0]?.cells[0]?.date).toBe('2025-02-24');
    expect(grid.weeks.at(-1)?.cells[0]?.date).toBe('2025-03-31');
    expect(grid.weeks.map((w) => w.week)).toEqual([9, 10, 11, 12, 13, 14]);
  });

  it('needs only four rows for February 2026 from Sunday', () => {
    const grid = monthGrid(2026, 2, 0);
    expect(grid.weeks).toHaveLength(4);
    expect(grid.weeks.every((w) => w.cells.every((c) => c.inMonth))).toBe(true);
  });

  it('numbers Monday rows by ISO 8601 weeks, across the year boundary', () => {
    expect(monthGrid(2024, 12, 1).weeks.at(-1)?.week).toBe(1);
    expect(monthGrid(2021, 1, 1).weeks[0]?.week).toBe(53);
  });

  it('draws the first and last months of years 1–9999, with no day outside them', () => {
    // 0001-01-01 is a Monday: from Sunday, the first cell would be December 31 of year 0.
    const first = monthGrid(1, 1, 0);
    expect(first.weeks[0]?.cells[0]).toEqual({ date: null, inMonth: false });
    expect(first.weeks[0]?.cells[1]).toEqual({ date: '0001-01-01', inMonth: true });
    expect(first.weeks[0]?.week).toBe(1);
    expect(monthGrid(1, 1, 1).weeks[0]?.cells[0]?.date).toBe('0001-01-01');
    // 9999-12-31 is a Friday: the Saturday (and Sunday) after it would be in year 10000.
    const sunday = monthGrid(9999, 12, 0).weeks.at(-1)!;
    expect(sunday.cells.map((c) => c.date)).toEqual(['9999-12-26', '9999-12-27', '9999-12-28', '9999-12-29', '9999-12-30', '9999-12-31', null]);
    // The row holds where January 1 of year 10000 would be: week 1 by the January 1 rule of Sunday weeks.
    expect(sunday.week).toBe(1);
    expect(monthGrid(9999, 12, 1).weeks.at(-1)!.week).toBe(52);
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
        fc.constantFrom<Weekday>(0, 1, 5, 6),
        (year, month, weekStart) => {
          const grid = monthGrid(year, month, weekStart);
          const cells = grid.weeks.flatMap((w) => w.cells);
          expect(grid.weeks.length).toBeGreaterThanOrEqual(4);
          expect(grid.weeks.length).toBeLessThanOrEqual(6);
          expect(grid.weeks.every((w) => w.cells.length === 7)).toBe(true);
          // Cells without a date only stand for days before year 1 or after year 9999.
          const dated = cells.flatMap((c, i) => (c.date === null ? [] : [{ ...c, date: c.date, i }]));
          expect(dated.length).toBe(cells.length - ((year === 1 && month === 1 ? (1 - weekStart + 7) % 7 : 0) + (year === 9999 && month === 12 ? (weekStart + 1) % 7 : 0)));
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

// The rows of 2026 (January 1 is a Thursday), checked by hand against the two conventions:
// ISO 8601 (weeks from Monday, week 1 holds the first Thursday: Monday, December 29, 2025 to Sunday,
// January 4, 2026; 2026 has 53 weeks, the 53rd Monday, December 28 to Sunday, January 3, 2027) and
// the US one (weeks from Sunday, week 1 holds January 1: Sunday, December 28, 2025 to Saturday,
// January 3, 2026), which Excel's WEEKNUM(date, 1) gives within a year.
describe('week numbers that match the rows', () => {
  const rows = (year: number, month: number, weekStart: Weekday) =>
    monthGrid(year, month, weekStart).weeks.map((w) => [w.cells.find((c) => c.date !== null)!.date, w.week]);

  it('numbers the Monday rows of January and December 2026 by ISO 8601', () => {
    expect(rows(2026, 1, 1)).toEqual([['2025-12-29', 1], ['2026-01-05', 2], ['2026-01-12', 3], ['2026-01-19', 4], ['2026-01-26', 5]]);
    expect(rows(2026, 12, 1)).toEqual([['2026-11-30', 49], ['2026-12-07', 50], ['2026-12-14', 51], ['2026-12-21', 52], ['2026-12-28', 53]]);
  });

  it('numbers the Sunday rows of January and December 2026 the US way: the row from Sunday, January 4 is week 2', () => {
    expect(rows(2026, 1, 0)).toEqual([['2025-12-28', 1], ['2026-01-04', 2], ['2026-01-11', 3], ['2026-01-18', 4], ['2026-01-25', 5]]);
    // WEEKNUM(2026-12-05, 1) is 49 and WEEKNUM(2026-12-26, 1) 52; the row holding January 1, 2027 is week 1.
    expect(rows(2026, 12, 0)).toEqual([['2026-11-29', 49], ['2026-12-06', 50], ['2026-12-13', 51], ['2026-12-20', 52], ['2026-12-27', 1]]);
  });

  it('numbers Saturday rows from the week with January 1 too', () => {
    // Saturday, December 27, 2025 to Friday, January 2, 2026 is week 1; WEEKNUM(2026-01-03, 16) is 2.
    expect(rows(2026, 1, 6)).toEqual([['2025-12-27', 1], ['2026-01-03', 2], ['2026-01-10', 3], ['2026-01-17', 4], ['2026-01-24', 5], ['2026-01-31', 6]]);
    expect(weekNumbering(6)).toBe('jan1');
    expect(weekNumbering(0)).toBe('jan1');
    expect(weekNumbering(1)).toBe('iso');
  });

  it('gives a date the number of its row', () => {
    expect(weekNumberOf('2026-01-04' as IsoDate, 1)).toBe(1);
    expect(weekNumberOf('2026-01-04' as IsoDate, 0)).toBe(2);
    expect(weekNumberOf('2026-01-01' as IsoDate, 0)).toBe(1);
    expect(weekNumberOf('2027-01-01' as IsoDate, 1)).toBe(53);
    expect(weekNumberOf('2026-12-31' as IsoDate, 0)).toBe(1);
    // 2000 is a leap year from a Saturday: with Sunday weeks, Sunday, December 24 to Saturday, December 30 is week 53.
    expect(weekNumberOf('2000-12-30' as IsoDate, 0)).toBe(53);
    expect(weekNumberOf('2000-01-01' as IsoDate, 0)).toBe(1);
    expect(weekNumberOf('2000-01-02' as IsoDate, 0)).toBe(2);
  });

  it('matches ISO 8601 on each day of a Monday row, and counts rows from the one with January 1 otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: toDayNumber('0001-01-08' as IsoDate), max: toDayNumber('9999-12-20' as IsoDate) }), fc.constantFrom<Weekday>(0, 5, 6), (n, weekStart) => {
        const date = fromDayNumber(n);
        expect(weekNumberOf(date, 1)).toBe(isoWeek(date).week);
        // Naively: step back a week at a time until the row holds January 1 of the year its last day is in.
        const start = n - ((weekdayOf(date) - weekStart + 7) % 7);
        const year = Number(fromDayNumber(Math.min(start + 6, toDayNumber('9999-12-31' as IsoDate))).slice(0, 4));
        let rows = 1;
        for (let s = start; toDayNumber(`${String(year).padStart(4, '0')}-01-01` as IsoDate) < s; s -= 7) rows++;
        expect(weekNumberOf(date, weekStart)).toBe(rows);
      }),
      { numRuns: 300 },
    );
  });
});

