import { describe, expect, it } from 'vitest';
import { describeZone, searchZones, zoneDirectory } from './zone-directory';

const instant = Date.UTC(2025, 0, 15, 12);

describe('zone directory', () => {
  it('describes a zone by city, offset and the names people use', () => {
    const paris = describeZone('Europe/Paris', instant);
    expect(paris).toMatchObject({ city: 'Paris', offsetLabel: 'UTC+01:00' });
    expect(paris.names).toEqual(expect.arrayContaining(['CET', 'CEST']));
    const ny = describeZone('America/New_York', instant);
    expect(ny).toMatchObject({ city: 'New York', offsetLabel: 'UTC−05:00' });
    expect(ny.names).toEqual(expect.arrayContaining(['EST', 'EDT']));
    expect(describeZone('Asia/Kathmandu', instant).offsetLabel).toBe('UTC+05:45');
    expect(describeZone('America/Argentina/Buenos_Aires', instant).city).toBe('Buenos Aires');
  });

  it('finds zones by city, id, abbreviation and quick-pick label', async () => {
    const entries = await zoneDirectory(instant);
    expect(entries.length).toBeGreaterThan(300);
    const first = (q: string) => searchZones(entries, q)[0]?.id;
    expect(first('tokyo')).toBe('Asia/Tokyo');
    expect(first('new york')).toBe('America/New_York');
    expect(first('new_york')).toBe('America/New_York');
    expect(first('Europe/Paris')).toBe('Europe/Paris');
    expect(first('EST')).toBe('America/New_York');
    expect(first('ist')).toBe('Asia/Kolkata');
    expect(first('CST')).toBe('Asia/Shanghai');
    expect(searchZones(entries, 'cst').map((e) => e.id)).toContain('America/Chicago');
    expect(searchZones(entries, 'aest').map((e) => e.id)).toContain('Australia/Sydney');
    expect(first('kathmandu')).toBe('Asia/Kathmandu');
    expect(searchZones(entries, 'zzzz')).toEqual([]);
    expect(searchZones(entries, '').map((e) => e.id)).toEqual([
      'UTC', 'America/New_York', 'America/Los_Angeles', 'Europe/London', 'Asia/Tokyo', 'Europe/Paris', 'Asia/Kolkata', 'Asia/Shanghai',
    ]);
  });
});
