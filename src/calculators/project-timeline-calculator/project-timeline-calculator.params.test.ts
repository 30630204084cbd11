import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { EDGE_VALUES } from '@/test/query-values';
import * as calendarKeys from '@/components/work-calendar-keys';
import {
  MAX_TASKS,
  canonicalTimelineSearch,
  keptTask,
  readTimeline,
  rowProblems,
  taskParser,
  timelineSearch,
  type TaskRow,
  type Timeline,
} from '@/calculators/project-timeline-calculator/project-timeline-calculator.params';

/** A timeline: these values, the rest at their defaults. */
const plan = (values: Partial<Timeline>): Timeline => ({
  start: null,
  task: [],
  kinds: [],
  weekend: null,
  holidays: 'none',
  bank: false,
  half: false,
  off: [],
  work: [],
  ...values,
});

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
        const search = timelineSearch(plan({ start: '2026-03-02' as IsoDate, task: list, weekend: [6, 0] }));
        const read = readTimeline(new URLSearchParams(search));
        expect(read.task).toEqual(list);
        // The canonical form of a canonical link is itself.
        expect(canonicalTimelineSearch(search)).toBe(search);
      }),
    );
  });

  it('writes the contract’s shape: spaces as %20, `&` escaped, `:` readable', () => {
    const search = timelineSearch(
      plan({
        start: '2026-03-02' as IsoDate,
        task: [
          { name: 'Design', duration: 5, business: true },
          { name: 'Build & test', duration: 10, business: false },
        ],
        weekend: [5, 6],
        holidays: 'us',
      }),
    );
    expect(search).toBe('?start=2026-03-02&task=5b:Design&task=10c:Build%20%26%20test&weekend=fri,sat&holidays=us');
  });
});

describe('reading a link', () => {
  it('drops hostile and malformed rows one by one, keeping the valid ones in order', () => {
    const read = readTimeline(
      new URLSearchParams('start=2026-02-30&task=3b:A&task=<img src=x onerror=alert(1)>&task=0c:zero&task=2c:B&weekend=sat,sat&holidays=mars'),
    );
    expect(read).toEqual(
      plan({
        task: [
          { name: 'A', duration: 3, business: true },
          { name: 'B', duration: 2, business: false },
        ],
      }),
    );
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

describe('the working-day calendar’s keys, as on every business-day route', () => {
  const canonical = (search: string) => canonicalTimelineSearch(search);

  it('`holidays`: none, us or a place, read in any case and written in lower case', () => {
    expect(readTimeline(new URLSearchParams('holidays=DE-BY')).holidays).toBe('de-by');
    expect(canonical('?task=1b:A&holidays=GB-sct')).toBe('?task=1b:A&holidays=gb-sct');
    expect(canonical('?task=1b:A&holidays=us')).toBe('?task=1b:A&holidays=us');
    expect(canonical('?task=1b:A&holidays=US-CA')).toBe('?task=1b:A&holidays=us-ca');
    // Whether a place has data is known once it has loaded (the page then drops an unknown one).
    expect(canonical('?task=1b:A&holidays=zz')).toBe('?task=1b:A&holidays=zz');
    for (const bad of ['none', 'mars', 'de-', 'd', '<script>', 'de_by', 'gb-sctx']) expect(canonical(`?task=1b:A&holidays=${bad}`), bad).toBe('?task=1b:A');
  });

  it('`weekend` absent is the place’s weekend (CLDR); a weekend equal to it is left out', () => {
    expect(readTimeline(new URLSearchParams('holidays=sa')).weekend).toBeNull();
    expect(calendarKeys.defaultWeekend('sa')).toEqual([5, 6]);
    expect(canonical('?holidays=sa&weekend=fri,sat')).toBe('?holidays=sa');
    expect(canonical('?holidays=sa&weekend=sat,sun')).toBe('?holidays=sa&weekend=sat,sun');
    expect(canonical('?holidays=in&weekend=sun')).toBe('?holidays=in');
    // Old links: without a place the default is Saturday and Sunday, as it always was.
    expect(canonical('?task=1b:A&weekend=sat,sun')).toBe('?task=1b:A');
    expect(canonical('?task=1b:A&weekend=fri,sat&holidays=us')).toBe('?task=1b:A&weekend=fri,sat&holidays=us');
    // Calculate writes the same: a weekend that is the place’s own is left to the place.
    expect(timelineSearch(plan({ task: [{ name: 'A', duration: 1, business: true }], weekend: [5, 6], holidays: 'sa' }))).toBe('?task=1b:A&holidays=sa');
    expect(timelineSearch(plan({ task: [{ name: 'A', duration: 1, business: true }], weekend: [6, 0], holidays: 'sa' }))).toBe('?task=1b:A&weekend=sat,sun&holidays=sa');
  });

  it('`bank` and `half`: true or false, the first value winning (a checkbox’s `true&false`); false is the default', () => {
    expect(canonical('?holidays=de&bank=true&bank=false&half=false')).toBe('?holidays=de&bank=true');
    expect(canonical('?holidays=de&half=true')).toBe('?holidays=de&half=true');
    for (const bad of ['TRUE', '1', 'yes', '']) expect(canonical(`?holidays=de&bank=${bad}`), bad).toBe('?holidays=de');
  });

  it('`off` and `work`: comma lists of up to 100 dates, read sorted and each once; an unreadable list is left out whole', () => {
    expect(readTimeline(new URLSearchParams('off=2027-01-08,2027-01-06,2027-01-08')).off).toEqual(['2027-01-06', '2027-01-08']);
    expect(canonical('?task=1b:A&off=2027-01-08,2027-01-06&work=2027-01-09')).toBe('?task=1b:A&off=2027-01-06,2027-01-08&work=2027-01-09');
    expect(canonical('?task=1b:A&off=2027-01-06,junk')).toBe('?task=1b:A');
    expect(canonical('?task=1b:A&work=2027-02-30')).toBe('?task=1b:A');
    const dates = (n: number) => Array.from({ length: n }, (_, i) => `2027-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`).join(',');
    expect(readTimeline(new URLSearchParams(`off=${dates(100)}`)).off).toHaveLength(100);
    expect(readTimeline(new URLSearchParams(`off=${dates(101)}`)).off).toEqual([]);
  });

  it('rewrites a plain form’s calendar fields: the place, its boxes, the weekday boxes and each date field', () => {
    const form = new URLSearchParams();
    form.set('start', '2027-01-04');
    for (const [name, days] of [['Design', '5'], ['', ''], ['', '']]) {
      form.append('taskName', name!);
      form.append('taskDays', days!);
    }
    form.append('taskBusiness', '0');
    form.append('holidays', 'gb');
    for (const [key, value] of [['bank', 'false'], ['half', 'true'], ['half', 'false'], ['weekend', 'sat'], ['weekend', 'sun']]) form.append(key!, value!);
    for (const value of ['2027-01-06', '', '2027-01-05']) form.append('off', value);
    form.append('work', '');
    expect(canonicalTimelineSearch(`?${form}`)).toBe('?start=2027-01-04&task=5b:Design&holidays=gb&half=true&off=2027-01-05,2027-01-06');
  });

  it('a weekend the boxes submit in any order is compared as days with the place’s', () => {
    expect(canonical('?task=1b:A&weekend=sun&weekend=sat')).toBe('?task=1b:A');
    expect(canonical('?task=1b:A&holidays=sa&weekend=sat&weekend=fri')).toBe('?task=1b:A&holidays=sa');
    expect(canonical('?task=1b:A&weekend=sun,sat')).toBe('?task=1b:A');
  });

  it('its canonical address is stable and means the same working-day calendar (property)', () => {
    /** The calendar a query string means, its form shapes read as the page reads them. */
    const meaning = (search: string) => {
      const params = new URLSearchParams(search);
      calendarKeys.workCalendarFormShape(params);
      const { weekend, holidays, bank, half, off, work } = readTimeline(params);
      return { weekend: weekend ?? calendarKeys.defaultWeekend(holidays), holidays, bank, half, off, work };
    };
    const key = fc.constantFrom('weekend', 'weekendPreset', 'holidays', 'bank', 'half', 'off', 'work');
    const value = fc.oneof(
      fc.constantFrom(...EDGE_VALUES, 'fri', 'sat', 'sun', 'mon', 'sun,sat', 'fri,sat', 'sa', 'in', 'DE-by', '2027-01-06', ''),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 8 }), (pairs) => {
        const search = `?${new URLSearchParams(pairs)}`;
        const result = canonical(search);
        expect(canonical(result), search).toBe(result);
        expect(meaning(result), search).toEqual(meaning(search));
      }),
      { numRuns: 2000 },
    );
  });
});
