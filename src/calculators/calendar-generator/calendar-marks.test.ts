import { beforeAll, describe, expect, it } from 'vitest';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { loadHolidayCalendar } from '@/lib/date/business-days';
import { markedDays, OWN_WORKING_DAY } from '@/calculators/calendar-generator/calendar-marks';

const calendar = (holidays: string, own: { bank?: boolean; half?: boolean; off?: string[]; work?: string[] } = {}) => ({
  holidays,
  bank: own.bank ?? false,
  half: own.half ?? false,
  off: (own.off ?? []) as IsoDate[],
  work: (own.work ?? []) as IsoDate[],
});
const on = (days: ReturnType<typeof markedDays>, date: string) => days.find((d) => d.date === date);

beforeAll(async () => {
  for (const place of ['de-by', 'is', 'at']) expect(await loadHolidayCalendar(place)).toBe(true);
});

describe('the days a calendar marks', () => {
  it('a place’s public holidays, its bank holidays only when asked', () => {
    const bavaria = markedDays(calendar('de-by'), 2027);
    expect(on(bavaria, '2027-05-27')).toEqual({ date: '2027-05-27', names: ['Corpus Christi'], off: true, halfDay: false, working: false });
    expect(bavaria.map((d) => d.date)).toEqual([
      '2027-01-01', '2027-01-06', '2027-03-26', '2027-03-29', '2027-05-01', '2027-05-06',
      '2027-05-17', '2027-05-27', '2027-10-03', '2027-11-01', '2027-12-25', '2027-12-26',
    ]);
    // Austria's Christmas Eve is a bank holiday: marked with bank holidays only.
    expect(on(markedDays(calendar('at'), 2027), '2027-12-24')).toBeUndefined();
    expect(on(markedDays(calendar('at', { bank: true }), 2027), '2027-12-24')).toMatchObject({ names: ['Christmas Eve'], off: true, halfDay: false });
  });

  it('half days named as such, worked unless half days count as days off', () => {
    expect(on(markedDays(calendar('is'), 2027), '2027-12-31')).toEqual({ date: '2027-12-31', names: ['New Year’s Eve (from 1pm) (half day)'], off: false, halfDay: true, working: false });
    expect(on(markedDays(calendar('is', { half: true }), 2027), '2027-12-31')?.off).toBe(true);
  });

  it('the visitor’s own days: a day off on a holiday listed once, a working day wins over a holiday and a day off', () => {
    const days = markedDays(calendar('us', { off: ['2026-07-03', '2026-07-06', '2026-07-07', '2027-01-04'], work: ['2026-07-07', '2026-07-11', '2026-12-25'] }), 2026);
    // Independence Day's day off (Friday, July 3) is already off.
    expect(on(days, '2026-07-03')).toMatchObject({ names: ['Independence Day'], off: true });
    expect(on(days, '2026-07-06')).toMatchObject({ names: ['Your day off'], off: true, working: false });
    expect(on(days, '2026-07-07')).toMatchObject({ names: [OWN_WORKING_DAY], off: false, working: true });
    expect(on(days, '2026-07-11')).toMatchObject({ names: [OWN_WORKING_DAY], off: false, working: true });
    expect(on(days, '2026-12-25')).toMatchObject({ names: ['Christmas Day', OWN_WORKING_DAY], off: false, working: true });
    // Only the year asked for.
    expect(on(days, '2027-01-04')).toBeUndefined();
    expect(days.map((d) => d.date)).toEqual(days.map((d) => d.date).toSorted());
  });

  it('no holidays: the own days alone', () => {
    expect(markedDays(calendar('none', { off: ['2026-02-03'] }), 2026)).toEqual([
      { date: '2026-02-03', names: ['Your day off'], off: true, halfDay: false, working: false },
    ]);
  });
});
