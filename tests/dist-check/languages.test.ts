import { describe, expect, it } from 'vitest';
import { LANGUAGES, rulesFor } from './languages';

const english = LANGUAGES.en!;

describe('the language rules', () => {
  it('are found by a page’s language tag, region or not, and are missing for a language without rules', () => {
    expect(rulesFor('en')).toBe(english);
    expect(rulesFor('en-GB')).toBe(english);
    expect(rulesFor('EN')).toBe(english);
    expect(rulesFor('de')).toBeUndefined();
    expect(rulesFor('constructor')).toBeUndefined();
    expect(rulesFor(null)).toBeUndefined();
  });

  it('English: the Title Case check reads a heading as a style guide does', () => {
    expect(english.headingErrors('All date and time calculators')).toEqual(['date', 'time', 'calculators']);
    expect(english.headingErrors('Date Calculations in Code: JavaScript, Python and More')).toEqual([]);
    expect(english.headingErrors('Memorial Day to Labor Day')).toEqual([]);
    expect(english.headingErrors('Valentine’s Day Calculator')).toEqual([]);
    expect(english.headingErrors('Public Holidays in Côte d’Ivoire')).toEqual([]);
    expect(english.headingErrors('Days Between Dates And More')).toEqual(['And']);
  });

  it('English: the typography check finds straight quotes in text and leaves code alone', () => {
    const straight = english.straightQuote;
    expect(straight("Valentine's Day")).toBe(true);
    expect(straight("the users' dates")).toBe(true);
    expect(straight('keep "from" selected')).toBe(true);
    expect(straight("a 'plain' word")).toBe(true);
    expect(straight('Valentine’s Day, “from”')).toBe(false);
    expect(straight('Type =DATEDIF(A2,TODAY(),"y") and it works')).toBe(false);
    expect(straight("Why does new Date('2026-03-01') show February 28?")).toBe(false);
    expect(straight("test for it with typeof Temporal !== 'undefined' first")).toBe(false);
  });

  it('English: a promise of support hours or reply times is found in its words', () => {
    const promise = english.supportPromise;
    expect(promise.test('We reply within two days.')).toBe(true);
    expect(promise.test('Our office hours are 9 to 5.')).toBe(true);
    expect(promise.test('Write any time, 9 AM to 5 PM Eastern.')).toBe(true);
    expect(promise.test('Datewise has no support hours and does not promise a reply.')).toBe(false);
    expect(promise.test('Count business days between two dates.')).toBe(false);
  });
});
