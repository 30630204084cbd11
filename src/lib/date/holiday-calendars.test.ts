import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './business-days';
import { type IsoDate, fromDayNumber, parseIsoDate, toDayNumber } from './civil-date';
import { addWorkdays, countWorkdays, holidaysInYears } from './holiday-calendars';
import { usFederalObservedDates } from './holidays';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

describe('holidaysInYears', () => {
  it('lists observed US holidays by the year of the day off', () => {
    const list = holidaysInYears('us', 2021, 2021);
    expect(list).toHaveLength(12);
    expect(list.at(-1)).toEqual({ date: '2021-12-31', name: "New Year's Day" });
    expect(list.map((h) => h.date)).toEqual(usFederalObservedDates(2021, 2021));
    expect(holidaysInYears('none', 2021, 2030)).toEqual([]);
  });
});

describe('addWorkdays / countWorkdays', () => {
  it('names the holidays passed over', () => {
    expect(addWorkdays(iso('2025-12-24'), 1, [6, 0], 'us')).toEqual({
      date: '2025-12-26',
      skipped: [{ date: '2025-12-25', name: 'Christmas Day' }],
    });
    expect(addWorkdays(iso('2025-12-26'), -1, [6, 0], 'us')).toEqual({
      date: '2025-12-24',
      skipped: [{ date: '2025-12-25', name: 'Christmas Day' }],
    });
    expect(addWorkdays(iso('2025-12-24'), 1, [6, 0], 'none')).toEqual({ date: '2025-12-25', skipped: [] });
    expect(countWorkdays(iso('2025-12-22'), iso('2025-12-29'), false, [6, 0], 'us')).toEqual({
      count: 4,
      skipped: [{ date: '2025-12-25', name: 'Christmas Day' }],
    });
    expect(countWorkdays(iso('2025-12-29'), iso('2025-12-22'), true, [6, 0], 'us')).toEqual({ count: 0, skipped: [] });
  });

  it('agrees with addBusinessDays on a fixed US holiday list', () => {
    const holidays = usFederalObservedDates(1900, 2200);
    fc.assert(
      fc.property(
        fc.integer({ min: toDayNumber(iso('1950-01-01')), max: toDayNumber(iso('2150-12-31')) }).map(fromDayNumber),
        fc.integer({ min: -5_000, max: 5_000 }),
        (start, n) => {
          expect(addWorkdays(start, n, [6, 0], 'us').date).toBe(addBusinessDays(start, n, { holidays }));
        },
      ),
      { numRuns: 200 },
    );
  });
});
