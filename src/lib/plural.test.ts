import { describe, expect, it } from 'vitest';
import { ordinal, plural } from '@/lib/plural';

describe('plural', () => {
  it('writes numbers as people read them', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(-1, 'day')).toBe('-1 day');
    expect(plural(9860, 'day')).toBe('9,860 days');
    expect(plural(0, 'year')).toBe('0 years');
  });
});

describe('ordinal', () => {
  it('picks st, nd, rd and th, with the teens as th', () => {
    const cases: [number, string][] = [
      [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [11, '11th'], [12, '12th'], [13, '13th'],
      [21, '21st'], [22, '22nd'], [23, '23rd'], [100, '100th'], [101, '101st'], [111, '111th'], [1001, '1,001st'],
    ];
    for (const [n, text] of cases) expect(ordinal(n)).toBe(text);
  });
});
