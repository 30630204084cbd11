import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grouped, ordinal, plural } from '@/kit/calculator/plural';

describe('grouped', () => {
  it('writes an integer as en-US toLocaleString does', () => {
    for (const n of [0, 7, -7, 999, 1000, -1000, 12345, 999999, 1000000, -1234567, Number.MAX_SAFE_INTEGER]) {
      expect(grouped(n)).toBe(n.toLocaleString('en-US'));
    }
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => grouped(n) === n.toLocaleString('en-US')));
  });

  it('leaves fractions to toLocaleString', () => {
    expect(grouped(1234.5)).toBe('1,234.5');
  });
});

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
