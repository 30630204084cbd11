import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IsoDate, addDays } from './core/civil-date';
import { countdown, daysStrictlyBetween, secondsSince, startOfLocalDay } from './countdown';

const d = (text: string) => text as IsoDate;
/** The local civil date of an instant, read with the platform's own local-time fields. */
const localIso = (t: Date) =>
  `${String(t.getFullYear()).padStart(4, '0')}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;

describe('countdown', () => {
  it('counts calendar days and the time to tonight’s midnight', () => {
    expect(countdown(d('2025-12-25'), new Date(2025, 11, 24, 18, 30))).toEqual({
      days: 1,
      clock: { days: 0, hours: 5, minutes: 30, seconds: 0 },
    });
    expect(countdown(d('2025-12-25'), new Date(2025, 10, 25, 23, 59, 59, 500))).toEqual({
      days: 30,
      clock: { days: 29, hours: 0, minutes: 0, seconds: 0 },
    });
  });

  it('is on the day at local midnight and after it, and counts up once passed', () => {
    expect(countdown(d('2025-10-31'), new Date(2025, 9, 31, 0, 0, 0))).toEqual({ days: 0, clock: null });
    expect(countdown(d('2025-10-31'), new Date(2025, 9, 31, 23, 59, 59))).toEqual({ days: 0, clock: null });
    expect(countdown(d('2025-10-31'), new Date(2025, 10, 3, 9))).toEqual({ days: -3, clock: null });
  });

  it('rolls at local midnight, whatever the zone', () => {
    const before = new Date(2026, 5, 1, 0, 0, 0);
    before.setTime(before.getTime() - 1000);
    expect(countdown(d('2026-06-05'), before).days).toBe(5);
    expect(countdown(d('2026-06-05'), new Date(2026, 5, 1, 0, 0, 0)).days).toBe(4);
  });

  it('keeps the day count on daylight-saving days (calendar days, not 24-hour blocks)', () => {
    // In New York March 9, 2025 has 23 hours and November 2, 2025 has 25; elsewhere they are ordinary days.
    const pairs: [string, string][] = [['2025-03-08', '2025-03-10'], ['2025-11-01', '2025-11-03'], ['2025-04-05', '2025-04-07'], ['2025-10-04', '2025-10-06']];
    // The instants are built with the platform's own local-time arithmetic, not the module's
    // functions; none of the suite's zones skips a midnight on these days, so each is on `today`.
    for (const [today, target] of pairs) {
      const [year, month, day] = today.split('-').map(Number) as [number, number, number];
      for (const hour of [0, 1, 3, 12, 23]) {
        expect(countdown(d(target), new Date(year, month - 1, day, hour)).days, `${today} ${hour}:00`).toBe(2);
      }
    }
  });

  it('the clock always ends exactly at the target’s local midnight and never shows a negative part', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 0, 1) }), fc.integer({ min: 1, max: 800 }), (ms, ahead) => {
        const now = new Date(ms);
        // The platform's local-time arithmetic, not the module's: the target day and the first
        // instant of tomorrow and of the target (a skipped midnight resolves to the day's first instant).
        const midnightAfter = (n: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + n);
        const target = d(localIso(midnightAfter(ahead)));
        // A date the zone skipped (Apia's 2011-12-30) is no date to count to: the platform lands on the next day.
        const today = d(localIso(now));
        fc.pre(target === addDays(today, ahead) && localIso(midnightAfter(1)) === addDays(today, 1));
        const { days, clock } = countdown(target, now);
        expect(days).toBe(ahead);
        expect(clock).not.toBeNull();
        const { hours, minutes, seconds } = clock!;
        expect(clock!.days).toBe(ahead - 1);
        for (const part of [hours, minutes, seconds]) expect(part).toBeGreaterThanOrEqual(0);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
        expect(hours).toBeLessThanOrEqual(25);
        // Tonight's midnight plus the whole days left is the target's midnight.
        expect(Math.floor((midnightAfter(1).getTime() - now.getTime()) / 1000)).toBe(hours * 3600 + minutes * 60 + seconds);
        expect(startOfLocalDay(target).getTime()).toBe(midnightAfter(ahead).getTime());
      }),
      { numRuns: 300 },
    );
  });

  it('local midnight of years before 100 stays in that year', () => {
    expect(startOfLocalDay(d('0050-06-15')).getFullYear()).toBe(50);
  });

  it('is the platform’s local midnight on every day of 2025 and 2094 (a day whose midnight was skipped in 2000 included)', () => {
    for (const year of [2025, 2094]) {
      for (let day = 1; day <= 365; day++) {
        const midnight = new Date(year, 0, day);
        expect(startOfLocalDay(d(localIso(midnight))).getTime(), localIso(midnight)).toBe(midnight.getTime());
      }
    }
  });

  it('counts the weekdays and weekend days strictly between two dates, either way round', () => {
    // November 26 … December 24, 2026: 29 days, of which four Saturday–Sunday pairs.
    expect(daysStrictlyBetween(d('2026-11-25'), d('2026-12-25'))).toEqual({ weekdays: 21, weekendDays: 8 });
    expect(daysStrictlyBetween(d('2026-12-25'), d('2026-11-25'))).toEqual({ weekdays: 21, weekendDays: 8 });
    // Friday to Monday: only the weekend lies between; neighbours and the same day have nothing.
    expect(daysStrictlyBetween(d('2026-11-27'), d('2026-11-30'))).toEqual({ weekdays: 0, weekendDays: 2 });
    expect(daysStrictlyBetween(d('2026-11-25'), d('2026-11-26'))).toEqual({ weekdays: 0, weekendDays: 0 });
    expect(daysStrictlyBetween(d('2026-11-25'), d('2026-11-25'))).toEqual({ weekdays: 0, weekendDays: 0 });
  });
});

describe('daysStrictlyBetween', () => {
  it('splits the days strictly between two dates into Monday–Friday and the weekend, either way round', () => {
    expect(daysStrictlyBetween(d('2026-11-25'), d('2026-12-25'))).toEqual({ weekdays: 21, weekendDays: 8 });
    expect(daysStrictlyBetween(d('2026-12-25'), d('2026-11-25'))).toEqual({ weekdays: 21, weekendDays: 8 });
    expect(daysStrictlyBetween(d('2026-11-25'), d('2026-11-26'))).toEqual({ weekdays: 0, weekendDays: 0 });
    expect(daysStrictlyBetween(d('2026-11-25'), d('2026-11-25'))).toEqual({ weekdays: 0, weekendDays: 0 });
  });

  it('agrees with a day-by-day walk (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 400 }), (offset, span) => {
        const a = addDays(d('2020-01-01'), offset) as IsoDate;
        const b = addDays(a, span) as IsoDate;
        let weekdays = 0;
        for (let i = 1; i < span; i++) if (![0, 6].includes(new Date(`${addDays(a, i)}T00:00:00Z`).getUTCDay())) weekdays++;
        expect(daysStrictlyBetween(b, a)).toEqual({ weekdays, weekendDays: Math.max(span - 1, 0) - weekdays });
      }),
    );
  });
});

describe('secondsSince', () => {
  it('is the elapsed time since a start, in whole seconds; 0 or less before it', () => {
    expect(secondsSince(1_000, 7_201_999)).toBe(7200);
    expect(secondsSince(5_000, 5_999)).toBe(0);
    expect(secondsSince(5_000, 4_000)).toBeLessThanOrEqual(0);
  });

  it('counts real time since local midnight, a day whose clocks change included, in every zone', () => {
    // Noon local time on a day the clocks go forward (America/…) or back (Europe/… in October):
    // the seconds since midnight are 12 hours less the change made that morning, if any.
    for (const day of ['2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01', '2026-04-05', '2026-07-14']) {
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      const midnight = startOfLocalDay(d(day));
      const noon = new Date(year, month - 1, date, 12);
      const change = (noon.getTimezoneOffset() - midnight.getTimezoneOffset()) * 60;
      const fromMidnight = (12 - midnight.getHours()) * 3600 - midnight.getMinutes() * 60;
      expect(secondsSince(midnight.getTime(), noon.getTime())).toBe(fromMidnight + change);
    }
  });
});

describe('the card’s two figures', () => {
  it('the clock’s days are the calendar days less one, its time the time to tonight’s midnight (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), fc.integer({ min: 1, max: 400 }), (ms, ahead) => {
        const now = new Date(ms);
        const target = addDays(d(localIso(now)), ahead)!;
        const { days, clock } = countdown(target, now);
        expect(days).toBe(ahead);
        expect(clock!.days).toBe(ahead - 1);
        const tonight = startOfLocalDay(addDays(d(localIso(now)), 1)!);
        expect((clock!.hours * 60 + clock!.minutes) * 60 + clock!.seconds).toBe(Math.max(0, Math.floor((tonight.getTime() - ms) / 1000)));
      }),
    );
  });
});
