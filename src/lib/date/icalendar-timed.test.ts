import { describe, expect, it } from 'vitest';
import type { IsoDate } from './core/civil-date';
import { eventStart } from './event-time';
import { timedEventIcs } from './icalendar-timed';

describe('timedEventIcs', () => {
  const start = eventStart({ date: '2026-12-31' as IsoDate, time: '18:00', zone: 'Europe/London', visitorZone: 'America/New_York' })!.instant;
  const ics = timedEventIcs({
    uid: 'custom-event-20261231T180000Z@datewise',
    title: 'Launch; party, at last',
    start,
    description: 'Starts 18:00 in London (Europe/London).',
    dtstamp: new Date('2026-11-25T09:05:07Z'),
  });
  const lines = ics.split('\r\n');

  it('writes one VEVENT that starts at the instant in UTC and lasts an hour', () => {
    expect(lines.slice(0, 4)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Datewise//Date Calculators//EN', 'CALSCALE:GREGORIAN']);
    expect(lines).toContain('UID:custom-event-20261231T180000Z@datewise');
    expect(lines).toContain('DTSTAMP:20261125T090507Z');
    expect(lines).toContain('DTSTART:20261231T180000Z');
    expect(lines).toContain('DTEND:20261231T190000Z');
    expect(lines).toContain('SUMMARY:Launch\\; party\\, at last');
    expect(lines).toContain('DESCRIPTION:Starts 18:00 in London (Europe/London).');
    expect(lines.filter((l) => l.startsWith('DTSTART') || l.startsWith('DTEND') || l.startsWith('BEGIN'))).toHaveLength(4);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('converts a zone’s wall time to UTC: 00:00 in Kathmandu (+05:45), 09:30 in São Paulo (−03:00), 10:00 in Apia (+13:00)', () => {
    const at = (date: string, time: string, zone: string) =>
      timedEventIcs({ uid: 'u', title: 't', start: eventStart({ date: date as IsoDate, time, zone, visitorZone: 'UTC' })!.instant, dtstamp: new Date(0) });
    expect(at('2027-01-01', '00:00', 'Asia/Kathmandu')).toContain('DTSTART:20261231T181500Z\r\nDTEND:20261231T191500Z\r\n');
    expect(at('2026-07-04', '09:30', 'America/Sao_Paulo')).toContain('DTSTART:20260704T123000Z\r\n');
    expect(at('2026-01-10', '10:00', 'Pacific/Apia')).toContain('DTSTART:20260109T210000Z\r\n');
  });

  it('takes a length in minutes, refuses a bad one or a start outside years 1–9999', () => {
    expect(timedEventIcs({ uid: 'u', title: 't', start, minutes: 90, dtstamp: new Date(0) })).toContain('DTEND:20261231T193000Z');
    expect(() => timedEventIcs({ uid: 'u', title: 't', start, minutes: 0, dtstamp: new Date(0) })).toThrow(RangeError);
    expect(() => timedEventIcs({ uid: 'u', title: 't', start: Date.parse('9999-12-31T23:30:00Z'), dtstamp: new Date(0) })).toThrow(RangeError);
  });

  it('folds a long title at 75 octets without splitting a character', () => {
    const long = timedEventIcs({ uid: 'u', title: '🎉'.repeat(40), start, dtstamp: new Date(0) });
    const summary = long.split('\r\n').filter((l, i, all) => l.startsWith('SUMMARY') || (l.startsWith(' ') && all[i - 1]?.includes('🎉')));
    for (const line of summary) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(summary.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`SUMMARY:${'🎉'.repeat(40)}`);
  });
});
