import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_DAY_NUMBER, MIN_DAY_NUMBER, fromDayNumber, weekdayOf, type IsoDate, type Weekday } from './core/civil-date';

const partsWeekday = (dayNumber: number) => weekdayOf(fromDayNumber(dayNumber));
import { workCalendar } from './work-calendar';
import { addWorkdays, countWorkdays, weekendDaysIn } from './skipped-holidays';
import { loadHolidayCalendar } from './business-days';

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

describe('a place’s days in the answer', () => {
  it('China 2025: the weekend days worked by decree are neither skipped nor weekend days passed over', async () => {
    expect(await loadHolidayCalendar('cn')).toBe(true);
    const cn = workCalendar([6, 0], 'cn');
    // January 20 – February 14, 2025 (26 days): 6 holidays, 4 weekend days off (January 25,
    // February 1, 2 and 9); Sunday, January 26 and Saturday, February 8 are worked.
    const { count, skipped, weekendDays } = countWorkdays(iso('2025-01-20'), iso('2025-02-14'), true, cn);
    expect({ count, weekendDays }).toEqual({ count: 16, weekendDays: 4 });
    expect(skipped.map((h) => h.date)).toEqual(['2025-01-28', '2025-01-29', '2025-01-30', '2025-01-31', '2025-02-03', '2025-02-04']);
    expect(count + weekendDays + skipped.length).toBe(26);
    // An own day off on a decreed working day is not worked: a weekend day passed over again.
    expect(countWorkdays(iso('2025-01-20'), iso('2025-02-14'), true, { ...cn, daysOff: [iso('2025-01-26')] })).toMatchObject({ count: 15, weekendDays: 5 });
    expect(addWorkdays(iso('2025-01-24'), 2, cn)).toEqual({ date: '2025-01-27', skipped: [], weekendDays: 1 });
  });

  it('says which skipped holidays are the data’s estimate (UAE, Eid al-Fitr 2030)', async () => {
    expect(await loadHolidayCalendar('ae')).toBe(true);
    const ae = workCalendar([6, 0], 'ae');
    const { skipped } = addWorkdays(iso('2030-02-01'), 1, ae);
    expect(skipped).toEqual([
      { date: '2030-02-04', name: 'Eid al-Fitr', estimated: true },
      { date: '2030-02-05', name: 'Eid al-Fitr Holiday', estimated: true },
      { date: '2030-02-06', name: 'Eid al-Fitr Holiday', estimated: true },
    ]);
    // An announced date is no estimate (Eid al-Adha 2025, corrected to the announcement).
    expect(addWorkdays(iso('2025-06-04'), 1, ae).skipped).toEqual([
      { date: '2025-06-05', name: 'Day of Arafah' },
      { date: '2025-06-06', name: 'Eid al-Adha' },
    ]);
  });
});
