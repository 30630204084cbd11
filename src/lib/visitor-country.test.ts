import { describe, expect, it } from 'vitest';
import lines from '@/data/visitor-countries.json';
import { PLACE_COUNTRIES } from '@/lib/date/place-data';
import { countryTable, languageRegion, visitorCountries } from './visitor-country';

const table = countryTable(lines);
const zoneCountry = (zone: string) => table.zoneCountry.get(zone) ?? null;
const choose = (languages: string[], timeZone: string | undefined) => visitorCountries({ languages, timeZone }, table);

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

describe('countryTable', () => {
  it('holds every country with holiday data, with its name as the place list writes it', () => {
    expect([...table.names.keys()].sort()).toEqual([...PLACE_COUNTRIES]);
    expect(table.names.get('sa')).toBe('Saudi Arabia');
    expect(table.names.get('us')).toBe('United States');
    expect(table.names.get('hk')).toBe('Hong Kong');
  });

  it('finds the country of a zone by its id, today’s or an old one', () => {
    expect(zoneCountry('Asia/Riyadh')).toBe('sa');
    expect(zoneCountry('Europe/London')).toBe('gb');
    expect(zoneCountry('America/Sao_Paulo')).toBe('br');
    expect(zoneCountry('Asia/Kolkata')).toBe('in');
    expect(zoneCountry('Asia/Calcutta')).toBe('in');
    expect(zoneCountry('Europe/Kiev')).toBe('ua');
    expect(zoneCountry('Europe/Kyiv')).toBe('ua');
    expect(zoneCountry('Asia/Saigon')).toBe('vn');
    expect(zoneCountry('America/Indianapolis')).toBe('us');
  });
  it('gives no country for a zone of none and for a part of an id', () => {
    expect(zoneCountry('UTC')).toBeNull();
    expect(zoneCountry('Etc/GMT+3')).toBeNull();
    expect(zoneCountry('Mars/Olympus')).toBeNull();
    expect(zoneCountry('Riyadh')).toBeNull();
  });
  it('knows the country of every zone of the browser’s data that has one with holiday data', () => {
    const without = Intl.supportedValuesOf('timeZone').filter((zone) => !zone.startsWith('Etc/') && zone !== 'UTC' && zoneCountry(zone) === null);
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
