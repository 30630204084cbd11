import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from './core/civil-date';
import { offsetChanges } from './zone-changes';
import {
  addElapsedMinutes,
  elapsedMinutes,
  formatLocalDateTime,
  parseLocalDateTime,
  resolveWallTime,
  splitMinutes,
  wallClockMinutes,
  zonedDuration,
  type LocalDateTime,
} from './zoned-date-time';

const local = (text: string): LocalDateTime => {
  const parsed = parseLocalDateTime(text);
  if (parsed === null) throw new Error(`bad test date-time ${text}`);
  return parsed;
};

const duration = (from: string, to: string, zone: string) => {
  const result = zonedDuration(local(from), local(to), zone);
  if (result === null) throw new Error('no duration');
  return result;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('parseLocalDateTime', () => {
  it('reads YYYY-MM-DDTHH:mm strictly, years 0001–9999', () => {
    expect(parseLocalDateTime('2026-11-06T14:30')).toEqual({ date: '2026-11-06', time: '14:30' });
    expect(parseLocalDateTime('0001-01-01T00:00')).toEqual({ date: '0001-01-01', time: '00:00' });
    expect(parseLocalDateTime('9999-12-31T23:59')).toEqual({ date: '9999-12-31', time: '23:59' });
    for (const bad of [
      '0000-12-31T10:00',
      '10000-01-01T00:00',
      '2026-02-29T10:00',
      '2026-11-06T24:00',
      '2026-11-06T9:30',
      '2026-11-06 14:30',
      '2026-11-06T14:30:00',
      '2026-11-06T14:30Z',
      '2026-11-06',
      '',
    ])
      expect(parseLocalDateTime(bad), bad).toBeNull();
    expect(formatLocalDateTime(local('2024-02-29T07:05'))).toBe('2024-02-29T07:05');
  });
});

describe('zonedDuration across real clock changes', () => {
  it('New York, spring forward on March 8, 2026: 22:00 to 06:30 is 7 h 30 min elapsed, 8 h 30 min on the wall', () => {
    const d = duration('2026-03-07T22:00', '2026-03-08T06:30', 'America/New_York');
    expect(d.elapsedMinutes).toBe(450);
    expect(d.wallMinutes).toBe(510);
    expect(d.changes).toEqual([
      { instant: Date.UTC(2026, 2, 8, 7), offsetBefore: -300, offsetAfter: -240, date: '2026-03-08', time: '02:00', minutes: 60 },
    ]);
  });

  it('New York, fall back on November 1, 2026: 22:00 to 06:30 is 9 h 30 min elapsed', () => {
    const d = duration('2026-10-31T22:00', '2026-11-01T06:30', 'America/New_York');
    expect(d.elapsedMinutes).toBe(570);
    expect(d.wallMinutes).toBe(510);
    expect(d.changes).toMatchObject([{ date: '2026-11-01', time: '02:00', minutes: -60, offsetBefore: -240, offsetAfter: -300 }]);
  });

  it('London: forward at 01:00 GMT on March 29, back at 02:00 BST on October 25, 2026', () => {
    expect(duration('2026-03-28T12:00', '2026-03-29T12:00', 'Europe/London')).toMatchObject({ elapsedMinutes: 23 * 60, wallMinutes: 24 * 60 });
    expect(duration('2026-03-28T12:00', '2026-03-29T12:00', 'Europe/London').changes).toMatchObject([{ date: '2026-03-29', time: '01:00', minutes: 60 }]);
    expect(duration('2026-10-24T12:00', '2026-10-25T12:00', 'Europe/London')).toMatchObject({ elapsedMinutes: 25 * 60, wallMinutes: 24 * 60 });
    expect(duration('2026-10-24T12:00', '2026-10-25T12:00', 'Europe/London').changes).toMatchObject([{ date: '2026-10-25', time: '02:00', minutes: -60 }]);
  });

  it('Lord Howe Island changes by 30 minutes (April 5 and October 4, 2026)', () => {
    const april = duration('2026-04-04T12:00', '2026-04-05T12:00', 'Australia/Lord_Howe');
    expect(april).toMatchObject({ elapsedMinutes: 24 * 60 + 30, wallMinutes: 24 * 60 });
    expect(april.changes).toMatchObject([{ date: '2026-04-05', time: '02:00', minutes: -30, offsetBefore: 660, offsetAfter: 630 }]);
    const october = duration('2026-10-03T12:00', '2026-10-04T12:00', 'Australia/Lord_Howe');
    expect(october).toMatchObject({ elapsedMinutes: 24 * 60 - 30 });
    expect(october.changes).toMatchObject([{ date: '2026-10-04', time: '02:00', minutes: 30 }]);
  });

  it('Sydney, southern hemisphere: summer time ends in April, starts in October', () => {
    const year = duration('2026-01-01T00:00', '2027-01-01T00:00', 'Australia/Sydney');
    expect(year.elapsedMinutes).toBe(year.wallMinutes);
    expect(year.changes).toMatchObject([
      { date: '2026-04-05', time: '03:00', minutes: -60 },
      { date: '2026-10-04', time: '02:00', minutes: 60 },
    ]);
  });

  it('lists every change of a longer span in order, and none for a zone without daylight saving', () => {
    const two = duration('2026-01-01T00:00', '2028-01-01T00:00', 'America/New_York');
    expect(two.changes?.map((c) => `${c.date} ${c.minutes}`)).toEqual(['2026-03-08 60', '2026-11-01 -60', '2027-03-14 60', '2027-11-07 -60']);
    expect(duration('2026-01-01T00:00', '2030-01-01T00:00', 'Asia/Kolkata').changes).toEqual([]);
    expect(duration('2026-01-01T00:00', '2030-01-01T00:00', 'America/Sao_Paulo').changes).toEqual([]);
  });

  it('Samoa skipped December 30, 2011 (from UTC−10 to UTC+14)', () => {
    const d = duration('2011-12-29T12:00', '2011-12-31T12:00', 'Pacific/Apia');
    expect(d.elapsedMinutes).toBe(24 * 60);
    expect(d.changes).toMatchObject([{ date: '2011-12-30', time: '00:00', minutes: 24 * 60 }]);
  });

  it('an end before the start is negative; too long a span lists no changes', () => {
    const back = duration('2026-11-08T06:15', '2026-11-06T14:30', 'America/New_York');
    expect(back.elapsedMinutes).toBe(-2385);
    expect(back.changes).toEqual([]);
    const long = duration('0001-01-01T00:00', '9999-12-31T23:59', 'UTC');
    expect(long.changes).toBeNull();
    expect(long.elapsedMinutes).toBe(long.wallMinutes);
    expect(zonedDuration(local('2026-01-01T00:00'), local('2026-01-02T00:00'), 'Mars/Olympus')).toBeNull();
  });
});

describe('resolveWallTime', () => {
  it('moves a time in the spring-forward gap forward by the gap', () => {
    expect(resolveWallTime(local('2026-03-08T02:30'), 'America/New_York')).toMatchObject({
      gap: true,
      overlap: false,
      instant: Date.UTC(2026, 2, 8, 7, 30),
      wall: { date: '2026-03-08', time: '03:30', offsetLabel: 'UTC−04:00' },
    });
    expect(resolveWallTime(local('2026-10-04T02:15'), 'Australia/Lord_Howe')?.wall.time).toBe('02:45');
  });

  it('takes the earlier of a fall-back time that occurs twice', () => {
    expect(resolveWallTime(local('2026-11-01T01:30'), 'America/New_York')).toMatchObject({
      gap: false,
      overlap: true,
      instant: Date.UTC(2026, 10, 1, 5, 30),
      laterInstant: Date.UTC(2026, 10, 1, 6, 30),
    });
    expect(resolveWallTime(local('2026-11-01T03:30'), 'America/New_York')).toMatchObject({ gap: false, overlap: false, laterInstant: null });
  });
});

describe('addElapsedMinutes', () => {
  it('2026-11-06 14:30 + 39 h 45 min is Sunday, November 8, 2026 06:15 (New York, after its DST ended)', () => {
    const at = resolveWallTime(local('2026-11-06T14:30'), 'America/New_York')!;
    expect(addElapsedMinutes(at.instant, 39 * 60 + 45, 'America/New_York')).toMatchObject({ date: '2026-11-08', time: '06:15' });
  });

  it('across a clock change the wall clock moves by the change too', () => {
    const at = resolveWallTime(local('2026-03-07T14:30'), 'America/New_York')!;
    expect(addElapsedMinutes(at.instant, 24 * 60, 'America/New_York')).toMatchObject({ date: '2026-03-08', time: '15:30' });
    const back = resolveWallTime(local('2026-11-01T12:00'), 'America/New_York')!;
    expect(addElapsedMinutes(back.instant, -24 * 60, 'America/New_York')).toMatchObject({ date: '2026-10-31', time: '13:00' });
  });

  it('null outside years 1–9999', () => {
    const at = resolveWallTime(local('9999-12-31T23:00'), 'UTC')!;
    expect(addElapsedMinutes(at.instant, 59, 'UTC')).toMatchObject({ date: '9999-12-31', time: '23:59' });
    expect(addElapsedMinutes(at.instant, 60, 'UTC')).toBeNull();
  });

  it('splits minutes into days, hours and minutes', () => {
    expect(splitMinutes(2385)).toEqual({ days: 1, hours: 15, minutes: 45 });
    expect(splitMinutes(-510)).toEqual({ days: 0, hours: 8, minutes: 30 });
    expect(elapsedMinutes(0, -0.4 * MINUTE)).toBe(0);
    expect(wallClockMinutes(local('2026-03-07T12:00'), local('2026-03-08T12:00'))).toBe(1440);
  });
});

/** A plain reference: the wall clock of an instant in a zone, read from Intl's parts. */
function referenceWall(zone: string, instant: number): { local: LocalDateTime; utcLike: number } {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  for (const p of format.formatToParts(new Date(instant))) parts[p.type] = p.value;
  const y = parts.year!.padStart(4, '0');
  return {
    local: { date: `${y}-${parts.month}-${parts.day}` as IsoDate, time: `${parts.hour}:${parts.minute}` },
    utcLike: Date.UTC(Number(y), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute)),
  };
}

const ZONES = ['UTC', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Australia/Sydney', 'Pacific/Apia', 'America/Sao_Paulo', 'Asia/Kathmandu'];
const instant = fc.integer({ min: Date.UTC(1971, 0, 1) / MINUTE, max: Date.UTC(2060, 0, 1) / MINUTE }).map((m) => m * MINUTE);

describe('properties against Intl wall clocks', () => {
  it('the elapsed time between the wall clocks of two instants is the instants’ difference; the wall difference and the changes add up', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instant, fc.integer({ min: -3 * 366 * 24 * 60, max: 3 * 366 * 24 * 60 }), (zone, a, span) => {
        const b = a + span * MINUTE;
        const wallA = referenceWall(zone, a);
        const wallB = referenceWall(zone, b);
        const d = zonedDuration(wallA.local, wallB.local, zone)!;
        // A wall time that occurs twice names its earlier instant; the later one is kept beside it.
        const resolvedA = d.from.instant === a || d.from.laterInstant === a;
        const resolvedB = d.to.instant === b || d.to.laterInstant === b;
        expect(resolvedA && resolvedB).toBe(true);
        expect(d.elapsedMinutes).toBe((d.to.instant - d.from.instant) / MINUTE);
        if (d.from.instant === a && d.to.instant === b) expect(d.elapsedMinutes).toBe(span);
        expect(d.wallMinutes).toBe((wallB.utcLike - wallA.utcLike) / MINUTE);
        const shift = (d.changes ?? []).reduce((sum, c) => sum + c.minutes, 0);
        expect(d.wallMinutes - d.elapsedMinutes).toBe((b >= a ? shift : -shift) || 0);
      }),
      { numRuns: 150 },
    );
  });

  it('adding elapsed minutes gives the Intl wall clock of the later instant, and subtracting them returns the same instant', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instant, fc.integer({ min: 0, max: 999_999 * 60 + 59_999 }), fc.boolean(), (zone, a, minutes, ago) => {
        const signed = ago ? -minutes : minutes;
        const there = addElapsedMinutes(a, signed, zone)!;
        expect(there.instant).toBe(a + signed * MINUTE);
        const reference = referenceWall(zone, there.instant).local;
        if (reference.date >= '0001') expect({ date: there.date, time: there.time }).toEqual(reference);
        expect(addElapsedMinutes(there.instant, -signed, zone)?.instant).toBe(a);
      }),
      { numRuns: 150 },
    );
  });

  it('a zone’s offset before and after each listed change are the real ones', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instant, (zone, a) => {
        for (const change of offsetChanges(zone, a, a + 400 * 24 * HOUR) ?? []) {
          const before = referenceWall(zone, change.instant - MINUTE).utcLike - (change.instant - MINUTE);
          const after = referenceWall(zone, change.instant).utcLike - change.instant;
          expect([before / MINUTE, after / MINUTE]).toEqual([change.offsetBefore, change.offsetAfter]);
        }
      }),
      { numRuns: 40 },
    );
  });
});
