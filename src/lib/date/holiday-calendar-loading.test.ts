/** A holiday calendar whose data loads on demand, as a country's will: a registry entry with `load`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsoDate } from './core/civil-date';
import { HOLIDAY_CALENDARS, type HolidayCalendar, type HolidayCalendarId, workCalendar } from './work-calendar';
import { addBusinessDays, countBusinessDays, holidaysInYears, loadHolidayCalendar } from './business-days';

// A registry entry added for this file only (not a module mock: the unit suite's files share
// their modules, and a mock would not reach a module another file loaded first).
const lazy = 'test-on-demand' as HolidayCalendarId;
const registry = HOLIDAY_CALENDARS as Record<string, HolidayCalendar>;
beforeAll(() => {
  registry[lazy] = { label: 'Test', name: 'test holidays', load: async () => (year: number) => [{ date: `${year}-03-02` as IsoDate, name: 'Test Day' }] };
});
afterAll(() => {
  delete registry[lazy];
});

describe('a calendar loaded on demand', () => {
  it('is not there before its load has resolved, then counts like a bundled one', async () => {
    expect(() => holidaysInYears(lazy, 2026, 2026)).toThrow('Holiday calendar not loaded: test-on-demand');
    await loadHolidayCalendar(lazy);
    expect(holidaysInYears(lazy, 2026, 2027)).toEqual([
      { date: '2026-03-02', name: 'Test Day' },
      { date: '2027-03-02', name: 'Test Day' },
    ]);
    const calendar = workCalendar([6, 0], lazy);
    // Friday, February 27, 2026: the next working day skips Monday, March 2.
    expect(addBusinessDays('2026-02-27' as IsoDate, 1, calendar)).toBe('2026-03-03');
    expect(countBusinessDays('2026-03-02' as IsoDate, '2026-03-06' as IsoDate, calendar, true)).toBe(4);
  });

  it('leaves a bundled calendar as it is', async () => {
    await loadHolidayCalendar('us');
    expect(holidaysInYears('us', 2026, 2026)).toHaveLength(11);
  });
});
