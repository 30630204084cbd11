import { describe, expect, it } from 'vitest';
import data from '../../data/cities.json';
import { placeIndex, searchPlaces } from './city-search';
import { isValidTimeZone } from './time-zones';

const places = await placeIndex(data, Date.UTC(2026, 0, 15, 12));
const { cities } = places;
const first = (q: string) => searchPlaces(places, q)[0];

describe('city search', () => {
  it('has thousands of cities, each with a zone the platform knows', () => {
    expect(cities.length).toBeGreaterThan(7000);
    expect(cities.filter((c) => !isValidTimeZone(c.zone)).map((c) => c.zone)).toEqual([]);
    expect(new Set(cities.map((c) => c.country)).size).toBeGreaterThan(200);
  });

  it('finds the cities a converter search used to miss, by their zones', () => {
    expect(first('Boston')).toEqual({ zone: 'America/New_York', city: 'Boston', detail: 'United States' });
    expect(first('San Francisco')).toMatchObject({ zone: 'America/Los_Angeles', city: 'San Francisco' });
    expect(first('Mumbai')).toMatchObject({ zone: 'Asia/Kolkata', detail: 'India' });
    expect(first('Barcelona')).toMatchObject({ zone: 'Europe/Madrid', detail: 'Spain' });
    expect(first('London')).toMatchObject({ zone: 'Europe/London', detail: 'United Kingdom' });
  });

  it('ignores accents both ways', () => {
    expect(first('Zurich')).toMatchObject({ zone: 'Europe/Zurich', city: 'Zürich' });
    expect(first('zürich')).toMatchObject({ zone: 'Europe/Zurich' });
    expect(first('Sao Paulo')).toMatchObject({ zone: 'America/Sao_Paulo' });
    expect(first('São Paulo')).toMatchObject({ zone: 'America/Sao_Paulo' });
    expect(first('reykjavik')).toMatchObject({ zone: 'Atlantic/Reykjavik' });
  });

  it('tells cities of one name apart by province where a country has two', () => {
    const portlands = searchPlaces(places, 'Portland').filter((p) => p.city === 'Portland');
    expect(portlands.map((p) => `${p.detail} ${p.zone}`)).toEqual(
      expect.arrayContaining(['Oregon, United States America/Los_Angeles', 'Maine, United States America/New_York']),
    );
  });

  it('puts abbreviations and zone ids first', () => {
    expect(first('EST')).toMatchObject({ zone: 'America/New_York', city: null });
    expect(first('IST')).toMatchObject({ zone: 'Asia/Kolkata', city: null });
    expect(first('CET')?.zone).toBe('Europe/Paris');
    expect(first('asia/tokyo')).toMatchObject({ zone: 'Asia/Tokyo', city: null });
    expect(first('UTC')).toMatchObject({ zone: 'UTC', city: null });
  });

  it('lists a country’s largest cities for its name', () => {
    const japan = searchPlaces(places, 'Japan').slice(0, 3);
    expect(japan.map((p) => p.city)).toEqual(['Tokyo', 'Osaka', expect.any(String)]);
    expect(searchPlaces(places, 'Switzerland').map((p) => p.city)).toContain('Zürich');
  });

  it('still finds zones with no city in the list (Lord Howe, Chatham)', () => {
    expect(searchPlaces(places, 'Lord Howe').map((p) => p.zone)).toContain('Australia/Lord_Howe');
    expect(searchPlaces(places, 'Chatham').map((p) => p.zone)).toContain('Pacific/Chatham');
    expect(first('Kathmandu')?.zone).toBe('Asia/Kathmandu');
  });

  it('finds a word inside a name, and nothing for nonsense', () => {
    expect(searchPlaces(places, 'york').map((p) => p.city)).toContain('New York');
    expect(searchPlaces(places, 'qqqzzz')).toEqual([]);
    expect(searchPlaces(places, '').length).toBe(8);
  });
});
