import { describe, expect, it } from 'vitest';
import { type IsoDate, parseIsoDate } from './core/civil-date';
import { allDayEventIcs, allDayEventsIcs, escapeIcsText, foldIcsLine, icsUtcDateTime } from './icalendar';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

const utf8Length = (s: string): number => new TextEncoder().encode(s).length;

describe('allDayEventsIcs', () => {
  it('writes one VEVENT per event, in order, inside one VCALENDAR', () => {
    const ics = allDayEventsIcs([
      { uid: 'a@datewise', title: 'Independence Day (observed)', date: iso('2026-07-03'), dtstamp: new Date(0) },
      { uid: 'b@datewise', title: 'Labor Day', date: iso('2026-09-07'), dtstamp: new Date(0) },
    ]);
    const lines = ics.split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('DTSTART'))).toEqual(['DTSTART;VALUE=DATE:20260703', 'DTSTART;VALUE=DATE:20260907']);
    expect(lines.slice(-2)).toEqual(['END:VCALENDAR', '']);
    expect(() => allDayEventsIcs([])).toThrow(RangeError);
  });
});

describe('allDayEventIcs', () => {
  const ics = allDayEventIcs({
    uid: 'christmas-2025@datewise',
    title: 'Christmas Day',
    date: iso('2025-12-25'),
    description: 'Family; gifts, food\nand rest \\o/',
    dtstamp: new Date('2025-03-03T09:05:07Z'),
  });
  const lines = ics.split('\r\n');

  it('writes a VCALENDAR with one all-day VEVENT and CRLF line ends', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Datewise//Date Calculators//EN']);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:christmas-2025@datewise');
    expect(lines).toContain('DTSTAMP:20250303T090507Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20251225');
    expect(lines).toContain('DTEND;VALUE=DATE:20251226');
    expect(lines).toContain('SUMMARY:Christmas Day');
    expect(lines).toContain('DESCRIPTION:Family\\; gifts\\, food\\nand rest \\\\o/');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('uses an exclusive DTEND after a multi-day event and across the year end', () => {
    const multi = allDayEventIcs({ uid: 'u', title: 't', date: iso('2025-12-30'), endDate: iso('2025-12-31'), dtstamp: new Date(0) });
    expect(multi).toContain('DTEND;VALUE=DATE:20260101');
    expect(multi).not.toContain('DESCRIPTION');
    expect(() => allDayEventIcs({ uid: 'u', title: 't', date: iso('2025-12-30'), endDate: iso('2025-12-29'), dtstamp: new Date(0) })).toThrow(RangeError);
    expect(() => allDayEventIcs({ uid: 'u', title: 't', date: iso('9999-12-31'), dtstamp: new Date(0) })).toThrow(RangeError);
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const title = 'Countdown 🎉 to the 25th wedding anniversary — Silver — in Köln & Zürich, 2025 '.repeat(3);
    const long = allDayEventIcs({ uid: 'u', title, date: iso('2025-06-01'), dtstamp: new Date(0) });
    const physical = long.split('\r\n');
    for (const line of physical) expect(utf8Length(line)).toBeLessThanOrEqual(75);
    const unfolded = long.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${escapeIcsText(title)}`);
    expect(physical.some((l) => l.startsWith(' '))).toBe(true);
    expect(physical.join('')).not.toContain('\uFFFD');
  });
});

describe('helpers', () => {
  it('escapes TEXT values', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at exactly 75 octets', () => {
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldIcsLine('x'.repeat(74) + 'é')).toBe(`${'x'.repeat(74)}\r\n é`);
    expect(foldIcsLine('x'.repeat(73) + '€')).toBe(`${'x'.repeat(73)}\r\n €`);
    expect(foldIcsLine('x'.repeat(72) + '€')).toBe(`${'x'.repeat(72)}€`);
    const emoji = foldIcsLine('🎉'.repeat(40)).split('\r\n');
    expect(emoji[0]).toBe('🎉'.repeat(18));
    expect(emoji[1]).toBe(` ${'🎉'.repeat(18)}`);
  });

  it('formats DTSTAMP in UTC basic format', () => {
    expect(icsUtcDateTime(new Date('2025-03-03T23:59:59.900Z'))).toBe('20250303T235959Z');
    expect(() => icsUtcDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
