import { describe, expect, it } from 'vitest';
import cn from '@/data/holidays/cn.json';
import de from '@/data/holidays/de.json';
import gb from '@/data/holidays/gb.json';
import india from '@/data/holidays/in.json';
import jp from '@/data/holidays/jp.json';
import moreDe from '@/data/holidays/more/de.json';
import sa from '@/data/holidays/sa.json';
import us from '@/data/holidays/us.json';
import { type IsoDate, parseIsoDate } from './core/civil-date';
import { usFederalHolidays } from './holidays';
import { type HolidayRow, type HolidaySource, holidayRows, holidayYears, isNationwide, nextHoliday, rowDates } from './holiday-table';
import { type DayKind, decodeCountry } from './place-holidays';

// Civil dates are ISO strings throughout, so nothing here depends on the machine's time zone.

const source = (data: unknown, more?: unknown): HolidaySource => ({ main: decodeCountry(data), more: more === undefined ? null : decodeCountry(more) });
const DE = source(de);
const GB = source(gb);
const JP = source(jp);
const IN = source(india);
const US: HolidaySource = { ...source(us), federal: usFederalHolidays };
const CN = source(cn);
const SA = source(sa);

/** The table, failing the test when the data does not hold the year. */
function table(from: HolidaySource, region: string | null, year: number, types: readonly DayKind[]): HolidayRow[] {
  const rows = holidayRows(from, region, year, types);
  if (!rows) throw new Error(`No table for ${from.main.code} ${region ?? '(country)'} ${year}`);
  return rows;
}

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

/** 'YYYY-MM-DD name' of each row, for short literal lists. */
const lines = (rows: readonly HolidayRow[]) => rows.map((r) => `${r.date} ${r.name}`);
const nationwide = (rows: readonly HolidayRow[]) => rows.filter((r) => r.regions === null);
const named = (rows: readonly HolidayRow[], name: string) => rows.filter((r) => r.name === name);

describe('Germany 2026 (the Länder holiday laws; Tag der Deutschen Einheit by the Unification Treaty)', () => {
  // The nine holidays every Land keeps. The data calls German Unity Day "National Holiday" and the
  // Second Day of Christmas "Boxing Day".
  const NATIONWIDE = [
    '2026-01-01 New Year’s Day',
    '2026-04-03 Good Friday',
    '2026-04-06 Easter Monday',
    '2026-05-01 Labour Day',
    '2026-05-14 Ascension Day',
    '2026-05-25 Whit Monday',
    '2026-10-03 National Holiday',
    '2026-12-25 Christmas Day',
    '2026-12-26 Boxing Day',
  ];

  it('has the nine nationwide public holidays, each a one-day whole day that applies everywhere', () => {
    const rows = nationwide(table(DE, null, 2026, ['public']));
    expect(lines(rows)).toEqual(NATIONWIDE);
    for (const r of rows) expect(r).toMatchObject({ days: 1, last: r.date, type: 'public', half: false, substitute: false, except: [] });
  });

  it('gives each state holiday the states that keep it (country view)', () => {
    const rows = table(DE, null, 2026, ['public']);
    const regionsOf = (name: string) => named(rows, name).map((r) => [r.date, r.regions]);
    expect(regionsOf('Epiphany')).toEqual([['2026-01-06', ['bw', 'by', 'st']]]);
    expect(regionsOf('Corpus Christi')).toEqual([['2026-06-04', ['bw', 'by', 'he', 'nw', 'rp', 'sl']]]);
    expect(regionsOf('All Saints’ Day')).toEqual([['2026-11-01', ['bw', 'by', 'nw', 'rp', 'sl']]]);
    expect(regionsOf('Reformation Day')).toEqual([['2026-10-31', ['bb', 'hb', 'hh', 'mv', 'ni', 'sh', 'sn', 'st', 'th']]]);
    expect(regionsOf('Day of Prayer and Repentance')).toEqual([['2026-11-18', ['sn']]]);
    // Assumption is a public holiday in all of Saarland; in Bavaria only in its mainly Catholic
    // municipalities, which the data does not count as the state's (see the Bavaria test).
    expect(regionsOf('Assumption')).toEqual([['2026-08-15', ['sl']]]);
  });

  it('lists Bavaria’s twelve statewide public holidays: the nine and Epiphany, Corpus Christi, All Saints’ Day', () => {
    const rows = table(DE, 'by', 2026, ['public']);
    expect(lines(rows)).toEqual([
      '2026-01-01 New Year’s Day',
      '2026-01-06 Epiphany',
      '2026-04-03 Good Friday',
      '2026-04-06 Easter Monday',
      '2026-05-01 Labour Day',
      '2026-05-14 Ascension Day',
      '2026-05-25 Whit Monday',
      '2026-06-04 Corpus Christi',
      '2026-10-03 National Holiday',
      '2026-11-01 All Saints’ Day',
      '2026-12-25 Christmas Day',
      '2026-12-26 Boxing Day',
    ]);
    // In the region view the state's own days carry its code, the nine stay nationwide.
    expect(lines(nationwide(rows))).toEqual(NATIONWIDE);
    expect(named(rows, 'Corpus Christi')[0]?.regions).toEqual(['by']);
  });

  it('has Assumption in Bavaria as an observance only (a holiday in 1,700 or so of its 2,056 municipalities)', () => {
    // Bavaria's holiday law (FTG Art. 1) makes August 15 a public holiday only in municipalities
    // with a mainly Catholic population; the data keeps it out of the state's public holidays and
    // lists it among the state's observances (more/de.json). The city of Augsburg's own holiday,
    // the Peace Festival on August 8, is not in the data at all.
    expect(named(table(DE, 'by', 2026, ['public', 'bank']), 'Assumption')).toEqual([]);
    const withMore = table(source(de, moreDe), 'by', 2026, ['public', 'bank', 'optional', 'observance']);
    expect(named(withMore, 'Assumption').map((r) => [r.date, r.type, r.regions])).toEqual([['2026-08-15', 'observance', ['by']]]);
    expect(withMore.filter((r) => r.date === '2026-08-08')).toEqual([]);
  });

  it('keeps the afternoons of December 24 and 31 out of the public holidays (the data types them bank half days)', () => {
    // Neither is a statutory holiday in any Land; the data has them as half-day bank holidays.
    expect(named(table(DE, null, 2026, ['public']), 'Christmas Eve')).toEqual([]);
    const bank = table(DE, null, 2026, ['bank']);
    expect(bank.map((r) => [r.date, r.name, r.half, r.regions])).toEqual([
      ['2026-12-24', 'Christmas Eve', true, null],
      ['2026-12-31', 'New Year’s Eve', true, null],
    ]);
  });
});

describe('England and Wales 2027 (gov.uk/bank-holidays)', () => {
  // The eight bank holidays gov.uk lists for England and Wales in 2027. Christmas Day falls on a
  // Saturday and Boxing Day on a Sunday, so their days off are Monday 27 and Tuesday 28 December.
  const PUBLISHED = [
    '2027-01-01 New Year’s Day',
    '2027-03-26 Good Friday',
    '2027-03-29 Easter Monday',
    '2027-05-03 Early May bank holiday',
    '2027-05-31 Spring bank holiday',
    '2027-08-30 Summer bank holiday',
    '2027-12-27 Christmas Day (substitute day)',
    '2027-12-28 Boxing Day (substitute day)',
  ];

  for (const region of ['eng', 'wls']) {
    it(`has the eight bank holidays in ${region}, with Christmas and Boxing Day moved to Monday and Tuesday`, () => {
      // The data types every GB day "public" (none "bank"), so both kinds are asked for.
      const rows = table(GB, region, 2027, ['public', 'bank']);
      expect(rows.every((r) => r.type === 'public')).toBe(true);
      const shown = lines(rows);
      for (const day of PUBLISHED) expect(shown).toContain(day);
      expect(rows.filter((r) => r.substitute).map((r) => r.date)).toEqual(['2027-12-27', '2027-12-28']);
      // Difference from gov.uk: the data also lists Christmas Day and Boxing Day on their own
      // weekend dates (Saturday 25 and Sunday 26 December), so the table has ten rows for gov.uk's eight.
      expect(shown).toEqual([...PUBLISHED.slice(0, 6), '2027-12-25 Christmas Day', '2027-12-26 Boxing Day', ...PUBLISHED.slice(6)]);
      // The summer bank holiday is England's, Wales' and Northern Ireland's (Scotland's is in early August).
      expect(named(rows, 'Summer bank holiday').map((r) => r.regions)).toEqual([[region]]);
    });
  }

  it('shows the UK-wide days once in the country view, with the nations that differ', () => {
    const rows = table(GB, null, 2027, ['public', 'bank']);
    expect(named(rows, 'Easter Monday').map((r) => [r.date, r.regions, r.except])).toEqual([['2027-03-29', null, ['sct']]]);
    expect(named(rows, 'Summer bank holiday').map((r) => [r.date, r.regions])).toEqual([
      ['2027-08-02', ['sct']],
      ['2027-08-30', ['eng', 'nir', 'wls']],
    ]);
    expect(named(rows, 'Boxing Day (substitute day)').map((r) => [r.date, r.regions, r.substitute])).toEqual([['2027-12-28', null, true]]);
  });
});

describe('Japan 2026 (Cabinet Office, 国民の祝日)', () => {
  it('has the 16 national holidays and the two days off the holiday law adds (May 6, September 22)', () => {
    // May 6: substitute holiday for Constitution Memorial Day, a Sunday (law art. 3(2)); September 22:
    // the "citizens’ holiday" between two holidays (art. 3(3)). The data's English names differ from
    // the Cabinet Office's ("Constitution Day", "Spring Equinox Day"); the dates agree.
    const rows = table(JP, null, 2026, ['public']);
    expect(lines(rows)).toEqual([
      '2026-01-01 New Year’s Day',
      '2026-01-12 Coming of Age Day',
      '2026-02-11 Foundation Day',
      '2026-02-23 Emperor’s Birthday',
      '2026-03-20 Spring Equinox Day',
      '2026-04-29 Showa Day',
      '2026-05-03 Constitution Day',
      '2026-05-04 Greenery Day',
      '2026-05-05 Children’s Day',
      '2026-05-06 Constitution Day (substitute day)',
      '2026-07-20 Marine Day',
      '2026-08-11 Mountain Day',
      '2026-09-21 Respect-for-the-Aged Day',
      '2026-09-22 Citizens’ Holiday',
      '2026-09-23 Autumnal Equinox Day',
      '2026-10-12 Sports Day',
      '2026-11-03 Culture Day',
      '2026-11-23 Labor Thanksgiving Day',
    ]);
    expect(rows.filter((r) => r.substitute).map((r) => r.date)).toEqual(['2026-05-06']);
    // Each is its own row: holidays of different names on consecutive days never merge.
    expect(rows.every((r) => r.days === 1 && r.regions === null)).toBe(true);
  });

  it('keeps the bank closing days (January 2 and 3, December 31) out of the public holidays', () => {
    expect(lines(table(JP, null, 2026, ['bank']))).toEqual(['2026-01-02 January 2nd', '2026-01-03 January 3rd', '2026-12-31 New Year’s Eve']);
  });
});

describe('India 2026 (the three national holidays)', () => {
  it('has Republic Day, Independence Day and Gandhi Jayanti as nationwide public holidays', () => {
    const rows = table(IN, null, 2026, ['public']);
    for (const [date, name] of [
      ['2026-01-26', 'Republic Day'],
      ['2026-08-15', 'Independence Day'],
      ['2026-10-02', 'Gandhi Jayanti'],
    ] as const) {
      expect(named(rows, name).map((r) => [r.date, r.type, r.regions, r.except])).toEqual([[date, 'public', null, []]]);
    }
  });

  it('holds only three more nationwide days (what the data has, not DoPT’s list of 14)', () => {
    // Difference from DoPT's 2026 list of holidays compulsory in central government offices: that
    // list also has Holi, Id-ul-Fitr, Mahavir Jayanti, Buddha Purnima, Id-ul-Zuha, Muharram,
    // Dussehra, Diwali, Guru Nanak's Birthday and the Prophet's Birthday (none in the data), and
    // not Ambedkar Jayanti, which the data has nationwide.
    expect(lines(nationwide(table(IN, null, 2026, ['public'])))).toEqual([
      '2026-01-26 Republic Day',
      '2026-04-03 Good Friday',
      '2026-04-14 Ambedkar Jayanti',
      '2026-08-15 Independence Day',
      '2026-10-02 Gandhi Jayanti',
      '2026-12-25 Christmas Day',
    ]);
  });
});

describe('United States: federal days from the site’s history-true rules', () => {
  it('has no Martin Luther King Jr. Day and no Juneteenth in 1900', () => {
    const rows = table(US, null, 1900, ['public']);
    // The federal holidays of 1900 (CRS, "Federal Holidays: Evolution and Current Practices"):
    // Memorial Day on May 30, Washington's Birthday on February 22, Thanksgiving on the last Thursday.
    expect(lines(nationwide(rows))).toEqual([
      '1900-01-01 New Year’s Day',
      '1900-02-22 Washington’s Birthday',
      '1900-05-30 Memorial Day',
      '1900-07-04 Independence Day',
      '1900-09-03 Labor Day',
      '1900-11-29 Thanksgiving Day',
      '1900-12-25 Christmas Day',
    ]);
    expect(named(rows, 'Martin Luther King Jr. Day')).toEqual([]);
    expect(rows.filter((r) => r.name.includes('Juneteenth'))).toEqual([]);
    // The states' days still come from the data, which applies today's rules to every year: Alabama's
    // and five other states' King-day rows show in 1900 (a limit of the data, not of the federal rules).
    expect(rows.filter((r) => r.name.includes('Martin Luther King')).every((r) => r.regions !== null)).toBe(true);
  });

  it('has the 2026 federal holidays, Independence Day observed on Friday, July 3 (OPM)', () => {
    const rows = table(US, null, 2026, ['public']);
    expect(lines(nationwide(rows))).toEqual([
      '2026-01-01 New Year’s Day',
      '2026-01-19 Martin Luther King Jr. Day',
      '2026-02-16 Washington’s Birthday',
      '2026-05-25 Memorial Day',
      '2026-06-19 Juneteenth National Independence Day',
      '2026-07-03 Independence Day (observed)',
      '2026-07-04 Independence Day',
      '2026-09-07 Labor Day',
      '2026-10-12 Columbus Day',
      '2026-11-11 Veterans Day',
      '2026-11-26 Thanksgiving Day',
      '2026-12-25 Christmas Day',
    ]);
    expect(named(rows, 'Independence Day (observed)')).toEqual([
      { date: '2026-07-03', last: '2026-07-03', days: 1, name: 'Independence Day (observed)', type: 'public', half: false, substitute: true, regions: null, except: [] },
    ]);
  });
});

describe('multi-day holidays (China 2026)', () => {
  const rows = table(CN, null, 2026, ['public']);

  it('makes National Day, October 1–3, one row of three days', () => {
    // The holiday law (全国年节及纪念日放假办法) gives National Day October 1–3.
    const [row, ...others] = named(rows, 'National Day');
    expect(others).toEqual([]);
    expect(row).toMatchObject({ date: '2026-10-01', last: '2026-10-03', days: 3, regions: null });
    if (row) expect(rowDates(row)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);
  });

  it('makes the Spring Festival one row (three days in the data, four in the law since 2025)', () => {
    // Difference from the law as amended in November 2024: the Spring Festival is four days, the
    // eve and the first three days of the lunar year (February 16–19, 2026), and Labour Day two
    // (May 1–2). The data still has three days (February 16–18) and one (May 1).
    expect(named(rows, 'Spring Festival').map((r) => [r.date, r.last, r.days])).toEqual([['2026-02-16', '2026-02-18', 3]]);
    expect(named(rows, 'Labour Day').map((r) => [r.date, r.last, r.days])).toEqual([['2026-05-01', '2026-05-01', 1]]);
  });
});

describe('nextHoliday', () => {
  const bavaria = table(DE, 'by', 2026, ['public']);

  it('counts 0 on the day itself and the days to the following one after it', () => {
    expect(nextHoliday(bavaria, iso('2026-04-03'))).toMatchObject({ row: { date: '2026-04-03', name: 'Good Friday' }, days: 0 });
    expect(nextHoliday(bavaria, iso('2026-04-04'))).toMatchObject({ row: { date: '2026-04-06', name: 'Easter Monday' }, days: 2 });
    expect(nextHoliday(bavaria, iso('2026-01-02'))).toMatchObject({ row: { name: 'Epiphany' }, days: 4 });
  });

  it('counts 0 while a multi-day holiday lasts', () => {
    const china = table(CN, null, 2026, ['public']);
    expect(nextHoliday(china, iso('2026-10-02'))).toMatchObject({ row: { name: 'National Day', date: '2026-10-01' }, days: 0 });
    expect(nextHoliday(china, iso('2026-10-03'))).toMatchObject({ row: { name: 'National Day' }, days: 0 });
    expect(nextHoliday(china, iso('2026-09-26'))).toMatchObject({ row: { name: 'National Day' }, days: 5 });
  });

  it('is null after the year’s last holiday', () => {
    expect(nextHoliday(bavaria, iso('2026-12-27'))).toBeNull();
    expect(nextHoliday([], iso('2026-01-01'))).toBeNull();
  });
});

describe('isNationwide', () => {
  it('keeps the days of the whole country, so the next one of India is not a state’s', () => {
    const india = table(IN, null, 2026, ['public']);
    expect(nextHoliday(india, iso('2026-12-02'))?.row).toMatchObject({ name: 'Feast of St. Francis Xavier', regions: ['ga'] });
    expect(nextHoliday(india.filter(isNationwide), iso('2026-12-02'))?.row).toMatchObject({ name: 'Christmas Day', date: '2026-12-25', regions: null });
  });

  it('leaves out a day of the whole country but some regions (Easter Monday, not in Scotland)', () => {
    const uk = table(GB, null, 2027, ['public', 'bank']);
    const easterMonday = uk.find((r) => r.name === 'Easter Monday')!;
    expect(easterMonday).toMatchObject({ regions: null, except: ['sct'] });
    expect(isNationwide(easterMonday)).toBe(false);
    expect(uk.filter(isNationwide).map((r) => r.name)).toContain('Christmas Day');
  });
});

describe('years and regions outside the data', () => {
  it('is null for a year the data does not hold (Saudi Arabia: 1970–2076, the Islamic tables’ span)', () => {
    expect(holidayYears(SA, null)).toEqual({ from: 1970, to: 2076 });
    expect(holidayRows(SA, null, 1950, ['public'])).toBeNull();
    expect(holidayRows(SA, null, 2077, ['public'])).toBeNull();
    expect(holidayRows(SA, null, 1970, ['public'])).not.toBeNull();
  });

  it('throws RangeError for an unknown region', () => {
    expect(() => holidayRows(DE, 'zz', 2026, ['public'])).toThrow(RangeError);
  });
});

describe('the United States’ table', () => {
  it('needs the federal rules: the data’s own nationwide days apply today’s rules to every year', () => {
    expect(() => holidayRows(source(us), null, 2026, ['public'])).toThrow(TypeError);
  });
});
