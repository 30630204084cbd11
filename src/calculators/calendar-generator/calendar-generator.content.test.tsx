// @vitest-environment jsdom
/** The calendar generator text's list of years with 53 ISO weeks, recomputed with the date engine. */
import { cleanup } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { isoDateFromParts, isoWeek, type IsoDate } from '@/lib/date/core/civil-date';
import { articleWords } from '@/test/article-text';
import { text } from '@/calculators/calendar-generator/calendar-generator.content';

afterEach(cleanup);

it('names every year from 2015 to 2037 with 53 ISO weeks', () => {
  // December 28 is always in the year's last ISO week.
  const years = Array.from({ length: 23 }, (_, i) => 2015 + i).filter(
    (year) => isoWeek(isoDateFromParts(year, 12, 28) as IsoDate).week === 53,
  );
  const list = `${years.slice(0, -1).join(', ')} and ${years.at(-1)}`;
  expect(articleWords({ blocks: [text.Intro, text.Explainer], faq: text.faq })).toContain(
    `From 2015 to 2037, the years with 53 weeks are ${list}. All the years in between have 52.`,
  );
});
