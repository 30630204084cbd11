import { describe, expect, it } from 'vitest';
import { type IsoDate, addDays, parseIsoDate } from './civil-date';
import { LONGEST_LONG_DATE, formatDayOff, formatLong, formatMedium, formatShort } from './format';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

describe('display formats', () => {
  it('knows its longest long date: no day of 2000 to 2099 is written longer', () => {
    expect(LONGEST_LONG_DATE).toBe('Wednesday, September 27, 2000');
    let longest = 0;
    for (let d: IsoDate | null = iso('2000-01-01'); d && d < '2100-01-01'; d = addDays(d, 1)) {
      longest = Math.max(longest, formatLong(d).length);
    }
    expect(longest).toBe(LONGEST_LONG_DATE.length);
  });

  it('formats the spec example', () => {
    expect(formatLong(iso('2025-03-03'))).toBe('Monday, March 3, 2025');
    expect(formatMedium(iso('2025-03-03'))).toBe('March 3, 2025');
    expect(formatShort(iso('2025-03-03'))).toBe('Mar 3, 2025');
  });

  it('never shifts a day that local time skipped', () => {
    expect(formatLong(iso('2011-12-30'))).toBe('Friday, December 30, 2011');
    expect(formatLong(iso('2025-03-09'))).toBe('Sunday, March 9, 2025');
  });

  it('matches Intl en-US in UTC for sample dates', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    for (const s of ['2025-01-01', '2024-02-29', '1999-12-31', '2100-07-04']) {
      expect(formatLong(iso(s))).toBe(intl.format(new Date(`${s}T12:00:00Z`)));
    }
  });

  it('handles the extremes', () => {
    expect(formatLong(iso('0001-01-01'))).toBe('Monday, January 1, 1');
    expect(formatShort(iso('9999-12-31'))).toBe('Dec 31, 9999');
  });

  it('writes a holiday’s day off as every holiday table shows it', () => {
    expect(formatDayOff(iso('2026-09-07'), iso('2026-09-07'))).toBe('Same day');
    expect(formatDayOff(iso('2026-07-04'), iso('2026-07-03'))).toBe('Friday, July 3, 2026');
    expect(formatDayOff(iso('2028-01-01'), iso('2027-12-31'))).toBe('Friday, December 31, 2027');
  });
});
