import { describe, expect, it } from 'vitest';
import type { IsoDate } from './core/civil-date';
import { meetingRows, meetingText } from './meeting-planner';
import { type OffsetChange, nextOffsetChange } from './zone-changes';
import { formatTime, parseTime } from './core/clock-time';
import { changeText } from '@/components/place-list';

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
