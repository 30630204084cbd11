import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_DAY_NUMBER, MIN_DAY_NUMBER, fromDayNumber, weekdayOf, type IsoDate, type Weekday } from './core/civil-date';

const partsWeekday = (dayNumber: number) => weekdayOf(fromDayNumber(dayNumber));
import { workCalendar } from './work-calendar';
import { addWorkdays, countWorkdays, weekendDaysIn } from './skipped-holidays';

const iso = (text: string) => text as IsoDate;

describe('addWorkdays / countWorkdays', () => {
  const us = workCalendar([6, 0], 'us');

  it('names the holidays passed over', () => {
    expect(addWorkdays(iso('2025-12-24'), 1, us)).toEqual({
      date: '2025-12-26',
      skipped: [{ date: '2025-12-25', name: 'Christmas Day' }],
      weekendDays: 0,
    });
    expect(addWorkdays(iso('2025-12-26'), -1, us)).toEqual({
      date: '2025-12-24',
      skipped: [{ date: '2025-12-25', name: 'Christmas Day' }],
      weekendDays: 0,
    });
    expect(addWorkdays(iso('2025-12-24'), 1, workCalendar([6, 0]))).toEqual({ date: '2025-12-25', skipped: [], weekendDays: 0 });
    // [Dec 22, Dec 29): Saturday 27 and Sunday 28 are the weekend days passed over.
    expect(countWorkdays(iso('2025-12-22'), iso('2025-12-29'), false, us)).toEqual({
      count: 4,
      skipped: [{ date: '2025-12-25', name: 'Christmas Day' }],
      weekendDays: 2,
    });
    expect(countWorkdays(iso('2025-12-29'), iso('2025-12-22'), true, us)).toEqual({ count: 0, skipped: [], weekendDays: 0 });
  });

  it('leaves out the start, a holiday the span only touches, and a holiday that is worked', () => {
    // From Christmas itself, one working day on: Friday, December 26; Christmas was not passed over.
    expect(addWorkdays(iso('2025-12-25'), 1, us)).toEqual({ date: '2025-12-26', skipped: [], weekendDays: 0 });
    // [Dec 22, Dec 25): Christmas is the end date, not counted.
    expect(countWorkdays(iso('2025-12-22'), iso('2025-12-25'), false, us)).toEqual({ count: 3, skipped: [], weekendDays: 0 });
    expect(addWorkdays(iso('2025-12-24'), 1, { ...us, workingDays: [iso('2025-12-25')] })).toEqual({ date: '2025-12-25', skipped: [], weekendDays: 0 });
  });

  it('lists the visitor’s own days off with the holidays, a day both once, as the holiday; not one on a weekend or worked', () => {
    const own = { ...us, daysOff: [iso('2025-12-20'), iso('2025-12-24'), iso('2025-12-25'), iso('2025-12-31')], workingDays: [iso('2025-12-31')] };
    expect(addWorkdays(iso('2025-12-23'), 1, own)).toEqual({
      date: '2025-12-26',
      skipped: [
        { date: '2025-12-24', name: 'Your day off' },
        { date: '2025-12-25', name: 'Christmas Day' },
      ],
      weekendDays: 0,
    });
    // December 20 is a Saturday, December 31 an own day off that is also an own working day (worked).
    expect(countWorkdays(iso('2025-12-19'), iso('2026-01-02'), true, own)).toEqual({
      count: 8,
      skipped: [
        { date: '2025-12-24', name: 'Your day off' },
        { date: '2025-12-25', name: 'Christmas Day' },
        { date: '2026-01-01', name: 'New Year’s Day' },
      ],
      weekendDays: 4,
    });
    // Saturday, December 27 worked: 3 weekend days passed over, not 4.
    expect(countWorkdays(iso('2025-12-19'), iso('2026-01-02'), true, { ...own, workingDays: [iso('2025-12-27')] }).weekendDays).toBe(3);
  });
});

describe('weekendDaysIn', () => {
  it('counts the weekend days of a span in whole weeks, either order', () => {
    expect(weekendDaysIn(iso('2025-01-18'), iso('2025-01-27'), [6, 0])).toBe(4);
    expect(weekendDaysIn(iso('2025-01-27'), iso('2025-01-18'), [6, 0])).toBe(4);
    expect(weekendDaysIn(iso('2025-01-17'), iso('2025-01-17'), [5, 6])).toBe(1);
    expect(weekendDaysIn(iso('2025-01-01'), iso('2025-12-31'), [0])).toBe(52);
  });

  it('agrees with a day-by-day count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_DAY_NUMBER, max: MAX_DAY_NUMBER - 800 }),
        fc.integer({ min: 0, max: 800 }),
        fc.uniqueArray(fc.constantFrom<Weekday>(0, 1, 2, 3, 4, 5, 6), { minLength: 1, maxLength: 6 }),
        (a, span, weekend) => {
          let naive = 0;
          for (let d = a; d <= a + span; d++) if (weekend.includes(partsWeekday(d))) naive++;
          return weekendDaysIn(fromDayNumber(a), fromDayNumber(a + span), weekend) === naive;
        },
      ),
    );
  });
});
