import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_TASKS,
  canonicalTimelineSearch,
  keptTask,
  readTimeline,
  rowProblems,
  taskParser,
  timelineSearch,
  type TaskRow,
} from '@/calculators/project-timeline-calculator/project-timeline-calculator.params';

/** Names people could type: any Unicode text (emoji, right-to-left, `&`, `:`, `,`, quotes), 1–80 code points, not blank. */
const names = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
  .filter((name) => name.trim() !== '' && [...name].length <= 80);
const tasks = fc.record({ name: names, duration: fc.integer({ min: 1, max: 9999 }), business: fc.boolean() });

describe('the task codec', () => {
  it('reads `<duration><b|c>:<name>`; everything after the first colon is the name', () => {
    expect(taskParser.parse('5b:Design')).toEqual({ name: 'Design', duration: 5, business: true });
    expect(taskParser.parse('10c:Build & test: phase 2')).toEqual({ name: 'Build & test: phase 2', duration: 10, business: false });
    expect(taskParser.parse('0007c:x')).toEqual({ name: 'x', duration: 7, business: false });
    expect(taskParser.parse(`1b:${'🎉'.repeat(80)}`)?.name).toHaveLength(160);
  });

  it('refuses a bad duration, type or name', () => {
    for (const bad of ['0b:x', '10000c:x', '-1b:x', '5x:y', '5b', '5b:', '5b:   ', 'b:x', '5 b:x', `5b:${'x'.repeat(81)}`, '<script>', '']) {
      expect(taskParser.parse(bad), bad).toBeNull();
    }
  });

  it('round-trips any name through the codec and through a real query string (property)', () => {
    fc.assert(
      fc.property(tasks, (task) => {
        expect(taskParser.parse(taskParser.serialize(task))).toEqual(task);
      }),
    );
    fc.assert(
      fc.property(fc.array(tasks, { minLength: 1, maxLength: 8 }), (list: TaskRow[]) => {
        const search = timelineSearch({ start: '2026-03-02' as never, task: list, weekend: [6, 0], holidays: 'none' });
        const read = readTimeline(new URLSearchParams(search));
        expect(read.task).toEqual(list);
        // The canonical form of a canonical link is itself.
        expect(canonicalTimelineSearch(search)).toBe(search);
      }),
    );
  });

  it('writes the contract’s shape: spaces as %20, `&` escaped, `:` readable', () => {
    const search = timelineSearch({
      start: '2026-03-02' as never,
      task: [
        { name: 'Design', duration: 5, business: true },
        { name: 'Build & test', duration: 10, business: false },
      ],
      weekend: [5, 6],
      holidays: 'us',
    });
    expect(search).toBe('?start=2026-03-02&task=5b:Design&task=10c:Build%20%26%20test&weekend=fri,sat&holidays=us');
  });
});

describe('reading a link', () => {
  it('drops hostile and malformed rows one by one, keeping the valid ones in order', () => {
    const read = readTimeline(
      new URLSearchParams('start=2026-02-30&task=3b:A&task=<img src=x onerror=alert(1)>&task=0c:zero&task=2c:B&weekend=sat,sat&holidays=mars'),
    );
    expect(read).toEqual({
      start: null,
      task: [
        { name: 'A', duration: 3, business: true },
        { name: 'B', duration: 2, business: false },
      ],
      weekend: [6, 0],
      holidays: 'none',
    });
  });

  it('keeps the first 100 valid tasks', () => {
    const params = new URLSearchParams();
    for (let i = 1; i <= 120; i++) params.append('task', `1c:T${i}`);
    const read = readTimeline(params);
    expect(read.task).toHaveLength(MAX_TASKS);
    expect(read.task.at(-1)?.name).toBe('T100');
  });

  it('rewrites a plain form’s rows: names, days and the business boxes by row index; skipped rows vanish', () => {
    const form = new URLSearchParams();
    form.set('start', '2026-03-02');
    for (const [name, days] of [['Design', '5'], ['', '3'], ['Build, then test', '10'], ['Review', 'x']]) {
      form.append('taskName', name!);
      form.append('taskDays', days!);
    }
    form.append('taskBusiness', '0');
    form.append('taskBusiness', '3');
    form.append('weekendPreset', 'fri,sat');
    form.set('holidays', 'none');
    expect(canonicalTimelineSearch(`?${form}`)).toBe('?start=2026-03-02&task=5b:Design&task=10c:Build,%20then%20test&weekend=fri,sat');
  });

  it('keeps keys outside the contract where they were', () => {
    expect(canonicalTimelineSearch('?utm=x&task=1c:A&task=0c:B&start=2026-03-02&task=2b:C')).toBe('?utm=x&task=1c:A&task=2b:C&start=2026-03-02');
  });
});

describe('a form row', () => {
  it('is kept with a name and a whole duration of 1–9999, its name trimmed', () => {
    expect(keptTask({ name: ' Design ', duration: '5', business: true })).toEqual({ name: 'Design', duration: 5, business: true });
    for (const duration of ['', '0', '2.5', '-3', '10000', 'five']) expect(keptTask({ name: 'x', duration, business: false })).toBeNull();
    expect(keptTask({ name: '   ', duration: '5', business: false })).toBeNull();
  });
});

describe('why a form row is skipped', () => {
  const row = (name: string, duration: string) => ({ name, duration, business: false });

  it('names each typed row that is not a task, and why; empty rows and good rows are not listed', () => {
    expect(
      rowProblems([
        row('Design', '5'),
        row('', ''),
        row('', '3'),
        row('QA', ''),
        row('Launch', '0'),
        row('Ship', '2.5'),
        row('  ', '-1'),
        row('x'.repeat(81), '10000'),
      ]),
    ).toEqual([
      { task: 3, fields: ['name'], reason: 'no name' },
      { task: 4, fields: ['duration'], reason: 'no number of days' },
      { task: 5, fields: ['duration'], reason: '“0” is not a whole number of days from 1 to 9,999' },
      { task: 6, fields: ['duration'], reason: '“2.5” is not a whole number of days from 1 to 9,999' },
      { task: 7, fields: ['name', 'duration'], reason: 'no name and “-1” is not a whole number of days from 1 to 9,999' },
      { task: 8, fields: ['name', 'duration'], reason: 'a name longer than 80 characters and “10000” is not a whole number of days from 1 to 9,999' },
    ]);
  });

  it('lists a row exactly when the form keeps it out of the plan', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.oneof(names, fc.constantFrom('', ' ')), duration: fc.string({ maxLength: 6 }), business: fc.boolean() })), (rows) => {
        const listed = new Set(rowProblems(rows).map((p) => p.task));
        rows.forEach((r, i) => {
          const typed = r.name.trim() !== '' || r.duration.trim() !== '';
          expect(listed.has(i + 1)).toBe(typed && keptTask(r) === null);
        });
      }),
    );
  });
});
