// @vitest-environment jsdom
/** The holidays hub text's figures about the world holiday data, read from the data files. */
import { cleanup } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { decodeCountry } from '@/lib/date/place-holidays';
import countries from '@/data/holidays/countries.json' with { type: 'json' };
import source from '@/data/holidays/source.json' with { type: 'json' };
import de from '@/data/holidays/de.json' with { type: 'json' };
import india from '@/data/holidays/in.json' with { type: 'json' };
import { HOLIDAY_COUNTRIES } from '@/special-days/country-holidays/countries';
import { articleWords, faqAnswer } from '@/test/article-text';
import { text } from '@/special-days/holidays/holidays.content';

afterEach(cleanup);

it('the number of countries, where the data comes from and the years it holds', () => {
  expect(source.source).toBe('python-holidays');
  expect(countries.countries).toHaveLength(250);
  expect(HOLIDAY_COUNTRIES).toHaveLength(250);
  expect(decodeCountry(de).yearsOf(null)).toEqual({ from: 1991, to: 2100 });
  expect(decodeCountry(india).yearsOf(null)).toEqual({ from: 2001, to: 2035 });
  const words = articleWords({ blocks: [text.Intro], faq: [] });
  expect(words).toContain('each of the 250 countries and territories of the holiday data has a page of its own');
  expect(faqAnswer(text.faq, 'Which countries’ holidays can I look up?')).toContain(
    'Every country and territory of python-holidays, an open dataset (MIT licence) that has each year’s own rules: 250 of them, each on a page of its own with its regions and a calendar file. Each country’s data holds its own years, at most 1900 to 2100: Germany’s 1991 to 2100, India’s 2001 to 2035.',
  );
});
