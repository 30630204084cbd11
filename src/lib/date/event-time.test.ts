import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IsoDate, fromDayNumber, toDayNumber } from './core/civil-date';
import { daysUntilIn, eventStart, timeLeft } from './event-time';
import { localZone } from './time-zones';
import { zoneOffsetMs } from './time-zones';

const start = (date: string, time: string | null, zone: string | null, visitorZone: string) => {
  const result = eventStart({ date: date as IsoDate, time, zone, visitorZone });
  if (result === null) throw new Error('no start');
  return result;
};

describe('eventStart', () => {
  it('18:00 in London on New Year’s Eve is 13:00 in New York, 03:00 the next day in Tokyo', () => {
    const ny = start('2026-12-31', '18:00', 'Europe/London', 'America/New_York');
    expect(ny.instant).toBe(Date.parse('2026-12-31T18:00:00Z'));
    expect(ny.event).toMatchObject({ zone: 'Europe/London', date: '2026-12-31', time: '18:00', offsetLabel: 'UTC+00:00' });
    expect(ny.visitor).toMatchObject({ zone: 'America/New_York', date: '2026-12-31', time: '13:00', offsetLabel: 'UTC−05:00' });
    expect(start('2026-12-31', '18:00', 'Europe/London', 'Asia/Tokyo').visitor).toMatchObject({ date: '2027-01-01', time: '03:00' });
    expect(ny.gap || ny.overlap).toBe(false);
  });

  it('no time: midnight at the start of the date in the event’s zone; no zone: the visitor’s', () => {
    expect(start('2026-12-31', null, 'Asia/Kathmandu', 'UTC')).toMatchObject({
      asked: '00:00',
      instant: Date.parse('2026-12-30T18:15:00Z'),
      visitor: { date: '2026-12-30', time: '18:15' },
    });
    const own = start('2026-07-04', '09:30', null, 'America/Sao_Paulo');
    expect(own.instant).toBe(Date.parse('2026-07-04T12:30:00Z'));
    expect(own.event).toEqual(own.visitor);
  });

  it('a time skipped by the clocks going forward is moved forward by the gap', () => {
    const ny = start('2026-03-08', '02:30', 'America/New_York', 'UTC');
    expect(ny).toMatchObject({ gap: true, overlap: false, asked: '02:30', event: { time: '03:30', isDst: true } });
    expect(ny.instant).toBe(Date.parse('2026-03-08T07:30:00Z'));
    // Lord Howe moves its clocks by half an hour.
    expect(start('2026-10-04', '02:15', 'Australia/Lord_Howe', 'UTC')).toMatchObject({ gap: true, event: { time: '02:45' } });
  });

  it('a time that occurs twice is the first of the two', () => {
    const ny = start('2026-11-01', '01:30', 'America/New_York', 'UTC');
    expect(ny).toMatchObject({ overlap: true, gap: false, event: { time: '01:30', offsetLabel: 'UTC−04:00' } });
    expect(ny.instant).toBe(Date.parse('2026-11-01T05:30:00Z'));
  });

  it('a day a zone skipped: December 30, 2011 in Apia starts at the same instant as December 31', () => {
    const skipped = start('2011-12-30', '12:00', 'Pacific/Apia', 'UTC');
    expect(skipped.gap).toBe(true);
    expect(skipped.event).toMatchObject({ date: '2011-12-31', time: '12:00' });
  });

  it('midnight skipped (São Paulo, 2018) is the first moment of the day', () => {
    expect(start('2018-11-04', null, 'America/Sao_Paulo', 'UTC')).toMatchObject({ gap: true, event: { date: '2018-11-04', time: '01:00' } });
  });

  it('null for an unknown zone or time, or outside years 1–9999', () => {
    expect(eventStart({ date: '2026-12-31' as IsoDate, time: '25:00', zone: 'UTC', visitorZone: 'UTC' })).toBeNull();
    expect(eventStart({ date: '2026-12-31' as IsoDate, time: null, zone: 'Mars/Olympus', visitorZone: 'UTC' })).toBeNull();
    expect(eventStart({ date: '9999-12-31' as IsoDate, time: '23:00', zone: 'UTC', visitorZone: 'Asia/Tokyo' })).toBeNull();
  });

  /** The plain reference: the wall-clock parts of an instant in a zone, as Intl formats them. */
  const formats = new Map<string, Intl.DateTimeFormat>();
  const wallParts = (zone: string, instant: number) => {
    let format = formats.get(zone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
      formats.set(zone, format);
    }
    const parts = format.formatToParts(new Date(instant));
    const f = Object.fromEntries(parts.map((p) => [p.type, p.value]));
    return { date: `${f.year}-${f.month}-${f.day}`, time: `${f.hour}:${f.minute}` };
  };

  it('is the first instant whose wall clock in the zone reads the date and time asked (fast-check, against Intl)', { timeout: 30_000 }, () => {
    const zones = ['UTC', 'America/New_York', 'America/Sao_Paulo', 'Pacific/Apia', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Europe/London'];
    const day = fc.integer({ min: toDayNumber('1990-01-01' as IsoDate), max: toDayNumber('2037-12-31' as IsoDate) }).map(fromDayNumber);
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 24 * 60 - 1 }), fc.constantFrom(...zones), fc.constantFrom(...zones), (date, minute, zone, visitorZone) => {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const result = start(date, time, zone, visitorZone);
        // Every offset in these zones is a whole number of quarter hours within ±15 hours:
        // the instants whose wall clock could read `time` on `date`.
        const wall = Date.parse(`${date}T${time}:00Z`);
        const matches: number[] = [];
        for (let q = -60; q <= 60; q++) {
          const instant = wall - q * 15 * 60_000;
          const there = wallParts(zone, instant);
          if (there.date === date && there.time === time) matches.push(instant);
        }
        matches.sort((a, b) => a - b);
        if (matches.length > 0) {
          expect(result.instant).toBe(matches[0]);
          expect(result.gap).toBe(false);
          expect(result.overlap).toBe(matches.length > 1);
          expect(result.event).toMatchObject({ date, time });
        } else {
          // Skipped by the clocks: the start is later on the wall clock, by less than a day's jump.
          expect(result.gap).toBe(true);
          const shown = Date.parse(`${result.event.date}T${result.event.time}:00Z`);
          expect(shown).toBeGreaterThan(wall);
          expect(shown - wall).toBeLessThanOrEqual(24 * 3600_000);
        }
        // The same instant in both zones, as Intl reads it.
        expect(wallParts(zone, result.instant)).toEqual({ date: result.event.date, time: result.event.time });
        expect(wallParts(visitorZone, result.instant)).toEqual({ date: result.visitor.date, time: result.visitor.time });
      }),
      { numRuns: 250 },
    );
  });
});

describe('timeLeft', () => {
  it('splits the elapsed time into days of 24 hours, hours, minutes and seconds', () => {
    expect(timeLeft(Date.parse('2026-12-31T18:00:00Z'), Date.parse('2026-12-30T16:59:30Z'))).toEqual({ days: 1, hours: 1, minutes: 0, seconds: 30 });
    expect(timeLeft(1000, 0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    // Across the night the clocks go forward, 23 hours pass between two midnights.
    expect(timeLeft(Date.parse('2026-03-09T04:00:00Z'), Date.parse('2026-03-08T05:00:00Z'))).toEqual({ days: 0, hours: 23, minutes: 0, seconds: 0 });
  });

  it('is null on the instant and after it; a part second left counts as none', () => {
    expect(timeLeft(5000, 5000)).toBeNull();
    expect(timeLeft(5000, 9000)).toBeNull();
    expect(timeLeft(5000, 4500)).toBeNull();
  });

  it('adds up to the whole seconds left (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 1, max: 2 ** 40 }), (now, ahead) => {
        const left = timeLeft(now + ahead, now);
        const seconds = Math.floor(ahead / 1000);
        if (seconds === 0) {
          expect(left).toBeNull();
        } else {
          const { days, hours, minutes, seconds: s } = left!;
          expect(((days * 24 + hours) * 60 + minutes) * 60 + s).toBe(seconds);
          expect([hours < 24, minutes < 60, s < 60]).toEqual([true, true, true]);
        }
      }),
    );
  });
});

describe('daysUntilIn', () => {
  const now = Date.parse('2026-12-31T16:00:00Z');
  it('counts calendar days in the given zone, whatever the runtime’s zone', () => {
    expect(daysUntilIn('Asia/Tokyo', '2027-01-01' as IsoDate, now)).toBe(0);
    expect(daysUntilIn('Europe/London', '2027-01-01' as IsoDate, now)).toBe(1);
    expect(daysUntilIn('Pacific/Apia', '2027-01-01' as IsoDate, now)).toBe(0);
    expect(daysUntilIn('America/Sao_Paulo', '2026-12-25' as IsoDate, now)).toBe(-6);
    expect(daysUntilIn('Asia/Kathmandu', '2027-01-31' as IsoDate, now)).toBe(31); // 21:45 on December 31 there
  });
});

describe('localZone', () => {
  it('is the runtime’s own zone: the same offsets as the local clock, winter and summer, past and future', () => {
    const zone = localZone();
    for (const at of ['1995-01-15T12:00:00Z', '2011-12-29T12:00:00Z', '2026-07-01T00:00:00Z', '2030-12-24T18:00:00Z']) {
      const instant = Date.parse(at);
      expect(zoneOffsetMs(zone, instant), `${zone} at ${at}`).toBe(0 - new Date(instant).getTimezoneOffset() * 60_000);
    }
  });
});
