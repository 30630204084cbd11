// @vitest-environment jsdom
/** The figures of the time duration page's worked examples and FAQ, recomputed with the date engine. */
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLong } from '@/lib/date/core/format';
import { addElapsedMinutes, parseLocalDateTime, resolveWallTime, zonedDuration } from '@/lib/date/zoned-date-time';
import { formatTotalHours } from '@/lib/date/time-duration';
import { articleWords } from '@/test/article-text';
import { text } from '@/calculators/time-duration-calculator/time-duration-calculator.content';

afterEach(cleanup);

const words = () => articleWords({ blocks: [text.Intro, text.Explainer], faq: text.faq });
const at = (value: string) => parseLocalDateTime(value)!;
const hours = (from: string, to: string, zone: string) => formatTotalHours(zonedDuration(at(from), at(to), zone)!.elapsedMinutes);
const plus = (from: string, minutes: number, zone: string) => {
  const there = addElapsedMinutes(resolveWallTime(at(from), zone)!.instant, minutes, zone)!;
  return `${formatLong(there.date)} ${there.time}`;
};

describe('the page’s worked examples are the engine’s answers', () => {
  it('Friday 18:00 to Monday 09:00: 63 hours in London, 62 in New York (clocks forward), 64 when they go back', () => {
    expect(hours('2026-03-06T18:00', '2026-03-09T09:00', 'Europe/London')).toBe('63.00');
    expect(hours('2026-03-06T18:00', '2026-03-09T09:00', 'America/New_York')).toBe('62.00');
    expect(hours('2026-10-30T18:00', '2026-11-02T09:00', 'America/New_York')).toBe('64.00');
    const text = words();
    expect(text).toContain('2 days 15 hours 0 minutes: 63.00 hours, or 3,780 minutes');
    expect(text).toContain('The same weekend in New York is an hour shorter, 62.00 hours');
    expect(text).toContain('it is 62 hours (New York, March 6 to 9, 2026), and when they go back, 64.');
  });

  it('the daylight saving nights and the end before the start', () => {
    expect(hours('2026-03-07T22:00', '2026-03-08T06:30', 'America/New_York')).toBe('7.50');
    expect(hours('2026-10-31T22:00', '2026-11-01T06:30', 'America/New_York')).toBe('9.50');
    expect(hours('2026-11-08T06:15', '2026-11-06T14:30', 'UTC')).toBe('-39.75');
    expect(resolveWallTime(at('2026-03-08T02:30'), 'America/New_York')?.wall).toMatchObject({ time: '03:30', offsetLabel: 'UTC−04:00' });
    expect(resolveWallTime(at('2026-11-01T01:30'), 'America/New_York')?.wall).toMatchObject({ time: '01:30', offsetLabel: 'UTC−04:00' });
    const text = words();
    expect(text).toContain('is 7 hours 30 minutes (7.50 hours), though the clocks differ by 8 hours 30 minutes');
    expect(text).toContain('Sunday, November 1 is 9 hours 30 minutes (9.50 hours)');
    expect(text).toContain('is “1 day 15 hours 45 minutes before”, and the totals have a minus sign (-39.75 hours)');
    expect(text).toContain('02:30 on March 8, 2026 in New York is read as 03:30 (UTC−04:00)');
  });

  it('adding hours: 39 h 45 min after Friday 14:30, and 24 hours across the night the clocks went back', () => {
    expect(plus('2026-11-06T14:30', 39 * 60 + 45, 'America/New_York')).toBe('Sunday, November 8, 2026 06:15');
    expect(plus('2026-10-31T14:30', 24 * 60, 'America/New_York')).toBe('Sunday, November 1, 2026 13:30');
    const text = words();
    expect(text).toContain('Friday, November 6, 2026 at 14:30 plus 39 hours 45 minutes is Sunday, November 8, 2026 06:15');
    expect(text).toContain('Friday, November 6, 2026 14:30 plus 39 hours 45 minutes is Sunday, November 8, 2026 06:15.');
    expect(text).toContain('Saturday, October 31, 2026 at 14:30 plus 24 hours is Sunday, November 1, 2026 at 13:30');
  });
});
