import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Weekday,
  addBusinessDays,
  countBusinessDays,
  holidaysInYears,
  isBusinessDay,
  loadHolidayCalendar,
  rollForwardToBusinessDay,
  WEEKENDS_ONLY,
} from './business-days';
import { loadCountryHolidays } from './place-data';
import { loadCountryMore } from './place-more';
import type { CountryHolidays } from './place-holidays';
import { type IsoDate, MAX_DAY_NUMBER, MIN_DAY_NUMBER, fromDayNumber, isoDateParts, parseIsoDate, toDayNumber } from './core/civil-date';
import type { WorkCalendar } from './work-calendar';
import { holidaysSkipped } from './skipped-holidays';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

// ---- Naive reference: one day at a time, on the platform's UTC Date -------------------
const DAY_MS = 86_400_000;
const MIN_MS = Date.parse('0001-01-01T00:00:00Z');
const MAX_MS = Date.parse('9999-12-31T00:00:00Z');
const msOf = (d: string): number => Date.parse(`${d}T00:00:00Z`);
const isoOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A calendar with only the given changes to Monday–Friday without holidays. */
const cal = (changes: Partial<WorkCalendar> = {}): WorkCalendar => ({ ...WEEKENDS_ONLY, ...changes });

interface NaiveCalendar {
  weekend: Set<number>;
  holiday: (ms: number) => boolean;
  /** A weekend day worked by decree. */
  decreed: (ms: number) => boolean;
  off: Set<number>;
  on: Set<number>;
}

/**
 * World places the scenarios use, with a region, another weekend, half days, multi-day holidays,
 * other kinds of day (Bavaria's Catholic municipalities, India's government and optional days) and
 * decreed weekend working days (China) among them.
 */
const PLACES = ['de-by', 'gb-sct', 'sa', 'in', 'cn'] as const;
/** The other kinds of day a scenario may count as days off. */
const KINDS = ['catholic', 'school', 'government', 'optional'] as const;
const placeData = new Map<string, CountryHolidays>();
/** Their countries' other kinds of day (more/<cc>.json), where they have any. */
const placeMore = new Map<string, CountryHolidays>();
beforeAll(async () => {
  for (const place of PLACES) {
    expect(await loadHolidayCalendar(place)).toBe(true);
    placeData.set(place, (await loadCountryHolidays(place.slice(0, 2)))!);
    const more = await loadCountryMore(place.slice(0, 2));
    if (more) placeMore.set(place, more);
  }
});

/** A place's days off of one year, read from its decoded data: public ones, bank and half days and other kinds when asked. */
function placeDaysOff(c: WorkCalendar, year: number): string[] {
  const [country, region = null] = c.holidays.split('-');
  const days = [...(placeData.get(c.holidays)?.daysOfYear(region, year) ?? []), ...(placeMore.get(c.holidays)?.daysOfYear(region, year) ?? [])];
  if (!country) return [];
  const kinds: readonly string[] = c.kinds ?? [];
  return days.filter((d) => d.type === 'public' || (c.bank && d.type === 'bank') || (c.half && d.type === 'half') || kinds.includes(d.type)).map((d) => d.date);
}

/** A place's weekend days worked by decree, of one year, read from its decoded data. */
function placeWorkdays(c: WorkCalendar, year: number): string[] {
  const [, region = null] = c.holidays.split('-');
  const data = placeData.get(c.holidays);
  return data?.daysOfYear(region, year) ? data.workdaysOfYear(year).map((w) => w.date) : [];
}

/** The calendar's days as sets; its holiday calendar's days off looked up a year at a time. */
function naiveCalendar(c: WorkCalendar): NaiveCalendar {
  const byYear = new Map<number, Set<number>>();
  const holiday = (ms: number) => {
    const year = new Date(ms).getUTCFullYear();
    let days = byYear.get(year);
    if (!days) {
      const dates = placeData.has(c.holidays) ? placeDaysOff(c, year) : holidaysInYears(c.holidays, year, year).map((h) => h.date);
      byYear.set(year, (days = new Set(dates.map(msOf))));
    }
    return days.has(ms);
  };
  const workdays = new Map<number, Set<number>>();
  const decreed = (ms: number) => {
    const year = new Date(ms).getUTCFullYear();
    let days = workdays.get(year);
    if (!days) workdays.set(year, (days = new Set(placeWorkdays(c, year).map(msOf))));
    return days.has(ms);
  };
  return { weekend: new Set(c.weekend), holiday, decreed, off: new Set(c.daysOff.map(msOf)), on: new Set(c.workingDays.map(msOf)) };
}

const naiveWorking = (ms: number, c: NaiveCalendar): boolean =>
  c.on.has(ms) || (!c.off.has(ms) && (c.decreed(ms) || (!c.weekend.has(new Date(ms).getUTCDay()) && !c.holiday(ms))));

function naiveAdd(start: string, n: number, cal: NaiveCalendar): string | null {
  let t = msOf(start);
  const step = Math.sign(n) * DAY_MS;
  let remaining = Math.abs(n);
  while (remaining > 0) {
    t += step;
    if (t < MIN_MS || t > MAX_MS) return null;
    if (naiveWorking(t, cal)) remaining--;
  }
  return isoOf(t);
}

function naiveCount(from: string, to: string, inclusive: boolean, cal: NaiveCalendar): number {
  const end = msOf(to) + (inclusive ? DAY_MS : 0);
  let count = 0;
  for (let t = msOf(from); t < end; t += DAY_MS) if (naiveWorking(t, cal)) count++;
  return count;
}

// ---- Arbitraries --------------------------------------------------------------------------
const anyDayNumber = fc.integer({ min: MIN_DAY_NUMBER, max: MAX_DAY_NUMBER });
const weekendArb = fc
  .subarray([0, 1, 2, 3, 4, 5, 6] as Weekday[], { minLength: 0, maxLength: 6 })
  .chain((w) => fc.shuffledSubarray(w, { minLength: w.length, maxLength: w.length }));
const spanArb = fc.oneof(
  fc.integer({ min: -20, max: 20 }),
  fc.integer({ min: -2_000, max: 2_000 }),
  fc.integer({ min: -100_000, max: 100_000 }),
);

/** Dates at offsets from a start day, kept inside years 1–9999: weekend dates and duplicates included. */
function datesAround(startDay: number, offsets: number[]): IsoDate[] {
  const days = offsets.map((o) => startDay + o).filter((d) => d >= MIN_DAY_NUMBER && d <= MAX_DAY_NUMBER);
  const dates = days.map(fromDayNumber);
  return [...dates, ...dates.slice(0, Math.ceil(dates.length / 3))]; // duplicates
}

const offsetsArb = fc.array(fc.oneof(fc.integer({ min: -3_000, max: 3_000 }), fc.integer({ min: -100_000, max: 100_000 })), { maxLength: 40 });

/** US federal holidays are generated a year at a time: their scenarios start in 1700–2300, where the years stay cached. */
const US_YEARS = [toDayNumber(iso('1700-01-01')), toDayNumber(iso('2300-12-31'))] as const;
/** A place's scenarios start in 1850–2150, across the ends of its data (1900–2100 at most). */
const PLACE_YEARS = [toDayNumber(iso('1850-01-01')), toDayNumber(iso('2150-12-31'))] as const;

/**
 * A start, a span and a calendar: any weekend, US federal holidays or none, extra days off and
 * extra working days around the start and the span's end (some on the same days, where the
 * working day wins).
 */
const scenario = fc
  .record({
    start: fc.oneof(anyDayNumber, fc.integer({ min: MIN_DAY_NUMBER, max: MIN_DAY_NUMBER + 2_000 }), fc.integer({ min: MAX_DAY_NUMBER - 2_000, max: MAX_DAY_NUMBER })),
    span: spanArb,
    weekend: weekendArb,
    holidays: fc.constantFrom<WorkCalendar['holidays']>('none', 'us', ...PLACES),
    bank: fc.boolean(),
    half: fc.boolean(),
    // Mostly none (each set of kinds is a calendar of its own, computed afresh).
    kinds: fc.oneof({ arbitrary: fc.constant<string[]>([]), weight: 5 }, { arbitrary: fc.subarray([...KINDS], { minLength: 1 }), weight: 1 }),
    offOffsets: offsetsArb,
    workOffsets: offsetsArb,
    both: fc.array(fc.integer({ min: -30, max: 30 }), { maxLength: 5 }),
  })
  .map(({ start: anyStart, span, weekend, holidays, bank, half, kinds, offOffsets, workOffsets, both }) => {
    const years = holidays === 'us' ? US_YEARS : holidays === 'none' ? null : PLACE_YEARS;
    const start = years ? years[0] + ((anyStart - MIN_DAY_NUMBER) % (years[1] - years[0])) : anyStart;
    const daysOff = datesAround(start, [...offOffsets, ...both, 0, span]);
    const workingDays = datesAround(start, [...workOffsets, ...both]);
    return { start: fromDayNumber(start), span, cal: cal({ weekend, holidays, bank, half, ...(kinds.length ? { kinds } : {}), daysOff, workingDays }) };
  });

describe('addBusinessDays', () => {
  it('counts from Friday 2025-01-03: 5 business days later is Friday 2025-01-10', () => {
    expect(addBusinessDays(iso('2025-01-03'), 5, cal())).toBe('2025-01-10');
    expect(addBusinessDays(iso('2025-01-10'), -5, cal())).toBe('2025-01-03');
  });

  it('counts from a weekend start', () => {
    expect(addBusinessDays(iso('2025-01-04'), 1, cal())).toBe('2025-01-06'); // Sat → Mon
    expect(addBusinessDays(iso('2025-01-05'), 1, cal())).toBe('2025-01-06'); // Sun → Mon
    expect(addBusinessDays(iso('2025-01-04'), -1, cal())).toBe('2025-01-03'); // Sat → Fri
    expect(addBusinessDays(iso('2025-01-04'), 0, cal())).toBe('2025-01-04');
  });

  it('skips holidays on working days only', () => {
    const us = cal({ holidays: 'us' });
    expect(addBusinessDays(iso('2025-12-24'), 1, us)).toBe('2025-12-26');
    expect(addBusinessDays(iso('2025-12-31'), 1, us)).toBe('2026-01-02');
    expect(addBusinessDays(iso('2026-07-02'), 1, us)).toBe('2026-07-06'); // Fri Jul 3 observed
    expect(addBusinessDays(iso('2025-01-03'), 1, cal({ daysOff: [iso('2025-01-04')] }))).toBe('2025-01-06');
    // Christmas 2027 is a Saturday, off on Friday the 24th; New Year 2028 on Friday, December 31.
    expect(addBusinessDays(iso('2027-12-23'), 1, us)).toBe('2027-12-27');
    expect(addBusinessDays(iso('2027-12-30'), 1, us)).toBe('2028-01-03');
    expect(addBusinessDays(iso('2028-01-03'), -1, us)).toBe('2027-12-30');
  });

  it('honours extra days off and extra working days', () => {
    // A bridge day off on Friday, December 26, 2025, made up on Saturday, January 10, 2026.
    const bridge = cal({ holidays: 'us', daysOff: [iso('2025-12-26')], workingDays: [iso('2026-01-10')] });
    expect(addBusinessDays(iso('2025-12-24'), 1, bridge)).toBe('2025-12-29');
    expect(addBusinessDays(iso('2026-01-09'), 1, bridge)).toBe('2026-01-10');
    expect(addBusinessDays(iso('2026-01-12'), -1, bridge)).toBe('2026-01-10');
    // A working day wins over a holiday and a day off on the same date.
    const christmasWorked = cal({ holidays: 'us', daysOff: [iso('2025-12-25')], workingDays: [iso('2025-12-25')] });
    expect(addBusinessDays(iso('2025-12-24'), 1, christmasWorked)).toBe('2025-12-25');
    // The only working weekday is Monday: a worked Sunday comes first.
    const mondays = cal({ weekend: [0, 2, 3, 4, 5, 6], workingDays: [iso('2026-01-04')] });
    expect(addBusinessDays(iso('2025-12-30'), 1, mondays)).toBe('2026-01-04');
    expect(addBusinessDays(iso('2025-12-30'), 2, mondays)).toBe('2026-01-05');
  });

  it('supports other weekends (Friday–Saturday, single day)', () => {
    expect(addBusinessDays(iso('2025-01-02'), 1, cal({ weekend: [5, 6] }))).toBe('2025-01-05'); // Thu → Sun
    expect(addBusinessDays(iso('2025-01-06'), 6, cal({ weekend: [0] }))).toBe('2025-01-13');
    expect(addBusinessDays(iso('2025-01-06'), 7, cal({ weekend: [] }))).toBe('2025-01-13');
  });

  it('gives null out of range and throws on bad input', () => {
    expect(addBusinessDays(iso('9999-12-30'), 1, cal())).toBe('9999-12-31');
    expect(addBusinessDays(iso('9999-12-31'), 1, cal())).toBeNull();
    expect(addBusinessDays(iso('0001-01-01'), -1, cal())).toBeNull();
    expect(addBusinessDays(iso('2025-01-01'), 1e15, cal())).toBeNull();
    expect(addBusinessDays(iso('9999-12-30'), 1, cal({ holidays: 'us' }))).toBe('9999-12-31'); // no New Year of 10000 to observe
    expect(addBusinessDays(iso('0001-01-02'), -1, cal({ holidays: 'us' }))).toBe('0001-01-01'); // no federal holidays before 1870
    expect(addBusinessDays(iso('1870-01-03'), -1, cal({ holidays: 'us' }))).toBe('1869-12-31'); // New Year's Day 1870, a Saturday: no day off moved before 1971
    expect(() => addBusinessDays(iso('2025-01-01'), 1.5, cal())).toThrow(RangeError);
    expect(() => addBusinessDays(iso('2025-01-01'), 1, cal({ weekend: [0, 1, 2, 3, 4, 5, 6] }))).toThrow(RangeError);
  });

  it('agrees with a day-by-day loop', () => {
    fc.assert(
      fc.property(scenario, ({ start, span, cal }) => {
        const perWeek = 7 - new Set(cal.weekend).size;
        const n = Math.trunc((span * perWeek) / 7);
        expect(addBusinessDays(start, n, cal)).toBe(n === 0 ? start : naiveAdd(start, n, naiveCalendar(cal)));
      }),
      { numRuns: 300 },
    );
  }, 20_000); // a day-by-day loop over up to 100,000 days a run

  it('round-trips from a working day', () => {
    fc.assert(
      fc.property(scenario, ({ start, span, cal }) => {
        const s = rollForwardToBusinessDay(start, cal);
        if (s === null) return;
        const there = addBusinessDays(s, span, cal);
        if (there === null) return;
        expect(addBusinessDays(there, -span, cal)).toBe(s);
        const [from, to] = span >= 0 ? [s, there] : [there, s];
        expect(countBusinessDays(from, to, cal)).toBe(Math.abs(span));
      }),
      { numRuns: 300 },
    );
  }, 20_000); // a day-by-day loop over up to 100,000 days a run
});

describe('countBusinessDays', () => {
  it('counts Monday–Friday in [from, to) or [from, to]', () => {
    expect(countBusinessDays(iso('2025-01-06'), iso('2025-01-13'), cal())).toBe(5);
    expect(countBusinessDays(iso('2025-01-06'), iso('2025-01-13'), cal(), true)).toBe(6);
    expect(countBusinessDays(iso('2025-01-04'), iso('2025-01-05'), cal(), true)).toBe(0);
    expect(countBusinessDays(iso('2025-01-06'), iso('2025-01-06'), cal())).toBe(0);
    expect(countBusinessDays(iso('2025-01-06'), iso('2025-01-06'), cal(), true)).toBe(1);
    expect(countBusinessDays(iso('2025-01-13'), iso('2025-01-06'), cal())).toBe(0);
    expect(countBusinessDays(iso('2025-01-13'), iso('2025-01-06'), cal(), true)).toBe(0);
  });

  it('excludes days off on working days once each, and adds working days on the weekend', () => {
    const daysOff = [iso('2025-12-25'), iso('2025-12-25'), iso('2025-12-27'), iso('2026-01-01')];
    expect(countBusinessDays(iso('2025-12-22'), iso('2026-01-02'), cal({ daysOff }))).toBe(7);
    expect(countBusinessDays(iso('2025-12-22'), iso('2026-01-02'), cal({ daysOff }), true)).toBe(8);
    expect(countBusinessDays(iso('2025-12-22'), iso('2026-01-02'), cal({ holidays: 'us' }), true)).toBe(8);
    const made = cal({ holidays: 'us', workingDays: [iso('2025-12-27'), iso('2025-12-27'), iso('2026-01-01')] });
    expect(countBusinessDays(iso('2025-12-22'), iso('2026-01-02'), made, true)).toBe(10);
  });

  it('counts a whole Gregorian cycle exactly', () => {
    // 400 years = 146097 days = 20871 weeks: 104355 weekdays.
    expect(countBusinessDays(iso('2000-01-01'), iso('2400-01-01'), cal())).toBe(20871 * 5);
    expect(countBusinessDays(iso('0001-01-01'), iso('9999-12-31'), cal({ weekend: [] }), true)).toBe(
      MAX_DAY_NUMBER - MIN_DAY_NUMBER + 1,
    );
    // The US federal calendar has 10 days off a year before 2021 (no Juneteenth), 11 after, less the
    // ones observed across a new year: 2000–2399 in full.
    const daysOff = holidaysInYears('us', 2000, 2399).length;
    expect(countBusinessDays(iso('2000-01-01'), iso('2400-01-01'), cal({ holidays: 'us' }))).toBe(20871 * 5 - daysOff);
  });

  it('agrees with a day-by-day loop', () => {
    fc.assert(
      fc.property(scenario, fc.boolean(), ({ start, span, cal }, inclusive) => {
        const endDay = Math.min(Math.max(toDayNumber(start) + span, MIN_DAY_NUMBER), MAX_DAY_NUMBER);
        const end = fromDayNumber(endDay);
        const expected = endDay < toDayNumber(start) ? 0 : naiveCount(start, end, inclusive, naiveCalendar(cal));
        expect(countBusinessDays(start, end, cal, inclusive)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  }, 20_000); // a day-by-day loop over up to 100,000 days a run
});

describe('holidaysSkipped / isBusinessDay', () => {
  it('lists the calendar’s holidays on days that would be worked, inside [from, to], in either order', () => {
    const us = cal({ holidays: 'us' });
    const expected = [
      { date: '2025-12-25', name: 'Christmas Day' },
      { date: '2026-01-01', name: 'New Year’s Day' },
    ];
    expect(holidaysSkipped(iso('2025-12-20'), iso('2026-01-05'), us)).toEqual(expected);
    expect(holidaysSkipped(iso('2026-01-05'), iso('2025-12-20'), us)).toEqual(expected);
    expect(holidaysSkipped(iso('2025-12-25'), iso('2025-12-25'), us)).toEqual(expected.slice(0, 1));
    // Thursday and Friday off: Christmas and New Year fall on the weekend; a worked holiday is not skipped.
    expect(holidaysSkipped(iso('2025-12-20'), iso('2026-01-05'), cal({ holidays: 'us', weekend: [4, 5] }))).toEqual([]);
    expect(holidaysSkipped(iso('2025-12-20'), iso('2026-01-05'), cal({ holidays: 'us', workingDays: [iso('2025-12-25')] }))).toEqual(expected.slice(1));
    // An own day off is listed as one; on a weekend day it changed nothing and is not.
    expect(holidaysSkipped(iso('2025-12-20'), iso('2026-01-05'), cal({ daysOff: [iso('2025-12-24'), iso('2025-12-27')] }))).toEqual([{ date: '2025-12-24', name: 'Your day off' }]);
  });

  it('tells working days apart', () => {
    const c = cal({ holidays: 'us', daysOff: [iso('2025-12-24')], workingDays: [iso('2025-12-27')] });
    expect(isBusinessDay(iso('2025-12-23'), c)).toBe(true);
    expect(isBusinessDay(iso('2025-12-24'), c)).toBe(false);
    expect(isBusinessDay(iso('2025-12-25'), c)).toBe(false);
    expect(isBusinessDay(iso('2025-12-27'), c)).toBe(true);
    expect(isBusinessDay(iso('2025-12-28'), c)).toBe(false);
    expect(rollForwardToBusinessDay(iso('2025-12-24'), c)).toBe('2025-12-26');
    expect(rollForwardToBusinessDay(iso('2025-12-23'), c)).toBe('2025-12-23');
  });

  it('agrees with the day-by-day loop on every day (property)', () => {
    fc.assert(
      fc.property(scenario, ({ start, cal }) => {
        expect(isBusinessDay(start, cal)).toBe(naiveWorking(msOf(start), naiveCalendar(cal)));
      }),
      { numRuns: 300 },
    );
  }, 20_000); // a day-by-day loop over up to 100,000 days a run
});

describe('holidaysInYears', () => {
  it('lists observed US holidays by the year of the day off', () => {
    const list = holidaysInYears('us', 2021, 2021);
    expect(list).toHaveLength(12);
    expect(list.at(-1)).toEqual({ date: '2021-12-31', name: 'New Year’s Day' });
    expect(holidaysInYears('us', 2020, 2022).map((h) => isoDateParts(h.date).year)).toEqual([
      ...Array<number>(10).fill(2020),
      ...Array<number>(12).fill(2021),
      ...Array<number>(10).fill(2022),
    ]);
    expect(holidaysInYears('none', 2021, 2030)).toEqual([]);
  });

  it('gives each year the days off that fall in it, sorted, Juneteenth from 2021', () => {
    for (let year = 1990; year <= 2040; year++) {
      const dates = holidaysInYears('us', year, year).map((h) => h.date);
      expect([...dates].sort()).toEqual(dates);
      expect(dates.every((d) => d.startsWith(`${year}-`))).toBe(true);
      expect(dates.length).toBe((year >= 2021 ? 11 : 10) + (dates.includes(iso(`${year}-12-31`)) ? 1 : 0) - (dates.includes(iso(`${year}-01-01`)) || dates.includes(iso(`${year}-01-02`)) ? 0 : 1));
    }
    expect(holidaysInYears('us', 9999, 9999)).toHaveLength(11);
    expect(holidaysInYears('us', 1, 1)).toEqual([]);
    expect(holidaysInYears('us', 1870, 1870)[0]).toEqual({ date: '1870-01-01', name: 'New Year’s Day' });
  });
});
