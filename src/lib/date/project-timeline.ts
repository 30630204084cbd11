/**
 * Project timeline scheduling (decisions §8): tasks run back to back, each in calendar days
 * or in business days of a `WorkCalendar` (its weekend, holidays and extra days).
 */
import { type IsoDate, addDays } from './core/civil-date';
import type { WorkCalendar } from './work-calendar';
import { addBusinessDays, rollForwardToBusinessDay } from './business-days';

/** One task as entered. */
export interface ProjectTaskInput {
  name: string;
  /** Days; a row is kept only for a whole number ≥ 1. */
  duration: number;
  businessDaysOnly: boolean;
}

/** One scheduled task. */
export interface TimelineRow {
  /** 1-based among the kept rows. */
  taskNumber: number;
  name: string;
  start: IsoDate;
  end: IsoDate;
  duration: number;
  businessDaysOnly: boolean;
}

/** The schedule and its summary. */
export interface ProjectSchedule {
  rows: TimelineRow[];
  /** First task's start (null when no task was kept). */
  projectStart: IsoDate | null;
  /** Last task's end (null when no task was kept). */
  projectEnd: IsoDate | null;
  totalTasks: number;
}

/**
 * Schedules tasks back to back from `start`. A calendar task of d days runs start … start + d − 1;
 * a business task starts on the next working day of `cal` if its start is not one and ends on its d-th working day (its start is day 1). The next task
 * starts the day after the previous one ends. Rows
 * with an empty/whitespace name or a duration that is not a whole number ≥ 1 are skipped
 * (names are trimmed). Null when a date would fall after 9999-12-31.
 *
 * @example scheduleProject('2025-01-04' as IsoDate, [{ name: 'Design', duration: 5, businessDaysOnly: true }], WEEKENDS_ONLY)?.rows[0] // { taskNumber: 1, name: 'Design', start: '2025-01-06', end: '2025-01-10', duration: 5, businessDaysOnly: true }
 */
export function scheduleProject(
  start: IsoDate,
  tasks: readonly ProjectTaskInput[],
  cal: WorkCalendar,
): ProjectSchedule | null {
  const rows: TimelineRow[] = [];
  let next: IsoDate | null = start;
  for (const task of tasks) {
    const name = task.name.trim();
    if (name === '' || !Number.isInteger(task.duration) || task.duration < 1) continue;
    if (next === null) return null;
    const taskStart = task.businessDaysOnly ? rollForwardToBusinessDay(next, cal) : next;
    if (taskStart === null) return null;
    const end = task.businessDaysOnly
      ? addBusinessDays(taskStart, task.duration - 1, cal)
      : addDays(taskStart, task.duration - 1);
    if (end === null) return null;
    rows.push({
      taskNumber: rows.length + 1,
      name,
      start: taskStart,
      end,
      duration: task.duration,
      businessDaysOnly: task.businessDaysOnly,
    });
    next = addDays(end, 1);
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    rows,
    projectStart: first ? first.start : null,
    projectEnd: last ? last.end : null,
    totalTasks: rows.length,
  };
}
