/** The 404 screen: the site search, and for a path under /holidays/ the closest countries and the list of all. */
import { axe, expect, hydrated, test } from './fixtures';

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('/holidays/narnia offers the list of countries, the closest ones and the search', async ({ page }) => {
    const response = await page.goto('/holidays/narnia');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    const help = page.getByRole('region', { name: 'Public holidays by country' });
    await expect(help).toContainText('There is no holiday page for “narnia”.');
    await expect(help.getByRole('link', { name: 'Every country’s public holidays, A–Z' })).toHaveAttribute('href', '/holidays#countries-heading');
    // Names most like it (“narnia” shares ar, ni and ia with Armenia), each a link to its page.
    await expect(help.getByRole('heading', { name: 'Closest matches' })).toBeVisible();
    await expect(help.getByRole('link', { name: 'Public Holidays in Armenia' })).toHaveAttribute('href', '/holidays/armenia');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axe(page)).toEqual([]);
    await help.getByRole('link', { name: 'Every country’s public holidays, A–Z' }).click();
    await expect(page).toHaveURL(/\/holidays#countries-heading$/);
    await expect(page.getByRole('heading', { name: 'Public holidays in every country' })).toBeVisible();
  });

  test('a country’s other name or a typo under /holidays/ suggests its page first', async ({ page }) => {
    for (const [path, name] of [
      ['/holidays/deutschland', 'Germany'],
      ['/holidays/germnay', 'Germany'],
      ['/holidays/usa', 'United States'],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      const help = page.getByRole('region', { name: 'Public holidays by country' });
      await expect(help.getByRole('listitem').first(), path).toHaveText(`Public Holidays in ${name}`);
    }
  });

  test('the 404 screen’s search is a GET form to the search page, before JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const form = page.getByRole('search');
    await form.getByRole('searchbox', { name: 'Search Datewise' }).fill('world clock');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=world\+clock$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Datewise');
    // Not under /holidays/: no list of countries.
    await page.goto('/no-such-page');
    await expect(page.getByRole('region', { name: 'Public holidays by country' })).toHaveCount(0);
    await context.close();
  });
});
