/**
 * The guides: every worked example's calculator link opens a calculator whose result is the
 * guide's figure; the text is prerendered and costs no JavaScript until the visitor reaches for
 * it; the FAQ's filter works with and without JavaScript.
 */
import type { Page } from '@playwright/test';
import { faqGroups } from '../../src/pages/faq/faq.data';
import { guideChecks } from './guide-checks';
import { expect, hydrated, ready, result, test } from './fixtures';

/** The paths with query of every link in the page's main content. */
const linksIn = (page: Page) =>
  page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

for (const [path, checks] of guideChecks) {
  test(`${path}: every calculator link opens a result that matches the guide's figure`, async ({ page, problems }) => {
    test.slow();
    expect(checks.length).toBeGreaterThan(2);
    await page.goto(path);
    await hydrated(page);
    const links = await linksIn(page);
    for (const check of checks) expect(links, `${path} links to ${check.link}`).toContain(check.link);
    for (const check of checks) {
      await page.goto(check.link);
      await ready(page);
      await expect(result(page), check.link).toContainText(check.result);
    }
    expect(problems).toEqual([]);
  });
}

test('a guide ships its text as HTML and loads its module only when the visitor reaches for it', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const bodyChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/developer-tools\.body-[^/]+\.js$/.test(request.url())) bodyChunks.push(request.url());
  });
  await page.goto('/developer-tools');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const code = page.locator('.code-block pre').first();
  await expect(code).toBeVisible();
  expect(bodyChunks).toEqual([]);

  // Reaching for a code block loads the module and hydrates the text in place; Copy then works.
  await code.hover();
  await expect.poll(() => bodyChunks.length).toBe(1);
  const copy = page.locator('.code-block').first().getByRole('button', { name: /^Copy the / });
  await expect(copy).toBeVisible();
  await copy.click();
  await expect(page.getByText('Code copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
  expect(problems).toEqual([]);
});

test('the sidebar shows both guides, and opening one from another page renders its whole text', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Calculators' });
  await expect(nav.getByRole('link', { name: 'Developer Tools' })).toBeVisible();
  await nav.getByRole('link', { name: 'Excel Formulas' }).click();
  await expect(page).toHaveURL(/\/excel-formulas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Excel and Google Sheets Date Formulas');
  await expect(page.getByRole('heading', { name: 'On this page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('the FAQ filter', () => {
  const total = faqGroups.reduce((sum, group) => sum + group.entries.length, 0);
  const questions = (page: Page) => page.locator('main h3');

  test('narrows the questions as you type, keeps the filter in the address, and says when nothing matches', async ({ page, problems }) => {
    await page.goto('/faq');
    await hydrated(page);
    await expect(questions(page)).toHaveCount(total);
    const box = page.getByLabel('Filter the questions');
    await box.fill('leap year');
    const status = page.getByRole('status').filter({ hasText: 'leap year' });
    await expect(status).toHaveText(/^\d+ of \d+ questions? match(es)? “leap year”\.$/);
    const shown = await questions(page).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    await expect(status).toContainText(`${shown} of ${total}`);
    await expect(page).toHaveURL(/\/faq\?q=leap\+year$/);

    await box.fill('zzzzqx');
    await expect(page.getByText('No question matches “zzzzqx”.', { exact: false })).toBeVisible();
    await expect(questions(page)).toHaveCount(0);
    await box.fill('');
    await expect(questions(page)).toHaveCount(total);
    await expect(page).toHaveURL(/\/faq$/);
    expect(problems).toEqual([]);
  });

  test('a link with ?q= opens filtered, and hostile text is shown as text', async ({ page, problems }) => {
    await page.goto('/faq?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await hydrated(page);
    await expect(page.getByText('No question matches “<img src=x onerror=alert(1)>”.', { exact: false })).toBeVisible();
    expect(await page.locator('main img').count()).toBe(0);
    await page.goto('/faq?q=time%20zone');
    await hydrated(page);
    await expect(page.getByLabel('Filter the questions')).toHaveValue('time zone');
    await expect(page.getByRole('status').filter({ hasText: 'time zone' })).toBeVisible();
    expect(await questions(page).count()).toBeLessThan(total);
    expect(problems).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('Filter submits ?q= and the landing page filters once its script runs', async ({ page, browser }) => {
      await page.goto('/faq');
      await page.getByLabel('Filter the questions').fill('business days');
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page).toHaveURL(/\/faq\?q=business\+days$/);

      const context = await browser.newContext({ javaScriptEnabled: true });
      const live = await context.newPage();
      await live.goto(page.url());
      await hydrated(live);
      await expect(live.getByRole('status').filter({ hasText: 'business days' })).toBeVisible();
      expect(await live.locator('main h3').count()).toBeLessThan(total);
      await context.close();
    });
  });
});
