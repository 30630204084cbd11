import { describe, expect, it } from 'vitest';
import { type IsoDate, parseIsoDate } from './core/civil-date';
import { scheduleProject } from './project-timeline';

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
    ]);
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
    ]);
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
    ]);
    expect(plan?.rows).toEqual([
      { taskNumber: 1, name: 'D', start: '2025-03-03', end: '2025-03-03', duration: 1, businessDaysOnly: false },
    ]);
    expect(scheduleProject(iso('2025-03-03'), [])).toEqual({ rows: [], projectStart: null, projectEnd: null, totalTasks: 0 });
  });

  it('gives null when the schedule passes 9999-12-31', () => {
    expect(scheduleProject(iso('9999-12-30'), [{ name: 'A', duration: 3, businessDaysOnly: false }])).toBeNull();
    expect(scheduleProject(iso('9999-12-30'), [{ name: 'A', duration: 2, businessDaysOnly: false }])?.projectEnd).toBe('9999-12-31');
  });
});
