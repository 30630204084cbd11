import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BusinessCalendar,
  type Weekday,
  addBusinessDays,
  countBusinessDays,
  holidaysSkipped,
  isBusinessDay,
  rollForwardToBusinessDay,
} from './business-days';
import { type IsoDate, MAX_DAY_NUMBER, MIN_DAY_NUMBER, fromDayNumber, parseIsoDate, toDayNumber } from './core/civil-date';
import { usFederalObservedDates } from './holidays';

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

interface NaiveCalendar {
  weekend: Set<number>;
  holidays: Set<number>;
}

function naiveCalendar(cal: BusinessCalendar): NaiveCalendar {
  return {
    weekend: new Set(cal.weekend ?? [6, 0]),
    holidays: new Set((cal.holidays ?? []).map(msOf)),
  };
}

const naiveWorking = (ms: number, cal: NaiveCalendar): boolean =>
  !cal.weekend.has(new Date(ms).getUTCDay()) && !cal.holidays.has(ms);

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

/** Holiday offsets around a start day: weekend dates and duplicates included. */
function holidaysAround(startDay: number, offsets: number[]): IsoDate[] {
  const days = offsets.map((o) => startDay + o).filter((d) => d >= MIN_DAY_NUMBER && d <= MAX_DAY_NUMBER);
  const dates = days.map(fromDayNumber);
  return [...dates, ...dates.slice(0, Math.ceil(dates.length / 3))]; // duplicates
}

const scenario = fc
  .record({
    start: fc.oneof(anyDayNumber, fc.integer({ min: MIN_DAY_NUMBER, max: MIN_DAY_NUMBER + 2_000 }), fc.integer({ min: MAX_DAY_NUMBER - 2_000, max: MAX_DAY_NUMBER })),
    span: spanArb,
    weekend: weekendArb,
    offsets: fc.array(fc.integer({ min: -3_000, max: 3_000 }), { maxLength: 40 }),
    farOffsets: fc.array(fc.integer({ min: -100_000, max: 100_000 }), { maxLength: 20 }),
    withHolidays: fc.boolean(),
  })
  .map(({ start, span, weekend, offsets, farOffsets, withHolidays }) => {
    const holidays = withHolidays ? holidaysAround(start, [...offsets, ...farOffsets, 0, span]) : [];
    const cal: BusinessCalendar = { weekend, holidays };
    return { start: fromDayNumber(start), span, cal };
  });

describe('addBusinessDays', () => {
  it('counts from Friday 2025-01-03: 5 business days later is Friday 2025-01-10', () => {
    expect(addBusinessDays(iso('2025-01-03'), 5)).toBe('2025-01-10');
    expect(addBusinessDays(iso('2025-01-10'), -5)).toBe('2025-01-03');
  });

  it('counts from a weekend start', () => {
    expect(addBusinessDays(iso('2025-01-04'), 1)).toBe('2025-01-06'); // Sat → Mon
    expect(addBusinessDays(iso('2025-01-05'), 1)).toBe('2025-01-06'); // Sun → Mon
    expect(addBusinessDays(iso('2025-01-04'), -1)).toBe('2025-01-03'); // Sat → Fri
    expect(addBusinessDays(iso('2025-01-04'), 0)).toBe('2025-01-04');
  });

  it('skips holidays on working days only', () => {
    const holidays = usFederalObservedDates(2025, 2026);
    expect(addBusinessDays(iso('2025-12-24'), 1, { holidays })).toBe('2025-12-26');
    expect(addBusinessDays(iso('2025-12-31'), 1, { holidays })).toBe('2026-01-02');
    expect(addBusinessDays(iso('2026-07-02'), 1, { holidays })).toBe('2026-07-06'); // Fri Jul 3 observed
    expect(addBusinessDays(iso('2025-01-03'), 1, { holidays: [iso('2025-01-04')] })).toBe('2025-01-06');
  });

  it('supports other weekends (Friday–Saturday, single day)', () => {
    expect(addBusinessDays(iso('2025-01-02'), 1, { weekend: [5, 6] })).toBe('2025-01-05'); // Thu → Sun
    expect(addBusinessDays(iso('2025-01-06'), 6, { weekend: [0] })).toBe('2025-01-13');
    expect(addBusinessDays(iso('2025-01-06'), 7, { weekend: [] })).toBe('2025-01-13');
  });

  it('gives null out of range and throws on bad input', () => {
    expect(addBusinessDays(iso('9999-12-30'), 1)).toBe('9999-12-31');
    expect(addBusinessDays(iso('9999-12-31'), 1)).toBeNull();
    expect(addBusinessDays(iso('0001-01-01'), -1)).toBeNull();
    expect(addBusinessDays(iso('2025-01-01'), 1e15)).toBeNull();
    expect(() => addBusinessDays(iso('2025-01-01'), 1.5)).toThrow(RangeError);
    expect(() => addBusinessDays(iso('2025-01-01'), 1, { weekend: [0, 1, 2, 3, 4, 5, 6] })).toThrow(RangeError);
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
  });

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
  });
});

describe('countBusinessDays', () => {
  it('counts Monday–Friday in [from, to) or [from, to]', () => {
    expect(countBusinessDays(iso('2025-01-06'), iso('2025-01-13'))).toBe(5);
    expect(countBusinessDays(iso('2025-01-06'), iso('2025-01-13'), { inclusive: true })).toBe(6);
    expect(countBusinessDays(iso('2025-01-04'), iso('2025-01-05'), { inclusive: true })).toBe(0);
    expect(countBusinessDays(iso('2025-01-06'), iso('2025-01-06'))).toBe(0);
    expect(countBusinessDays(iso('2025-01-06'), iso('2025-01-06'), { inclusive: true })).toBe(1);
    expect(countBusinessDays(iso('2025-01-13'), iso('2025-01-06'))).toBe(0);
    expect(countBusinessDays(iso('2025-01-13'), iso('2025-01-06'), { inclusive: true })).toBe(0);
  });

  it('excludes holidays on working days once each', () => {
    const holidays = [iso('2025-12-25'), iso('2025-12-25'), iso('2025-12-27'), iso('2026-01-01')];
    expect(countBusinessDays(iso('2025-12-22'), iso('2026-01-02'), { holidays })).toBe(7);
    expect(countBusinessDays(iso('2025-12-22'), iso('2026-01-02'), { holidays, inclusive: true })).toBe(8);
  });

  it('counts a whole Gregorian cycle exactly', () => {
    // 400 years = 146097 days = 20871 weeks: 104355 weekdays.
    expect(countBusinessDays(iso('2000-01-01'), iso('2400-01-01'))).toBe(20871 * 5);
    expect(countBusinessDays(iso('0001-01-01'), iso('9999-12-31'), { inclusive: true, weekend: [] })).toBe(
      MAX_DAY_NUMBER - MIN_DAY_NUMBER + 1,
    );
  });

  it('agrees with a day-by-day loop', () => {
    fc.assert(
      fc.property(scenario, fc.boolean(), ({ start, span, cal }, inclusive) => {
        const endDay = Math.min(Math.max(toDayNumber(start) + span, MIN_DAY_NUMBER), MAX_DAY_NUMBER);
        const end = fromDayNumber(endDay);
        const expected = endDay < toDayNumber(start) ? 0 : naiveCount(start, end, inclusive, naiveCalendar(cal));
        expect(countBusinessDays(start, end, { ...cal, inclusive })).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('holidaysSkipped / isBusinessDay', () => {
  it('lists distinct holidays on working days inside [from, to], in either order', () => {
    const holidays = [iso('2026-01-01'), iso('2025-12-25'), iso('2025-12-27'), iso('2025-12-25'), iso('2026-02-01')];
    const expected = ['2025-12-25', '2026-01-01'];
    expect(holidaysSkipped(iso('2025-12-20'), iso('2026-01-05'), { holidays })).toEqual(expected);
    expect(holidaysSkipped(iso('2026-01-05'), iso('2025-12-20'), { holidays })).toEqual(expected);
    expect(holidaysSkipped(iso('2025-12-25'), iso('2025-12-25'), { holidays })).toEqual(['2025-12-25']);
    expect(holidaysSkipped(iso('2025-12-20'), iso('2026-01-05'), { holidays, weekend: [4, 5] })).toEqual([
      '2025-12-27',
    ]);
  });

  it('tells working days apart', () => {
    const holidays = [iso('2025-12-25')];
    expect(isBusinessDay(iso('2025-12-24'), { holidays })).toBe(true);
    expect(isBusinessDay(iso('2025-12-25'), { holidays })).toBe(false);
    expect(isBusinessDay(iso('2025-12-27'))).toBe(false);
    expect(rollForwardToBusinessDay(iso('2025-12-25'), { holidays })).toBe('2025-12-26');
    expect(rollForwardToBusinessDay(iso('2025-12-24'), { holidays })).toBe('2025-12-24');
  });
});
