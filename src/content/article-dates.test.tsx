// @vitest-environment jsdom
/**
 * Every calculator page's text, read as a visitor reads it. The text is fixed when the site is
 * built, while the calculator or countdown above it shows the visitor's own year, on whatever
 * date they come, so:
 * - a heading or caption that names one year says it is an example (a run of years such as
 *   '2026 to 2032' names its years and needs no label);
 * - nothing calls fixed years 'coming' or 'recent', which stops being true as years pass;
 * - every date written with its weekday (`Sunday, March 7, 2027`, `2027: Friday, January 1`,
 *   `March 3, 2025 is a Monday`) has the weekday the date engine gives it, and every annual day
 *   named with its year (`Halloween 2027 falls on a Sunday`, `Thanksgiving 2027 on November 25`)
 *   the date the engine's rule gives.
 * A page's own figures (counts, spans, lists of dates) are checked by its own content test.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import type { ContentText, FaqItem, PageText } from '@/content/types';
import { MONTH_NAMES, WEEKDAY_NAMES, dayNumberFromParts, fromDayNumber, isoDateFromParts, isoDateParts, weekdayName, type IsoDate } from '@/lib/date/core/civil-date';
import { julianParts } from '@/lib/date/julian';
import { articleWords, renderArticle, type ArticleText } from '@/test/article-text';
import { laborDay, memorialDay, nthWeekdayOfMonth, thanksgiving, usElectionDay } from '@/lib/date/holidays';

afterEach(cleanup);

/** A content module's text, named by its file. */
interface Article extends ArticleText {
  path: string;
}

const modules = import.meta.glob<Record<string, unknown>>('/src/**/*.content.tsx', { eager: true });
const isFaq = (value: unknown): value is FaqItem[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'question' in item);
const articles: Article[] = Object.entries(modules).map(([path, mod]) => {
  const text = mod.text as Partial<PageText & ContentText> | undefined;
  return {
    path: path.replace(/^.*\//, ''),
    // A module without `text` (the date calculator's) exports its blocks one by one.
    blocks: text
      ? [text.Intro, text.Explainer, text.Content].filter((block) => block !== undefined)
      : Object.entries(mod).flatMap(([name, value]) => (/^[A-Z]/.test(name) && typeof value === 'function' ? [value as ComponentType] : [])),
    faq: text ? (text.faq ?? []) : Object.values(mod).filter(isFaq).flat(),
  };
});

/** A year a visitor could take for the one the calculator shows ('Years before 1582' names none). */
const YEAR = /\b20\d{2}\b/g;
const RUN_OF_YEARS = /\b\d{4}\s+to\s+\d{4}\b/g;

/** The headings and captions of the article (not the FAQ's questions) that name exactly one year. */
function singleYearLabels(root: HTMLElement): string[] {
  return [...root.querySelectorAll('h2, h3, h4, caption')]
    .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter((label) => new Set(label.replace(RUN_OF_YEARS, '').match(YEAR) ?? []).size === 1);
}

const WEEKDAY = `(${WEEKDAY_NAMES.join('|')})`;
const MONTH = `(${MONTH_NAMES.join('|')})`;

/**
 * Every date the text writes with its weekday, as [the words, the weekday written, the date];
 * not one in quotation marks, which is what a visitor might type (“Monday, March 15, 2025” is
 * the converter's example of a wrong weekday).
 */
function datesWithWeekdays(text: string): [string, string, IsoDate | null][] {
  const found: [string, string, IsoDate | null][] = [];
  text = text.replace(/“[^”]*”/g, '');
  const date = (year: string, month: string, day: string) =>
    isoDateFromParts(Number(year), MONTH_NAMES.indexOf(month as (typeof MONTH_NAMES)[number]) + 1, Number(day));
  for (const m of text.matchAll(new RegExp(`${WEEKDAY}, ${MONTH} (\\d{1,2}), (\\d{4})\\b`, 'g'))) {
    // A date the text gives in the Julian calendar ('… 1582 in the Julian calendar', 'Julian calendar: …') is checked as one.
    const julian = text.startsWith(' in the Julian calendar', m.index + m[0].length) || text.slice(0, m.index).endsWith('Julian calendar: ');
    found.push([m[0], m[1]!, (julian ? fromJulian : date)(m[4]!, m[2]!, m[3]!)]);
  }
  for (const m of text.matchAll(new RegExp(`\\b(\\d{4}): ${WEEKDAY}, ${MONTH} (\\d{1,2})\\b`, 'g'))) {
    found.push([m[0], m[2]!, date(m[1]!, m[3]!, m[4]!)]);
  }
  for (const m of text.matchAll(new RegExp(`${MONTH} (\\d{1,2}), (\\d{4}),? (?:is|was|will be) an? ${WEEKDAY}`, 'g'))) {
    found.push([m[0], m[4]!, date(m[3]!, m[1]!, m[2]!)]);
  }
  return found;
}

/** The (proleptic Gregorian) day of a Julian calendar date: the day near the same Gregorian date whose Julian date it is. */
function fromJulian(year: string, month: string, day: string): IsoDate | null {
  const target = { year: Number(year), month: MONTH_NAMES.indexOf(month as (typeof MONTH_NAMES)[number]) + 1, day: Number(day) };
  const near = dayNumberFromParts(target.year, target.month, target.day);
  for (let offset = -3; offset <= 20; offset++) {
    const candidate = fromDayNumber(near + offset);
    const parts = julianParts(candidate);
    if (parts.year === target.year && parts.month === target.month && parts.day === target.day) return candidate;
  }
  return null;
}

/** The annual days an article names with a year ('Halloween 2027 falls on a Sunday'), by the engine's rules. */
const NAMED_DAYS: Record<string, (year: number) => IsoDate> = {
  'Valentine’s Day': (year) => iso(year, 2, 14),
  'Washington’s Birthday': (year) => nthWeekdayOfMonth(year, 2, 1, 3),
  'Memorial Day': memorialDay,
  Juneteenth: (year) => iso(year, 6, 19),
  'Independence Day': (year) => iso(year, 7, 4),
  'Labor Day': laborDay,
  Halloween: (year) => iso(year, 10, 31),
  'Election Day': usElectionDay,
  'Thanksgiving Day': thanksgiving,
  Thanksgiving: thanksgiving,
  'Christmas Day': (year) => iso(year, 12, 25),
  Christmas: (year) => iso(year, 12, 25),
  'New Year’s Day': (year) => iso(year, 1, 1),
};
const iso = (year: number, month: number, day: number) => isoDateFromParts(year, month, day)!;

/**
 * Every named day the text dates, as [the words, the date the engine gives, what the text says]:
 * 'Halloween 2027 falls on a Sunday', 'Thanksgiving 2027 on November 25', 'Memorial Day 2027
 * is Monday, May 31'; not a count from it ('21 days after Valentine’s Day 2028 is Monday, March 6').
 * What the text says is written the same way from the engine's date.
 */
function namedDays(text: string): [string, string, string][] {
  const names = Object.keys(NAMED_DAYS).join('|');
  const pattern = new RegExp(
    `(?<!\\b(?:after|before|from|since|to|until) )\\b(${names}) (\\d{4}),? (?:(?:falls|is|was|fell) )?(?:on )?(?:an? )?(?:${WEEKDAY}(?:, ${MONTH} (\\d{1,2}))?|${MONTH} (\\d{1,2}))\\b`,
    'g',
  );
  return [...text.replace(/“[^”]*”/g, '').matchAll(pattern)].map((m) => {
    const date = NAMED_DAYS[m[1]!]!(Number(m[2]));
    const { month, day } = isoDateParts(date);
    const said = m[3] ? [m[3], m[4] && `${m[4]} ${m[5]}`] : [undefined, `${m[6]} ${m[7]}`];
    const truth = [m[3] && weekdayName(date), said[1] && `${MONTH_NAMES[month - 1]} ${day}`];
    return [m[0], truth.filter(Boolean).join(', '), said.filter(Boolean).join(', ')];
  });
}

describe('the checker reads dates with weekdays', () => {
  it('finds each way of writing a named day', () => {
    expect(
      namedDays(
        'Halloween 2027 falls on a Sunday, Thanksgiving 2027 on November 25, and Memorial Day 2027 is Monday, May 30. 21 days after Valentine’s Day 2028 is Monday, March 6.',
      ),
    ).toEqual([
      ['Halloween 2027 falls on a Sunday', 'Sunday', 'Sunday'],
      ['Thanksgiving 2027 on November 25', 'November 25', 'November 25'],
      ['Memorial Day 2027 is Monday, May 30', 'Monday, May 31', 'Monday, May 30'],
    ]);
  });

  it('finds each way of writing one', () => {
    expect(
      datesWithWeekdays('It is Sunday, March 7, 2027. 2028: Saturday, January 1. March 3, 2025 is a Monday.').map(
        ([, weekday, date]) => [weekday, date],
      ),
    ).toEqual([
      ['Sunday', '2027-03-07'],
      ['Saturday', '2028-01-01'],
      ['Monday', '2025-03-03'],
    ]);
  });
});

describe.each(articles)('$path', (article) => {
  it('labels a heading that names one year as an example', () => {
    const root = renderArticle(article);
    const unlabelled = singleYearLabels(root).filter((label) => !/\bexample\b/i.test(label));
    expect(unlabelled).toEqual([]);
  });

  it('never calls fixed years coming or recent', () => {
    const words = articleWords(article);
    expect(words.match(/\b(?:coming|upcoming|recent|future) years\b[^.]*/gi) ?? []).toEqual([]);
  });

  it('gives every date written with its weekday the weekday the engine gives', () => {
    const found = datesWithWeekdays(articleWords(article));
    const wrong = found.filter(([, weekday, date]) => date === null || weekdayName(date) !== weekday).map(([words]) => words);
    expect(wrong).toEqual([]);
  });

  it('dates every named day as the engine does', () => {
    const wrong = namedDays(articleWords(article)).filter(([, truth, said]) => truth !== said);
    expect(wrong).toEqual([]);
  });
});
