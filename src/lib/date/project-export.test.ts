import { describe, expect, it } from 'vitest';
import type { IsoDate } from './core/civil-date';
import { csvField, timelineCsv, timelineIcs } from './project-export';
import type { TimelineRow } from './project-timeline';

const rows: TimelineRow[] = [
  { taskNumber: 1, name: 'Design', start: '2025-01-06' as IsoDate, end: '2025-01-10' as IsoDate, duration: 5, businessDaysOnly: true },
  { taskNumber: 2, name: 'Build, "phase" 2', start: '2025-01-11' as IsoDate, end: '2025-01-20' as IsoDate, duration: 10, businessDaysOnly: false },
  { taskNumber: 3, name: '=HYPERLINK("x")', start: '2025-01-21' as IsoDate, end: '2025-01-21' as IsoDate, duration: 1, businessDaysOnly: false },
];

describe('timelineCsv', () => {
  it('writes a header and one row per task with ISO dates, quoted where needed, CRLF and a BOM', () => {
    const csv = timelineCsv(rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Task Number,Task Name,Start Date,End Date,Duration (days),Type',
      '1,Design,2025-01-06,2025-01-10,5,Business Days',
      '2,"Build, ""phase"" 2",2025-01-11,2025-01-20,10,Calendar Days',
      `3,"'=HYPERLINK(""x"")",2025-01-21,2025-01-21,1,Calendar Days`,
      '',
    ]);
  });

  it('never lets a name run as a formula', () => {
    for (const start of ['=', '+', '-', '@']) expect(csvField(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvField('a\nb')).toBe('"a\nb"');
  });
});

describe('timelineIcs', () => {
  it('has one all-day event per task, from its start to the day after its end', () => {
    const ics = timelineIcs(rows, new Date('2025-01-01T00:00:00Z'));
    expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(3);
    expect(ics).toContain('UID:task-1-2025-01-06@datewise\r\nDTSTAMP:20250101T000000Z\r\nDTSTART;VALUE=DATE:20250106\r\nDTEND;VALUE=DATE:20250111\r\nSUMMARY:1. Design\r\nDESCRIPTION:5 business days\r\n');
    expect(ics).toContain('SUMMARY:2. Build\\, "phase" 2\r\nDESCRIPTION:10 calendar days\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20250121\r\nDTEND;VALUE=DATE:20250122\r\n');
    expect(ics).toContain('DESCRIPTION:1 calendar day\r\n');
  });
});
