import { describe, expect, it } from 'vitest';
import zoneCountries from '@/data/zone-countries.json';
import { PLACE_COUNTRIES } from '@/lib/date/place-data';
import { languageRegion, visitorCountries, zoneCountry } from './visitor-country';

const known = (country: string) => PLACE_COUNTRIES.includes(country);
const choose = (languages: string[], timeZone: string | undefined) => visitorCountries({ languages, timeZone }, zoneCountries, known);

describe('languageRegion', () => {
  it('reads the region of a tag, in lower case', () => {
    expect(languageRegion('ar-SA')).toBe('sa');
    expect(languageRegion('pt-BR')).toBe('br');
    expect(languageRegion('zh-Hant-TW')).toBe('tw');
    expect(languageRegion('en-gb')).toBe('gb');
  });
  it('gives null for a tag without a country: no region, a numeric area, not a tag', () => {
    expect(languageRegion('en')).toBeNull();
    expect(languageRegion('es-419')).toBeNull();
    expect(languageRegion('not a tag')).toBeNull();
    expect(languageRegion('')).toBeNull();
  });
});

describe('zoneCountry', () => {
  it('finds the country of a zone by its id, today’s or an old one', () => {
    expect(zoneCountry(zoneCountries, 'Asia/Riyadh')).toBe('sa');
    expect(zoneCountry(zoneCountries, 'Europe/London')).toBe('gb');
    expect(zoneCountry(zoneCountries, 'America/Sao_Paulo')).toBe('br');
    expect(zoneCountry(zoneCountries, 'Asia/Kolkata')).toBe('in');
    expect(zoneCountry(zoneCountries, 'Asia/Calcutta')).toBe('in');
    expect(zoneCountry(zoneCountries, 'Europe/Kiev')).toBe('ua');
    expect(zoneCountry(zoneCountries, 'Europe/Kyiv')).toBe('ua');
    expect(zoneCountry(zoneCountries, 'Asia/Saigon')).toBe('vn');
    expect(zoneCountry(zoneCountries, 'America/Indianapolis')).toBe('us');
  });
  it('gives null for a zone of no country and for a part of an id', () => {
    expect(zoneCountry(zoneCountries, 'UTC')).toBeNull();
    expect(zoneCountry(zoneCountries, 'Etc/GMT+3')).toBeNull();
    expect(zoneCountry(zoneCountries, 'Mars/Olympus')).toBeNull();
    expect(zoneCountry(zoneCountries, 'Riyadh')).toBeNull();
  });
  it('knows the country of every zone of the browser’s data that has one with holiday data', () => {
    const without = Intl.supportedValuesOf('timeZone').filter((zone) => !zone.startsWith('Etc/') && zone !== 'UTC' && zoneCountry(zoneCountries, zone) === null);
    // Antarctica's research stations have no country; Troll is missing from CLDR's zone mapping.
    expect(without.filter((zone) => !zone.startsWith('Antarctica/'))).toEqual([]);
  });
});

describe('visitorCountries', () => {
  it('takes the language’s region first', () => {
    expect(choose(['ar-SA', 'ar'], 'Asia/Riyadh')).toEqual(['sa']);
    expect(choose(['pt-BR'], 'America/Sao_Paulo')).toEqual(['br']);
    expect(choose(['en-GB', 'en'], 'Europe/London')).toEqual(['gb']);
  });
  it('takes the first tag with a region, not the first tag', () => {
    expect(choose(['en', 'de-DE'], 'UTC')).toEqual(['de']);
  });
  it('gives both, the language’s first, when the language and the zone disagree', () => {
    expect(choose(['en-US', 'en'], 'Asia/Riyadh')).toEqual(['us', 'sa']);
    expect(choose(['pt-BR'], 'Europe/Lisbon')).toEqual(['br', 'pt']);
  });
  it('takes the zone’s country when the language names none, by an old zone name too', () => {
    expect(choose(['en'], 'Asia/Calcutta')).toEqual(['in']);
    expect(choose(['ar'], 'Asia/Riyadh')).toEqual(['sa']);
    expect(choose([], 'Europe/Kiev')).toEqual(['ua']);
  });
  it('gives nothing for what points to no country with holiday data', () => {
    expect(choose(['en'], 'UTC')).toEqual([]);
    expect(choose(['es-419'], undefined)).toEqual([]);
    expect(choose([], undefined)).toEqual([]);
    // A region without holiday data (Ascension Island) and a zone of no country.
    expect(choose(['en-AC'], 'Etc/GMT-5')).toEqual([]);
  });
});
