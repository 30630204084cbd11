import { describe, expect, it } from 'vitest';
import cn from '@/data/holidays/cn.json';
import de from '@/data/holidays/de.json';
import deMore from '@/data/holidays/more/de.json';
import gb from '@/data/holidays/gb.json';
import india from '@/data/holidays/in.json';
import jp from '@/data/holidays/jp.json';
import sa from '@/data/holidays/sa.json';
import us from '@/data/holidays/us.json';
import { type IsoDate, parseIsoDate } from './core/civil-date';
import { dayName } from './day-name';
import { usFederalHolidays } from './holidays';
import { type HolidayRow, type HolidaySource, holidayRows, holidayYears, isNationwide, nextHoliday, rowDates } from './holiday-table';
import { type DayKind, decodeCountry } from './place-holidays';

// Civil dates are ISO strings throughout, so nothing here depends on the machine's time zone.

const source = (data: unknown): HolidaySource => ({ main: decodeCountry(data) });
const DE: HolidaySource = { ...source(de), more: decodeCountry(deMore) };
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
  // The nine holidays every Land keeps.
  const NATIONWIDE = [
    '2026-01-01 New Year’s Day',
    '2026-04-03 Good Friday',
    '2026-04-06 Easter Monday',
    '2026-05-01 Labor Day',
    '2026-05-14 Ascension Day',
    '2026-05-25 Pentecost Monday',
    '2026-10-03 German Unity Day',
    '2026-12-25 Christmas Day',
    '2026-12-26 Second Day of Christmas',
  ];

  it('has the nine nationwide public holidays, each a one-day whole day that applies everywhere, with its German name', () => {
    const rows = nationwide(table(DE, null, 2026, ['public']));
    expect(lines(rows)).toEqual(NATIONWIDE);
    for (const r of rows) expect(r).toMatchObject({ days: 1, last: r.date, type: 'public', half: false, substitute: false, estimated: false, except: [] });
    expect(rows.map((r) => r.local)).toEqual(['Neujahr', 'Karfreitag', 'Ostermontag', 'Erster Mai', 'Christi Himmelfahrt', 'Pfingstmontag', 'Tag der Deutschen Einheit', 'Erster Weihnachtstag', 'Zweiter Weihnachtstag']);
  });

  it('gives each state holiday the states that keep it (country view)', () => {
    const rows = table(DE, null, 2026, ['public']);
    const regionsOf = (name: string) => named(rows, name).map((r) => [r.date, r.regions]);
    expect(regionsOf('Epiphany')).toEqual([['2026-01-06', ['bw', 'by', 'st']]]);
    expect(regionsOf('Women’s Day')).toEqual([['2026-03-08', ['be', 'mv']]]);
    expect(regionsOf('Corpus Christi')).toEqual([['2026-06-04', ['bw', 'by', 'he', 'nw', 'rp', 'sl']]]);
    expect(regionsOf('All Saints’ Day')).toEqual([['2026-11-01', ['bw', 'by', 'nw', 'rp', 'sl']]]);
    expect(regionsOf('Reformation Day')).toEqual([['2026-10-31', ['bb', 'hb', 'hh', 'mv', 'ni', 'sh', 'sn', 'st', 'th']]]);
    expect(regionsOf('Repentance and Prayer Day')).toEqual([['2026-11-18', ['sn']]]);
    expect(regionsOf('World Children’s Day')).toEqual([['2026-09-20', ['th']]]);
    // Assumption is a public holiday in all of Saarland; in Bavaria only in its mainly Catholic
    // municipalities: the kind `catholic` (see the Bavaria test).
    expect(regionsOf('Assumption Day')).toEqual([['2026-08-15', ['sl']]]);
  });

  it('lists Bavaria’s twelve statewide public holidays: the nine and Epiphany, Corpus Christi, All Saints’ Day', () => {
    const rows = table(DE, 'by', 2026, ['public']);
    expect(lines(rows)).toEqual([
      '2026-01-01 New Year’s Day',
      '2026-01-06 Epiphany',
      '2026-04-03 Good Friday',
      '2026-04-06 Easter Monday',
      '2026-05-01 Labor Day',
      '2026-05-14 Ascension Day',
      '2026-05-25 Pentecost Monday',
      '2026-06-04 Corpus Christi',
      '2026-10-03 German Unity Day',
      '2026-11-01 All Saints’ Day',
      '2026-12-25 Christmas Day',
      '2026-12-26 Second Day of Christmas',
    ]);
    // In the region view the state's own days carry its code, the nine stay nationwide.
    expect(lines(nationwide(rows))).toEqual(NATIONWIDE);
    expect(named(rows, 'Corpus Christi')[0]?.regions).toEqual(['by']);
  });

  it('has Assumption in Bavaria as a day of its Catholic municipalities, not a statewide holiday', () => {
    // Bavaria's holiday law (Feiertagsgesetz Art. 1(1) no. 2) makes August 15 a public holiday only
    // in municipalities with a mainly Catholic population; the data gives it the kind `catholic`.
    expect(named(table(DE, 'by', 2026, ['public']), 'Assumption Day')).toEqual([]);
    const catholic = table(DE, 'by', 2026, ['public', 'catholic']);
    expect(named(catholic, 'Assumption Day').map((r) => [r.date, r.type, r.regions])).toEqual([['2026-08-15', 'catholic', ['by']]]);
    // Augsburg's own Peace Festival (August 8) is not in the data at all.
    expect(catholic.filter((r) => r.date === '2026-08-08')).toEqual([]);
  });

  it('has no bank or half days: December 24 and 31 are no holidays in any Land', () => {
    expect(DE.main.kinds).toEqual(['public', 'catholic', 'school']);
    expect(table(DE, null, 2026, ['bank', 'half'])).toEqual([]);
    expect(table(DE, null, 2026, ['public', 'catholic']).filter((r) => r.date === '2026-12-24' || r.date === '2026-12-31')).toEqual([]);
  });

  it('has the school holidays of each Land as rows of their own kind (Bavaria’s summer break 2026: August 3 – September 14)', () => {
    const summer = named(table(DE, 'by', 2026, ['school']), 'Summer Break');
    expect(summer.map((r) => [r.date, r.last, r.days, r.regions])).toEqual([['2026-08-03', '2026-09-14', 43, ['by']]]);
    expect(table(DE, 'by', 2026, ['public']).some((r) => r.type === 'school')).toBe(false);
  });
});

describe('England and Wales 2027 (gov.uk/bank-holidays)', () => {
  // The eight bank holidays gov.uk lists for England and Wales in 2027. Christmas Day falls on a
  // Saturday and Boxing Day on a Sunday, so their days off are Monday 27 and Tuesday 28 December.
  for (const region of ['eng', 'wls']) {
    it(`has the eight bank holidays in ${region}, with Christmas and Boxing Day moved to Monday and Tuesday`, () => {
      const rows = table(GB, region, 2027, ['public']);
      expect(rows.every((r) => r.type === 'public')).toBe(true);
      // Beside gov.uk's eight, the data also lists Christmas Day and Boxing Day on their own
      // weekend dates (Saturday 25 and Sunday 26 December): ten rows.
      expect(rows.map((r) => `${r.date} ${r.name}${r.substitute ? ' (substitute day)' : ''}`)).toEqual([
        '2027-01-01 New Year’s Day',
        '2027-03-26 Good Friday',
        '2027-03-29 Easter Monday',
        '2027-05-03 May Day',
        '2027-05-31 Spring Bank Holiday',
        '2027-08-30 Late Summer Bank Holiday',
        '2027-12-25 Christmas Day',
        '2027-12-26 Boxing Day',
        '2027-12-27 Christmas Day (substitute day)',
        '2027-12-28 Boxing Day (substitute day)',
      ]);
      expect(rows.filter((r) => r.substitute).map((r) => r.date)).toEqual(['2027-12-27', '2027-12-28']);
      // The late summer bank holiday is England's, Wales' and Northern Ireland's (Scotland's is in early August).
      expect(named(rows, 'Late Summer Bank Holiday').map((r) => r.regions)).toEqual([[region]]);
    });
  }

  it('shows the UK-wide days once in the country view, the nations’ own with their codes', () => {
    const rows = table(GB, null, 2027, ['public']);
    expect(named(rows, 'Easter Monday').map((r) => [r.date, r.regions])).toEqual([['2027-03-29', ['eng', 'nir', 'wls']]]);
    expect(named(rows, 'Summer Bank Holiday').map((r) => [r.date, r.regions])).toEqual([['2027-08-02', ['sct']]]);
    expect(named(rows, 'Late Summer Bank Holiday').map((r) => [r.date, r.regions])).toEqual([['2027-08-30', ['eng', 'nir', 'wls']]]);
    expect(named(rows, 'Saint Andrew’s Day').map((r) => [r.date, r.regions])).toEqual([['2027-11-30', ['sct']]]);
    expect(named(rows, 'Boxing Day').map((r) => [r.date, r.regions, r.substitute])).toEqual([
      ['2027-12-26', null, false],
      ['2027-12-28', null, true],
    ]);
  });
});

describe('Japan 2026 (Cabinet Office, 国民の祝日)', () => {
  it('has the 16 national holidays and the two days off the holiday law adds (May 6, September 22)', () => {
    // May 6: substitute holiday (振替休日) for Constitution Memorial Day, a Sunday (law art. 3(2));
    // September 22: the "citizens’ holiday" (国民の休日) between two holidays (art. 3(3)).
    const rows = table(JP, null, 2026, ['public']);
    expect(rows.map((r) => `${r.date} ${r.name} · ${r.local}`)).toEqual([
      '2026-01-01 New Year’s Day · 元日',
      '2026-01-12 Coming of Age Day · 成人の日',
      '2026-02-11 Foundation Day · 建国記念の日',
      '2026-02-23 Emperor’s Birthday · 天皇誕生日',
      '2026-03-20 Vernal Equinox Day · 春分の日',
      '2026-04-29 Showa Day · 昭和の日',
      '2026-05-03 Constitution Day · 憲法記念日',
      '2026-05-04 Greenery Day · みどりの日',
      '2026-05-05 Children’s Day · こどもの日',
      '2026-05-06 Constitution Day · 憲法記念日',
      '2026-07-20 Marine Day · 海の日',
      '2026-08-11 Mountain Day · 山の日',
      '2026-09-21 Respect for the Aged Day · 敬老の日',
      '2026-09-22 National Holiday · 国民の休日',
      '2026-09-23 Autumnal Equinox Day · 秋分の日',
      '2026-10-12 Sports Day · スポーツの日',
      '2026-11-03 Culture Day · 文化の日',
      '2026-11-23 Labor Thanksgiving Day · 勤労感謝の日',
    ]);
    // Each is its own row: holidays of different names on consecutive days never merge.
    expect(rows.every((r) => r.days === 1 && r.regions === null)).toBe(true);
    // The substitute day is the day off in lieu of Constitution Day, which it names.
    expect(rows.filter((r) => r.substitute).map((r) => `${r.date} ${dayName(r)}`)).toEqual(['2026-05-06 Constitution Day (observed)']);
  });

  it('keeps the bank closing days (January 1–3, December 31) out of the public holidays, as one row of three days', () => {
    expect(table(JP, null, 2026, ['bank']).map((r) => [r.date, r.last, r.days, r.name])).toEqual([
      ['2026-01-01', '2026-01-03', 3, 'Bank Holiday'],
      ['2026-12-31', '2026-12-31', 1, 'Bank Holiday'],
    ]);
  });
});

describe('India 2026 (the gazetted holidays of central government offices)', () => {
  it('has Republic Day, Independence Day and Gandhi Jayanti as nationwide public holidays', () => {
    const rows = table(IN, null, 2026, ['public']);
    for (const [date, name] of [
      ['2026-01-26', 'Republic Day'],
      ['2026-08-15', 'Independence Day'],
      ['2026-10-02', 'Mahatma Gandhi’s Birthday'],
    ] as const) {
      expect(named(rows, name).map((r) => [r.date, r.type, r.regions, r.except])).toEqual([[date, 'public', null, []]]);
    }
  });

  it('has the festivals of the central list nationwide, Maharashtra keeping Holi a day earlier', () => {
    expect(lines(nationwide(table(IN, null, 2026, ['public'])))).toEqual([
      '2026-01-26 Republic Day',
      '2026-03-04 Holi',
      '2026-03-21 Eid al-Fitr',
      '2026-03-26 Ram Navami',
      '2026-03-31 Mahavira’s Birthday',
      '2026-04-03 Good Friday',
      '2026-04-14 Dr. B. R. Ambedkar’s Birthday',
      '2026-05-01 Buddha Purnima',
      '2026-05-27 Eid al-Adha',
      '2026-06-26 Ashura',
      '2026-08-15 Independence Day',
      '2026-08-26 Prophet’s Birthday',
      '2026-09-04 Janmashtami (Vaishnava)',
      '2026-10-02 Mahatma Gandhi’s Birthday',
      '2026-10-20 Dussehra',
      '2026-11-08 Diwali (Deepavali)',
      '2026-11-24 Guru Nanak’s Birthday',
      '2026-12-25 Christmas',
    ]);
    const holi = table(IN, null, 2026, ['public']).filter((r) => r.name === 'Holi');
    expect(holi.map((r) => [r.date, r.regions, r.except])).toEqual([
      ['2026-03-03', ['mh'], []],
      ['2026-03-04', null, ['mh']],
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
    expect(rows.filter((r) => r.name.includes('Martin Luther King'))).toEqual([]);
    expect(rows.filter((r) => r.name.includes('Juneteenth'))).toEqual([]);
  });

  it('has the 2026 federal holidays, Independence Day observed on Friday, July 3 (OPM)', () => {
    const rows = table(US, null, 2026, ['public']);
    expect(lines(nationwide(rows))).toEqual([
      '2026-01-01 New Year’s Day',
      '2026-01-19 Martin Luther King Jr. Day',
      '2026-02-16 Washington’s Birthday',
      '2026-05-25 Memorial Day',
      '2026-06-19 Juneteenth National Independence Day',
      '2026-07-03 Independence Day',
      '2026-07-04 Independence Day',
      '2026-09-07 Labor Day',
      '2026-10-12 Columbus Day',
      '2026-11-11 Veterans Day',
      '2026-11-26 Thanksgiving Day',
      '2026-12-25 Christmas Day',
    ]);
    expect(nationwide(rows).filter((r) => r.substitute)).toMatchObject([{ date: '2026-07-03', last: '2026-07-03', days: 1, name: 'Independence Day', type: 'public', half: false, estimated: false, regions: null }]);
  });
});

describe('multi-day holidays and weekend working days (China 2026, State Council notice 国办发明电〔2025〕7号)', () => {
  const rows = table(CN, null, 2026, ['public']);

  it('makes National Day, October 1–3, one row of three days', () => {
    const [row, ...others] = named(rows, 'National Day').filter((r) => !r.substitute);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ date: '2026-10-01', last: '2026-10-03', days: 3, regions: null, local: '国庆节' });
    if (row) expect(rowDates(row)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);
  });

  it('has the Spring Festival of four statutory days since 2025 (the eve and three days), and the days off exchanged for working Saturdays', () => {
    expect(rows.filter((r) => r.name.startsWith('Chinese New Year')).map((r) => [r.name, r.date, r.last, r.days])).toEqual([
      ['Chinese New Year’s Eve', '2026-02-16', '2026-02-16', 1],
      ['Chinese New Year (Spring Festival)', '2026-02-17', '2026-02-19', 3],
    ]);
    expect(named(rows, 'Labor Day').map((r) => [r.date, r.last, r.days, r.substitute])).toEqual([
      ['2026-05-01', '2026-05-02', 2, false],
      ['2026-05-04', '2026-05-04', 1, true],
    ]);
    // Each day off given for a weekend working day is its own row, saying which day is worked.
    expect(named(rows, 'Day off').map((r) => [r.date, r.swapFor])).toEqual([
      ['2026-01-02', '2026-01-04'],
      ['2026-02-20', '2026-02-14'],
      ['2026-02-23', '2026-02-28'],
      ['2026-05-05', '2026-05-09'],
      ['2026-10-06', '2026-09-20'],
      ['2026-10-07', '2026-10-10'],
    ]);
  });

  it('keeps the days of some (Women’s Day, Youth Day, Children’s Day, Army Day) out of the public holidays', () => {
    expect(table(CN, null, 2026, ['half']).map((r) => [r.date, r.name, r.half])).toEqual([
      ['2026-03-08', 'International Women’s Day', true],
      ['2026-05-04', 'Youth Day', true],
      ['2026-06-01', 'Children’s Day', true],
      ['2026-08-01', 'Army Day', true],
    ]);
    expect(named(rows, 'Children’s Day')).toEqual([]);
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
    expect(nextHoliday(india, iso('2026-12-02'))?.row).toMatchObject({ name: 'Saint Francis Xavier’s Day', date: '2026-12-03', regions: ['ga'] });
    expect(nextHoliday(india.filter(isNationwide), iso('2026-12-02'))?.row).toMatchObject({ name: 'Christmas', date: '2026-12-25', regions: null });
  });

  it('leaves out a day of some regions only (Easter Monday, not in Scotland)', () => {
    const uk = table(GB, null, 2027, ['public']);
    const easterMonday = uk.find((r) => r.name === 'Easter Monday')!;
    expect(easterMonday).toMatchObject({ regions: ['eng', 'nir', 'wls'], except: [] });
    expect(isNationwide(easterMonday)).toBe(false);
    expect(uk.filter(isNationwide).map((r) => r.name)).toContain('Christmas Day');
  });
});

describe('years and regions outside the data', () => {
  it('is null for a year the data does not hold (Saudi Arabia: 1925–2078)', () => {
    expect(holidayYears(SA, null)).toEqual({ from: 1925, to: 2078 });
    expect(holidayRows(SA, null, 1924, ['public'])).toBeNull();
    expect(holidayRows(SA, null, 2079, ['public'])).toBeNull();
    expect(holidayRows(SA, null, 1925, ['public'])).not.toBeNull();
    expect(holidayYears(IN, null)).toEqual({ from: 2001, to: 2035 });
    expect(holidayRows(IN, null, 2036, ['public'])).toBeNull();
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

