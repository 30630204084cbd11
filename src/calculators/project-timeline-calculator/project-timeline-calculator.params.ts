/**
 * The URL contract of /project-timeline-calculator (`start`, repeated `task`, and the
 * working-day calendar's `weekend`, `holidays`, `bank`, `half`, `off`, `work`) and the zod rules
 * that check both the form's rows and the address. The page reads its keys with the router's
 * search params and plain parsers instead of nuqs's hook: with TanStack Form on the page, nuqs
 * would put it over the calculator budget (`npm run bench` prints each page's first load).
 */
import * as z from 'zod/mini';
import { grouped } from '@/kit/calculator/plural';
import { canonicalizer, readSearch, writeSearch, type SearchValues } from '@/kit/url/canonical';
import { booleanText, civilDate, listOf, weekendDays, withDefault, type Parser } from '@/kit/url/parsers';
import { dateList, dayKindList, holidaysText, isPlaceWeekend, workCalendarFormShape } from '@/components/work-calendar-keys';

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

/** One `task` value, `<duration><b|c>:<name>` (`5b:Design`); anything else (bad duration, type or name) is invalid. */
export const taskParser: Parser<TaskRow> = {
  parse: (text) => {
    const match = TASK.exec(text);
    if (!match) return null;
    const [, days = '', type, name = ''] = match;
    if (!durationSchema.safeParse(days).success || !nameSchema.safeParse(name).success) return null;
    return { name, duration: Number(days), business: type === 'b' };
  },
  serialize: (task) => `${task.duration}${task.business ? 'b' : 'c'}:${task.name}`,
};

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

/**
 * The working-day calendar's keys with their defaults, read with the plain parsers (the nuqs
 * pages read the same through `workCalendarKeys`); `weekend` absent (null) is the place's weekend (`defaultWeekend`). */
const workCalendarParsers = {
  weekend: weekendDays,
  holidays: withDefault(holidaysText, 'none'),
  bank: withDefault(booleanText, false),
  half: withDefault(booleanText, false),
  kinds: withDefault(dayKindList, []),
  off: withDefault(dateList, []),
  work: withDefault(dateList, []),
};

/**
 * The page's keys: anything invalid takes its default (`start`: none, i.e. today; `weekend`:
 * none, i.e. the place's weekend, which without a place is Saturday and Sunday, the default of
 * the links made before the key followed a place); a bad `task` is dropped alone, up to 100
 * kept. The working-day calendar's keys are every business-day route's.
 */
export const timelineParams = {
  start: civilDate,
  task: listOf(taskParser, MAX_TASKS),
  ...workCalendarParsers,
};

/** What a query string holds. */
export type Timeline = SearchValues<typeof timelineParams>;

/** The contract writes a space in a task's name as `%20` (`task=10c:Build%20%26%20test`). */
const SPACE = '%20';

/**
 * The query string of a timeline: defaults left out (a weekend equal to the place's too, so the
 * link follows the place's weekend as a canonical one does), one `task` per row in order.
 */
export function timelineSearch(timeline: Timeline): string {
  const { weekend, holidays } = timeline;
  return writeSearch(timelineParams, weekend !== null && isPlaceWeekend(weekend, holidays) ? { ...timeline, weekend: null } : timeline, undefined, SPACE);
}

/** The timeline a query string holds. */
export const readTimeline = (params: URLSearchParams): Timeline => readSearch(params, timelineParams);

const ROW_KEYS = ['taskName', 'taskDays', 'taskBusiness'];

/**
 * A plain form's rows as `task` values, where the rows stood: `taskName`, `taskDays` and
 * `taskBusiness=<row index>` per row; a row that is not a task is left out.
 */
function taskRowsFormShape(params: URLSearchParams): void {
  const names = params.getAll('taskName');
  const days = params.getAll('taskDays');
  const business = new Set(params.getAll('taskBusiness'));
  const tasks = names.flatMap((name, i) => {
    const task = keptTask({ name, duration: days[i] ?? '', business: business.has(String(i)) });
    return task ? [['task', taskParser.serialize(task)] as const] : [];
  });
  const entries = [...params];
  for (const key of new Set(params.keys())) params.delete(key);
  for (const [key, value] of entries) {
    if (key === 'taskName' && value === names[0]) for (const task of tasks.splice(0)) params.append(...task);
    // The form's rows replace the `task` values of the address they were submitted from.
    if (!ROW_KEYS.includes(key) && (key !== 'task' || names.length === 0)) params.append(key, value);
  }
}

/**
 * The canonical query string for what the page was opened with: a plain form's submit (its
 * rows, the working-day calendar's form shapes) or a hand-made link. Keys outside the contract
 * are left alone.
 */
export const canonicalTimelineSearch = canonicalizer(
  timelineParams,
  (params) => {
    workCalendarFormShape(params);
    taskRowsFormShape(params);
  },
  SPACE,
);
