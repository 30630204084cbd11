import { getDayOfYear, getISOWeek, getISOWeekYear } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type IsoDate,
  MAX_DAY_NUMBER,
  MIN_DAY_NUMBER,
  addDays,
  addMonths,
  addYears,
  compareIsoDates,
  dayOfYear,
  daysBetween,
  daysInMonth,
  fromDayNumber,
  isIsoDate,
  isoDateFromParts,
  isoDateParts,
  isoWeek,
  parseIsoDate,
  toDayNumber,
  todayIn,
  weekdayName,
  weekdayOf,
} from './civil-date';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

const anyDayNumber = fc.integer({ min: MIN_DAY_NUMBER, max: MAX_DAY_NUMBER });
const anyDate = anyDayNumber.map(fromDayNumber);

/** Reference: the UTC calendar date of an epoch-day via the platform's Date. */
const referenceIso = (dayNumber: number): string => new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);

describe('parseIsoDate', () => {
  it('accepts real dates in years 0001–9999', () => {
    for (const s of ['2025-03-03', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) {
      expect(parseIsoDate(s)).toBe(s);
    }
  });

  it('rejects impossible dates, loose shapes and out-of-range years', () => {
    const bad = [
      '2025-02-30',
      '2025-02-29',
      '1900-02-29',
      '2025-13-01',
      '2025-00-10',
      '2025-01-00',
      '2025-04-31',
      '2025-2-3',
      ' 2025-02-03',
      '2025-02-03 ',
      '0000-01-01',
      '10000-01-01',
      '+02025-01-01',
      '2025/02/03',
      '2025-02-03T00:00',
      '２０２５-０２-０３',
      '',
      'x'.repeat(10_000),
    ];
    for (const s of bad) expect(parseIsoDate(s)).toBeNull();
  });

  it('round-trips every formatted date', () => {
    fc.assert(
      fc.property(anyDate, (d) => parseIsoDate(String(d)) === d),
      { numRuns: 500 },
    );
  });

  it('isIsoDate is the matching type guard', () => {
    expect(isIsoDate('2025-01-01')).toBe(true);
    expect(isIsoDate('2025-1-1')).toBe(false);
  });
});

describe('isoDateFromParts / isoDateParts', () => {
  it('builds padded dates and rejects non-dates', () => {
    expect(isoDateFromParts(25, 3, 3)).toBe('0025-03-03');
    expect(isoDateFromParts(2024, 2, 29)).toBe('2024-02-29');
    expect(isoDateFromParts(2025, 2, 29)).toBeNull();
    expect(isoDateFromParts(0, 1, 1)).toBeNull();
    expect(isoDateFromParts(10000, 1, 1)).toBeNull();
    expect(isoDateFromParts(2025, 1.5, 1)).toBeNull();
  });

  it('splits a date', () => {
    expect(isoDateParts(iso('0025-03-09'))).toEqual({ year: 25, month: 3, day: 9 });
    expect(() => isoDateParts('2025-02-30' as IsoDate)).toThrow(RangeError);
  });

  it('knows month lengths', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2024, m))).toEqual([
      31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(1900, 2)).toBe(28);
  });
});

describe('day numbers', () => {
  it('has known anchors', () => {
    expect(toDayNumber(iso('1970-01-01'))).toBe(0);
    expect(toDayNumber(iso('2000-03-01'))).toBe(11017);
    expect(toDayNumber(iso('0001-01-01'))).toBe(-719162);
    expect(toDayNumber(iso('9999-12-31'))).toBe(2932896);
  });

  it('matches the platform Date (UTC) everywhere in range', () => {
    fc.assert(
      fc.property(anyDayNumber, (n) => fromDayNumber(n) === referenceIso(n)),
      { numRuns: 1000 },
    );
  });

  it('round-trips fromDayNumber(toDayNumber(d)) and back', () => {
    fc.assert(
      fc.property(anyDate, (d) => fromDayNumber(toDayNumber(d)) === d),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(anyDayNumber, (n) => toDayNumber(fromDayNumber(n)) === n),
      { numRuns: 500 },
    );
  });

  it('throws outside years 1–9999', () => {
    expect(() => fromDayNumber(MIN_DAY_NUMBER - 1)).toThrow(RangeError);
    expect(() => fromDayNumber(MAX_DAY_NUMBER + 1)).toThrow(RangeError);
    expect(() => fromDayNumber(0.5)).toThrow(RangeError);
  });
});

describe('addDays / addMonths / addYears', () => {
  it('adds days across month, year and leap boundaries', () => {
    expect(addDays(iso('2024-02-28'), 1)).toBe('2024-02-29');
    expect(addDays(iso('2025-02-28'), 1)).toBe('2025-03-01');
    expect(addDays(iso('2024-12-31'), 1)).toBe('2025-01-01');
    expect(addDays(iso('2025-01-01'), -1)).toBe('2024-12-31');
    expect(addDays(iso('2025-01-01'), 0)).toBe('2025-01-01');
  });

  it('gives null beyond 9999-12-31 and before 0001-01-01', () => {
    expect(addDays(iso('9999-12-31'), 1)).toBeNull();
    expect(addDays(iso('9999-12-30'), 1)).toBe('9999-12-31');
    expect(addDays(iso('0001-01-01'), -1)).toBeNull();
    expect(addDays(iso('0001-01-01'), MAX_DAY_NUMBER - MIN_DAY_NUMBER)).toBe('9999-12-31');
    expect(() => addDays(iso('2025-01-01'), 1.5)).toThrow(RangeError);
  });

  it('does not skip 2011-12-30, the day Samoa skipped in local time', () => {
    expect(addDays(iso('2011-12-29'), 1)).toBe('2011-12-30');
    expect(daysBetween(iso('2011-12-29'), iso('2011-12-31'))).toBe(2);
  });

  it('clips month steps to the month end', () => {
    expect(addMonths(iso('2025-01-31'), 1)).toBe('2025-02-28');
    expect(addMonths(iso('2024-01-31'), 1)).toBe('2024-02-29');
    expect(addMonths(iso('2025-03-31'), -1)).toBe('2025-02-28');
    expect(addMonths(iso('2025-03-31'), 1)).toBe('2025-04-30');
    expect(addMonths(iso('2025-12-15'), 1)).toBe('2026-01-15');
    expect(addMonths(iso('2025-01-15'), -13)).toBe('2023-12-15');
    expect(addMonths(iso('9999-12-01'), 1)).toBeNull();
    expect(addMonths(iso('0001-01-31'), -1)).toBeNull();
    expect(addYears(iso('2024-02-29'), 1)).toBe('2025-02-28');
    expect(addYears(iso('2024-02-29'), 4)).toBe('2028-02-29');
  });

  it('addDays agrees with day numbers', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -4_000_000, max: 4_000_000 }), (d, n) => {
        const target = toDayNumber(d) + n;
        const result = addDays(d, n);
        return target < MIN_DAY_NUMBER || target > MAX_DAY_NUMBER
          ? result === null
          : result === referenceIso(target);
      }),
      { numRuns: 500 },
    );
  });
});

describe('comparisons and weekdays', () => {
  it('computes signed differences and compares', () => {
    expect(daysBetween(iso('2025-01-01'), iso('2025-01-10'))).toBe(9);
    expect(daysBetween(iso('2025-06-10'), iso('2025-06-03'))).toBe(-7);
    expect(compareIsoDates(iso('2025-01-01'), iso('2025-01-02'))).toBe(-1);
    expect(compareIsoDates(iso('2025-01-02'), iso('2025-01-02'))).toBe(0);
    expect(compareIsoDates(iso('2025-01-03'), iso('2025-01-02'))).toBe(1);
  });

  it('knows weekdays', () => {
    expect(weekdayOf(iso('2025-03-03'))).toBe(1);
    expect(weekdayName(iso('2025-03-03'))).toBe('Monday');
    expect(weekdayName(iso('0001-01-01'))).toBe('Monday');
    expect(weekdayName(iso('9999-12-31'))).toBe('Friday');
    expect(weekdayName(iso('1970-01-01'))).toBe('Thursday');
  });

  it('weekdays match Date#getUTCDay', () => {
    fc.assert(
      fc.property(anyDayNumber, (n) => weekdayOf(fromDayNumber(n)) === new Date(n * 86_400_000).getUTCDay()),
      { numRuns: 500 },
    );
  });
});

/**
 * Checks `agrees` for dates of 1900–2100 against the same day at local noon, skipping a local
 * day the zone does not have (e.g. Apia 2011-12-30).
 */
function eachLocalDay(agrees: (d: IsoDate, local: Date) => boolean) {
  fc.assert(
    fc.property(fc.integer({ min: toDayNumber(iso('1900-01-01')), max: toDayNumber(iso('2100-12-31')) }), (n) => {
      const d = fromDayNumber(n);
      const { year, month, day } = isoDateParts(d);
      const local = new Date(year, month - 1, day, 12);
      return local.getDate() !== day || agrees(d, local);
    }),
    { numRuns: 500 },
  );
}

describe('isoWeek', () => {
  it('handles year boundaries', () => {
    expect(isoWeek(iso('2024-12-30'))).toEqual({ week: 1, weekYear: 2025 });
    expect(isoWeek(iso('2021-01-03'))).toEqual({ week: 53, weekYear: 2020 });
    expect(isoWeek(iso('2026-12-31'))).toEqual({ week: 53, weekYear: 2026 });
    expect(isoWeek(iso('2025-03-03'))).toEqual({ week: 10, weekYear: 2025 });
    expect(isoWeek(iso('0001-01-01'))).toEqual({ week: 1, weekYear: 1 });
    expect(isoWeek(iso('9999-12-31'))).toEqual({ week: 52, weekYear: 9999 });
  });

  it('agrees with date-fns wherever the local day exists', () => {
    eachLocalDay((d, local) => isoWeek(d).week === getISOWeek(local) && isoWeek(d).weekYear === getISOWeekYear(local));
  });
});

describe('dayOfYear', () => {
  it('counts from January 1', () => {
    expect(dayOfYear(iso('2025-01-01'))).toBe(1);
    expect(dayOfYear(iso('2025-03-01'))).toBe(60);
    expect(dayOfYear(iso('2024-03-01'))).toBe(61);
    expect(dayOfYear(iso('2024-12-31'))).toBe(366);
    expect(dayOfYear(iso('9999-12-31'))).toBe(365);
  });

  it('agrees with date-fns wherever the local day exists', () => {
    eachLocalDay((d, local) => dayOfYear(d) === getDayOfYear(local));
  });
});

describe('todayIn', () => {
  it('reads the civil date in a given zone', () => {
    expect(todayIn(new Date('2025-03-03T04:59:59Z'), 'America/New_York')).toBe('2025-03-02');
    expect(todayIn(new Date('2025-03-03T05:00:00Z'), 'America/New_York')).toBe('2025-03-03');
    expect(todayIn(new Date('2025-01-01T18:14:59Z'), 'Asia/Kathmandu')).toBe('2025-01-01');
    expect(todayIn(new Date('2025-01-01T18:15:00Z'), 'Asia/Kathmandu')).toBe('2025-01-02');
    // Lord Howe is UTC+11 in January (30-minute DST) and UTC+10:30 in July.
    expect(todayIn(new Date('2025-01-01T12:59:59Z'), 'Australia/Lord_Howe')).toBe('2025-01-01');
    expect(todayIn(new Date('2025-01-01T13:00:00Z'), 'Australia/Lord_Howe')).toBe('2025-01-02');
    expect(todayIn(new Date('2025-07-01T13:29:59Z'), 'Australia/Lord_Howe')).toBe('2025-07-01');
    expect(todayIn(new Date('2025-07-01T13:30:00Z'), 'Australia/Lord_Howe')).toBe('2025-07-02');
  });

  it('jumps from 2011-12-29 to 2011-12-31 in Pacific/Apia', () => {
    expect(todayIn(new Date('2011-12-30T09:59:59Z'), 'Pacific/Apia')).toBe('2011-12-29');
    expect(todayIn(new Date('2011-12-30T10:00:00Z'), 'Pacific/Apia')).toBe('2011-12-31');
  });

  it('runs in the zone the TZ variable names (so the TZ matrix is real)', () => {
    const tz = process.env.TZ;
    if (!tz) return;
    // Local getters (the runtime zone) must agree with Intl in the zone TZ names.
    for (const t of ['2011-12-30T10:00:00Z', '2025-01-01T18:15:00Z', '2025-07-01T13:30:00Z', '2025-03-09T04:30:00Z']) {
      expect(todayIn(new Date(t))).toBe(todayIn(new Date(t), tz));
    }
  });

  it('uses the runtime zone when none is given', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const t of ['2011-12-30T09:59:59Z', '2011-12-30T10:00:00Z', '2025-03-09T07:30:00Z', '2025-11-02T05:30:00Z']) {
      expect(todayIn(new Date(t))).toBe(todayIn(new Date(t), zone));
    }
  });

  it('handles years below 100 and throws on bad input', () => {
    const early = new Date(0);
    early.setUTCFullYear(25, 2, 3);
    early.setUTCHours(12, 0, 0, 0);
    expect(todayIn(early, 'UTC')).toBe('0025-03-03');
    expect(() => todayIn(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
    expect(() => todayIn(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
