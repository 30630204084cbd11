import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './business-days';
import { type IsoDate, fromDayNumber, parseIsoDate, toDayNumber, weekdayOfDayNumber } from './core/civil-date';
import { addWorkdays, countWorkdays, holidaysInYears, scheduleProjectWith } from './holiday-calendars';
import { usFederalObservedDates } from './holidays';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

describe('holidaysInYears', () => {
  it('lists observed US holidays by the year of the day off', () => {
    const list = holidaysInYears('us', 2021, 2021);
    expect(list).toHaveLength(12);
    expect(list.at(-1)).toEqual({ date: '2021-12-31', name: "New Year’s Day" });
    expect(list.map((h) => h.date)).toEqual(usFederalObservedDates(2021, 2021));
    expect(holidaysInYears('none', 2021, 2030)).toEqual([]);
  });
});

describe('addWorkdays / countWorkdays', () => {
  it('names the holidays passed over', () => {
    expect(addWorkdays(iso('2025-12-24'), 1, [6, 0], 'us')).toEqual({
      date: '2025-12-26',
      skipped: [{ date: '2025-12-25', name: 'Christmas Day' }],
    });
    expect(addWorkdays(iso('2025-12-26'), -1, [6, 0], 'us')).toEqual({
      date: '2025-12-24',
      skipped: [{ date: '2025-12-25', name: 'Christmas Day' }],
    });
    expect(addWorkdays(iso('2025-12-24'), 1, [6, 0], 'none')).toEqual({ date: '2025-12-25', skipped: [] });
    expect(countWorkdays(iso('2025-12-22'), iso('2025-12-29'), false, [6, 0], 'us')).toEqual({
      count: 4,
      skipped: [{ date: '2025-12-25', name: 'Christmas Day' }],
    });
    expect(countWorkdays(iso('2025-12-29'), iso('2025-12-22'), true, [6, 0], 'us')).toEqual({ count: 0, skipped: [] });
  });

  it('agrees with addBusinessDays on a fixed US holiday list', () => {
    const holidays = usFederalObservedDates(1900, 2200);
    fc.assert(
      fc.property(
        fc.integer({ min: toDayNumber(iso('1950-01-01')), max: toDayNumber(iso('2150-12-31')) }).map(fromDayNumber),
        fc.integer({ min: -5_000, max: 5_000 }),
        (start, n) => {
          expect(addWorkdays(start, n, [6, 0], 'us').date).toBe(addBusinessDays(start, n, { holidays }));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('scheduleProjectWith', () => {
  const task = (name: string, duration: number, businessDaysOnly = true) => ({ name, duration, businessDaysOnly });

  it('moves business tasks past the chosen weekend and the calendar’s holidays', () => {
    const start = '2026-12-21' as IsoDate;
    const plan = [task('Testing', 8), task('Release', 1)];
    expect(scheduleProjectWith(start, plan, [6, 0], 'none')?.rows.map((r) => [r.start, r.end])).toEqual([
      ['2026-12-21', '2026-12-30'],
      ['2026-12-31', '2026-12-31'],
    ]);
    expect(scheduleProjectWith(start, plan, [6, 0], 'us')?.rows.map((r) => [r.start, r.end])).toEqual([
      ['2026-12-21', '2026-12-31'],
      ['2027-01-04', '2027-01-04'],
    ]);
    // A Friday–Saturday weekend: a business task may start on a Sunday.
    expect(scheduleProjectWith('2027-01-02' as IsoDate, [task('Sprint', 6)], [5, 6], 'none')?.rows[0]).toMatchObject({
      start: '2027-01-03',
      end: '2027-01-10',
    });
    // Calendar tasks ignore both.
    expect(scheduleProjectWith('2026-12-25' as IsoDate, [task('Ship', 3, false)], [6, 0], 'us')?.rows[0]).toMatchObject({
      start: '2026-12-25',
      end: '2026-12-27',
    });
  });

  it('reaches holidays in later years for a long plan', () => {
    const plan = scheduleProjectWith('2026-01-05' as IsoDate, [task('Long', 600)], [6, 0], 'us');
    const naive = addWorkdays('2026-01-05' as IsoDate, 599, [6, 0], 'us').date;
    expect(plan?.rows[0]?.end).toBe(naive);
  });

  it('agrees with a day-by-day walk over working days (property)', () => {
    const day = fc.integer({ min: toDayNumber('2020-01-01' as IsoDate), max: toDayNumber('2030-12-31' as IsoDate) });
    const rows = fc.array(fc.record({ duration: fc.integer({ min: 1, max: 40 }), business: fc.boolean() }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(day, rows, fc.constantFrom<'none' | 'us'>('none', 'us'), (startDay, list, id) => {
        const holidays = new Set(holidaysInYears(id, 2019, 2033).map((h) => h.date));
        const working = (n: number) => ![6, 0].includes(weekdayOfDayNumber(n)) && !holidays.has(fromDayNumber(n));
        const plan = scheduleProjectWith(fromDayNumber(startDay), list.map((r, i) => task(`T${i}`, r.duration, r.business)), [6, 0], id);
        let next = startDay;
        list.forEach((r, i) => {
          let from = next;
          let to: number;
          if (r.business) {
            while (!working(from)) from++;
            to = from;
            for (let left = r.duration - 1; left > 0; ) if (working(++to)) left--;
          } else to = from + r.duration - 1;
          expect(plan?.rows[i]).toMatchObject({ start: fromDayNumber(from), end: fromDayNumber(to) });
          next = to + 1;
        });
      }),
    );
  });
});
