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

  it('shows cities by their proper names, accents and all', () => {
    for (const name of ['São Paulo', 'Zürich', 'Bogotá', 'Montréal', 'Kraków', 'Reykjavík']) expect(cities.map((c) => c.name)).toContain(name);
    expect(first('Bogota')).toMatchObject({ zone: 'America/Bogota', city: 'Bogotá', detail: 'Colombia' });
    expect(first('montreal')).toMatchObject({ zone: 'America/Toronto', city: 'Montréal', detail: 'Canada' });
    expect(first('Sao Paulo')).toMatchObject({ city: 'São Paulo', detail: 'Brazil' });
  });

  it('finds cities by their former and other names (GeoNames alternate names)', () => {
    const found = (q: string) => [first(q)?.city, first(q)?.zone];
    expect(found('Bangalore')).toEqual(['Bengaluru', 'Asia/Kolkata']);
    expect(found('Bengaluru')).toEqual(['Bengaluru', 'Asia/Kolkata']);
    expect(found('Bombay')).toEqual(['Mumbai', 'Asia/Kolkata']);
    expect(found('Calcutta')).toEqual(['Kolkata', 'Asia/Kolkata']);
    expect(found('Madras')).toEqual(['Chennai', 'Asia/Kolkata']);
    expect(found('München')).toEqual(['Munich', 'Europe/Berlin']);
    expect(found('Munchen')).toEqual(['Munich', 'Europe/Berlin']);
    expect(found('Munich')).toEqual(['Munich', 'Europe/Berlin']);
    expect(found('Kiev')).toEqual(['Kyiv', 'Europe/Kyiv']);
    expect(found('Peking')).toEqual(['Beijing', 'Asia/Shanghai']);
    expect(found('Saigon')).toEqual(['Ho Chi Minh City', 'Asia/Ho_Chi_Minh']);
    expect(found('Rangoon')).toEqual(['Yangon', 'Asia/Yangon']);
    // A name begun is found too.
    expect(searchPlaces(places, 'Bangal').map((p) => p.city)).toContain('Bengaluru');
  });

  it('names zones by their current ids, and finds them by the old ones', () => {
    expect(cities.map((c) => c.zone)).not.toContain('Asia/Calcutta');
    expect(cities.map((c) => c.zone)).not.toContain('Europe/Kiev');
    expect(first('Asia/Calcutta')).toMatchObject({ zone: 'Asia/Kolkata', city: null });
    expect(first('Europe/Kiev')).toMatchObject({ zone: 'Europe/Kyiv', city: null });
    expect(first('asia/saigon')).toMatchObject({ zone: 'Asia/Ho_Chi_Minh', city: null });
    expect(first('America/Godthab')).toMatchObject({ zone: 'America/Nuuk', city: null });
    expect(first('Nuuk')?.zone).toBe('America/Nuuk');
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
    expect(japan.map((p) => p.city)).toEqual(['Tokyo', 'Yokohama', 'Osaka']);
    expect(searchPlaces(places, 'Switzerland').map((p) => p.city)).toContain('Zürich');
  });

  it('still finds zones with no city in the list (Lord Howe, Chatham)', () => {
    expect(searchPlaces(places, 'Lord Howe').map((p) => p.zone)).toContain('Australia/Lord_Howe');
    expect(searchPlaces(places, 'Chatham').map((p) => p.zone)).toContain('Pacific/Chatham');
    expect(first('Kathmandu')?.zone).toBe('Asia/Kathmandu');
  });

  it('finds a word inside a name, and nothing for nonsense', () => {
    expect(searchPlaces(places, 'york').map((p) => p.city)).toContain('New York City');
    expect(searchPlaces(places, 'qqqzzz')).toEqual([]);
    expect(searchPlaces(places, '').length).toBe(8);
  });
});
