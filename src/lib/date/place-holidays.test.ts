import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLACE_COUNTRIES, loadCountryHolidays, loadPlaces } from './place-data';
import { type CountryHolidays, DAY_KINDS, type PlaceDay, decodeCountry, decodePlaces, typographic } from './place-holidays';
import { PLACE_HOLIDAY_YEARS as HOLIDAY_YEARS, parsePlaceId } from './work-calendar';

async function country(code: string): Promise<CountryHolidays> {
  const data = await loadCountryHolidays(code);
  if (!data) throw new Error(`No data for ${code}`);
  return data;
}

async function daysOf(place: string, year: number): Promise<readonly PlaceDay[] | null> {
  const id = parsePlaceId(place);
  if (!id) throw new Error(`Bad place id ${place}`);
  return (await country(id.country)).daysOfYear(id.region, year);
}

/** 'MM-dd name' of each day, for short literal lists. */
const brief = (days: readonly PlaceDay[] | null) => days?.map((d) => `${d.date.slice(5)} ${d.name}${d.substitute ? ' (sub)' : ''}`);

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const SAMPLE_PLACES = ['de', 'de-by', 'gb', 'gb-eng', 'gb-sct', 'us', 'us-ca', 'in', 'in-mh', 'jp', 'cn', 'kr', 'sa', 'ae', 'il', 'br', 'ch-zh', 'au-nsw', 'fr', 'bd', 'ua'];
const SAMPLE_YEARS = [1900, 1950, 1999, 2001, 2022, 2024, 2025, 2026, 2027, 2035, 2036, 2061, 2100];

// ---- The raw python-holidays extract, by the mapping rules of scripts/holiday-data.mjs (written again here) ----

/**
 * The raw extract scripts/holiday-data.py writes (HOLIDAY_RAW: a folder of <CC>.json), when it is
 * on this machine: the written data must say what python-holidays says, with the corrections of
 * src/data/holiday-corrections.json applied. Without it (the usual case: the app never needs
 * Python), the comparison is skipped and the decoding is checked by the other tests.
 */
const RAW = process.env.HOLIDAY_RAW;
type RawRecord = [date: string, category: string, name: string, observed: boolean, estimated: boolean, substitutedFrom: string | null];
interface RawCountry {
  places: { subdiv: string | null; records: RawRecord[] }[];
}
interface Correction {
  id: string;
  place: string;
  remove?: [string, string][];
  add?: [string, string, string][];
}
const corrections = (JSON.parse(readFileSync('src/data/holiday-corrections.json', 'utf8')) as { corrections: Correction[] }).corrections;

const raws = new Map<string, RawCountry>();
const rawOf = (cc: string): RawCountry => {
  let raw = raws.get(cc);
  if (!raw) raws.set(cc, (raw = JSON.parse(readFileSync(join(RAW!, `${cc}.json`), 'utf8')) as RawCountry));
  return raw;
};

/** The place's days of `year` of the kinds known that year, straight from the raw extract with the corrections. */
function fromRaw(data: CountryHolidays, place: string, year: number): string[] {
  const [cc = '', region = null] = place.split('-');
  const raw = rawOf(cc);
  const p = raw.places.find((q) => (q.subdiv?.toLowerCase() ?? null) === region);
  if (!p) throw new Error(`No place ${place} in the raw extract`);
  let records = p.records.filter((r) => r[0].startsWith(`${year}-`));
  for (const c of corrections) {
    const [ccOf, regionOf] = c.place.split('-');
    if (ccOf !== cc || (regionOf && regionOf !== region)) continue;
    records = records.filter((r) => !(c.remove ?? []).some(([date, name]) => r[0] === date && r[2] === name));
    records.push(...(c.add ?? []).filter(([date]) => date.startsWith(`${year}-`)).map(([date, name, kind]): RawRecord => [date, kind === 'half' ? 'half_day' : kind, name, false, false, null]));
  }
  const out = new Set<string>();
  for (const [date, category, name, observed, estimated] of records) {
    const type = category === 'half_day' ? 'half' : category;
    const span = data.kindYears(type as PlaceDay['type']);
    if (year < span.from || year > span.to) continue;
    out.add(`${date}|${typographic(name || 'Day off')}|${type}|${+observed}|${+estimated}`);
  }
  return [...out].sort();
}

const asKeys = (days: readonly PlaceDay[]) => days.map((d) => `${d.date}|${d.name}|${d.type}|${+d.substitute}|${+d.estimated}`).sort();

describe.skipIf(!RAW || !existsSync(RAW))('place holidays: the data equals the python-holidays extract (HOLIDAY_RAW)', () => {
  it.each(SAMPLE_PLACES)('%s in the sample years', async (place) => {
    const id = parsePlaceId(place)!;
    const data = await country(id.country);
    const held = data.yearsOf(id.region);
    for (const year of SAMPLE_YEARS) {
      const days = data.daysOfYear(id.region, year);
      if (year < held.from || year > held.to) {
        expect(days, `${place} ${year}`).toBeNull();
        continue;
      }
      expect(asKeys(days!), `${place} ${year}`).toEqual(fromRaw(data, place, year));
    }
  }, 60_000);
});

// ---- The decoded data on its own ----

describe('place holidays: each year’s list', () => {
  it.each(SAMPLE_PLACES)('%s: sorted by date then name, every day in its year, one record per day of a holiday', async (place) => {
    const id = parsePlaceId(place)!;
    const data = await country(id.country);
    const { from, to } = data.yearsOf(id.region);
    for (const year of SAMPLE_YEARS.filter((y) => y >= from && y <= to)) {
      const days = data.daysOfYear(id.region, year)!;
      // Under martial law Ukraine's holidays are working days (kind workday, in more/ua.json): its main list is empty from 2023.
      if (!(place === 'ua' && year >= 2023)) expect(days.length, `${place} ${year}`).toBeGreaterThan(0);
      for (const [i, d] of days.entries()) {
        expect(d.date.slice(0, 4), `${place} ${year}`).toBe(String(year));
        expect(d.half).toBe(d.type === 'half');
        expect(data.kinds).toContain(d.type);
        expect(d.name).not.toContain("'");
        if (i > 0) expect(compareText(days[i - 1]!.date, d.date) || compareText(days[i - 1]!.name, d.name), `${place} ${d.date}`).toBeLessThanOrEqual(0);
      }
      expect(new Set(asKeys(days)).size, `${place} ${year}: no duplicates`).toBe(days.length);
    }
  });

  it('keeps a holiday that crosses into the next year in the year of each date (UAE, Eid al-Adha of 2006–2007)', async () => {
    // Arafat Day and Eid al-Adha of 1427 AH: December 30 and 31, 2006, the Eid's holidays January 1–2, 2007.
    expect(brief(await daysOf('ae', 2006))?.slice(-2)).toEqual(['12-30 Day of Arafah', '12-31 Eid al-Adha']);
    expect(brief(await daysOf('ae', 2007))?.slice(0, 3)).toEqual(['01-01 Eid al-Adha Holiday', '01-01 New Year’s Day', '01-02 Eid al-Adha Holiday']);
    expect((await daysOf('ae', 2006))?.at(-1)?.estimated).toBe(true);
  });

  it('gives a holiday of several days one record per day (China’s Spring Festival 2026: the eve and three days)', async () => {
    const days = (await daysOf('cn', 2026))!;
    expect(days.filter((d) => d.name.startsWith('Chinese New Year')).map((d) => `${d.date} ${d.local}`)).toEqual([
      '2026-02-16 农历除夕',
      '2026-02-17 春节',
      '2026-02-18 春节',
      '2026-02-19 春节',
    ]);
  });

  it('names each day in English and in the country’s own language, where it differs', async () => {
    const de = await country('de');
    expect(de.lang).toBe('de');
    expect(de.daysOfYear(null, 2026)?.find((d) => d.date === '2026-10-03')).toEqual({
      date: '2026-10-03',
      name: 'German Unity Day',
      local: 'Tag der Deutschen Einheit',
      type: 'public',
      half: false,
      substitute: false,
      estimated: false,
    });
    // An English-speaking country has no local names.
    expect((await daysOf('gb', 2026))?.every((d) => d.local === undefined)).toBe(true);
    // Straight apostrophes of the data are typographic ones.
    expect((await daysOf('gb', 2026))?.[0]?.name).toBe('New Year’s Day');
  });

  it('marks substitute days with the holiday’s own name (UK: Boxing Day 2026, a Saturday, on Monday 28)', async () => {
    expect((await daysOf('gb-eng', 2026))?.filter((d) => d.name === 'Boxing Day').map((d) => [d.date, d.substitute])).toEqual([
      ['2026-12-26', false],
      ['2026-12-28', true],
    ]);
  });

  it('gives weekend working days and the days off exchanged for them (China 2026)', async () => {
    const cn = await country('cn');
    expect(cn.workdaysOfYear(2026)).toEqual([
      { date: '2026-01-04', dayOff: '2026-01-02' },
      { date: '2026-02-14', dayOff: '2026-02-20' },
      { date: '2026-02-28', dayOff: '2026-02-23' },
      { date: '2026-05-09', dayOff: '2026-05-05' },
      { date: '2026-09-20', dayOff: '2026-10-06' },
      { date: '2026-10-10', dayOff: '2026-10-07' },
    ]);
    expect(cn.daysOfYear(null, 2026)?.find((d) => d.date === '2026-01-02')).toMatchObject({ name: 'Day off', type: 'public', swapFor: '2026-01-04' });
    // No country but those with such decrees has any.
    expect((await country('de')).workdaysOfYear(2026)).toEqual([]);
    expect(cn.workdaysOfYear(1900)).toEqual([]);
  });
});

describe('place holidays: years and regions', () => {
  it('holds each country’s own years: python-holidays’ span, narrowed where a lunar table ends', async () => {
    expect((await country('de')).yearsOf(null)).toEqual({ from: 1991, to: 2100 });
    expect((await country('de')).yearsOf('by')).toEqual({ from: 1991, to: 2100 });
    expect((await country('in')).yearsOf(null)).toEqual({ from: 2001, to: 2035 });
    expect((await country('gb')).yearsOf(null)).toEqual({ from: 1900, to: 2100 });
    expect(await daysOf('de', 1990)).toBeNull();
    expect(await daysOf('de', 1991)).not.toBeNull();
    expect(await daysOf('in', 2036)).toBeNull();
    // A kind can be known for fewer years than the country.
    const india = await country('in');
    expect(india.kinds).toEqual(['public', 'government', 'optional', 'optional_women']);
    const optional = india.kindYears('optional');
    expect(optional.from).toBeGreaterThanOrEqual(2001);
    expect(optional.to).toBeLessThanOrEqual(2035);
    expect(india.kindYears('public')).toEqual({ from: 2001, to: 2035 });
  });

  it.each([1899, 2101, 0, -1, 9999, 2026.5, Number.NaN, Infinity])('year %s gives null, never []', async (year) => {
    expect(HOLIDAY_YEARS).toEqual({ from: 1900, to: 2100 });
    const de = await country('de');
    expect(de.daysOfYear(null, year)).toBeNull();
    expect(de.daysOfYear('by', year)).toBeNull();
  });

  it('gives every held year of every sample place a list, at both ends too', async () => {
    for (const place of SAMPLE_PLACES) {
      const id = parsePlaceId(place)!;
      const data = await country(id.country);
      const { from, to } = data.yearsOf(id.region);
      expect(data.daysOfYear(id.region, from), place).toBeInstanceOf(Array);
      expect(data.daysOfYear(id.region, to), place).toBeInstanceOf(Array);
      expect(data.daysOfYear(id.region, from - 1), place).toBeNull();
      expect(data.daysOfYear(id.region, to + 1), place).toBeNull();
    }
  });

  it('applies a region’s differences: Bavaria adds Corpus Christi, Scotland drops Easter Monday and adds January 2', async () => {
    const names = async (place: string, year: number) => (await daysOf(place, year))?.map((d) => d.name);
    expect((await daysOf('de-by', 2026))?.filter((d) => d.name === 'Corpus Christi').map((d) => d.date)).toEqual(['2026-06-04']);
    expect(await names('de', 2026)).not.toContain('Corpus Christi');
    expect(await names('gb-eng', 2026)).toContain('Easter Monday');
    expect(await names('gb-sct', 2026)).not.toContain('Easter Monday');
    expect(await names('gb-sct', 2026)).toContain('New Year Holiday');
    expect(await names('gb', 2026)).not.toContain('New Year Holiday');
  });

  it('decodes lazily and keeps each list: the same array for the same place and year', async () => {
    const de = await country('de');
    const first = de.daysOfYear('by', 2026);
    expect(de.daysOfYear('by', 2026)).toBe(first);
    expect(de.daysOfYear(null, 2026)).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.[0])).toBe(true);
    // Loading a country twice gives the same decoded object.
    expect(await loadCountryHolidays('de')).toBe(de);
  });

  it('throws for an unknown region, hostile names included', async () => {
    const de = await country('de');
    for (const region of ['xx', 'BY', '__proto__', 'constructor', 'toString', '', 'by ']) {
      expect(() => de.daysOfYear(region, 2026), region).toThrow(RangeError);
      expect(() => de.yearsOf(region), region).toThrow(RangeError);
    }
  });

  it('lists the countries and states of the data and of the place list alike, sorted by name', async () => {
    const places = await loadPlaces();
    expect(places.map((c) => c.code).sort()).toEqual([...PLACE_COUNTRIES]);
    expect(PLACE_COUNTRIES).toHaveLength(250);
    expect(PLACE_COUNTRIES.every((c) => /^[a-z]{2}$/.test(c))).toBe(true);
    for (const code of ['iq', 'jo', 'kw', 'qa', 'om', 'np', 'mm', 'kh', 'la', 'mn', 'mo']) expect(PLACE_COUNTRIES, code).toContain(code);
    // The generator sorts the data's names, whose apostrophes are straight ("L'Aquila" before "La Spezia").
    const key = (name: string) => name.replaceAll('’', "'").normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const sorted = (names: string[]) => names.every((n, i) => i === 0 || key(names[i - 1]!) <= key(n));
    expect(sorted(places.map((c) => c.name))).toBe(true);
    for (const c of places) {
      expect(sorted(c.regions.map((r) => r.name)), c.code).toBe(true);
      const data = await country(c.code);
      expect(c.regions.map((r) => r.code).sort(), c.code).toEqual(data.regions);
      for (const r of c.regions) expect(data.regionName(r.code), `${c.code}-${r.code}`).toBe(r.name);
    }
    const de = places.find((c) => c.code === 'de');
    expect(de?.name).toBe('Germany');
    expect(de?.regions).toContainEqual({ code: 'by', name: 'Bayern' });
    expect(places.find((c) => c.code === 'us')?.regions.length).toBeGreaterThanOrEqual(50);
    expect(places.find((c) => c.code === 'sa')?.weekend).toEqual([5, 6]);
    expect(places.find((c) => c.code === 'in')?.weekend).toEqual([0]);
    expect(places.find((c) => c.code === 'de')?.weekend).toEqual([0, 6]);
  }, 60_000);

  it('resolves to null for a country without data', async () => {
    for (const code of ['xx', 'DE', '__proto__', 'places', 'countries', 'source', 'de-by', '']) expect(await loadCountryHolidays(code), code).toBeNull();
  });
});

describe('place holidays: malformed input', () => {
  const good = { v: 2, code: 'zz', years: [1900, 2100], kinds: ['public', 'bank'], lang: 'en', names: ['A', 'B'], days: [[0, 0], [64 + 4 + 2 + 1, 1]], workdays: [], swaps: [], regions: {} };

  it('decodes a minimal file: the head’s name, kind, substitute and estimated bits', () => {
    expect(decodeCountry(good).daysOfYear(null, 1970)).toEqual([
      { date: '1970-01-01', name: 'A', type: 'public', half: false, substitute: false, estimated: false },
      { date: '1970-01-02', name: 'B', type: 'bank', half: false, substitute: true, estimated: true },
    ]);
    const region = decodeCountry({ ...good, regions: { r1: { add: [[64, 5]], del: [[0, 0]] } }, regionNames: { r1: "Region's" } });
    expect(region.daysOfYear('r1', 1970)?.map((d) => `${d.date} ${d.name}`)).toEqual(['1970-01-02 B', '1970-01-06 B']);
    expect(region.regionName('r1')).toBe('Region’s');
    expect(DAY_KINDS.slice(0, 8)).toEqual(['public', 'bank', 'half', 'optional', 'government', 'school', 'workday', 'catholic']);
  });

  it('refuses data that is not a version 2 country file or a place list', () => {
    for (const bad of [null, [], {}, { v: 2 }, { ...good, v: 1 }, { ...good, code: 'ZZ' }, { ...good, lang: 1 }]) {
      expect(() => decodeCountry(bad), JSON.stringify(bad)).toThrow(TypeError);
    }
    const bads: Record<string, unknown>[] = [
      { days: [[128, 0]] }, // no name 2
      { days: [[0, 0.5]] },
      { days: [[0]] },
      { days: 'x' },
      { years: [1800, 2100] },
      { years: [2000, 1999] },
      { years: [1900] },
      { kinds: [] },
      { kinds: ['public', 'holiday'] },
      { names: [1, 2] },
      { local: ['a'] },
      { workdays: [1.5] },
      { swaps: [[1]] },
      { regions: { 'x-y': { add: [], del: [] } } },
      { regions: { ok: { add: [[0]], del: [] } } },
      { regions: { ok: { add: [], del: [], years: [1800, 1900] } } },
      { kindYears: { bank: [1800, 1900] } },
    ];
    for (const change of bads) expect(() => decodeCountry({ ...good, ...change }), JSON.stringify(change)).toThrow(TypeError);
    // A kind index past the file's kinds is malformed when the day is read.
    expect(() => decodeCountry({ ...good, days: [[8, 0]] }).daysOfYear(null, 1970)).toThrow(TypeError);
    expect(() => decodePlaces({ v: 1, countries: [['zz', 'Z', [7], []]] })).toThrow(TypeError);
    expect(() => decodePlaces({ v: 1, countries: [['zz', 'Z', [0], [['a']]]] })).toThrow(TypeError);
    expect(() => decodePlaces({ v: 2, countries: [] })).toThrow(TypeError);
  });
});

describe('parsePlaceId', () => {
  it('splits a country and an optional region', () => {
    expect(parsePlaceId('de-by')).toEqual({ country: 'de', region: 'by' });
    expect(parsePlaceId('gb')).toEqual({ country: 'gb', region: null });
    expect(parsePlaceId('gb-sct')).toEqual({ country: 'gb', region: 'sct' });
    expect(parsePlaceId('ad-07')).toEqual({ country: 'ad', region: '07' });
    expect(parsePlaceId('us-ca')).toEqual({ country: 'us', region: 'ca' });
  });

  it.each([
    '',
    'd',
    'deu',
    'DE',
    'de-BY',
    'de-',
    'de--by',
    'de-bayr',
    'de-by-a',
    'de_by',
    ' de',
    'de ',
    'de\n',
    'de-by\n',
    'dé',
    '__proto__',
    'constructor',
    '../de',
    'de/../../etc',
    'de-by%00',
    '1e',
    'x'.repeat(10_000),
    `de-${'a'.repeat(10_000)}`,
  ])('rejects %j', (id) => {
    expect(parsePlaceId(id)).toBeNull();
  });

  it('rejects what is not a string', () => {
    for (const id of [null, undefined, 42, {}, ['de']]) expect(parsePlaceId(id as unknown as string)).toBeNull();
  });
});
