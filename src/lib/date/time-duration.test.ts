import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMinutesToTime, formatTotalHours, timeDuration } from './time-duration';
import { formatTime, formatTime12, parseTime } from './core/clock-time';

describe('parseTime', () => {
  it('reads 24-hour HH:mm', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('09:30')).toBe(570);
    expect(parseTime('9:30')).toBe(570);
    expect(parseTime('23:59')).toBe(1439);
    for (const bad of ['24:00', '12:60', '12:5', '1230', ' 12:30', '12:30:00', '']) expect(parseTime(bad)).toBeNull();
  });
});

describe('timeDuration', () => {
  it('measures a same-day span', () => {
    expect(timeDuration('09:00', '17:30')).toEqual({ hours: 8, minutes: 30, totalMinutes: 510, totalHours: 8.5, nextDay: false });
  });

  it('treats an earlier end as the next day', () => {
    expect(timeDuration('22:00', '06:30')).toEqual({ hours: 8, minutes: 30, totalMinutes: 510, totalHours: 8.5, nextDay: true });
  });

  it('gives 0 for equal times and rounds hours to 2 decimals', () => {
    expect(timeDuration('10:00', '10:00')).toEqual({ hours: 0, minutes: 0, totalMinutes: 0, totalHours: 0, nextDay: false });
    expect(timeDuration('10:00', '10:20')?.totalHours).toBe(0.33);
    expect(timeDuration('10:00', '10:50')?.totalHours).toBe(0.83);
    expect(timeDuration('x', '10:00')).toBeNull();
  });

  it('is always less than a day and consistent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), (s, e) => {
        const d = timeDuration(formatTime(s), formatTime(e));
        expect(d).not.toBeNull();
        expect(d!.totalMinutes).toBe((e - s + 1440) % 1440);
        expect(d!.hours * 60 + d!.minutes).toBe(d!.totalMinutes);
        expect(addMinutesToTime(formatTime(s), d!.totalMinutes)).toBe(formatTime(e));
      }),
      { numRuns: 300 },
    );
  });
});

describe('addMinutesToTime / formatting', () => {
  it('wraps around midnight both ways', () => {
    expect(addMinutesToTime('23:30', 60)).toBe('00:30');
    expect(addMinutesToTime('09:00', 480)).toBe('17:00');
    expect(addMinutesToTime('00:15', -30)).toBe('23:45');
    expect(addMinutesToTime('12:00', 1440 * 3)).toBe('12:00');
    expect(addMinutesToTime('25:00', 30)).toBeNull();
    expect(addMinutesToTime('12:00', 0.5)).toBeNull();
  });

  it('formats totals with two decimals', () => {
    expect(formatTotalHours(510)).toBe('8.50');
    expect(formatTotalHours(20)).toBe('0.33');
    expect(formatTotalHours(0)).toBe('0.00');
    expect([formatTotalHours(510), formatTotalHours(-2385), formatTotalHours(20), formatTotalHours(0)]).toEqual(['8.50', '-39.75', '0.33', '0.00']);
    expect(formatTime(-1)).toBe('23:59');
  });
});

describe('formatTime12', () => {
  it('writes the 12-hour clock with midnight and noon as 12', () => {
    expect(['00:00', '00:30', '09:05', '11:59', '12:00', '12:01', '15:05', '23:59', '24:00'].map(formatTime12)).toEqual([
      '12:00 AM', '12:30 AM', '9:05 AM', '11:59 AM', '12:00 PM', '12:01 PM', '3:05 PM', '11:59 PM', null,
    ]);
  });
});
