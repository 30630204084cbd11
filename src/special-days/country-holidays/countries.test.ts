import { describe, expect, it } from 'vitest';
import { decodeCountry } from '@/lib/date/place-holidays';
import { holidayRows } from '@/lib/date/holiday-table';
import { usFederalHolidays } from '@/lib/date/holidays';
import { HOLIDAY_COUNTRIES } from '@/special-days/country-holidays/countries';
import { members } from '@/special-days/country-holidays/country-holidays.family';
import { countryMeta } from '@/special-days/country-holidays/country-holidays.meta';
import { slugOf } from '@/special-days/country-holidays/holiday-country';

const files = import.meta.glob<{ default: unknown }>(['/src/data/holidays/*.json', '!/src/data/holidays/places.json', '!/src/data/holidays/countries.json', '!/src/data/holidays/source.json'], { eager: true });
/** The countries' other kinds of day. */
const moreFiles = import.meta.glob<{ default: unknown }>('/src/data/holidays/more/*.json', { eager: true });

describe('the holiday pages per country', () => {
  it('has a page for every country of the data, each at its name’s path and its code’s', () => {
    expect(HOLIDAY_COUNTRIES.length).toBe(Object.keys(files).length);
    const canonical = members.map((m) => m.meta.path);
    const aliases = members.flatMap((m) => m.aliases);
    expect(new Set(canonical).size).toBe(HOLIDAY_COUNTRIES.length);
    // Each country's code, and UK, the common code of the United Kingdom.
    expect(new Set([...canonical, ...aliases]).size).toBe(2 * HOLIDAY_COUNTRIES.length + 1);
    const at = (path: string) => members.find((m) => m.meta.path === path || m.aliases.includes(path));
    expect(at('/holidays/uk')?.meta.path).toBe('/holidays/united-kingdom');
    for (const path of ['/holidays/germany', '/holidays/united-kingdom', '/holidays/south-korea', '/holidays/united-states', '/holidays/cote-divoire']) {
      expect(canonical, path).toContain(path);
    }
    expect(at('/holidays/de')?.meta.path).toBe('/holidays/germany');
    expect(at('/holidays/gb')?.props.name).toBe('United Kingdom');
    expect(at('/holidays/atlantis')).toBeUndefined();
    // A member's props are its country; its head is its page's in the build's year.
    for (const m of members) {
      expect(m.props.path).toBe(m.meta.path);
      expect(m.meta.title).toBe(countryMeta(m.props).title);
    }
  });

  it('makes a path segment of a name: lower case, hyphens, no accents, & as “and”', () => {
    expect(slugOf('Côte d’Ivoire')).toBe('cote-divoire');
    expect(slugOf('St. Kitts & Nevis')).toBe('st-kitts-and-nevis');
    expect(slugOf('Cocos (Keeling) Islands')).toBe('cocos-keeling-islands');
    expect(slugOf('Guinea-Bissau')).toBe('guinea-bissau');
  });

  it('lists every place of the data, each with public holidays (in 2026, or the nearest year the data holds) but three without any', () => {
    expect(HOLIDAY_COUNTRIES).toHaveLength(250);
    for (const country of HOLIDAY_COUNTRIES) {
      const main = decodeCountry(files[`/src/data/holidays/${country.code}.json`]!.default);
      const years = main.yearsOf(null);
      const year = Math.min(Math.max(2026, years.from), years.to);
      const rows = holidayRows({ main, federal: usFederalHolidays }, null, year, ['public']) ?? [];
      // python-holidays knows Bouvet Island, Heard & McDonald Islands and the British Indian Ocean
      // Territory, and gives them no holidays at all.
      if (['bv', 'hm', 'io'].includes(country.code)) expect(rows, country.code).toEqual([]);
      // Ukraine's holidays are working days under martial law (Law 2136-IX, since 2022): the kind `workday`.
      else if (country.code === 'ua') {
        expect(rows, country.code).toEqual([]);
        const more = decodeCountry(moreFiles['/src/data/holidays/more/ua.json']!.default);
        expect(holidayRows({ main, more }, null, year, ['workday'])?.length, country.code).toBeGreaterThan(8);
      }
      else expect(rows.length, country.code).toBeGreaterThan(0);
      expect(main.regions.length, country.code).toBe(country.regionCount);
    }
  });

  it('gives each page a title that fits a search result and a description of its own', () => {
    const titles = new Set<string>();
    for (const country of HOLIDAY_COUNTRIES) {
      const meta = countryMeta(country, 2026);
      expect(meta.title.length, meta.title).toBeLessThanOrEqual(49);
      expect(meta.title).toContain(country.name);
      expect(meta.description.length, meta.description).toBeLessThanOrEqual(160);
      titles.add(meta.title);
    }
    expect(titles.size).toBe(HOLIDAY_COUNTRIES.length);
    expect(countryMeta(HOLIDAY_COUNTRIES.find((c) => c.code === 'de')!, 2026).title).toBe('Germany Public Holidays 2026: Dates and Regions');
  });
});
