import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT, readCountryFiles, readSubdivisions, searchPlaces, searchPlacesText } from '../../../scripts/search-data.mjs';
import type { SearchPlaces } from '@/pages/search/search-index';

const places = JSON.parse(readFileSync(OUTPUT, 'utf8')) as SearchPlaces;
const holidays = new Map(places.holidays);

describe('the search’s regions and shared holidays (src/data/search-places.json)', () => {
  it('is what scripts/search-data.mjs writes from the holiday data and CLDR today', () => {
    expect(readFileSync(OUTPUT, 'utf8'), 'run node scripts/search-data.mjs').toBe(searchPlacesText(searchPlaces(readCountryFiles(), readSubdivisions())));
  });

  it('names each region as the data does, with CLDR’s English name where it adds one', () => {
    expect(places.regions.de).toContainEqual(['by', 'Bayern', 'Bavaria']);
    expect(places.regions.de).toContainEqual(['hb', 'Bremen']);
    expect(places.regions.in).toContainEqual(['ka', 'Karnataka']);
    const total = Object.values(places.regions).reduce((sum, list) => sum + list.length, 0);
    expect(total).toBe(readCountryFiles().reduce((sum, file) => sum + Object.keys((file as { regionNames?: object }).regionNames ?? {}).length, 0));
  });

  it('keeps the holidays several countries share, with the common name of a holiday’s other spellings', () => {
    expect(holidays.get('Carnival')!.split(' ')).toEqual(expect.arrayContaining(['br', 'ec', 'bo']));
    expect(holidays.get('Diwali')!.split(' ')).toEqual(expect.arrayContaining(['fj', 'sg', 'my', 'tt']));
    // India's Diwali days count with the others' Diwali.
    expect(holidays.get('Diwali (Deepavali)')).toBe('in');
    expect(holidays.get('Eid-ul-Fitr (Eid al-Fitr)')).toBe('gh');
    expect(holidays.get('Eid al-Fitr')!.split(' ')).toContain('eg');
    // One country's alone, or nearly every country's: left out.
    expect(holidays.has('Karnataka Formation Day')).toBe(false);
    expect(holidays.has('Christmas Day')).toBe(false);
    expect(holidays.has('Christmas Day (substitute day)')).toBe(false);
  });
});
