/**
 * What every page has and how every page reads, checked over every built route: the title ends
 * with the site name, the heading is in Title Case, the text has its FAQ and related links, and
 * no page claims what no one can back.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { allCanonicalPaths, allPaths } from './paths';
import { straight } from './typography';

/** A prerendered page's HTML, as a first visit or a search engine reads it. */
async function prerendered(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  return response.text();
}

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

test('every title ends with the site name the same way, and fits a search result', async ({ request }) => {
  const wrong: string[] = [];
  for (const path of [...allPaths, '/no-such-page']) {
    const title = decode(/<title>([^<]*)<\/title>/.exec(await prerendered(request, path))?.[1] ?? '');
    const own = title.slice(0, -' – Datewise'.length);
    if (!title.endsWith(' – Datewise') || own.includes('Datewise') || title.length > 60) wrong.push(`${path}: ${title}`);
  }
  expect(wrong).toEqual([]);
});

/** Words that stay lower case inside a Title Case heading (unless first, last or after a colon). */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'nor', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);

/** The words of `heading` that break Title Case ('All date and time calculators': date, time, calculators). */
function titleCaseErrors(heading: string): string[] {
  const words = heading.split(/\s+/).filter(Boolean);
  return words.filter((word, i) => {
    const letters = word.replace(/^[^\p{L}\d]+/u, '');
    if (!/^\p{L}/u.test(letters)) return false; // a number or a symbol
    if (/^\p{Ll}’\p{Lu}/u.test(letters)) return false; // an elided particle of a name: Côte d’Ivoire
    const startsPhrase = i === 0 || i === words.length - 1 || /[:!?]$/.test(words[i - 1]!);
    const first = letters[0]!;
    if (!startsPhrase && MINOR_WORDS.has(letters.toLowerCase())) return first !== first.toLowerCase();
    return first !== first.toUpperCase();
  });
}

test('the Title Case check reads a heading as a style guide does', () => {
  expect(titleCaseErrors('All date and time calculators')).toEqual(['date', 'time', 'calculators']);
  expect(titleCaseErrors('Date Calculations in Code: JavaScript, Python and More')).toEqual([]);
  expect(titleCaseErrors('Memorial Day to Labor Day')).toEqual([]);
  expect(titleCaseErrors('Valentine’s Day Calculator')).toEqual([]);
  expect(titleCaseErrors('Public Holidays in Côte d’Ivoire')).toEqual([]);
  expect(titleCaseErrors('Days Between Dates And More')).toEqual(['And']);
});

test('every page’s heading is in Title Case', async ({ request }) => {
  const wrong: string[] = [];
  for (const path of allCanonicalPaths) {
    const h1 = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await prerendered(request, path))?.[1] ?? '');
    const errors = titleCaseErrors(h1);
    if (errors.length > 0 || h1 === '') wrong.push(`${path}: “${h1}” (${errors.join(', ')})`);
  }
  expect(wrong).toEqual([]);
});

test('every page has its own text, an FAQ and related links (spec §1)', async ({ request }) => {
  const missing: string[] = [];
  for (const path of allCanonicalPaths) {
    const html = await prerendered(request, path);
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    const words = decode(main.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/>/g, '> ')).split(/\s+/).filter(Boolean).length;
    if (words < 300) missing.push(`${path}: ${words} words`);
    // The FAQ: questions on the page and the FAQPage structured data that repeats them.
    const faq = /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"FAQPage"[\s\S]*?)<\/script>/.exec(main)?.[1];
    const questions: { name: string }[] = faq ? (JSON.parse(faq) as { mainEntity: { name: string }[] }).mainEntity : [];
    if (questions.length < 3) missing.push(`${path}: ${questions.length} questions`);
    for (const { name } of questions) if (!decode(main).includes(name)) missing.push(`${path}: question not shown: ${name}`);
    const related = /<section aria-labelledby="related-heading"[\s\S]*?<\/section>/.exec(main)?.[0] ?? '';
    const links = related.match(/<a /g)?.length ?? 0;
    if (links < 2) missing.push(`${path}: ${links} related links`);
  }
  expect(missing).toEqual([]);
});

test('no page promises support hours or reply times; the contact page says how to write and that replies are not promised', async ({ request }) => {
  const claims = /support hours are|office hours|business hours|inbox is read|reply within|respond within|within 24 hours|\d\s?[AP]M to \d{1,2}\s?[AP]M (Eastern|Pacific|EST|ET|PT)/i;
  const found: string[] = [];
  for (const path of allCanonicalPaths) {
    const text = decode(await prerendered(request, path));
    const claim = claims.exec(text);
    if (claim) found.push(`${path}: ${text.slice(Math.max(0, claim.index - 40), claim.index + 60)}`);
  }
  expect(found).toEqual([]);
  const contact = decode(await prerendered(request, '/contact'));
  expect(contact).toContain('support@datewise.app');
  expect(contact).toContain('Datewise has no support hours and does not promise a reply');
});

// Every page's visible text is checked with `straightQuotes` at 375 px, in each route's own visit (routes.spec.ts).
test('the typography check finds straight quotes in text and leaves code alone', () => {
  expect(straight('Valentine\'s Day')).toBe(true);
  expect(straight('the users\' dates')).toBe(true);
  expect(straight('keep "from" selected')).toBe(true);
  expect(straight('a \'plain\' word')).toBe(true);
  expect(straight('Valentine’s Day, “from”')).toBe(false);
  expect(straight('Type =DATEDIF(A2,TODAY(),"y") and it works')).toBe(false);
  expect(straight('Why does new Date(\'2026-03-01\') show February 28?')).toBe(false);
  expect(straight('test for it with typeof Temporal !== \'undefined\' first')).toBe(false);
});

test('the federal holiday table reads the same on the home page and on /holidays', async ({ page }) => {
  // 2026: Independence Day is a Saturday (day off Friday, July 3); Labor Day is its own day off.
  await page.clock.install({ time: new Date('2026-03-02T12:00:00') });
  const rows = async (path: string) => {
    await page.goto(path);
    await hydrated(page);
    const table = page.getByRole('table', { name: 'US federal holidays 2026' });
    await expect(table.locator('tbody tr')).toHaveCount(11);
    // Text content: the home page's table is below the fold, where the browser skips drawing it.
    const cells = (selector: string) => table.locator(selector).evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    return { header: await cells('thead tr'), rows: await cells('tbody tr') };
  };
  const home = await rows('/');
  const holidays = await rows('/holidays');
  expect(home).toEqual(holidays);
  expect(home.rows).toContainEqual(['Independence Day', 'Saturday, July 4, 2026', 'Friday, July 3, 2026']);
  expect(home.rows).toContainEqual(['Labor Day', 'Monday, September 7, 2026', 'Same day']);
});
