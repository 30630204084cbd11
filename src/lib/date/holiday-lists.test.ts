/**
 * The holiday data (python-holidays, with src/data/holiday-corrections.json) against the lists
 * governments publish: each test names its source beside it (a gazette, a ministry's
 * announcement, a law). Where python-holidays disagrees with an official list, the fix belongs in
 * the corrections file (holiday-corrections.test.ts checks it), not in a test bent to the data.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { IsoDate } from './core/civil-date';
import { addBusinessDays, countBusinessDays, loadHolidayCalendar } from './business-days';
import { holidayRows } from './holiday-table';
import { loadCountryHolidays } from './place-data';
import { loadCountryMore } from './place-more';
import type { CountryHolidays, DayKind, PlaceDay } from './place-holidays';
import { countWorkdays } from './skipped-holidays';
import { type WorkCalendar, workCalendar } from './work-calendar';

const data = new Map<string, CountryHolidays>();
/** The countries' other kinds of day (more/<cc>.json), where they have any. */
const more = new Map<string, CountryHolidays>();
const COUNTRIES = ['kr', 'cn', 'gb', 'ua', 'de', 'br', 'jp', 'in', 'id', 'ae', 'is', 'mx', 'bd', 'se'];
beforeAll(async () => {
  for (const code of COUNTRIES) {
    data.set(code, (await loadCountryHolidays(code))!);
    const other = await loadCountryMore(code);
    if (other) more.set(code, other);
  }
  expect(await loadHolidayCalendar('cn')).toBe(true);
});

/** The place's days of `year` of every kind ('de-by': Bavaria), which the data must hold, sorted by date. */
function daysOf(place: string, year: number): readonly PlaceDay[] {
  const [country = '', region = null] = place.split('-');
  const days = data.get(country)?.daysOfYear(region, year);
  if (!days) throw new Error(`No data for ${place} ${year}`);
  const others = more.get(country)?.daysOfYear(region, year) ?? [];
  return [...days, ...others].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** 'YYYY-MM-DD name' of the place's days of the kinds asked for (substitute days marked). */
const list = (place: string, year: number, kinds: readonly DayKind[] = ['public']) =>
  daysOf(place, year)
    .filter((d) => kinds.includes(d.type))
    .map((d) => `${d.date} ${d.name}${d.substitute ? ' (substitute)' : ''}`);

/** The dates of the place's days named `name` in `year`. */
const datesOf = (place: string, year: number, name: string) => daysOf(place, year).filter((d) => d.name === name).map((d) => d.date);

const iso = (d: string) => d as IsoDate;

describe('South Korea (Regulations on Holidays of Government Offices, Presidential Decree; Cabinet decision on the 2025 temporary holiday)', () => {
  // Seollal is the day before Lunar New Year, the day and the day after (Regulations on Holidays
  // of Government Offices, Art. 2 no. 4); an alternative holiday follows one that falls on a
  // weekend or another holiday (Art. 3). January 27, 2025 was made a temporary public holiday by
  // the Cabinet on January 14, 2025 (Korea JoongAng Daily, 14 January 2025,
  // https://koreajoongangdaily.joins.com/news/2025-01-14/national/socialAffairs/Jan-27-public-holiday-approved-in-Cabinet-meeting-to-stimulate-local-economy/2221942).
  it('Seollal 2025 is January 28–30, with the temporary holiday on January 27', () => {
    expect(list('kr', 2025).filter((d) => d < '2025-02')).toEqual([
      '2025-01-01 New Year’s Day',
      '2025-01-27 Temporary Public Holiday',
      '2025-01-28 The day preceding Korean New Year',
      '2025-01-29 Korean New Year',
      '2025-01-30 The second day of Korean New Year',
    ]);
    expect(daysOf('kr', 2025).find((d) => d.date === '2025-01-29')?.local).toBe('설날');
  });

  it('the alternative holidays of 2025: March 3, May 6 and October 8', () => {
    // March 1 was a Saturday; Children's Day and Buddha's Birthday both fell on Monday, May 5;
    // Chuseok's three days (October 5–7) met National Foundation Day's October 3 weekend and a Sunday.
    expect(daysOf('kr', 2025).filter((d) => d.substitute).map((d) => `${d.date} ${d.name}`)).toEqual([
      '2025-03-03 Independence Movement Day',
      '2025-05-06 Buddha’s Birthday',
      '2025-05-06 Children’s Day',
      '2025-10-08 Chuseok',
    ]);
  });
});

describe('China (State Council General Office, notice on the 2025 holidays, 国办发明电〔2024〕12号)', () => {
  // "春节：1月28日（农历除夕、周二）至2月4日（农历正月初七、周二）放假调休，共8天。1月26日（周日）、
  // 2月8日（周六）上班。" Published by Xinhua, 12 November 2024 (https://m.gmw.cn/2024-11/12/content_1303894933.htm).
  it('the Spring Festival 2025: January 28 – February 4 off, New Year’s Eve statutory since 2025', () => {
    expect(list('cn', 2025).filter((d) => d >= '2025-01-20' && d < '2025-02-10')).toEqual([
      '2025-01-28 Chinese New Year’s Eve',
      '2025-01-29 Chinese New Year (Spring Festival)',
      '2025-01-30 Chinese New Year (Spring Festival)',
      '2025-01-31 Chinese New Year (Spring Festival)',
      '2025-02-03 Day off',
      '2025-02-04 Day off',
    ]);
    // The same notice: Labour Day May 1–5 (May 2 statutory since 2025), April 27 worked.
    expect(list('cn', 2025).filter((d) => d >= '2025-05' && d < '2025-05-10')).toEqual(['2025-05-01 Labor Day', '2025-05-02 Labor Day', '2025-05-05 Day off']);
  });

  it('the weekend working days of 2025 (Sunday, January 26; Saturday, February 8; April 27; September 28; October 11)', () => {
    expect(data.get('cn')!.workdaysOfYear(2025)).toEqual([
      { date: '2025-01-26', dayOff: '2025-02-03' },
      { date: '2025-02-08', dayOff: '2025-02-04' },
      { date: '2025-04-27', dayOff: '2025-05-05' },
      { date: '2025-09-28', dayOff: '2025-10-07' },
      { date: '2025-10-11', dayOff: '2025-10-08' },
    ]);
  });

  it('the business-day engine counts those weekend days as working days', () => {
    const cn = workCalendar([6, 0], 'cn');
    // Friday, January 24 + 1 business day: Sunday, January 26, worked.
    expect(addBusinessDays(iso('2025-01-24'), 1, cn)).toBe('2025-01-26');
    expect(addBusinessDays(iso('2025-01-26'), 1, cn)).toBe('2025-01-27');
    // Monday, January 27 + 1: the holiday runs to Tuesday, February 4; Wednesday, February 5.
    expect(addBusinessDays(iso('2025-01-27'), 1, cn)).toBe('2025-02-05');
    // Friday, February 7 + 1: Saturday, February 8, worked.
    expect(addBusinessDays(iso('2025-02-07'), 1, cn)).toBe('2025-02-08');
    // January 20 – February 14, 2025: 26 days, less 6 holidays and 4 weekend days off
    // (January 25, February 1, 2 and 9): 16 working days, Sunday 26 and Saturday 8 among them.
    expect(countBusinessDays(iso('2025-01-20'), iso('2025-02-14'), cn, true)).toBe(16);
    const { count, skipped, weekendDays } = countWorkdays(iso('2025-01-20'), iso('2025-02-14'), true, cn);
    expect([count, skipped.length, weekendDays]).toEqual([16, 6, 4]);
    // Without the place the same span has 20 weekdays.
    expect(countBusinessDays(iso('2025-01-20'), iso('2025-02-14'), workCalendar([6, 0]), true)).toBe(20);
    // A working day the visitor adds changes nothing on a decreed one; a day off they add wins over it.
    const off: WorkCalendar = { ...cn, daysOff: [iso('2025-01-26')] };
    expect(addBusinessDays(iso('2025-01-24'), 1, off)).toBe('2025-01-27');
  });
});

describe('United Kingdom (gov.uk, “UK bank holidays”, https://www.gov.uk/bank-holidays; St Andrew’s Day Bank Holiday (Scotland) Act 2007)', () => {
  it('2022 in England and Wales: Christmas Day, a Sunday, has its substitute day on Tuesday, December 27', () => {
    // gov.uk's 2022 list: 26 December Boxing Day, 27 December Christmas Day (substitute day); also
    // the Platinum Jubilee bank holiday (3 June) and the State Funeral of Queen Elizabeth II (19 September).
    expect(list('gb-eng', 2022)).toEqual([
      '2022-01-01 New Year’s Day',
      '2022-01-03 New Year’s Day (substitute)',
      '2022-04-15 Good Friday',
      '2022-04-18 Easter Monday',
      '2022-05-02 May Day',
      '2022-06-02 Spring Bank Holiday',
      '2022-06-03 Platinum Jubilee of Elizabeth II',
      '2022-08-29 Late Summer Bank Holiday',
      '2022-09-19 State Funeral of Queen Elizabeth II',
      '2022-12-25 Christmas Day',
      '2022-12-26 Boxing Day',
      '2022-12-27 Christmas Day (substitute)',
    ]);
  });

  it('2027: Christmas Day and Boxing Day (a Saturday and a Sunday) are off on Monday 27 and Tuesday 28 December', () => {
    expect(daysOf('gb-eng', 2027).filter((d) => d.substitute).map((d) => `${d.date} ${d.name}`)).toEqual(['2027-12-27 Christmas Day', '2027-12-28 Boxing Day']);
  });

  it('Scotland’s own days: the first Monday of August and St Andrew’s Day, on the Monday after when it falls on a weekend (2025: December 1)', () => {
    expect(datesOf('gb-sct', 2027, 'Saint Andrew’s Day')).toEqual(['2027-11-30']);
    expect(daysOf('gb-sct', 2025).filter((d) => d.name === 'Saint Andrew’s Day').map((d) => [d.date, d.substitute])).toEqual([
      ['2025-11-30', false],
      ['2025-12-01', true],
    ]);
    expect(datesOf('gb-sct', 2027, 'Summer Bank Holiday')).toEqual(['2027-08-02']);
    expect(datesOf('gb-eng', 2027, 'Saint Andrew’s Day')).toEqual([]);
    expect(datesOf('gb-sct', 2027, 'Easter Monday')).toEqual([]);
    // The Act had Royal Assent on 15 January 2007: 2006 had no such bank holiday (a correction).
    expect(datesOf('gb-sct', 2006, 'Saint Andrew’s Day')).toEqual([]);
    expect(datesOf('gb-sct', 2007, 'Saint Andrew’s Day')).toEqual(['2007-11-30']);
  });
});

describe('Ukraine (Labour Code, Art. 73; Law No. 1573-IX; Law No. 3221-IX of 2023; martial law, Law No. 2136-IX)', () => {
  // Statehood Day was added to Art. 73 in 2021, first kept on July 28, 2022; Law 3221-IX (signed
  // 28 July 2023, in force 1 September 2023) moved it to July 15 and Christmas from January 7 to
  // December 25 (Babel, https://babel.ua/en/news/96253-the-verkhovna-rada-adopted-a-law-on-changing-holiday-dates).
  it('Statehood Day from 2022: July 28 in 2022 and 2023, July 15 from 2024', () => {
    expect(datesOf('ua', 2021, 'Ukrainian Statehood Day')).toEqual([]);
    expect(datesOf('ua', 2022, 'Ukrainian Statehood Day')).toEqual(['2022-07-28']);
    expect(datesOf('ua', 2023, 'Ukrainian Statehood Day')).toEqual(['2023-07-28']);
    expect(datesOf('ua', 2024, 'Ukrainian Statehood Day')).toEqual(['2024-07-15']);
  });

  it('Christmas on January 7 until 2023, on December 25 (since 2017 both, only December 25 from 2024); January 2 is no holiday', () => {
    expect(datesOf('ua', 2016, 'Christmas Day')).toEqual(['2016-01-07']);
    expect(datesOf('ua', 2023, 'Christmas Day')).toEqual(['2023-01-07', '2023-12-25']);
    expect(datesOf('ua', 2024, 'Christmas Day')).toEqual(['2024-12-25']);
    for (const year of [2010, 2019, 2026]) expect(daysOf('ua', year).filter((d) => d.date === `${year}-01-02`), String(year)).toEqual([]);
  });

  it('since martial law (24 February 2022) the holidays are working days: the kind `workday`', () => {
    // Law No. 2136-IX "On the Legal Regime of Martial Law", Art. 6: the days off of Art. 73 of the
    // Labour Code are not given while martial law lasts.
    expect(daysOf('ua', 2022).find((d) => d.date === '2022-03-08')?.type).toBe('public');
    expect(daysOf('ua', 2022).find((d) => d.date === '2022-08-24')).toMatchObject({ name: 'Independence Day', type: 'workday' });
    expect(daysOf('ua', 2026).every((d) => d.type === 'workday')).toBe(true);
    expect(holidayRows({ main: data.get('ua')! }, null, 2026, ['public'])).toEqual([]);
  });
});

describe('Germany (the Länder holiday laws)', () => {
  it('Berlin’s International Women’s Day from 2019 (Berlin Sonn- und Feiertagsgesetz, amended by the Abgeordnetenhaus on 24 January 2019)', () => {
    // rbb24, 24 January 2019: https://www.rbb24.de/politik/beitrag/2019/01/neuer-feiertag-berlin-8-maerz-beschlossen-abgeordnetenhaus.html
    expect(datesOf('de-be', 2018, 'Women’s Day')).toEqual([]);
    expect(datesOf('de-be', 2019, 'Women’s Day')).toEqual(['2019-03-08']);
    expect(datesOf('de-be', 2026, 'Women’s Day')).toEqual(['2026-03-08']);
    expect(datesOf('de', 2026, 'Women’s Day')).toEqual([]);
  });

  it('Bavaria’s Corpus Christi (Bayerisches Feiertagsgesetz, Art. 1(1) no. 1): June 4, 2026, not in Berlin', () => {
    expect(datesOf('de-by', 2026, 'Corpus Christi')).toEqual(['2026-06-04']);
    expect(datesOf('de-be', 2026, 'Corpus Christi')).toEqual([]);
    expect(daysOf('de-by', 2026).find((d) => d.name === 'Corpus Christi')).toMatchObject({ type: 'public', local: 'Fronleichnam' });
  });

  it('kind `catholic`: Assumption in Bavaria only where most people are Catholic (Bayerisches Feiertagsgesetz, Art. 1(1) no. 2)', () => {
    const assumption = daysOf('de-by', 2026).filter((d) => d.date === '2026-08-15' && d.type !== 'school');
    expect(assumption.map((d) => [d.name, d.type])).toEqual([['Assumption Day', 'catholic']]);
    // In Saarland it is a public holiday everywhere (Saarland Feiertagsgesetz, § 2).
    expect(daysOf('de-sl', 2026).filter((d) => d.date === '2026-08-15').map((d) => d.type)).toEqual(['public']);
  });

  it('kind `school`: Bavaria’s summer holidays 2026, August 3 – September 14 (Bavarian State Ministry for Education, Ferientermine 2025/26)', () => {
    const summer = daysOf('de-by', 2026).filter((d) => d.type === 'school' && d.name === 'Summer Break').map((d) => d.date);
    expect([summer[0], summer.at(-1), summer.length]).toEqual(['2026-08-03', '2026-09-14', 43]);
  });
});

describe('Brazil (Lei nº 14.759, de 21 de dezembro de 2023)', () => {
  // "Fica declarado feriado nacional o dia 20 de novembro" (https://legisweb.com.br/legislacao/?legislacao=453626).
  it('Zumbi and Black Awareness Day is a national holiday from 2024', () => {
    expect(datesOf('br', 2023, 'National Day of Zumbi and Black Awareness')).toEqual([]);
    expect(datesOf('br', 2024, 'National Day of Zumbi and Black Awareness')).toEqual(['2024-11-20']);
    expect(datesOf('br', 2026, 'National Day of Zumbi and Black Awareness')).toEqual(['2026-11-20']);
  });
});

describe('Mexico (Ley Federal del Trabajo, Art. 74 VIII)', () => {
  it('October 1 is a day off only in the year a new President takes office (2024, 2030)', () => {
    expect(datesOf('mx', 2024, 'Change of Federal Government')).toEqual(['2024-10-01']);
    expect(datesOf('mx', 2025, 'Change of Federal Government')).toEqual([]);
    expect(datesOf('mx', 2030, 'Change of Federal Government')).toEqual(['2030-10-01']);
  });
});

describe('Japan (Cabinet Office, 国民の祝日について; Banking Act Enforcement Order, Art. 5)', () => {
  it('kind `public`: the national holidays of 2026 with the substitute holiday of May 6 (for Constitution Day, a Sunday) and the citizens’ holiday of September 22', () => {
    expect(list('jp', 2026)).toEqual([
      '2026-01-01 New Year’s Day',
      '2026-01-12 Coming of Age Day',
      '2026-02-11 Foundation Day',
      '2026-02-23 Emperor’s Birthday',
      '2026-03-20 Vernal Equinox Day',
      '2026-04-29 Showa Day',
      '2026-05-03 Constitution Day',
      '2026-05-04 Greenery Day',
      '2026-05-05 Children’s Day',
      '2026-05-06 Constitution Day (substitute)',
      '2026-07-20 Marine Day',
      '2026-08-11 Mountain Day',
      '2026-09-21 Respect for the Aged Day',
      '2026-09-22 National Holiday',
      '2026-09-23 Autumnal Equinox Day',
      '2026-10-12 Sports Day',
      '2026-11-03 Culture Day',
      '2026-11-23 Labor Thanksgiving Day',
    ]);
  });

  it('a substitute holiday (振替休日, Art. 3(2)) stands in for the Sunday holiday before it: 2025’s for the Emperor’s Birthday, Greenery Day and Labor Thanksgiving Day', () => {
    expect(list('jp', 2025).filter((day) => day.endsWith('(substitute)'))).toEqual([
      '2025-02-24 Emperor’s Birthday (substitute)',
      '2025-05-06 Greenery Day (substitute)',
      '2025-11-24 Labor Thanksgiving Day (substitute)',
    ]);
  });

  it('kind `bank`: banks close December 31 to January 3', () => {
    expect(list('jp', 2026, ['bank'])).toEqual(['2026-01-01 Bank Holiday', '2026-01-02 Bank Holiday', '2026-01-03 Bank Holiday', '2026-12-31 Bank Holiday']);
  });
});

describe('India (DoPT Office Memorandum F.No.12/9/2020-JCA-2 of 10 June 2020: holidays of Central Government offices in Delhi/New Delhi, 2021)', () => {
  // Annexure I, the 17 closed holidays of 2021 (https://staffnews.in/2020/06/list-of-17-closed-gazatted-holidays-during-the-year-2021-for-central-govt-offices-located-at-delhi-new-delhi.html).
  const ANNEXURE_I = [
    '2021-01-26 Republic Day',
    '2021-03-29 Holi',
    '2021-04-02 Good Friday',
    '2021-04-21 Ram Navami',
    '2021-04-25 Mahavira’s Birthday',
    '2021-05-14 Eid al-Fitr',
    '2021-05-26 Buddha Purnima',
    '2021-07-21 Eid al-Adha',
    '2021-08-15 Independence Day',
    '2021-08-19 Ashura',
    '2021-08-30 Janmashtami (Vaishnava)',
    '2021-10-02 Mahatma Gandhi’s Birthday',
    '2021-10-15 Dussehra',
    '2021-10-19 Prophet’s Birthday',
    '2021-11-04 Diwali (Deepavali)',
    '2021-11-19 Guru Nanak’s Birthday',
    '2021-12-25 Christmas',
  ];

  it('kind `public`: the 17 closed holidays, nationwide (with Ambedkar’s Birthday, declared each year on its own)', () => {
    const rows = holidayRows({ main: data.get('in')! }, null, 2021, ['public'])!.filter((r) => r.regions === null);
    expect(rows.map((r) => `${r.date} ${r.name}`)).toEqual([...ANNEXURE_I.slice(0, 3), '2021-04-14 Dr. B. R. Ambedkar’s Birthday', ...ANNEXURE_I.slice(3)]);
  });

  it('kind `optional`: the restricted holidays an employee may choose two of, apart from the closed ones', () => {
    const optional = daysOf('in', 2021).filter((d) => d.type === 'optional');
    expect(optional.length).toBeGreaterThan(20);
    for (const name of ['Guru Gobind Singh’s Birthday', 'Makar Sankranti', 'Raksha Bandhan', 'Christmas Eve']) expect(optional.map((d) => d.name), name).toContain(name);
    expect(optional.some((d) => ANNEXURE_I.includes(`${d.date} ${d.name}`))).toBe(false);
  });
});

describe('Indonesia (SKB of the Ministers of Religious Affairs, Manpower and PANRB No. 1017, 2 and 2 of 2024: national holidays and collective leave 2025)', () => {
  // Koran Jakarta, 14 October 2024 (https://koran-jakarta.com/ini-daftar-libur-nasional-dan-cuti-bersama-tahun-2025);
  // the Idul Fitri leave (iNews, https://kuningan.inews.id/read/556393/cek-jadwal-libur-dan-cuti-lebaran-2025-berdasarkan-skb-3-menteri).
  it('kind `public`: the national holidays around Idul Fitri 1446 (March 31 and April 1, 2025), Nyepi on March 29', () => {
    expect(list('id', 2025).filter((d) => d >= '2025-03' && d < '2025-04-10')).toEqual(['2025-03-29 Day of Silence', '2025-03-31 Eid al-Fitr', '2025-04-01 Eid al-Fitr Second Day']);
  });

  it('kind `government`: the collective leave (cuti bersama) of civil servants, March 28 and April 2–4 and 7', () => {
    expect(list('id', 2025, ['government']).filter((d) => d >= '2025-03' && d < '2025-04-10')).toEqual([
      '2025-03-28 Day of Silence Joint Holiday',
      '2025-04-02 Eid al-Fitr Joint Holiday',
      '2025-04-03 Eid al-Fitr Joint Holiday',
      '2025-04-04 Eid al-Fitr Joint Holiday',
      '2025-04-07 Eid al-Fitr Joint Holiday',
    ]);
  });
});

describe('Sweden (Lag (1989:253) om allmänna helgdagar, as amended by SFS 2004:1320)', () => {
  it('2026: the thirteen holidays of the law, and no Sundays listed as holidays', () => {
    expect(list('se', 2026)).toEqual([
      '2026-01-01 New Year’s Day',
      '2026-01-06 Epiphany',
      '2026-04-03 Good Friday',
      '2026-04-05 Easter Sunday',
      '2026-04-06 Easter Monday',
      '2026-05-01 May Day',
      '2026-05-14 Ascension Day',
      '2026-05-24 Pentecost',
      '2026-06-06 National Day',
      '2026-06-20 Midsummer Day',
      '2026-10-31 All Saints’ Day',
      '2026-12-25 Christmas Day',
      '2026-12-26 Second Day of Christmas',
    ]);
  });
  it('Whit Monday was a holiday until 2004; the National Day is one from 2005', () => {
    expect(datesOf('se', 2004, 'Pentecost Monday')).toEqual(['2004-05-31']);
    expect(datesOf('se', 2005, 'Pentecost Monday')).toEqual([]);
    expect(datesOf('se', 2004, 'National Day')).toEqual([]);
    expect(datesOf('se', 2005, 'National Day')).toEqual(['2005-06-06']);
  });
});

describe('Iceland (Act No. 88/1971 on the forty-hour working week, Art. 6)', () => {
  it('kind `half`: Christmas Eve and New Year’s Eve are holidays from 13:00', () => {
    expect(daysOf('is', 2026).filter((d) => d.half).map((d) => `${d.date} ${d.name} · ${d.local}`)).toEqual([
      '2026-12-24 Christmas Eve (from 1pm) · Aðfangadagur (frá kl. 13.00)',
      '2026-12-31 New Year’s Eve (from 1pm) · Gamlársdagur (frá kl. 13.00)',
    ]);
  });
});

describe('United Arab Emirates (Presidential Court announcement of 27 May 2025; estimated dates of later years)', () => {
  it('Eid al-Adha 2025 as announced (a correction), not estimated; a future Eid flagged as the data’s estimate', () => {
    // Arafat Day Thursday, June 5, Eid al-Adha June 6–8, 2025 (Gulf News,
    // https://gulfnews.com/living-in-uae/ask-us/when-is-arafat-day-in-the-uae-and-will-it-be-a-public-holiday-1.500134898).
    const adha2025 = daysOf('ae', 2025).filter((d) => d.date >= '2025-06-01' && d.date <= '2025-06-10');
    expect(adha2025.map((d) => [d.date, d.name, d.estimated])).toEqual([
      ['2025-06-05', 'Day of Arafah', false],
      ['2025-06-06', 'Eid al-Adha', false],
      ['2025-06-07', 'Eid al-Adha Holiday', false],
      ['2025-06-08', 'Eid al-Adha Holiday', false],
    ]);
    // The dates of 2030 depend on the sighting of the moon: the data marks them estimated.
    const fitr2030 = daysOf('ae', 2030).filter((d) => d.name.startsWith('Eid al-Fitr'));
    expect(fitr2030.map((d) => [d.date, d.estimated])).toEqual([
      ['2030-02-04', true],
      ['2030-02-05', true],
      ['2030-02-06', true],
    ]);
    const row = holidayRows({ main: data.get('ae')! }, null, 2030, ['public'])!.find((r) => r.name === 'Eid al-Adha');
    expect(row).toMatchObject({ date: '2030-04-13', estimated: true });
  });
});

describe('Bangladesh (Ministry of Public Administration, public holiday list 2025; a correction)', () => {
  it('Durga Puja (Bijoya Dashami) is a general holiday on October 2, 2025', () => {
    expect(daysOf('bd', 2025).filter((d) => d.date === '2025-10-02').map((d) => [d.name, d.type])).toContainEqual(['Durga Puja (Bijoya Dashami)', 'public']);
  });
});
