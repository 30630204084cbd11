import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { PLACE_COUNTRIES, loadCountryHolidays, loadPlaces } from './place-data';
import { type CountryHolidays, type PlaceDay, decodeCountry, decodePlaces, typographic } from './place-holidays';
import { PLACE_HOLIDAY_YEARS as HOLIDAY_YEARS, parsePlaceId } from './work-calendar';

const DAY_MS = 86_400_000;

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
const brief = (days: readonly PlaceDay[] | null) => days?.map((d) => `${d.date.slice(5)} ${d.name}`);

// ---- date-holidays itself, by the mapping rules of scripts/holiday-data.mjs (written again here) ----

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byDateThenName = (a: PlaceDay, b: PlaceDay) =>
  compareText(a.date, b.date) || compareText(a.name, b.name) || compareText(b.type, a.type) || +a.half - +b.half || +a.substitute - +b.substitute;

const packages = new Map<string, Holidays>();

/**
 * Runs date-holidays in UTC, as scripts/holiday-data.mjs does: it does its date arithmetic on local
 * `Date`s, so in some zones it moves its own holidays (in Pacific/Apia, New Year's Day 1950 starts
 * at 00:30). Synchronous, so nothing else runs while the zone is switched.
 */
function inUtc<T>(compute: () => T): T {
  const zone = process.env.TZ;
  process.env.TZ = 'UTC';
  try {
    return compute();
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
}

/** The place's public and bank days whose date is in `year`, straight from date-holidays. */
function fromPackage(place: string, year: number): PlaceDay[] {
  const [cc = '', state] = place.split('-');
  let hd = packages.get(place);
  if (!hd) {
    hd = state ? new Holidays(cc, state, { timezone: 'UTC' }) : new Holidays(cc, { timezone: 'UTC' });
    packages.set(place, hd);
  }
  const found = new Map<string, PlaceDay>();
  for (let ruleYear = year - 1; ruleYear <= year + 1; ruleYear++) {
    for (const h of inUtc(() => hd.getHolidays(ruleYear, 'en'))) {
      if (h.type !== 'public' && h.type !== 'bank') continue;
      const m = /^(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}:\d{2}( -0600)?$/.exec(h.date);
      if (!m) throw new Error(`Unexpected date ${h.date}`);
      // Islamic and Hebrew holidays start at 18:00 the day before: the day itself is the day off.
      const shift = m[2] ? 6 * 3_600_000 : 0;
      const start = +h.start + shift;
      const end = +h.end + shift;
      for (let t = Date.parse(`${m[1]}T00:00:00Z`); t < end; t += DAY_MS) {
        const date = new Date(t).toISOString().slice(0, 10);
        if (Number(date.slice(0, 4)) !== year) continue;
        const day = { date, name: typographic(h.name), type: h.type, half: start > t || end < t + DAY_MS, substitute: h.substitute === true } as PlaceDay;
        found.set(JSON.stringify(day), day);
      }
    }
  }
  return [...found.values()].sort(byDateThenName);
}

const SAMPLE_PLACES = ['de', 'de-by', 'gb', 'gb-eng', 'gb-sct', 'us', 'us-ca', 'in', 'jp', 'cn', 'sa', 'il', 'br', 'ch-zh', 'au-nsw', 'fr'];
const SAMPLE_YEARS = [1900, 1950, 1999, 2024, 2026, 2027, 2061, 2100];

describe('place holidays: the data equals date-holidays', () => {
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
      expect(days, `${place} ${year}`).toEqual(fromPackage(place, year));
    }
  });

  it('holds every year, except where the Islamic or Hebrew calendar tables of date-holidays end', async () => {
    expect((await country('de')).yearsOf(null)).toEqual({ from: 1900, to: 2100 });
    expect((await country('de')).yearsOf('by')).toEqual({ from: 1900, to: 2100 });
    expect((await country('sa')).yearsOf(null)).toEqual({ from: 1970, to: 2076 });
    expect((await country('il')).yearsOf(null)).toEqual({ from: 1969, to: 2099 });
    // date-holidays itself has no Islamic holidays outside its table: the decoder says so with null.
    expect(fromPackage('sa', 1950).some((d) => d.name.includes('Eid'))).toBe(false);
    expect(await daysOf('sa', 1950)).toBeNull();
    expect(await daysOf('sa', 1970)).not.toBeNull();
  });

  it('keeps a holiday that moves into the next year in the year of its date', async () => {
    // Eid al-Adha of 2006 (three days from December 31, 2006) in the United Arab Emirates.
    expect(brief(await daysOf('ae', 2006))?.filter((d) => d.startsWith('12-31'))).toEqual(['12-31 Feast of the Sacrifice (Eid al-Adha)']);
    expect(brief(await daysOf('ae', 2007))?.slice(0, 3)).toEqual([
      "01-01 Feast of the Sacrifice (Eid al-Adha)",
      "01-01 New Year’s Day",
      '01-02 Feast of the Sacrifice (Eid al-Adha)',
    ]);
  });
});

describe('place holidays: published calendars', () => {
  it('England and Wales 2027: the bank holidays of gov.uk, plus Christmas and Boxing Day on their weekend', async () => {
    const days = await daysOf('gb-eng', 2027);
    expect(days?.map((d) => `${d.date} ${d.name}${d.substitute ? ' (sub)' : ''}`)).toEqual([
      "2027-01-01 New Year’s Day",
      '2027-03-26 Good Friday',
      '2027-03-29 Easter Monday',
      '2027-05-03 Early May bank holiday',
      '2027-05-31 Spring bank holiday',
      '2027-08-30 Summer bank holiday',
      '2027-12-25 Christmas Day',
      '2027-12-26 Boxing Day',
      '2027-12-27 Christmas Day (substitute day) (sub)',
      '2027-12-28 Boxing Day (substitute day) (sub)',
    ]);
    // gov.uk lists the eight weekdays only (December 25 and 26, 2027 are a Saturday and a Sunday).
    const weekdays = days?.filter((d) => ![0, 6].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay()));
    expect(weekdays?.map((d) => d.date.slice(5))).toEqual(['01-01', '03-26', '03-29', '05-03', '05-31', '08-30', '12-27', '12-28']);
    expect(days?.every((d) => d.type === 'public' && !d.half)).toBe(true);
  });

  it('Bavaria has Corpus Christi (June 4, 2026), Germany as a whole does not', async () => {
    const corpusChristi = (days: readonly PlaceDay[] | null) => days?.filter((d) => d.name === 'Corpus Christi').map((d) => d.date);
    expect(corpusChristi(await daysOf('de-by', 2026))).toEqual(['2026-06-04']);
    expect(corpusChristi(await daysOf('de', 2026))).toEqual([]);
  });

  it('a region drops national days too: Scotland has no Easter Monday, and has January 2', async () => {
    const names = async (place: string) => (await daysOf(place, 2026))?.map((d) => d.name);
    expect(await names('gb')).toContain('Easter Monday');
    expect(await names('gb-sct')).not.toContain('Easter Monday');
    expect(await names('gb-sct')).toContain('January 2nd');
    expect(await names('gb')).not.toContain('January 2nd');
  });

  it('Saudi Arabia: Eid al-Fitr 2026 from March 19 (30 Ramadan) for four days; weekend Friday and Saturday', async () => {
    const eid = (await daysOf('sa', 2026))?.filter((d) => d.name.includes('Eid al-Fitr')).map((d) => d.date);
    expect(eid).toEqual(['2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22']);
    expect((await loadPlaces()).find((c) => c.code === 'sa')?.weekend).toEqual([5, 6]);
    expect((await loadPlaces()).find((c) => c.code === 'in')?.weekend).toEqual([0]);
    expect((await loadPlaces()).find((c) => c.code === 'de')?.weekend).toEqual([0, 6]);
  });

  it('Israel: Yom Kippur 2026 on September 21 (it starts the evening before)', async () => {
    expect((await daysOf('il', 2026))?.filter((d) => d.name.includes('Yom Kippur')).map((d) => d.date)).toEqual(['2026-09-21']);
  });

  it('half days: December 24 from 14:00 in Germany, a whole day when it is a Sunday', async () => {
    const eve = async (year: number) => (await daysOf('de', year))?.find((d) => d.name === 'Christmas Eve');
    expect(await eve(2026)).toEqual({ date: '2026-12-24', name: 'Christmas Eve', type: 'bank', half: true, substitute: false });
    expect(await eve(2023)).toEqual({ date: '2023-12-24', name: 'Christmas Eve', type: 'bank', half: false, substitute: false });
  });

  it('multi-day holidays give one record per day (Spring Festival in China)', async () => {
    expect((await daysOf('cn', 2026))?.filter((d) => d.name === 'Spring Festival').map((d) => d.date)).toEqual([
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
    ]);
  });
});

describe('place holidays: years and regions', () => {
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
      expect(data.daysOfYear(id.region, from)).toBeInstanceOf(Array);
      expect(data.daysOfYear(id.region, to)).toBeInstanceOf(Array);
    }
  });

  it('throws for an unknown region, hostile names included', async () => {
    const de = await country('de');
    for (const region of ['xx', 'BY', '__proto__', 'constructor', 'toString', '', 'by ']) {
      expect(() => de.daysOfYear(region, 2026), region).toThrow(RangeError);
      expect(() => de.yearsOf(region), region).toThrow(RangeError);
    }
  });

  it('lists the states of the data and of the place list alike, sorted by name', async () => {
    const places = await loadPlaces();
    expect(places.map((c) => c.code).sort()).toEqual([...PLACE_COUNTRIES]);
    expect(PLACE_COUNTRIES).toHaveLength(207);
    const key = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const sorted = (names: string[]) => names.every((n, i) => i === 0 || key(names[i - 1]!) <= key(n));
    expect(sorted(places.map((c) => c.name))).toBe(true);
    for (const c of places) {
      expect(sorted(c.regions.map((r) => r.name)), c.code).toBe(true);
      expect(c.regions.map((r) => r.code).sort(), c.code).toEqual((await country(c.code)).regions);
    }
    const de = places.find((c) => c.code === 'de');
    expect(de?.name).toBe('Germany');
    expect(de?.regions).toContainEqual({ code: 'by', name: 'Bayern' });
    expect(places.find((c) => c.code === 'us')?.regions.length).toBeGreaterThanOrEqual(50);
  });

  it('resolves to null for a country without data', async () => {
    for (const code of ['xx', 'DE', '__proto__', 'places', 'de-by', '']) expect(await loadCountryHolidays(code), code).toBeNull();
  });

  it('refuses data that is not a country file or place list', () => {
    for (const bad of [null, [], {}, { v: 2 }, { v: 1, code: 'DE', years: [1900, 2100], names: [], days: [], regions: {} }]) {
      expect(() => decodeCountry(bad)).toThrow(TypeError);
    }
    const good = { v: 1, code: 'zz', years: [1900, 2100], names: ['A'], days: [[0, 0]], regions: {} };
    expect(decodeCountry(good).daysOfYear(null, 1970)).toEqual([{ date: '1970-01-01', name: 'A', type: 'public', half: false, substitute: false }]);
    expect(() => decodeCountry({ ...good, days: [[8, 0]] })).toThrow(TypeError); // no name 1
    expect(() => decodeCountry({ ...good, days: [[0, 0.5]] })).toThrow(TypeError);
    expect(() => decodeCountry({ ...good, years: [1800, 2100] })).toThrow(TypeError);
    expect(() => decodeCountry({ ...good, regions: { 'x-y': { add: [], del: [] } } })).toThrow(TypeError);
    expect(() => decodePlaces({ v: 1, countries: [['zz', 'Z', [7], []]] })).toThrow(TypeError);
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
