import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IsoDate, type Weekday, parseIsoDate } from './core/civil-date';
import { addBusinessDays, countBusinessDays } from './business-days';
import { workCalendar } from './work-calendar';
import {
  daysAfterValentines,
  annualTarget,
  daysUntil,
  holidayList,
  laborDay,
  lastWeekdayOfMonth,
  memorialDay,
  newYearTarget,
  nextUsGeneralElection,
  nthWeekdayOfMonth,
  observedDate,
  thanksgiving,
  thanksgivingTarget,
  usElectionDay,
  usFederalHolidays,
  newYearDayOffInYearBefore,
  weddingDefault,
} from './holidays';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

/** Independent weekday: the platform's UTC Date. */
const utcDay = (d: string): number => new Date(`${d}T00:00:00Z`).getUTCDay();
const dayOfMonth = (d: string): number => Number(d.slice(8, 10));
const anyYear = fc.integer({ min: 1, max: 9999 });

describe('rule-based holidays', () => {
  it('matches the spec for 2025', () => {
    expect(memorialDay(2025)).toBe('2025-05-26');
    expect(laborDay(2025)).toBe('2025-09-01');
    expect(thanksgiving(2025)).toBe('2025-11-27');
  });

  it('finds nth and last weekdays', () => {
    expect(nthWeekdayOfMonth(2025, 1, 1, 3)).toBe('2025-01-20');
    expect(nthWeekdayOfMonth(2025, 11, 4, 4)).toBe('2025-11-27');
    expect(lastWeekdayOfMonth(2025, 5, 1)).toBe('2025-05-26');
    expect(lastWeekdayOfMonth(2025, 8, 0)).toBe('2025-08-31');
    expect(() => nthWeekdayOfMonth(2025, 2, 1, 5)).toThrow(RangeError);
  });

  it('puts election day on the Tuesday after the first Monday of November', () => {
    expect(usElectionDay(2024)).toBe('2024-11-05');
    expect(usElectionDay(2022)).toBe('2022-11-08'); // Nov 1 was a Tuesday
    expect(usElectionDay(2026)).toBe('2026-11-03');
    expect(usElectionDay(2028)).toBe('2028-11-07');
  });

  it('keeps every rule in its window for any year of today’s rules (from 1971; earlier years: see the history tests)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1971, max: 9999 }), (y) => {
        const m = memorialDay(y);
        const l = laborDay(y);
        const t = thanksgiving(y);
        const e = usElectionDay(y);
        expect([utcDay(m), utcDay(l), utcDay(t), utcDay(e)]).toEqual([1, 1, 4, 2]);
        expect(dayOfMonth(m)).toBeGreaterThanOrEqual(25);
        expect(dayOfMonth(l)).toBeLessThanOrEqual(7);
        expect(dayOfMonth(t)).toBeGreaterThanOrEqual(22);
        expect(dayOfMonth(t)).toBeLessThanOrEqual(28);
        expect(dayOfMonth(e)).toBeGreaterThanOrEqual(2);
        expect(dayOfMonth(e)).toBeLessThanOrEqual(8);
      }),
      { numRuns: 300 },
    );
  });
});

describe('usFederalHolidays', () => {
  it('lists the 11 holidays of 2025', () => {
    expect(usFederalHolidays(2025).map((h) => [h.name, h.date, h.observed])).toEqual([
      ["New Year’s Day", '2025-01-01', '2025-01-01'],
      ['Martin Luther King Jr. Day', '2025-01-20', '2025-01-20'],
      ["Washington’s Birthday", '2025-02-17', '2025-02-17'],
      ['Memorial Day', '2025-05-26', '2025-05-26'],
      ['Juneteenth National Independence Day', '2025-06-19', '2025-06-19'],
      ['Independence Day', '2025-07-04', '2025-07-04'],
      ['Labor Day', '2025-09-01', '2025-09-01'],
      ['Columbus Day', '2025-10-13', '2025-10-13'],
      ['Veterans Day', '2025-11-11', '2025-11-11'],
      ['Thanksgiving Day', '2025-11-27', '2025-11-27'],
      ['Christmas Day', '2025-12-25', '2025-12-25'],
    ]);
  });

  it('lists the 11 holidays of 2026 with July 4 observed on Friday July 3', () => {
    const h2026 = usFederalHolidays(2026);
    expect(h2026.map((h) => h.observed)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(h2026.find((h) => h.id === 'independence-day')?.date).toBe('2026-07-04');
  });

  it('observes Saturday holidays on Friday and Sunday holidays on Monday (2021, 2022)', () => {
    const h2021 = usFederalHolidays(2021);
    expect(h2021.find((h) => h.id === 'juneteenth')?.observed).toBe('2021-06-18');
    expect(h2021.find((h) => h.id === 'independence-day')?.observed).toBe('2021-07-05');
    expect(h2021.find((h) => h.id === 'christmas-day')?.observed).toBe('2021-12-24');
    expect(usFederalHolidays(2022)[0]?.observed).toBe('2021-12-31');
    expect(observedDate(iso('2025-01-01'))).toBe('2025-01-01');
  });

  it('adds Juneteenth only from 2021', () => {
    expect(usFederalHolidays(2020)).toHaveLength(10);
    expect(usFederalHolidays(2021)).toHaveLength(11);
    expect(() => usFederalHolidays(0)).toThrow(RangeError);
    expect(() => usFederalHolidays(10000)).toThrow(RangeError);
  });

  it('observes every holiday on a weekday within a day of its date, from 1971 (the legal date before)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1970 }), (y) => {
        for (const h of usFederalHolidays(y)) expect(h.observed).toBe(h.date);
      }),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1971, max: 9998 }), (y) => {
        for (const h of usFederalHolidays(y)) {
          expect([1, 2, 3, 4, 5]).toContain(utcDay(h.observed));
          const shift = (Date.parse(h.observed) - Date.parse(h.date)) / 86_400_000;
          expect([-1, 0, 1]).toContain(shift);
        }
      }),
      { numRuns: 200 },
    );
  });
});

/** Independent: the platform's proleptic Gregorian UTC calendar, any year 1–9999. */
const utcDate = (year: number, month: number, day: number): Date => {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
};
const isoText = (date: Date): string => date.toISOString().slice(0, 10).replace(/^\+0*(\d{4})/, '$1');
const isoOf = (year: number, month: number, day: number): string => isoText(utcDate(year, month, day));
/** The n-th Monday of a month, counted on the platform calendar. */
const nthMonday = (year: number, month: number, n: number): string => {
  const first = utcDate(year, month, 1).getUTCDay();
  return isoOf(year, month, 1 + ((8 - first) % 7) + (n - 1) * 7);
};

/**
 * The legal dates of three holidays whose rules changed (5 U.S.C. 6103; the Uniform Monday
 * Holiday Act from 1971): null while the holiday did not exist, `undefined` where this test
 * leaves the question open (Washington’s Birthday became a holiday of every federal office in 1885).
 */
const HISTORY: Record<string, (year: number) => string | null | undefined> = {
  'mlk-day': (y) => (y >= 1986 ? nthMonday(y, 1, 3) : null),
  'washingtons-birthday': (y) => (y >= 1971 ? nthMonday(y, 2, 3) : y >= 1885 ? isoOf(y, 2, 22) : undefined),
  'columbus-day': (y) => (y >= 1971 ? nthMonday(y, 10, 2) : y >= 1937 ? isoOf(y, 10, 12) : null),
};

describe('Monday holidays follow their history', () => {
  const check = (y: number) => {
    const holidays = usFederalHolidays(y);
    for (const [id, legal] of Object.entries(HISTORY)) {
      const expected = legal(y);
      const found = holidays.find((h) => h.id === id)?.date ?? null;
      if (expected === undefined) expect([null, isoOf(y, 2, 22)], `${id} ${y}`).toContain(found);
      else expect(found, `${id} ${y}`).toBe(expected);
    }
  };

  it('puts MLK Day, Washington’s Birthday and Columbus Day on their dates of the year, in every year', () => {
    fc.assert(fc.property(fc.oneof(anyYear, fc.integer({ min: 1870, max: 2100 })), check), { numRuns: 400 });
    for (const y of [1, 1884, 1885, 1936, 1937, 1970, 1971, 1985, 1986, 2026, 9999]) check(y);
  });

  it('matches the known dates of the change years', () => {
    const pick = (y: number) => usFederalHolidays(y).filter((h) => h.id in HISTORY).map((h) => [h.id, h.date]);
    expect(pick(1936)).toEqual([['washingtons-birthday', '1936-02-22']]);
    expect(pick(1970)).toEqual([['washingtons-birthday', '1970-02-22'], ['columbus-day', '1970-10-12']]);
    expect(pick(1971)).toEqual([['washingtons-birthday', '1971-02-15'], ['columbus-day', '1971-10-11']]);
    expect(pick(1986)).toEqual([['mlk-day', '1986-01-20'], ['washingtons-birthday', '1986-02-17'], ['columbus-day', '1986-10-13']]);
  });
});

/** Weekends: Saturday–Sunday, Friday–Saturday (as in much of the Middle East), Sunday only, Friday only. */
const SAT_SUN: Weekday[] = [6, 0];
const FRI_SAT: Weekday[] = [5, 6];
const SUN: Weekday[] = [0];
const FRI: Weekday[] = [5];

/** The observed US federal holidays of the years fromYear…toYear, as a business calendar takes them. */
const usDaysOff = (fromYear: number, toYear: number): IsoDate[] => {
  const days: IsoDate[] = [];
  for (let y = fromYear; y <= toYear; y++) days.push(...usFederalHolidays(y).map((h) => h.observed));
  return days;
};
/** The business-day engine with a weekend and the US federal calendar: the one place its API is called. */
const count = (from: string, to: string, weekend: Weekday[]) => countBusinessDays(iso(from), iso(to), workCalendar(weekend, 'us'), true);
const add = (start: string, n: number, weekend: Weekday[]) => addBusinessDays(iso(start), n, workCalendar(weekend, 'us'));

describe('federal holidays true to their history (the statutes in FEDERAL_RULES)', () => {
  const table = (y: number) => usFederalHolidays(y).map((h) => [h.name, h.date, h.observed]);
  const dateOf = (y: number, id: string) => usFederalHolidays(y).find((h) => h.id === id)?.date ?? null;

  it('has no federal holidays before 1870, and each holiday from the year it became one', () => {
    expect(usFederalHolidays(1800)).toEqual([]);
    expect(usFederalHolidays(1869)).toEqual([]);
    const counts = [1870, 1878, 1879, 1887, 1888, 1893, 1894, 1936, 1937, 1938, 1985, 1986, 2020, 2021].map((y) => usFederalHolidays(y).length);
    expect(counts).toEqual([4, 4, 5, 5, 6, 6, 7, 7, 8, 9, 9, 10, 10, 11]);
  });

  it('1870: the first four, on their legal dates, none moved off a weekend before 1971', () => {
    expect(table(1870)).toEqual([
      ['New Year’s Day', '1870-01-01', '1870-01-01'], // a Saturday
      ['Independence Day', '1870-07-04', '1870-07-04'],
      ['Thanksgiving Day', '1870-11-24', '1870-11-24'], // the last Thursday of November
      ['Christmas Day', '1870-12-25', '1870-12-25'], // a Sunday
    ]);
  });

  it('Thanksgiving: the last Thursday to 1938, a week earlier in 1939–1941, the fourth Thursday from 1942', () => {
    expect([1938, 1939, 1940, 1941, 1942].map((y) => dateOf(y, 'thanksgiving-day'))).toEqual(['1938-11-24', '1939-11-23', '1940-11-21', '1941-11-20', '1942-11-26']);
    // 1872: November has five Thursdays, and the last (the 28th) was the day.
    expect(dateOf(1872, 'thanksgiving-day')).toBe('1872-11-28');
  });

  it('Memorial Day on May 30 until 1970, Labor Day from 1894, Armistice Day from 1938 and Veterans Day from 1954', () => {
    expect(dateOf(1888, 'memorial-day')).toBe('1888-05-30');
    expect([dateOf(1970, 'memorial-day'), dateOf(1971, 'memorial-day')]).toEqual(['1970-05-30', '1971-05-31']);
    expect([dateOf(1893, 'labor-day'), dateOf(1894, 'labor-day')]).toEqual([null, '1894-09-03']);
    expect(usFederalHolidays(1938).find((h) => h.id === 'veterans-day')).toMatchObject({ name: 'Armistice Day', date: '1938-11-11' });
    expect(usFederalHolidays(1953).find((h) => h.id === 'veterans-day')?.name).toBe('Armistice Day');
    expect(usFederalHolidays(1954).find((h) => h.id === 'veterans-day')?.name).toBe('Veterans Day');
  });

  it('Veterans Day on the fourth Monday of October in 1971–1977 only', () => {
    expect([1970, 1971, 1977, 1978].map((y) => dateOf(y, 'veterans-day'))).toEqual(['1970-11-11', '1971-10-25', '1977-10-24', '1978-11-11']);
  });

  it('moves a day off from a weekend from 1971: Christmas 1971, a Saturday, on Friday the 24th', () => {
    expect(usFederalHolidays(1970).find((h) => h.id === 'independence-day')?.observed).toBe('1970-07-04'); // a Saturday
    expect(usFederalHolidays(1971).find((h) => h.id === 'christmas-day')?.observed).toBe('1971-12-24');
  });
});

describe('US holidays under another weekend', () => {
  it('keeps the federal day off whatever the weekend: a Saturday holiday is off on Friday, a Sunday one on Monday', () => {
    // July 4, 2026 is a Saturday: Friday July 3 is the day off, and the Saturday is not.
    expect(usFederalHolidays(2026).find((h) => h.id === 'independence-day')?.observed).toBe('2026-07-03');
    // Sunday-only weekend: Mon June 29 … Sat July 4 has six weekdays worked, less Friday July 3.
    expect(count('2026-06-29', '2026-07-04', SUN)).toBe(5);
    expect(add('2026-07-02', 1, SUN)).toBe('2026-07-04');
    // Friday–Saturday weekend: the day off falls on the weekend, so nothing more is lost and
    // the holiday does not move to Thursday: Sun June 28 … Sat July 4 has five days worked.
    expect(count('2026-06-28', '2026-07-04', FRI_SAT)).toBe(5);
    expect(add('2026-07-02', 1, FRI_SAT)).toBe('2026-07-05');
  });

  it('works the legal date of a Sunday holiday when Sunday is a working day, and rests on the Monday', () => {
    // July 4, 2021 is a Sunday, observed Monday July 5.
    expect(add('2021-07-01', 1, FRI_SAT)).toBe('2021-07-04');
    expect(add('2021-07-04', 1, FRI_SAT)).toBe('2021-07-06');
    expect(count('2021-07-04', '2021-07-06', FRI_SAT)).toBe(2);
    expect(count('2021-07-04', '2021-07-06', FRI)).toBe(2);
    // Christmas 2022 is a Sunday, observed Monday December 26.
    expect(count('2022-12-23', '2022-12-27', SUN)).toBe(3); // Fri, Sat, Tue
    expect(count('2022-12-23', '2022-12-27', FRI_SAT)).toBe(2); // Sun, Tue
  });

  it('takes New Year’s Day 2022 (a Saturday) off on Friday, December 31, 2021', () => {
    expect(add('2021-12-30', 1, SUN)).toBe('2022-01-01');
    expect(add('2021-12-30', 1, FRI)).toBe('2022-01-01');
    expect(add('2021-12-30', 1, SAT_SUN)).toBe('2022-01-03');
    expect(count('2021-12-27', '2022-01-02', SUN)).toBe(5); // Mon–Thu and Saturday January 1
    expect(count('2021-12-27', '2022-01-02', FRI)).toBe(6); // Mon–Thu, Saturday and Sunday
  });

  it('counts any span of 2020–2027 as a day-by-day walk over the weekend and the days off does', () => {
    const weekends = fc.constantFrom<Weekday[]>(SAT_SUN, FRI_SAT, SUN, FRI, [4, 5], [0, 1, 2, 3, 4, 5]);
    const day = fc.integer({ min: 0, max: 8 * 365 - 60 }).map((n) => isoText(utcDate(2020, 1, 1 + n)));
    const off = new Set(usDaysOff(2020, 2027));
    fc.assert(
      fc.property(weekends, day, fc.integer({ min: 0, max: 40 }), (weekend, from, span) => {
        const to = isoText(utcDate(Number(from.slice(0, 4)), Number(from.slice(5, 7)), Number(from.slice(8)) + span));
        let worked = 0;
        for (let i = 0; i <= span; i++) {
          const d = utcDate(Number(from.slice(0, 4)), Number(from.slice(5, 7)), Number(from.slice(8)) + i);
          if (!weekend.includes(d.getUTCDay() as Weekday) && !off.has(isoText(d) as IsoDate)) worked++;
        }
        expect(count(from, to, weekend), `${from}…${to} weekend ${weekend.join(',')}`).toBe(worked);
      }),
      { numRuns: 300 },
    );
  });
});

describe('newYearDayOffInYearBefore', () => {
  it('is December 31 when the next New Year’s Day is a Saturday, else null', () => {
    expect(newYearDayOffInYearBefore(2021)).toBe('2021-12-31'); // 2022-01-01 is a Saturday
    expect(newYearDayOffInYearBefore(2022)).toBeNull(); // 2023-01-01 is a Sunday: Monday off
    expect(newYearDayOffInYearBefore(2026)).toBeNull();
    expect(newYearDayOffInYearBefore(9999)).toBeNull();
  });
});

describe('countdown targets', () => {
  it('annualTarget rolls over once passed, today is 0 days', () => {
    expect(annualTarget(12, 25, iso('2025-12-25'))).toEqual({ date: '2025-12-25', daysUntil: 0 });
    expect(annualTarget(12, 25, iso('2025-12-26'))).toEqual({ date: '2026-12-25', daysUntil: 364 });
    expect(annualTarget(10, 31, iso('2025-11-01'))).toEqual({ date: '2026-10-31', daysUntil: 364 });
    expect(annualTarget(6, 1, iso('2025-03-01'))).toEqual({ date: '2025-06-01', daysUntil: 92 });
    expect(annualTarget(2, 29, iso('2025-01-01')).date).toBe('2025-02-28');
    expect(() => annualTarget(2, 30, iso('2025-01-01'))).toThrow(RangeError);
    expect(() => annualTarget(1, 1, iso('9999-01-02'))).toThrow(RangeError);
  });

  it('thanksgivingTarget and newYearTarget', () => {
    expect(thanksgivingTarget(iso('2025-11-27'))).toEqual({ date: '2025-11-27', daysUntil: 0 });
    expect(thanksgivingTarget(iso('2025-11-28')).date).toBe('2026-11-26');
    expect(newYearTarget(iso('2025-12-31'))).toEqual({ date: '2026-01-01', daysUntil: 1 });
    expect(newYearTarget(iso('2025-01-01'))).toEqual({ date: '2026-01-01', daysUntil: 365 });
  });

  it('weddingDefault is six months later, clipped', () => {
    expect(weddingDefault(iso('2025-03-03'))).toBe('2025-09-03');
    expect(weddingDefault(iso('2025-08-31'))).toBe('2026-02-28');
    expect(weddingDefault(iso('2023-08-31'))).toBe('2024-02-29');
  });

  it('daysUntil is signed', () => {
    expect(daysUntil(iso('2025-12-25'), iso('2025-12-20'))).toBe(5);
    expect(daysUntil(iso('2025-12-20'), iso('2025-12-25'))).toBe(-5);
  });

  it('nextUsGeneralElection picks even years and marks presidential ones', () => {
    expect(nextUsGeneralElection(iso('2025-03-01'))).toEqual({ date: '2026-11-03', daysUntil: 612, presidential: false });
    expect(nextUsGeneralElection(iso('2024-11-05'))).toEqual({ date: '2024-11-05', daysUntil: 0, presidential: true });
    expect(nextUsGeneralElection(iso('2024-11-06')).date).toBe('2026-11-03');
    expect(nextUsGeneralElection(iso('2026-12-01'))).toMatchObject({ date: '2028-11-07', presidential: true });
    expect(() => nextUsGeneralElection(iso('9998-12-01'))).toThrow(RangeError);
  });
});

describe('holidayList', () => {
  it('rolls passed holidays over and sorts by days until', () => {
    expect(holidayList(iso('2025-12-26'))).toEqual([
      { id: 'new-years-eve', name: "New Year’s Eve", date: '2025-12-31', daysUntil: 5 },
      { id: 'new-years-day', name: "New Year’s Day", date: '2026-01-01', daysUntil: 6 },
      { id: 'valentines-day', name: "Valentine’s Day", date: '2026-02-14', daysUntil: 50 },
      { id: 'independence-day', name: 'Independence Day', date: '2026-07-04', daysUntil: 190 },
      { id: 'halloween', name: 'Halloween', date: '2026-10-31', daysUntil: 309 },
      { id: 'christmas', name: 'Christmas', date: '2026-12-25', daysUntil: 364 },
    ]);
  });

  it('counts today as 0', () => {
    const list = holidayList(iso('2025-01-01'));
    expect(list[0]).toMatchObject({ id: 'new-years-day', date: '2025-01-01', daysUntil: 0 });
    expect(list.at(-1)).toMatchObject({ id: 'new-years-eve', daysUntil: 364 });
  });
});

describe('daysAfterValentines', () => {
  it('counts from February 14 of the year; day 1 is February 15', () => {
    expect(daysAfterValentines(2026, 21)).toEqual({ valentine: '2026-02-14', date: '2026-03-07' });
    expect(daysAfterValentines(2028, 15).date).toBe('2028-02-29');
    expect(daysAfterValentines(2027, 100).date).toBe('2027-05-25');
    expect(daysAfterValentines(9999, 400).date).toBeNull();
    expect(() => daysAfterValentines(0, 1)).toThrow(RangeError);
  });
});
