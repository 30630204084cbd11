/**
 * One year per page: the text below a calculator or countdown is fixed when the site is built,
 * while the calculator shows the visitor's year (a countdown the next one). Every heading or
 * caption of the text that names a single year either names the year the calculator shows or
 * says it is an example, on the day the site was tried and years later.
 */
import type { Page } from '@playwright/test';
import { expect, ready, result, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/Chicago' });

const YEAR = /\b20\d{2}\b/g;

/** The year the calculator or countdown shows: the first one in its result. */
async function shownYear(page: Page): Promise<string> {
  const year = (await result(page).textContent())?.match(YEAR)?.[0];
  if (!year) throw new Error(`no year in the result of ${page.url()}`);
  return year;
}

/**
 * The text's headings and captions (below the calculator) that name one year other than `year`
 * without saying it is an example, or call fixed years 'coming' (Halloween in the coming years,
 * above a table from 2026).
 */
async function misleadingLabels(page: Page, year: string): Promise<string[]> {
  const labels = await page.locator('article .prose').locator('h2, h3, caption').allTextContents();
  return labels
    .map((label) => label.replace(/\s+/g, ' ').trim())
    .filter((label) => {
      const years = new Set(label.replace(/\b\d{4} to \d{4}\b/g, '').match(YEAR) ?? []);
      return (years.size === 1 && !years.has(year) && !/\bexample\b/i.test(label)) || /\b(?:up)?coming years\b/i.test(label);
    });
}

test('Valentine’s Day: the text says the calculator uses the current year and labels its example year', async ({ page, problems }) => {
  for (const [now, year] of [
    ['2026-11-25T18:00:00Z', '2026'],
    ['2031-03-02T18:00:00Z', '2031'],
  ] as const) {
    await page.clock.install({ time: new Date(now) });
    await page.goto('/special-days/valentine');
    await ready(page);
    await expect(page.getByRole('heading', { level: 3, name: `Common dates after Valentine’s Day ${year}` })).toBeVisible();
    expect(await shownYear(page)).toBe(year);
    expect(await misleadingLabels(page, year)).toEqual([]);
    const text = page.locator('article .prose').first();
    await expect(text).toContainText('The calculator above always counts from Valentine’s Day of the current year');
    await expect(page.getByRole('heading', { level: 2, name: 'Worked example: common dates in 2027' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Example: dates after Valentine’s Day 2027, Sunday, February 14, 2027' })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

const PAGES = [
  '/countdown/halloween',
  '/countdown/thanksgiving',
  '/countdown/christmas',
  '/new-year-countdown',
  '/countdown/school-start',
  '/countdown/school-end',
  '/special-days/election',
  '/special-days/memorial-labor',
  '/holidays',
];

test('countdowns and special days: no heading of the text names another year as if it were the one shown, or calls fixed years coming', async ({ page, problems }) => {
  // Every page twice, each load waited on until its result is drawn.
  test.slow();
  // The day the pages were tried, and a visitor years after the build.
  for (const now of ['2026-11-25T18:00:00Z', '2033-06-15T18:00:00Z']) {
    await page.clock.install({ time: new Date(now) });
    for (const path of PAGES) {
      await page.goto(path);
      await ready(page);
      expect(await misleadingLabels(page, await shownYear(page)), `${path} at ${now}`).toEqual([]);
    }
  }
  expect(problems).toEqual([]);
});
