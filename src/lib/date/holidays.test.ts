import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IsoDate, parseIsoDate } from './core/civil-date';
import {
  daysAfterValentines,
  annualTarget,
  daysUntil,
  holidayList,
  laborDay,
  lastWeekdayOfMonth,
  memorialDay,
  newYearTarget,
  nextUsGeneralElection,
  nthWeekdayOfMonth,
  observedDate,
  thanksgiving,
  thanksgivingTarget,
  usElectionDay,
  usFederalHolidays,
  newYearDayOffInYearBefore,
  weddingDefault,
} from './holidays';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

/** Independent weekday: the platform's UTC Date. */
const utcDay = (d: string): number => new Date(`${d}T00:00:00Z`).getUTCDay();
const dayOfMonth = (d: string): number => Number(d.slice(8, 10));
const anyYear = fc.integer({ min: 1, max: 9999 });

describe('rule-based holidays', () => {
  it('matches the spec for 2025', () => {
    expect(memorialDay(2025)).toBe('2025-05-26');
    expect(laborDay(2025)).toBe('2025-09-01');
    expect(thanksgiving(2025)).toBe('2025-11-27');
  });

  it('finds nth and last weekdays', () => {
    expect(nthWeekdayOfMonth(2025, 1, 1, 3)).toBe('2025-01-20');
    expect(nthWeekdayOfMonth(2025, 11, 4, 4)).toBe('2025-11-27');
    expect(lastWeekdayOfMonth(2025, 5, 1)).toBe('2025-05-26');
    expect(lastWeekdayOfMonth(2025, 8, 0)).toBe('2025-08-31');
    expect(() => nthWeekdayOfMonth(2025, 2, 1, 5)).toThrow(RangeError);
  });

  it('puts election day on the Tuesday after the first Monday of November', () => {
    expect(usElectionDay(2024)).toBe('2024-11-05');
    expect(usElectionDay(2022)).toBe('2022-11-08'); // Nov 1 was a Tuesday
    expect(usElectionDay(2026)).toBe('2026-11-03');
    expect(usElectionDay(2028)).toBe('2028-11-07');
  });

  it('keeps every rule in its window for any year', () => {
    fc.assert(
      fc.property(anyYear, (y) => {
        const m = memorialDay(y);
        const l = laborDay(y);
        const t = thanksgiving(y);
        const e = usElectionDay(y);
        expect([utcDay(m), utcDay(l), utcDay(t), utcDay(e)]).toEqual([1, 1, 4, 2]);
        expect(dayOfMonth(m)).toBeGreaterThanOrEqual(25);
        expect(dayOfMonth(l)).toBeLessThanOrEqual(7);
        expect(dayOfMonth(t)).toBeGreaterThanOrEqual(22);
        expect(dayOfMonth(t)).toBeLessThanOrEqual(28);
        expect(dayOfMonth(e)).toBeGreaterThanOrEqual(2);
        expect(dayOfMonth(e)).toBeLessThanOrEqual(8);
      }),
      { numRuns: 300 },
    );
  });
});

describe('usFederalHolidays', () => {
  it('lists the 11 holidays of 2025', () => {
    expect(usFederalHolidays(2025).map((h) => [h.name, h.date, h.observed])).toEqual([
      ["New Year’s Day", '2025-01-01', '2025-01-01'],
      ['Martin Luther King Jr. Day', '2025-01-20', '2025-01-20'],
      ["Washington’s Birthday", '2025-02-17', '2025-02-17'],
      ['Memorial Day', '2025-05-26', '2025-05-26'],
      ['Juneteenth National Independence Day', '2025-06-19', '2025-06-19'],
      ['Independence Day', '2025-07-04', '2025-07-04'],
      ['Labor Day', '2025-09-01', '2025-09-01'],
      ['Columbus Day', '2025-10-13', '2025-10-13'],
      ['Veterans Day', '2025-11-11', '2025-11-11'],
      ['Thanksgiving Day', '2025-11-27', '2025-11-27'],
      ['Christmas Day', '2025-12-25', '2025-12-25'],
    ]);
  });

  it('lists the 11 holidays of 2026 with July 4 observed on Friday July 3', () => {
    const h2026 = usFederalHolidays(2026);
    expect(h2026.map((h) => h.observed)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(h2026.find((h) => h.id === 'independence-day')?.date).toBe('2026-07-04');
  });

  it('observes Saturday holidays on Friday and Sunday holidays on Monday (2021, 2022)', () => {
    const h2021 = usFederalHolidays(2021);
    expect(h2021.find((h) => h.id === 'juneteenth')?.observed).toBe('2021-06-18');
    expect(h2021.find((h) => h.id === 'independence-day')?.observed).toBe('2021-07-05');
    expect(h2021.find((h) => h.id === 'christmas-day')?.observed).toBe('2021-12-24');
    expect(usFederalHolidays(2022)[0]?.observed).toBe('2021-12-31');
    expect(observedDate(iso('2025-01-01'))).toBe('2025-01-01');
  });

  it('adds Juneteenth only from 2021', () => {
    expect(usFederalHolidays(2020)).toHaveLength(10);
    expect(usFederalHolidays(2021)).toHaveLength(11);
    expect(() => usFederalHolidays(0)).toThrow(RangeError);
    expect(() => usFederalHolidays(10000)).toThrow(RangeError);
  });

  it('observes every holiday on a weekday within a day of its date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9998 }), (y) => {
        for (const h of usFederalHolidays(y)) {
          expect([1, 2, 3, 4, 5]).toContain(utcDay(h.observed));
          const shift = (Date.parse(h.observed) - Date.parse(h.date)) / 86_400_000;
          expect([-1, 0, 1]).toContain(shift);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('newYearDayOffInYearBefore', () => {
  it('is December 31 when the next New Year’s Day is a Saturday, else null', () => {
    expect(newYearDayOffInYearBefore(2021)).toBe('2021-12-31'); // 2022-01-01 is a Saturday
    expect(newYearDayOffInYearBefore(2022)).toBeNull(); // 2023-01-01 is a Sunday: Monday off
    expect(newYearDayOffInYearBefore(2026)).toBeNull();
    expect(newYearDayOffInYearBefore(9999)).toBeNull();
  });
});

describe('countdown targets', () => {
  it('annualTarget rolls over once passed, today is 0 days', () => {
    expect(annualTarget(12, 25, iso('2025-12-25'))).toEqual({ date: '2025-12-25', daysUntil: 0 });
    expect(annualTarget(12, 25, iso('2025-12-26'))).toEqual({ date: '2026-12-25', daysUntil: 364 });
    expect(annualTarget(10, 31, iso('2025-11-01'))).toEqual({ date: '2026-10-31', daysUntil: 364 });
    expect(annualTarget(6, 1, iso('2025-03-01'))).toEqual({ date: '2025-06-01', daysUntil: 92 });
    expect(annualTarget(2, 29, iso('2025-01-01')).date).toBe('2025-02-28');
    expect(() => annualTarget(2, 30, iso('2025-01-01'))).toThrow(RangeError);
    expect(() => annualTarget(1, 1, iso('9999-01-02'))).toThrow(RangeError);
  });

  it('thanksgivingTarget and newYearTarget', () => {
    expect(thanksgivingTarget(iso('2025-11-27'))).toEqual({ date: '2025-11-27', daysUntil: 0 });
    expect(thanksgivingTarget(iso('2025-11-28')).date).toBe('2026-11-26');
    expect(newYearTarget(iso('2025-12-31'))).toEqual({ date: '2026-01-01', daysUntil: 1 });
    expect(newYearTarget(iso('2025-01-01'))).toEqual({ date: '2026-01-01', daysUntil: 365 });
  });

  it('weddingDefault is six months later, clipped', () => {
    expect(weddingDefault(iso('2025-03-03'))).toBe('2025-09-03');
    expect(weddingDefault(iso('2025-08-31'))).toBe('2026-02-28');
    expect(weddingDefault(iso('2023-08-31'))).toBe('2024-02-29');
  });

  it('daysUntil is signed', () => {
    expect(daysUntil(iso('2025-12-25'), iso('2025-12-20'))).toBe(5);
    expect(daysUntil(iso('2025-12-20'), iso('2025-12-25'))).toBe(-5);
  });

  it('nextUsGeneralElection picks even years and marks presidential ones', () => {
    expect(nextUsGeneralElection(iso('2025-03-01'))).toEqual({ date: '2026-11-03', daysUntil: 612, presidential: false });
    expect(nextUsGeneralElection(iso('2024-11-05'))).toEqual({ date: '2024-11-05', daysUntil: 0, presidential: true });
    expect(nextUsGeneralElection(iso('2024-11-06')).date).toBe('2026-11-03');
    expect(nextUsGeneralElection(iso('2026-12-01'))).toMatchObject({ date: '2028-11-07', presidential: true });
    expect(() => nextUsGeneralElection(iso('9998-12-01'))).toThrow(RangeError);
  });
});

describe('holidayList', () => {
  it('rolls passed holidays over and sorts by days until', () => {
    expect(holidayList(iso('2025-12-26'))).toEqual([
      { id: 'new-years-eve', name: "New Year’s Eve", date: '2025-12-31', daysUntil: 5 },
      { id: 'new-years-day', name: "New Year’s Day", date: '2026-01-01', daysUntil: 6 },
      { id: 'valentines-day', name: "Valentine’s Day", date: '2026-02-14', daysUntil: 50 },
      { id: 'independence-day', name: 'Independence Day', date: '2026-07-04', daysUntil: 190 },
      { id: 'halloween', name: 'Halloween', date: '2026-10-31', daysUntil: 309 },
      { id: 'christmas', name: 'Christmas', date: '2026-12-25', daysUntil: 364 },
    ]);
  });

  it('counts today as 0', () => {
    const list = holidayList(iso('2025-01-01'));
    expect(list[0]).toMatchObject({ id: 'new-years-day', date: '2025-01-01', daysUntil: 0 });
    expect(list.at(-1)).toMatchObject({ id: 'new-years-eve', daysUntil: 364 });
  });
});

describe('daysAfterValentines', () => {
  it('counts from February 14 of the year; day 1 is February 15', () => {
    expect(daysAfterValentines(2026, 21)).toEqual({ valentine: '2026-02-14', date: '2026-03-07' });
    expect(daysAfterValentines(2028, 15).date).toBe('2028-02-29');
    expect(daysAfterValentines(2027, 100).date).toBe('2027-05-25');
    expect(daysAfterValentines(9999, 400).date).toBeNull();
    expect(() => daysAfterValentines(0, 1)).toThrow(RangeError);
  });
});
