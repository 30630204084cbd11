import { describe, expect, it } from 'vitest';
import { matchesFilter } from '@/pages/faq/faq-filter';

describe('FAQ filter', () => {
  it('matches every word, in any order and case, ignoring accents and punctuation', () => {
    const text = 'How many business days are in March 2026? Labor-Day’s rule…';
    expect(matchesFilter(text, '')).toBe(true);
    expect(matchesFilter(text, '   ')).toBe(true);
    expect(matchesFilter(text, 'MARCH business')).toBe(true);
    expect(matchesFilter(text, 'labor day')).toBe(true);
    expect(matchesFilter(text, 'márch')).toBe(true);
    expect(matchesFilter(text, 'business weekends')).toBe(false);
    expect(matchesFilter(text, '<script>')).toBe(false);
  });
});
