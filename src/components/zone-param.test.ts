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
