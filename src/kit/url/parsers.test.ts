import { describe, expect, it } from 'vitest';
import { parseWholeNumber } from '@/kit/url/parsers';
import { parseAsIntegerIn } from '@/kit/url-state/parsers';

describe('parseWholeNumber: the one rule of every whole-number field and key', () => {
  it.each([
    ['5', 5],
    ['5 ', 5],
    [' 12', 12],
    ['007', 7],
    ['0', 0],
    ['1000000', 1_000_000],
  ])('reads %j as %d', (text, n) => {
    expect(parseWholeNumber(text, 0, 1_000_000)).toBe(n);
  });

  it.each(['1e5', '1.5', '+5', '0x10', '5,000', '5 5', '-0', '-5', '', ' ', 'five', 'Infinity', '１２'])('refuses %j', (text) => {
    expect(parseWholeNumber(text, 0, 1_000_000)).toBeNull();
  });

  it('keeps to the range, however many digits', () => {
    expect(parseWholeNumber('1000001', 0, 1_000_000)).toBeNull();
    expect(parseWholeNumber('0', 1, 10)).toBeNull();
    expect(parseWholeNumber('9'.repeat(400), 0, 1_000_000)).toBeNull();
  });

  it('reads a minus sign only where the range goes below 0', () => {
    expect(parseWholeNumber('-5', -10, 10)).toBe(-5);
    expect(parseWholeNumber(' -0 ', -10, 10)).toBe(0);
    expect(parseWholeNumber('--5', -10, 10)).toBeNull();
    expect(parseWholeNumber('-1e1', -10, 10)).toBeNull();
  });

  it('is what the URL keys read: a link and a form agree', () => {
    const days = parseAsIntegerIn(0, 1_000_000);
    expect(days.parse('1e5')).toBeNull();
    expect(days.parse('0x10')).toBeNull();
    expect(days.parse('5 ')).toBe(5);
  });
});
