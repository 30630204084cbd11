import { describe, expect, it } from 'vitest';
import type { IsoDate } from './core/civil-date';
import { DEFAULT_WORK, meetingRows, meetingText } from './meeting-planner';
import { zoneWeekend } from './zone-weekend';
import weekends from '@/data/weekends.json';
import { type OffsetChange, nextOffsetChange } from './zone-changes';
import { formatTime, parseTime } from './core/clock-time';
import { changeText } from '@/components/place-text';

const d = (s: string) => s as IsoDate;
const times = (date: string, zones: string[]) => meetingRows(d(date), zones)!.map((r) => r.cells.map((c) => c.time).join(' '));

describe('meeting planner rows', () => {
  it('has 24 rows on an ordinary day, with every place’s wall time', () => {
    const rows = meetingRows(d('2026-12-01'), ['Europe/London', 'America/New_York', 'Asia/Tokyo'])!;
    expect(rows).toHaveLength(24);
    expect(rows[15]!.cells.map((c) => `${c.time} ${c.dayShift}`)).toEqual(['15:00 0', '10:00 0', '00:00 1']);
    expect(rows[0]!.cells.map((c) => `${c.time} ${c.dayShift}`)).toEqual(['00:00 0', '19:00 -1', '09:00 0']);
    expect(meetingText(rows[15]!, ['London', 'New York', 'Tokyo'])).toBe('Tue, Dec 1, 2026 15:00 London · 10:00 New York · 00:00 Wed Tokyo');
  });

  it('marks the whole hours inside everyone’s working hours', () => {
    const rows = meetingRows(d('2026-12-01'), ['Europe/London', 'America/New_York'], { start: 9, end: 17 })!;
    expect(rows.filter((r) => r.suitsEveryone).map((r) => r.hour)).toEqual([14, 15, 16]);
    const three = meetingRows(d('2026-12-01'), ['Europe/London', 'America/New_York', 'Asia/Tokyo'])!;
    expect(three.filter((r) => r.suitsEveryone)).toEqual([]);
    const india = meetingRows(d('2026-12-01'), ['Europe/London', 'Asia/Kolkata'])!;
    // 09:00 London is 14:30 in India: 14:30–15:30 fits, 11:00 London (16:30–17:30) does not.
    expect(india.filter((r) => r.suitsEveryone).map((r) => r.hour)).toEqual([9, 10]);
  });

  it('has 23 rows when the first place springs forward, with the change named', () => {
    const ny = meetingRows(d('2026-03-08'), ['America/New_York', 'Europe/London'])!;
    expect(ny.map((r) => r.hour)).not.toContain(2);
    expect(ny).toHaveLength(23);
    const row = ny.find((r) => r.changes.length > 0)!;
    expect(row.hour).toBe(3);
    expect(changeText(row.changes[0]!)).toBe('clocks go forward 1 hour, 02:00 → 03:00');
    expect(times('2026-03-08', ['America/New_York', 'Europe/London']).slice(0, 4)).toEqual(['00:00 05:00', '01:00 06:00', '03:00 07:00', '04:00 08:00']);
    const london = meetingRows(d('2026-03-29'), ['Europe/London', 'America/New_York'])!;
    expect(london).toHaveLength(23);
    expect(london.slice(0, 3).map((r) => r.cells.map((c) => c.time).join(' '))).toEqual(['00:00 20:00', '02:00 21:00', '03:00 22:00']);
  });

  it('has 25 rows when the first place falls back (Sydney, southern autumn)', () => {
    const rows = meetingRows(d('2026-04-05'), ['Australia/Sydney', 'Europe/London'])!;
    expect(rows).toHaveLength(25);
    expect(rows.filter((r) => r.hour === 2).map((r) => `${r.repeated} ${r.cells[0]!.offsetLabel} ${r.cells[1]!.time}`)).toEqual([
      'false UTC+11:00 16:00',
      'true UTC+10:00 17:00',
    ]);
    expect(rows.flatMap((r) => r.changes).map(changeText)).toEqual(['clocks go back 1 hour, 03:00 → 02:00']);
  });

  it('marks a change in another place during the day, in its row', () => {
    // London springs forward at 01:00 UTC on March 29, 2026: 21:00 on the 28th in New York.
    const rows = meetingRows(d('2026-03-28'), ['America/New_York', 'Europe/London'])!;
    expect(rows).toHaveLength(24);
    const row = rows.find((r) => r.changes.length > 0)!;
    expect(row.hour).toBe(21);
    expect(row.cells.map((c) => c.time)).toEqual(['21:00', '02:00']);
    expect(rows[20]!.cells.map((c) => c.time)).toEqual(['20:00', '00:00']);
    expect(row.changes.map((c) => `${c.place} ${changeText(c)}`)).toEqual(['1 clocks go forward 1 hour, 01:00 → 02:00']);
    expect(meetingRows(d('2026-03-29'), ['America/New_York', 'Europe/London'])!.flatMap((r) => r.changes)).toEqual([]);
  });

  it('handles Lord Howe’s 30-minute change and 45-minute zones', () => {
    const spring = meetingRows(d('2026-10-04'), ['Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kathmandu'])!;
    expect(spring.map((r) => r.hour)).not.toContain(2);
    expect(spring).toHaveLength(23);
    expect(spring.flatMap((r) => r.changes).map((c) => `${c.place} ${changeText(c)}`)).toEqual(['0 clocks go forward 30 minutes, 02:00 → 02:30']);
    // 00:00 at Lord Howe (UTC+10:30) is 13:30 UTC: Chatham is on summer time (UTC+13:45), Nepal at UTC+05:45.
    expect(spring[0]!.cells.map((c) => `${c.time} ${c.offsetLabel}`)).toEqual(['00:00 UTC+10:30', '03:15 UTC+13:45', '19:15 UTC+05:45']);
    expect(spring[2]!.cells.map((c) => `${c.time} ${c.offsetLabel}`)).toEqual(['03:00 UTC+11:00', '05:45 UTC+13:45', '21:45 UTC+05:45']);
    const autumn = meetingRows(d('2026-04-05'), ['Australia/Lord_Howe'])!;
    expect(autumn).toHaveLength(24);
    expect(autumn.flatMap((r) => r.changes).map(changeText)).toEqual(['clocks go back 30 minutes, 02:00 → 01:30']);
  });
});

describe('weekends', () => {
  const rowsOf = (date: string, zones: string[]) => meetingRows(d(date), zones, DEFAULT_WORK, zones.map(zoneWeekend))!;
  const workingHours = (rows: ReturnType<typeof rowsOf>, place: number) => rows.filter((r) => r.cells[place]!.working).map((r) => r.hour);

  it('a weekend hour is not a working hour: Sunday, March 8, 2026 in New York and London', () => {
    const rows = rowsOf('2026-03-08', ['America/New_York', 'Europe/London', 'Asia/Tokyo']);
    expect(workingHours(rows, 0)).toEqual([]);
    expect(workingHours(rows, 1)).toEqual([]);
    expect(rows.filter((r) => r.suitsEveryone)).toEqual([]);
    // 09:00 in New York is 13:00 in London, both inside 9–17, both a Sunday.
    const nine = rows.find((r) => r.hour === 9)!;
    expect(nine.cells.map((c) => `${c.time} ${c.weekend}`)).toEqual(['09:00 true', '13:00 true', '22:00 true']);
    // Saturday is no working day in New York either; Monday is.
    expect(workingHours(rowsOf('2026-03-07', ['America/New_York', 'Europe/London']), 0)).toEqual([]);
    expect(workingHours(rowsOf('2026-03-09', ['America/New_York', 'Europe/London']), 0)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('each place’s weekend is its country’s: Friday and Saturday in Riyadh, Sunday in India', () => {
    // Sunday, March 8, 2026: a working day in Riyadh, not in London; Sunday in India is its weekend.
    const sunday = rowsOf('2026-03-08', ['Asia/Riyadh', 'Europe/London', 'Asia/Kolkata']);
    expect(workingHours(sunday, 0)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(workingHours(sunday, 1)).toEqual([]);
    expect(workingHours(sunday, 2)).toEqual([]);
    // Friday, March 6: the weekend in Riyadh; London and India work (India from 09:00 there, 06:30 in Riyadh).
    const friday = rowsOf('2026-03-06', ['Asia/Riyadh', 'Europe/London', 'Asia/Kolkata']);
    expect(workingHours(friday, 0)).toEqual([]);
    expect(workingHours(friday, 1)).toEqual([12, 13, 14, 15, 16, 17, 18, 19]);
    expect(friday.find((r) => r.hour === 7)!.cells.map((c) => `${c.time} ${c.working}`)).toEqual(['07:00 false', '04:00 false', '09:30 true']);
    // Saturday, March 7: India works, Riyadh and London do not.
    const saturday = rowsOf('2026-03-07', ['Asia/Kolkata', 'Asia/Riyadh', 'Europe/London']);
    expect(workingHours(saturday, 0)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(saturday.every((r) => !r.cells[1]!.working && !r.cells[2]!.working)).toBe(true);
  });

  it('is judged on each place’s own date: Friday evening in New York is Saturday in Tokyo', () => {
    const friday = rowsOf('2026-03-06', ['America/New_York', 'Asia/Tokyo']);
    // 19:00 on Friday in New York (UTC−05:00) is 09:00 on Saturday in Tokyo: its weekend.
    const seven = friday.find((r) => r.hour === 19)!;
    expect(seven.cells.map((c) => `${c.date} ${c.time} ${c.weekend} ${c.working}`)).toEqual([
      '2026-03-06 19:00 false false',
      '2026-03-07 09:00 true false',
    ]);
    // Tokyo works Friday afternoon (00:00–03:00 in New York), not Saturday morning.
    expect(workingHours(friday, 1)).toEqual([0, 1, 2]);
    // On Thursday, the same evening hours are Friday morning in Tokyo: working.
    const thursday = rowsOf('2026-03-05', ['America/New_York', 'Asia/Tokyo']);
    expect(workingHours(thursday, 1)).toEqual([0, 1, 2, 19, 20, 21, 22, 23]);
    // Sunday evening in New York (UTC−04:00 from 03:00) is Monday in Tokyo: working there, not in New York.
    const sunday = rowsOf('2026-03-08', ['America/New_York', 'Asia/Tokyo']);
    expect(workingHours(sunday, 0)).toEqual([]);
    expect(workingHours(sunday, 1)).toEqual([20, 21, 22, 23]);
  });

  it('without weekends given, every place has Saturday and Sunday', () => {
    const rows = meetingRows(d('2026-03-08'), ['Asia/Riyadh', 'Europe/London'])!;
    expect(rows.some((r) => r.cells[0]!.working)).toBe(false);
    expect(meetingRows(d('2026-03-06'), ['Asia/Riyadh'])!.some((r) => r.cells[0]!.working)).toBe(true);
  });
});

describe('a zone’s weekend', () => {
  it('is its country’s from CLDR, Saturday and Sunday elsewhere', () => {
    const cldr = weekends as Record<string, number[]>;
    expect(zoneWeekend('Asia/Riyadh')).toEqual(cldr.sa);
    expect(zoneWeekend('Asia/Riyadh')).toEqual([5, 6]);
    expect(zoneWeekend('Asia/Kolkata')).toEqual(cldr.in);
    expect(zoneWeekend('Asia/Calcutta')).toEqual([0]);
    expect(zoneWeekend('Asia/Tehran')).toEqual([5]);
    expect(zoneWeekend('Asia/Kabul')).toEqual([4, 5]);
    expect(zoneWeekend('Asia/Jerusalem')).toEqual(cldr.il);
    expect(zoneWeekend('Africa/Cairo')).toEqual(cldr.eg);
    for (const zone of ['Europe/London', 'America/New_York', 'Asia/Tokyo', 'Asia/Dubai', 'UTC', 'Mars/Olympus']) expect(zoneWeekend(zone)).toEqual([6, 0]);
  });
});

describe('every cell is the platform’s wall time of its instant', () => {
  // The rows work each place's offset out from its offset at the first row and its changes that
  // day; here each cell is checked against the zone engine's own reading of the instant.
  const zones = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/Sao_Paulo', 'Pacific/Apia'];
  const dates = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01', '2011-12-30', '1918-03-31', '1883-11-18', '2026-12-01'];
  it.each(dates)('on %s, first place each of the zones in turn', async (date) => {
    const { wallTimeAt } = await import('./time-zones');
    for (const first of zones) {
      const order = [first, ...zones.filter((z) => z !== first)];
      const rows = meetingRows(d(date), order)!;
      for (const row of rows) {
        const expected = order.map((zone) => wallTimeAt(zone, row.instant));
        expect(row.cells.map(({ zone, date, time, offsetMinutes, isDst }) => ({ zone, date, time, offsetMinutes, isDst }))).toEqual(
          expected.map((w) => ({ zone: w!.zone, date: w!.date, time: w!.time, offsetMinutes: w!.offsetMinutes, isDst: w!.isDst })),
        );
      }
    }
  });
});

describe('wall time', () => {
  it('reads an instant with milliseconds to the second, its offset whole', async () => {
    const { wallTimeAt } = await import('./time-zones');
    expect(wallTimeAt('Australia/Lord_Howe', Date.UTC(2026, 11, 3, 12, 0, 4, 567))).toMatchObject({ time: '23:00', offsetLabel: 'UTC+11:00', offsetMinutes: 660 });
  });
});

/** The wall clock a change shows before and from its instant (the change's date is the one before). */
const before = (c: OffsetChange) => ({ date: c.date, time: c.time });
const after = (c: OffsetChange) => ({ date: c.date, time: formatTime((parseTime(c.time) ?? 0) + c.minutes) });

describe('next zone change', () => {
  it('finds the next change of the offset, to the minute, in both hemispheres', () => {
    const london = nextOffsetChange('Europe/London', Date.UTC(2026, 0, 1))!;
    expect(london).toMatchObject({ instant: Date.UTC(2026, 2, 29, 1), offsetBefore: 0, offsetAfter: 60 });
    expect(before(london)).toEqual({ date: '2026-03-29', time: '01:00' });
    expect(after(london)).toEqual({ date: '2026-03-29', time: '02:00' });
    expect(after(nextOffsetChange('America/New_York', Date.UTC(2026, 2, 8, 7))!)).toEqual({ date: '2026-11-01', time: '01:00' });
    expect(after(nextOffsetChange('Australia/Sydney', Date.UTC(2026, 0, 1))!)).toEqual({ date: '2026-04-05', time: '02:00' });
    expect(nextOffsetChange('Australia/Lord_Howe', Date.UTC(2026, 5, 1))).toMatchObject({ offsetBefore: 630, offsetAfter: 660 });
    expect(nextOffsetChange('Asia/Tokyo', Date.UTC(2026, 0, 1))).toBeNull();
    expect(nextOffsetChange('Asia/Kolkata', Date.UTC(2026, 0, 1))).toBeNull();
  });
});
