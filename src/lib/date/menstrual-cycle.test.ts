import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type IsoDate, fromDayNumber, parseIsoDate, toDayNumber } from './core/civil-date';
import { predictCycles, upcomingCycles } from './menstrual-cycle';

const iso = (text: string): IsoDate => {
  const d = parseIsoDate(text);
  if (d === null) throw new Error(`bad test date ${text}`);
  return d;
};

describe('predictCycles', () => {
  it('predicts six cycles with the defaults (28 / 5)', () => {
    const cycles = predictCycles(iso('2025-03-01'));
    expect(cycles).toHaveLength(6);
    expect(cycles[0]).toEqual({
      start: '2025-03-29',
      end: '2025-04-02',
      ovulation: '2025-03-15',
      fertileStart: '2025-03-10',
      fertileEnd: '2025-03-16',
    });
    expect(cycles[5]?.start).toBe('2025-08-16');
  });

  it('uses the given lengths', () => {
    const [first] = predictCycles(iso('2024-02-01'), 35, 1, 1);
    expect(first).toEqual({
      start: '2024-03-07',
      end: '2024-03-07',
      ovulation: '2024-02-22',
      fertileStart: '2024-02-17',
      fertileEnd: '2024-02-23',
    });
  });

  it('validates the ranges', () => {
    expect(() => predictCycles(iso('2025-03-01'), 19)).toThrow(RangeError);
    expect(() => predictCycles(iso('2025-03-01'), 46)).toThrow(RangeError);
    expect(() => predictCycles(iso('2025-03-01'), 28.5)).toThrow(RangeError);
    expect(() => predictCycles(iso('2025-03-01'), 28, 0)).toThrow(RangeError);
    expect(() => predictCycles(iso('2025-03-01'), 28, 11)).toThrow(RangeError);
    expect(predictCycles(iso('2025-03-01'), 20, 10)).toHaveLength(6);
    expect(predictCycles(iso('2025-03-01'), 45, 1)).toHaveLength(6);
  });

  it('stops before 9999-12-31', () => {
    expect(predictCycles(iso('9999-10-01'))).toHaveLength(3);
  });
});

describe('upcomingCycles', () => {
  it('continues an old last period to the first predicted period not yet over', () => {
    const cycles = upcomingCycles(iso('2025-01-01'), iso('2025-03-20'));
    expect(cycles.map((c) => c.start)).toEqual(['2025-03-26', '2025-04-23', '2025-05-21', '2025-06-18', '2025-07-16', '2025-08-13']);
    // During a predicted period, that period is still the first one listed.
    expect(upcomingCycles(iso('2025-01-01'), iso('2025-03-02'))[0]).toMatchObject({ start: '2025-02-26', end: '2025-03-02' });
    expect(upcomingCycles(iso('2025-01-01'), iso('2025-03-03'))[0]?.start).toBe('2025-03-26');
    // A recent last period: the same as predictCycles.
    expect(upcomingCycles(iso('2025-03-01'), iso('2025-03-10'))).toEqual(predictCycles(iso('2025-03-01')));
  });

  it('starts at the first predicted period ending on or after today, on the same rhythm (property)', () => {
    const day = fc.integer({ min: toDayNumber(iso('1990-01-01')), max: toDayNumber(iso('2090-12-31')) });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 20, max: 45 }), fc.integer({ min: 1, max: 10 }), (lastDay, gap, cycle, period) => {
        const last = fromDayNumber(lastDay);
        const today = fromDayNumber(lastDay + gap);
        const [first] = upcomingCycles(last, today, cycle, period, 1);
        const k = (toDayNumber(first!.start) - lastDay) / cycle;
        expect(Number.isInteger(k) && k >= 1).toBe(true);
        expect(first!.end >= today).toBe(true);
        if (k > 1) expect(toDayNumber(first!.end) - cycle < toDayNumber(today)).toBe(true);
      }),
    );
  });
});
