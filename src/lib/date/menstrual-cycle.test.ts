import { describe, expect, it } from 'vitest';
import { type IsoDate, parseIsoDate } from './civil-date';
import { predictCycles } from './menstrual-cycle';

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
