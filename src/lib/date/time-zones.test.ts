import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IsoDate, parseIsoDate } from './core/civil-date';
import { quickPickName, quickPickNames } from './quick-picks';
import {
  QUICK_ZONES,
  allTimeZones,
  currentZoneName,
  convertZonedTime,
  formatOffset,
  isDstAt,
  isValidTimeZone,
  resolveZone,
  zoneOffsetMs,
} from './time-zones';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

const convert = (date: string, time: string, fromZone: string, toZone: string) => {
  const result = convertZonedTime({ date: iso(date), time, fromZone, toZone });
  if (result === null) throw new Error('conversion failed');
  return result;
};

describe('convertZonedTime', () => {
  it('converts with the offset in effect on the date', () => {
    const winter = convert('2025-01-15', '12:00', 'America/New_York', 'Asia/Tokyo');
    expect(winter.source).toMatchObject({ date: '2025-01-15', time: '12:00', offsetMinutes: -300, offsetLabel: 'UTC−05:00', isDst: false });
    expect(winter.target).toMatchObject({ date: '2025-01-16', time: '02:00', offsetMinutes: 540, offsetLabel: 'UTC+09:00', isDst: false });
    expect(winter.instant).toBe(Date.parse('2025-01-15T17:00:00Z'));
    const summer = convert('2025-07-15', '12:00', 'EST', 'GMT');
    expect(summer.source).toMatchObject({ offsetLabel: 'UTC−04:00', isDst: true });
    expect(summer.target).toMatchObject({ zone: 'Europe/London', time: '17:00', offsetLabel: 'UTC+01:00', isDst: true });
    expect(summer.gap || summer.overlap).toBe(false);
  });

  it('moves a New York spring-forward time (02:30) to 03:30 EDT', () => {
    const r = convert('2025-03-09', '02:30', 'America/New_York', 'UTC');
    expect(r.gap).toBe(true);
    expect(r.overlap).toBe(false);
    expect(r.source).toMatchObject({ date: '2025-03-09', time: '03:30', offsetMinutes: -240, isDst: true });
    expect(r.target).toMatchObject({ date: '2025-03-09', time: '07:30', offsetLabel: 'UTC+00:00', isDst: false });
  });

  it('takes the earlier offset (−04:00) for a repeated fall-back time (01:30)', () => {
    const r = convert('2025-11-02', '01:30', 'America/New_York', 'UTC');
    expect(r.overlap).toBe(true);
    expect(r.gap).toBe(false);
    expect(r.source).toMatchObject({ time: '01:30', offsetMinutes: -240, offsetLabel: 'UTC−04:00', isDst: true });
    expect(r.instant).toBe(Date.parse('2025-11-02T05:30:00Z'));
    const later = convertZonedTime({ date: iso('2025-11-02'), time: '01:30', fromZone: 'America/New_York', toZone: 'UTC', occurrence: 'later' });
    expect(later).toMatchObject({ overlap: true, instant: Date.parse('2025-11-02T06:30:00Z') });
    expect(later?.source).toMatchObject({ time: '01:30', offsetLabel: 'UTC−05:00', isDst: false });
    expect(convertZonedTime({ date: iso('2025-11-03'), time: '01:30', fromZone: 'America/New_York', toZone: 'UTC', occurrence: 'later' })?.instant).toBe(
      Date.parse('2025-11-03T06:30:00Z'),
    );
    const after = convert('2025-11-02', '02:00', 'America/New_York', 'UTC');
    expect(after.source).toMatchObject({ offsetMinutes: -300, isDst: false });
    expect(after.overlap).toBe(false);
  });

  it("handles Lord Howe's 30-minute DST", () => {
    expect(convert('2025-01-15', '12:00', 'Australia/Lord_Howe', 'UTC').source).toMatchObject({ offsetMinutes: 660, isDst: true });
    expect(convert('2025-07-15', '12:00', 'Australia/Lord_Howe', 'UTC').source).toMatchObject({ offsetMinutes: 630, isDst: false });
    const gap = convert('2025-10-05', '02:15', 'Australia/Lord_Howe', 'UTC');
    expect(gap.gap).toBe(true);
    expect(gap.source).toMatchObject({ time: '02:45', offsetLabel: 'UTC+11:00' });
    const overlap = convert('2025-04-06', '01:45', 'Australia/Lord_Howe', 'UTC');
    expect(overlap.overlap).toBe(true);
    expect(overlap.source.offsetLabel).toBe('UTC+11:00');
  });

  it('handles Kathmandu at +05:45', () => {
    const r = convert('2025-06-01', '00:00', 'UTC', 'Asia/Kathmandu');
    expect(r.target).toMatchObject({ date: '2025-06-01', time: '05:45', offsetMinutes: 345, offsetLabel: 'UTC+05:45', isDst: false });
  });

  it('crosses the day Samoa skipped (2011-12-30)', () => {
    expect(convert('2011-12-30', '09:59', 'UTC', 'Pacific/Apia').target).toMatchObject({ date: '2011-12-29', time: '23:59' });
    expect(convert('2011-12-30', '10:00', 'UTC', 'Pacific/Apia').target).toMatchObject({ date: '2011-12-31', time: '00:00', offsetMinutes: 840 });
    const skipped = convert('2011-12-30', '12:00', 'Pacific/Apia', 'UTC');
    expect(skipped.gap).toBe(true);
    expect(skipped.source).toMatchObject({ date: '2011-12-31', time: '12:00', offsetMinutes: 840 });
    expect(skipped.instant).toBe(Date.parse('2011-12-30T22:00:00Z'));
  });

  it('resolves a midnight gap (São Paulo, 2018-11-04)', () => {
    const r = convert('2018-11-04', '00:00', 'America/Sao_Paulo', 'UTC');
    expect(r.gap).toBe(true);
    expect(r.source).toMatchObject({ date: '2018-11-04', time: '01:00', offsetMinutes: -120, isDst: true });
  });

  it('gives null for invalid input or results outside years 1–9999', () => {
    expect(convertZonedTime({ date: iso('2025-01-01'), time: '25:00', fromZone: 'UTC', toZone: 'UTC' })).toBeNull();
    expect(convertZonedTime({ date: iso('2025-01-01'), time: '12:00', fromZone: 'Mars/Olympus', toZone: 'UTC' })).toBeNull();
    expect(convertZonedTime({ date: iso('0001-01-01'), time: '00:00', fromZone: 'Asia/Tokyo', toZone: 'UTC' })).toBeNull();
    expect(convertZonedTime({ date: iso('9999-12-31'), time: '23:00', fromZone: 'UTC', toZone: 'Asia/Tokyo' })).toBeNull();
  });

  it('round-trips any instant through any zone', () => {
    const zones = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Apia', 'America/Sao_Paulo', 'Europe/Dublin', 'Africa/Casablanca'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('1990-01-01T00:00:00Z') / 60_000, max: Date.parse('2040-01-01T00:00:00Z') / 60_000 }),
        fc.constantFrom(...zones),
        (minute, zone) => {
          const instant = minute * 60_000;
          const utc = new Date(instant).toISOString();
          const there = convert(utc.slice(0, 10), utc.slice(11, 16), 'UTC', zone).target;
          const back = convert(there.date, there.time, zone, 'UTC');
          expect(back.gap).toBe(false);
          if (back.overlap) expect(back.instant).toBeLessThanOrEqual(instant);
          else expect(back.instant).toBe(instant);
          expect(back.source.time).toBe(there.time);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('zones and labels', () => {
  it('maps the eight quick labels (decisions §5)', () => {
    expect(Object.fromEntries(QUICK_ZONES.map((z) => [z.label, z.id]))).toEqual({
      UTC: 'UTC',
      EST: 'America/New_York',
      PST: 'America/Los_Angeles',
      GMT: 'Europe/London',
      JST: 'Asia/Tokyo',
      CET: 'Europe/Paris',
      IST: 'Asia/Kolkata',
      CST: 'Asia/Shanghai',
    });
    for (const z of QUICK_ZONES) expect(isValidTimeZone(z.id)).toBe(true);
  });

  it('resolves labels and ids case-insensitively', () => {
    expect(resolveZone('est')).toBe('America/New_York');
    expect(resolveZone(' PST ')).toBe('America/Los_Angeles');
    expect(resolveZone('asia/tokyo')).toBe('Asia/Tokyo');
    expect(resolveZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(resolveZone('Nowhere/City')).toBeNull();
  });

  it('reads old zone ids, as links and browsers may give them, as today’s', () => {
    expect(resolveZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(resolveZone('asia/calcutta')).toBe('Asia/Kolkata');
    expect(resolveZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(resolveZone('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(resolveZone('America/Godthab')).toBe('America/Nuuk');
    expect(resolveZone('Asia/Katmandu')).toBe('Asia/Kathmandu');
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Paris')).toBe('Europe/Paris');
  });

  it('names each quick pick by its city and the abbreviation in force on the date (from Intl)', () => {
    const names = (instant: number) => quickPickNames(instant).map((pick) => pick.text);
    expect(names(Date.UTC(2026, 6, 15, 12))).toEqual([
      'UTC', 'New York (EDT)', 'Los Angeles (PDT)', 'London (BST)', 'Tokyo (JST)', 'Paris (CEST)', 'Kolkata (IST)', 'Shanghai (China Standard Time)',
    ]);
    expect(names(Date.UTC(2026, 0, 15, 12))).toEqual([
      'UTC', 'New York (EST)', 'Los Angeles (PST)', 'London (GMT)', 'Tokyo (JST)', 'Paris (CET)', 'Kolkata (IST)', 'Shanghai (China Standard Time)',
    ]);
    expect(quickPickName('America/New_York', Date.UTC(2026, 6, 15, 12)).long).toBe('Eastern Daylight Time');
    // The spec's labels still name their zones in links (from=EST, to=CST).
    expect(QUICK_ZONES.map((pick) => resolveZone(pick.label))).toEqual(QUICK_ZONES.map((pick) => pick.id));
    expect(resolveZone('')).toBeNull();
  });

  it('lists every supported zone with current names, sorted', () => {
    const zones = allTimeZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Asia/Kathmandu');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones.length).toBeGreaterThan(300);
    expect([...zones].sort()).toEqual(zones);
    expect(zones.every(isValidTimeZone)).toBe(true);
  });

  it('formats offsets with a true minus sign', () => {
    expect(formatOffset(-300)).toBe('UTC−05:00');
    expect(formatOffset(345)).toBe('UTC+05:45');
    expect(formatOffset(0)).toBe('UTC+00:00');
    expect(formatOffset(-(4 * 60 + 56 + 2 / 60))).toBe('UTC−04:56:02');
  });

  it('reads offsets and DST through Intl', () => {
    expect(zoneOffsetMs('Asia/Kathmandu', Date.UTC(2025, 0, 1))).toBe(345 * 60_000);
    expect(isDstAt('America/New_York', Date.UTC(2025, 6, 1))).toBe(true);
    expect(isDstAt('America/New_York', Date.UTC(2025, 0, 1))).toBe(false);
    expect(isDstAt('Australia/Sydney', Date.UTC(2025, 0, 1))).toBe(true);
    expect(isDstAt('Asia/Tokyo', Date.UTC(2025, 6, 1))).toBe(false);
  });
});
