import { describe, expect, it } from 'vitest';
import { firstDayOfWeek } from './first-day';

describe('firstDayOfWeek', () => {
  it('gives each country the first day of Unicode CLDR’s week data', () => {
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('gb')).toBe(1);
    expect(firstDayOfWeek('us')).toBe(0);
    expect(firstDayOfWeek('sa')).toBe(0);
    expect(firstDayOfWeek('in')).toBe(0);
    expect(firstDayOfWeek('br')).toBe(0);
    expect(firstDayOfWeek('eg')).toBe(6);
    expect(firstDayOfWeek('ae')).toBe(1);
    expect(firstDayOfWeek('mv')).toBe(5);
  });
  it('gives Monday, CLDR’s world default, to a code it names no other day for', () => {
    expect(firstDayOfWeek('zz')).toBe(1);
    expect(firstDayOfWeek('s')).toBe(1);
  });
});
