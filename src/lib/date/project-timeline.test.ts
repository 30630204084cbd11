import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IsoDate, fromDayNumber, parseIsoDate, toDayNumber, weekdayOfDayNumber } from './core/civil-date';
import { scheduleProject } from './project-timeline';
import { workCalendar } from './work-calendar';
import { WEEKENDS_ONLY, addBusinessDays, holidaysInYears } from './business-days';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

describe('scheduleProject', () => {
  it('runs calendar tasks back to back', () => {
    const plan = scheduleProject(iso('2025-03-03'), [
      { name: 'Plan', duration: 3, businessDaysOnly: false },
      { name: 'Build', duration: 10, businessDaysOnly: false },
    ], WEEKENDS_ONLY);
    expect(plan).toEqual({
      rows: [
        { taskNumber: 1, name: 'Plan', start: '2025-03-03', end: '2025-03-05', duration: 3, businessDaysOnly: false },
        { taskNumber: 2, name: 'Build', start: '2025-03-06', end: '2025-03-15', duration: 10, businessDaysOnly: false },
      ],
      projectStart: '2025-03-03',
      projectEnd: '2025-03-15',
      totalTasks: 2,
    });
  });

  it('moves a business task off the weekend and counts its start as day 1', () => {
    const plan = scheduleProject(iso('2025-01-04'), [
      { name: 'Design', duration: 5, businessDaysOnly: true },
      { name: 'Review', duration: 1, businessDaysOnly: true },
      { name: 'Launch', duration: 2, businessDaysOnly: false },
    ], WEEKENDS_ONLY);
    expect(plan?.rows.map((r) => [r.start, r.end])).toEqual([
      ['2025-01-06', '2025-01-10'],
      ['2025-01-13', '2025-01-13'],
      ['2025-01-14', '2025-01-15'],
    ]);
    expect(plan?.projectStart).toBe('2025-01-06');
  });

  it('skips rows without a name or a whole duration ≥ 1 and numbers the rest', () => {
    const plan = scheduleProject(iso('2025-03-03'), [
      { name: '  ', duration: 3, businessDaysOnly: false },
      { name: 'A', duration: 0, businessDaysOnly: false },
      { name: 'B', duration: 2.5, businessDaysOnly: false },
      { name: 'C', duration: Number.NaN, businessDaysOnly: false },
      { name: ' D ', duration: 1, businessDaysOnly: false },
    ], WEEKENDS_ONLY);
    expect(plan?.rows).toEqual([
      { taskNumber: 1, name: 'D', start: '2025-03-03', end: '2025-03-03', duration: 1, businessDaysOnly: false },
    ]);
    expect(scheduleProject(iso('2025-03-03'), [], WEEKENDS_ONLY)).toEqual({ rows: [], projectStart: null, projectEnd: null, totalTasks: 0 });
  });

  it('gives null when the schedule passes 9999-12-31', () => {
    expect(scheduleProject(iso('9999-12-30'), [{ name: 'A', duration: 3, businessDaysOnly: false }], WEEKENDS_ONLY)).toBeNull();
    expect(scheduleProject(iso('9999-12-30'), [{ name: 'A', duration: 2, businessDaysOnly: false }], WEEKENDS_ONLY)?.projectEnd).toBe('9999-12-31');
  });
});

describe('scheduleProject with a holiday calendar', () => {
  const task = (name: string, duration: number, businessDaysOnly = true) => ({ name, duration, businessDaysOnly });

  it('moves business tasks past the chosen weekend and the calendar’s holidays', () => {
    const start = '2026-12-21' as IsoDate;
    const plan = [task('Testing', 8), task('Release', 1)];
    expect(scheduleProject(start, plan, workCalendar([6, 0]))?.rows.map((r) => [r.start, r.end])).toEqual([
      ['2026-12-21', '2026-12-30'],
      ['2026-12-31', '2026-12-31'],
    ]);
    expect(scheduleProject(start, plan, workCalendar([6, 0], 'us'))?.rows.map((r) => [r.start, r.end])).toEqual([
      ['2026-12-21', '2026-12-31'],
      ['2027-01-04', '2027-01-04'],
    ]);
    // A Friday–Saturday weekend: a business task may start on a Sunday.
    expect(scheduleProject('2027-01-02' as IsoDate, [task('Sprint', 6)], workCalendar([5, 6]))?.rows[0]).toMatchObject({
      start: '2027-01-03',
      end: '2027-01-10',
    });
    // Calendar tasks ignore both.
    expect(scheduleProject('2026-12-25' as IsoDate, [task('Ship', 3, false)], workCalendar([6, 0], 'us'))?.rows[0]).toMatchObject({
      start: '2026-12-25',
      end: '2026-12-27',
    });
  });

  it('reaches holidays in later years for a long plan', () => {
    const us = workCalendar([6, 0], 'us');
    const plan = scheduleProject('2026-01-05' as IsoDate, [task('Long', 600)], us);
    expect(plan?.rows[0]?.end).toBe(addBusinessDays('2026-01-05' as IsoDate, 599, us));
    expect(plan?.rows[0]?.end).toBe('2028-05-25'); // counted day by day
  });

  it('agrees with a day-by-day walk over working days (property)', () => {
    const day = fc.integer({ min: toDayNumber('2020-01-01' as IsoDate), max: toDayNumber('2030-12-31' as IsoDate) });
    const rows = fc.array(fc.record({ duration: fc.integer({ min: 1, max: 40 }), business: fc.boolean() }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(day, rows, fc.constantFrom<'none' | 'us'>('none', 'us'), (startDay, list, id) => {
        const holidays = new Set(holidaysInYears(id, 2019, 2033).map((h) => h.date));
        const working = (n: number) => ![6, 0].includes(weekdayOfDayNumber(n)) && !holidays.has(fromDayNumber(n));
        const plan = scheduleProject(fromDayNumber(startDay), list.map((r, i) => task(`T${i}`, r.duration, r.business)), workCalendar([6, 0], id));
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
