/**
 * The URL contract of /project-timeline-calculator (`start`, repeated `task`, `weekend`,
 * `holidays`) and the zod rules that check both the form's rows and the address. The page reads
 * its keys with the router's search params instead of nuqs: with TanStack Form on the page,
 * nuqs's 8 KB would put it over the calculator budget.
 */
import * as z from 'zod/mini';
import { parseIsoDate, type IsoDate, type Weekday } from '@/lib/date/core/civil-date';
import { grouped } from '@/kit/calculator/plural';
import { DEFAULT_WEEKEND } from '@/lib/date/core/work-week';
import { HOLIDAY_CALENDAR_IDS, type HolidayCalendarId } from '@/lib/date/work-calendar';
import { parseWeekend, renderSearch, serializeWeekend, sortWeekdays, weekendFormShape } from '@/kit/calculator/weekend-param';

export const MAX_TASKS = 100;
export const NAME_MAX = 80;
export const DURATION_MAX = 9999;

/** One task as the URL and the schedule hold it. */
export interface TaskRow {
  name: string;
  duration: number;
  business: boolean;
}

/** One row of the form: the draft, as typed. */
export interface TaskDraft {
  name: string;
  duration: string;
  business: boolean;
}

/** A name: not blank, at most 80 characters (code points: an emoji is one). */
export const nameSchema = z.string().check(z.refine((name) => name.trim() !== '' && [...name].length <= NAME_MAX));
/** A duration as typed: a whole number of days, 1–9999. */
export const durationSchema = z.string().check(
  z.refine((text) => /^\s*\d{1,4}\s*$/.test(text) && Number(text) >= 1 && Number(text) <= DURATION_MAX),
);

const TASK = /^(\d{1,4})([bc]):([\s\S]*)$/;

/** `5b:Design` → a task; null for anything else (bad duration, type or name). */
export function parseTask(text: string): TaskRow | null {
  const match = TASK.exec(text);
  if (!match) return null;
  const [, days = '', type, name = ''] = match;
  if (!durationSchema.safeParse(days).success || !nameSchema.safeParse(name).success) return null;
  return { name, duration: Number(days), business: type === 'b' };
}

/** A task as its `task` value: `<duration><b|c>:<name>`. */
export function serializeTask(task: TaskRow): string {
  return `${task.duration}${task.business ? 'b' : 'c'}:${task.name}`;
}

/** The form row as a task, or null when the spec skips it (no name, or no whole duration ≥ 1). */
export function keptTask(row: TaskDraft): TaskRow | null {
  if (!nameSchema.safeParse(row.name).success || !durationSchema.safeParse(row.duration).success) return null;
  return { name: row.name.trim(), duration: Number(row.duration), business: row.business };
}

/** Why a form row is skipped, as the page says it (`Task 2: no name`). */
export interface RowProblem {
  /** 1-based, as the rows are labelled. */
  task: number;
  /** The field that is wrong: the name, the days, or both. */
  fields: ('name' | 'duration')[];
  reason: string;
}

/**
 * Why each typed row of the form is skipped (decisions §8: a task needs a name and a whole number
 * of days ≥ 1); rows left empty are not tasks and are not listed.
 *
 * @example rowProblems([{ name: '', duration: '3', business: false }, { name: 'QA', duration: '0', business: false }])
 * // [{ task: 1, fields: ['name'], reason: 'no name' }, { task: 2, fields: ['duration'], reason: '“0” is not a whole number of days from 1 to 9,999' }]
 */
export function rowProblems(rows: readonly TaskDraft[]): RowProblem[] {
  return rows.flatMap((row, i) => {
    const name = row.name.trim();
    const days = row.duration.trim();
    if (name === '' && days === '') return [];
    const reasons: string[] = [];
    const fields: RowProblem['fields'] = [];
    if (!nameSchema.safeParse(row.name).success) {
      fields.push('name');
      reasons.push(name === '' ? 'no name' : `a name longer than ${NAME_MAX} characters`);
    }
    if (!durationSchema.safeParse(row.duration).success) {
      fields.push('duration');
      reasons.push(days === '' ? 'no number of days' : `“${days}” is not a whole number of days from 1 to ${grouped(DURATION_MAX)}`);
    }
    return reasons.length === 0 ? [] : [{ task: i + 1, fields, reason: reasons.join(' and ') }];
  });
}

/** What a query string holds. */
export interface Timeline {
  /** Absent: today. */
  start: IsoDate | null;
  tasks: TaskRow[];
  weekend: Weekday[];
  holidays: HolidayCalendarId;
}

const DEFAULT_WEEKEND_SORTED = sortWeekdays(DEFAULT_WEEKEND);

/** Reads the page's keys; anything invalid takes its default, a bad `task` is dropped alone (up to 100 kept). */
export function readTimeline(params: URLSearchParams): Timeline {
  const tasks = params.getAll('task').map(parseTask).filter((task): task is TaskRow => task !== null);
  const holidays = params.get('holidays');
  return {
    start: parseIsoDate(params.get('start') ?? ''),
    tasks: tasks.slice(0, MAX_TASKS),
    weekend: parseWeekend(params.get('weekend') ?? '') ?? DEFAULT_WEEKEND_SORTED,
    holidays: HOLIDAY_CALENDAR_IDS.find((id) => id === holidays) ?? 'none',
  };
}

/** The canonical query string of a timeline: defaults left out, one `task` per row in order. */
export function timelineSearch({ start, tasks, weekend, holidays }: Timeline): string {
  const params = new URLSearchParams();
  if (start) params.set('start', start);
  for (const task of tasks) params.append('task', serializeTask(task));
  const days = serializeWeekend(weekend);
  if (days !== serializeWeekend(DEFAULT_WEEKEND_SORTED)) params.set('weekend', days);
  if (holidays !== 'none') params.set('holidays', holidays);
  return renderSearch(params);
}

const OWN_KEYS = ['start', 'task', 'weekend', 'holidays', 'taskName', 'taskDays', 'taskBusiness'];

/**
 * The canonical query string for what the page was opened with: a plain form's submit
 * (`taskName`, `taskDays` and `taskBusiness=<row index>` per row, the weekend's form shapes) or a
 * hand-made link. Keys outside the contract are left alone.
 */
export function canonicalTimelineSearch(search: string): string {
  const params = new URLSearchParams(search);
  weekendFormShape(params);
  const names = params.getAll('taskName');
  if (names.length > 0) {
    const days = params.getAll('taskDays');
    const business = new Set(params.getAll('taskBusiness'));
    params.delete('task');
    names.forEach((name, i) => {
      const task = keptTask({ name, duration: days[i] ?? '', business: business.has(String(i)) });
      if (task) params.append('task', serializeTask(task));
    });
  }
  const canonical = new URLSearchParams(timelineSearch(readTimeline(params)));
  for (const [key, value] of params) if (!OWN_KEYS.includes(key)) canonical.append(key, value);
  return renderSearch(canonical);
}
