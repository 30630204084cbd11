/**
 * The site search: the header's link before JavaScript, the search page's GET form and its
 * results, the dialog that `/`, Ctrl+K and the header's link open (a combobox: arrows, Enter,
 * Escape), its accessibility, and that its index loads only when it opens.
 */
import type { Page } from '@playwright/test';
import { axe, expect, hydrated, test } from './fixtures';

const UK = '/holidays/united-kingdom';
const GERMANY = '/holidays/germany';

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search pages and countries' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search Datewise' });
/** The search's own chunks (the dialog, the matching and the index), by file name. */
const searchChunk = /\/assets\/search-(dialog|index|match)-/;

test('the search page lists the results of ?q= as links', async ({ page, problems }) => {
  await page.goto('/search?q=germany');
  await hydrated(page);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toHaveAttribute('href', GERMANY);
  await expect(results.getByRole('link', { name: 'Public Holidays in Germany' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /match(es)? “germany”/ })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search the pages and countries' })).toHaveValue('germany');
  expect(problems).toEqual([]);
});

test('typing on the search page lists results as you type and keeps the query in the address', async ({ page, problems }) => {
  await page.goto('/search');
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Search the pages and countries' }).fill('business days');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toHaveAttribute('href', '/business-days-calculator');
  await expect(page).toHaveURL(/\/search\?q=business\+days$/);
  await results.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/business-days-calculator$/);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s search is a link to the search page, whose form submits ?q=', async ({ page }) => {
    await page.goto('/about');
    const link = page.getByRole('banner').getByRole('link', { name: 'Search' });
    await expect(link).toHaveAttribute('href', '/search');
    await link.click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Datewise');
    await page.getByRole('searchbox', { name: 'Search the pages and countries' }).fill('germany');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=germany$/);
  });
});

test('Ctrl+K opens the search; “uk” and Enter open the United Kingdom’s holidays', async ({ page, problems, request }) => {
  const loaded: string[] = [];
  page.on('request', (r) => searchChunk.test(r.url()) && loaded.push(r.url()));
  await page.goto('/about');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // The index is not part of a page's load: it comes with the first opening.
  expect(loaded).toEqual([]);
  await page.keyboard.press('Control+k');
  const box = combobox(page);
  await expect(box).toBeFocused();
  expect(loaded.length).toBeGreaterThan(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.pressSequentially('uk');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox', { name: 'Matching pages' });
  await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
  const first = listbox.getByRole('option').first();
  await expect(first).toContainText('Public Holidays in United Kingdom');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(dialog(page).getByRole('status')).toContainText(/match(es)? “uk”/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${UK}$`));
  await expect(dialog(page)).toHaveCount(0);
  // The country pages are built by their own feature: the page itself is checked once it exists.
  if ((await request.get(UK)).ok()) {
    await expect(page.getByRole('heading', { level: 1 })).toContainText('United Kingdom');
    expect(problems).toEqual([]);
  }
});

test('/ opens the search outside a text field, the arrows move through the results, Escape closes it and gives the focus back', async ({ page, problems }) => {
  await page.goto('/faq');
  await hydrated(page);
  // In a text field, / is a character.
  const filter = page.getByRole('searchbox', { name: 'Filter the questions' });
  await filter.pressSequentially('a/b');
  await expect(filter).toHaveValue('a/b');
  await expect(dialog(page)).toHaveCount(0);

  const logo = page.getByRole('banner').getByRole('link', { name: 'Datewise' });
  await logo.focus();
  await page.keyboard.press('/');
  const box = combobox(page);
  await expect(box).toBeFocused();
  await box.pressSequentially('week');
  const options = page.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(logo).toBeFocused();
  await expect(page).toHaveURL(/\/faq\?q=a%2Fb$/);
  expect(problems).toEqual([]);
});

test('the header’s link opens the search once hydrated; a click outside closes it', async ({ page, problems, request }) => {
  await page.goto('/leap-year-checker');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(combobox(page)).toBeFocused();
  await expect(page).toHaveURL(/\/leap-year-checker$/);
  await combobox(page).fill('deutschland');
  await expect(page.getByRole('option').first()).toContainText('Public Holidays in Germany');
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(new RegExp(`${GERMANY}$`));
  // The country pages are built by their own feature: an error is the 404 screen's until they exist.
  if ((await request.get(GERMANY)).ok()) expect(problems).toEqual([]);

  await page.goto('/leap-year-checker');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await page.mouse.click(5, 5); // the backdrop
  await expect(dialog(page)).toHaveCount(0);
});

test('a hostile query finds nothing and is shown as text, never as markup', async ({ page, problems }) => {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const hostile = '<img src=x onerror=alert(1)>';
  await combobox(page).fill(hostile);
  await expect(dialog(page).getByRole('status')).toHaveText(`No page matches “${hostile}”. Try another word, a country’s name or its code.`);
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('dialog img')).toHaveCount(0);

  await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'No page matches' })).toContainText(hostile);
  await expect(page.locator('main img')).toHaveCount(0);
  expect(problems).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no violations with the search open, in ${scheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/about');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await combobox(page).fill('holidays');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await axe(page)).toEqual([]);
  });
}

test('at 375 px the search fits the screen', async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await combobox(page).fill('public holidays');
  await expect(page.getByRole('option').first()).toBeVisible();
  const box = (await dialog(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
});

// How long a keystroke takes at 4× CPU slowdown is measured by the benchmark (`npm run bench`,
// "site search: type …"), not here: a timing in a test depends on the machine's load.
test('each keystroke of a long query shows the results for the text so far', async ({ page, problems }) => {
  await page.goto('/about');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  const first = page.getByRole('option').first();
  for (const [typed, expected] of [
    // The holidays hub first: “public holidays” is one of its keywords.
    ['pub', 'Holiday Calculator'],
    ['lic holidays in ', /public holidays/i],
    ['united', 'Public Holidays in United'],
  ] as const) {
    await combobox(page).pressSequentially(typed);
    await expect(first).toContainText(expected);
  }
  await expect(combobox(page)).toHaveValue('public holidays in united');
  await expect(page.getByRole('option').filter({ hasText: 'Germany' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

/** Opens the search dialog on /about and types `query`; resolves with the listbox. */
async function searchFor(page: Page, query: string) {
  await combobox(page).fill(query);
  return dialog(page).getByRole('listbox');
}

for (const width of [1280, 375]) {
  test.describe(`what visitors search for, at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('phrasings, regions and holidays find the pages that answer them', async ({ page, problems }) => {
      await page.goto('/about');
      await hydrated(page);
      await page.keyboard.press('Control+k');
      const firstOption = async (query: string) => {
        const list = await searchFor(page, query);
        await expect(list.getByRole('option').first(), query).toBeVisible();
        return list.getByRole('option').first();
      };
      // The second step of the index (regions, holidays, own names) comes when the browser is idle.
      await expect(await firstOption('bayern')).toContainText('Public Holidays in Bayern, Germany');
      await expect(await firstOption('bavaria')).toContainText('Bavaria · DE-BY');
      await expect(await firstOption('karnataka')).toContainText('Public Holidays in Karnataka, India');
      await expect(await firstOption('bank holidays')).toContainText('Holiday Calculator');
      await expect(await firstOption('uk bank holidays')).toContainText('Public Holidays in United Kingdom');
      await expect(await firstOption('germany bank holidays')).toContainText('Public Holidays in Germany');
      await expect(await firstOption('business days germany')).toContainText('Business Days in Germany');
      await expect(await firstOption('eid')).toContainText('Eid al-');
      await expect(await firstOption('carnival')).toContainText('Carnival');
      const diwali = await searchFor(page, 'diwali');
      await expect(diwali.getByRole('option', { name: /Public Holidays in India/ })).toContainText('Diwali (Deepavali)');
      await expect(diwali.getByRole('option', { name: /Public Holidays in Fiji/ })).toBeVisible();
      // Nothing of the dialog is cut off at the side.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Enter opens the calculator with Germany's holidays.
      await searchFor(page, 'business days germany');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/business-days-calculator\?holidays=de$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Days Calculator');
      expect(problems).toEqual([]);
    });
  });
}

test('the search page finds a region and opens its country’s page with the region chosen', async ({ page, problems }) => {
  await page.goto('/search?q=bavaria');
  await hydrated(page);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toHaveAttribute('href', '/holidays/germany?region=by');
  await results.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/holidays\/germany\?region=by$/);
  await expect(page.getByLabel('Region')).toHaveValue('by');
  expect(problems).toEqual([]);
});

test('/holidays/uk leads to the United Kingdom’s page, at its name', async ({ page, problems }) => {
  const response = await page.goto('/holidays/uk');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/holidays\/united-kingdom$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Public Holidays in United Kingdom \d{4}$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/holidays\/united-kingdom$/);
  expect(problems).toEqual([]);
});

test('the /holidays country filter finds “usa” and “Deutschland” as the site search does', async ({ page, problems }) => {
  await page.goto('/holidays');
  await hydrated(page);
  const box = page.getByLabel('Find a country');
  const shown = page.locator('#countries-heading ~ div li[data-match]:not([hidden]) a');
  await box.fill('usa');
  await expect(shown).toHaveText(['United States']);
  await box.fill('Deutschland');
  await expect(shown).toHaveText(['Germany']);
  await box.fill('holland');
  await expect(shown).toHaveText(['Netherlands']);
  await box.fill('land');
  await expect(shown.filter({ hasText: 'Finland' })).toHaveCount(1);
  expect(problems).toEqual([]);
});
