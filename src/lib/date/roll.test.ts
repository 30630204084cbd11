import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DAY_NUMBER, MIN_DAY_NUMBER, fromDayNumber, isDayNumberInRange, toDayNumber, type IsoDate, type Weekday } from './core/civil-date';
import { WEEKENDS_ONLY, isBusinessDay } from './business-days';
import { workCalendar, type WorkCalendar } from './work-calendar';
import { ROLL_CONVENTIONS, dayOffReason, rollDate } from './roll';

const iso = (text: string) => text as IsoDate;
const us = workCalendar([6, 0], 'us');

describe('rollDate', () => {
  it('moves a Saturday at a month end by each convention', () => {
    // Saturday, January 31, 2026: Friday the 30th before it, Monday, February 2 after it.
    const d = iso('2026-01-31');
    expect(rollDate(d, 'following', WEEKENDS_ONLY)).toBe('2026-02-02');
    expect(rollDate(d, 'preceding', WEEKENDS_ONLY)).toBe('2026-01-30');
    expect(rollDate(d, 'modified-following', WEEKENDS_ONLY)).toBe('2026-01-30');
    expect(rollDate(d, 'modified-preceding', WEEKENDS_ONLY)).toBe('2026-01-30');
    expect(rollDate(d, 'none', WEEKENDS_ONLY)).toBe('2026-01-31');
  });

  it('moves a Sunday at a month start, and leaves a working day alone', () => {
    // Sunday, March 1, 2026: Friday, February 27 before it, Monday, March 2 after it.
    expect(rollDate(iso('2026-03-01'), 'modified-preceding', WEEKENDS_ONLY)).toBe('2026-03-02');
    expect(rollDate(iso('2026-03-01'), 'preceding', WEEKENDS_ONLY)).toBe('2026-02-27');
    expect(rollDate(iso('2026-03-02'), 'preceding', WEEKENDS_ONLY)).toBe('2026-03-02');
  });

  it('skips holidays and the visitor’s days off, and honours their working days', () => {
    // Christmas 2026 is a Friday: following goes past the weekend to Monday the 28th.
    expect(rollDate(iso('2026-12-25'), 'following', us)).toBe('2026-12-28');
    expect(rollDate(iso('2026-12-25'), 'following', { ...us, daysOff: [iso('2026-12-28')] })).toBe('2026-12-29');
    expect(rollDate(iso('2026-12-25'), 'following', { ...us, workingDays: [iso('2026-12-26')] })).toBe('2026-12-26');
  });

  it('is null past the calendar', () => {
    // December 31, 9999 is a Friday: with a Friday–Saturday weekend no working day follows it.
    expect(rollDate(iso('9999-12-31'), 'following', workCalendar([5, 6]))).toBeNull();
    expect(rollDate(iso('9999-12-31'), 'modified-following', workCalendar([5, 6]))).toBe('9999-12-30');
  });
});

describe('dayOffReason', () => {
  it('names the holiday, the own day off or the weekend day', () => {
    expect(dayOffReason(iso('2026-12-25'), us)).toBe('Christmas Day');
    expect(dayOffReason(iso('2026-12-26'), us)).toBe('Saturday');
    expect(dayOffReason(iso('2026-12-28'), { ...us, daysOff: [iso('2026-12-28')] })).toBe('your day off');
    expect(dayOffReason(iso('2026-12-28'), us)).toBeNull();
  });
});

describe('rollDate against a day-by-day walk', () => {
  const cal = fc.record({
    weekend: fc.uniqueArray(fc.constantFrom<Weekday>(0, 1, 2, 3, 4, 5, 6), { minLength: 0, maxLength: 6 }),
    holidays: fc.constantFrom<WorkCalendar['holidays']>('none', 'us'),
    off: fc.array(fc.integer({ min: -40, max: 40 }), { maxLength: 25 }),
    work: fc.array(fc.integer({ min: -40, max: 40 }), { maxLength: 5 }),
  });
  it('agrees for every convention, weekend, holiday calendar and own days', () => {
    fc.assert(
      fc.property(fc.integer({ min: toDayNumber(iso('1800-01-01')), max: toDayNumber(iso('2300-12-31')) }), cal, fc.constantFrom(...ROLL_CONVENTIONS), (day, c, convention) => {
        const around = (offsets: number[]) => offsets.map((o) => day + o).filter((n) => n >= MIN_DAY_NUMBER && n <= MAX_DAY_NUMBER).map(fromDayNumber);
        const calendar: WorkCalendar = { weekend: c.weekend, holidays: c.holidays, daysOff: around(c.off), workingDays: around(c.work) };
        const d = fromDayNumber(day);
        const walk = (step: 1 | -1) => {
          for (let n = day; isDayNumberInRange(n); n += step) if (isBusinessDay(fromDayNumber(n), calendar)) return fromDayNumber(n);
          return null;
        };
        const month = (x: IsoDate | null) => x?.slice(0, 7);
        const expected =
          convention === 'none'
            ? d
            : convention === 'following'
              ? walk(1)
              : convention === 'preceding'
                ? walk(-1)
                : convention === 'modified-following'
                  ? month(walk(1)) === month(d)
                    ? walk(1)
                    : walk(-1)
                  : month(walk(-1)) === month(d)
                    ? walk(-1)
                    : walk(1);
        expect(rollDate(d, convention, calendar)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
