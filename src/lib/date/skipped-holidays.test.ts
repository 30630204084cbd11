import { describe, expect, it } from 'vitest';
import type { IsoDate } from './core/civil-date';
import { workCalendar } from './work-calendar';
import { addWorkdays, countWorkdays } from './skipped-holidays';

const iso = (text: string) => text as IsoDate;

describe('addWorkdays / countWorkdays', () => {
  const us = workCalendar([6, 0], 'us');

  it('names the holidays passed over', () => {
    expect(addWorkdays(iso('2025-12-24'), 1, us)).toEqual({
      date: '2025-12-26',
      skipped: [{ date: '2025-12-25', name: 'Christmas Day' }],
    });
    expect(addWorkdays(iso('2025-12-26'), -1, us)).toEqual({
      date: '2025-12-24',
      skipped: [{ date: '2025-12-25', name: 'Christmas Day' }],
    });
    expect(addWorkdays(iso('2025-12-24'), 1, workCalendar([6, 0]))).toEqual({ date: '2025-12-25', skipped: [] });
    expect(countWorkdays(iso('2025-12-22'), iso('2025-12-29'), false, us)).toEqual({
      count: 4,
      skipped: [{ date: '2025-12-25', name: 'Christmas Day' }],
    });
    expect(countWorkdays(iso('2025-12-29'), iso('2025-12-22'), true, us)).toEqual({ count: 0, skipped: [] });
  });

  it('leaves out the start, a holiday the span only touches, and a holiday that is worked', () => {
    // From Christmas itself, one working day on: Friday, December 26; Christmas was not passed over.
    expect(addWorkdays(iso('2025-12-25'), 1, us)).toEqual({ date: '2025-12-26', skipped: [] });
    // [Dec 22, Dec 25): Christmas is the end date, not counted.
    expect(countWorkdays(iso('2025-12-22'), iso('2025-12-25'), false, us)).toEqual({ count: 3, skipped: [] });
    expect(addWorkdays(iso('2025-12-24'), 1, { ...us, workingDays: [iso('2025-12-25')] })).toEqual({ date: '2025-12-25', skipped: [] });
    // An extra day off is not one of the calendar's holidays: it changes the date, and is not named.
    expect(addWorkdays(iso('2025-12-23'), 1, { ...us, daysOff: [iso('2025-12-24')] })).toEqual({
      date: '2025-12-26',
      skipped: [{ date: '2025-12-25', name: 'Christmas Day' }],
    });
  });
});
