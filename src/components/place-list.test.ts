import { describe, expect, it } from 'vitest';
import { canonicalizer } from '@/kit/url/canonical';
import { cityName, cityNameOrNull, cityNeedsZone, placeLabel, zoneId } from './zone-param';

describe('a city beside its zone in a link', () => {
  it('accepts a city name as a link carries it, and nothing that is not one', () => {
    expect(cityNameOrNull('  São   Paulo ')).toBe('São Paulo');
    expect(cityNameOrNull('St. John’s')).toBe('St. John’s');
    expect(cityNameOrNull('Washington, D.C.')).toBe('Washington, D.C.');
    expect(cityNameOrNull('<img src=x onerror=alert(1)>')).toBeNull();
    expect(cityNameOrNull('a'.repeat(61))).toBeNull();
    expect(cityNameOrNull('')).toBeNull();
    expect(cityNameOrNull('Boston\u0000')).toBeNull();
  });

  it('keeps a city only with a zone it can label', () => {
    const canonical = canonicalizer({ from: zoneId, fromCity: cityName }, cityNeedsZone(['from', 'fromCity']));
    expect(canonical('from=America/New_York&fromCity=Boston')).toBe('?from=America/New_York&fromCity=Boston');
    expect(canonical('fromCity=Boston')).toBe('');
    expect(canonical('from=Mars/Base&fromCity=Boston')).toBe('');
    expect(canonical('from=EST&fromCity=%3Cscript%3E')).toBe('?from=America/New_York');
    expect(placeLabel('America/New_York', 'Boston')).toBe('Boston (America/New_York)');
    expect(placeLabel('America/New_York', null)).toBe('New York (America/New_York)');
  });
});

describe('a list of places in a link', () => {
  it('reads zones and labels with optional cities, 2–8 of them, each once', async () => {
    const { parsePlaces } = await import('./place-list');
    const { serializePlaces } = await import('./place-text');
    expect(parsePlaces('EST~Boston, Asia/Tokyo,,europe/london', 2)).toEqual([
      { zone: 'America/New_York', city: 'Boston' },
      { zone: 'Asia/Tokyo', city: null },
      { zone: 'Europe/London', city: null },
    ]);
    expect(parsePlaces('UTC,UTC', 2)).toBeNull();
    expect(parsePlaces('UTC', 1)).toEqual([{ zone: 'UTC', city: null }]);
    expect(parsePlaces('Mars/Base,UTC', 2)).toBeNull();
    expect(parsePlaces('UTC,Asia/Tokyo~<script>', 2)).toBeNull();
    expect(parsePlaces('UTC,Asia/Tokyo~a~b', 2)).toBeNull();
    expect(parsePlaces(Array.from({ length: 9 }, (_, i) => `Etc/GMT+${i + 1}`).join(','), 2)).toBeNull();
    expect(serializePlaces([{ zone: 'America/New_York', city: 'Boston' }, { zone: 'UTC', city: null }])).toBe('America/New_York~Boston,UTC');
  });
});
