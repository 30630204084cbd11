/**
 * Nothing a visitor taps is dead before hydration: the calculator forms are plain GET forms,
 * the menu is a <details> of links, the theme and sidebar toggles work from first paint. (That
 * on a phone the calculator is on the first screen is checked per route in routes.spec.ts.)
 */
import { expect, openWithJavaScript, ready, result, test } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the date calculator form submits its inputs and the landing URL shows the result', async ({ page, browser }) => {
    await page.goto('/date-from-today');
    await expect(result(page)).toHaveAttribute('aria-busy', 'true');
    await page.getByLabel('Number of days').fill('10');
    await page.getByLabel('Ago (past)').check();
    await page.getByLabel('Custom date').check();
    await page.getByLabel('Custom start date').fill('2025-03-11');
    await page.getByRole('button', { name: 'Calculate Date' }).click();
    await expect(page).toHaveURL(/\/date-from-today\?.*days=10.*dir=ago.*start=custom&start=2025-03-11/);

    const live = await openWithJavaScript(browser, page.url());
    await expect(result(live)).toContainText('Saturday, March 1, 2025');
    // The form's shape is rewritten to the canonical address (history replace).
    await expect(live).toHaveURL(/\/date-from-today\?days=10&dir=ago&start=2025-03-11$/);
    await live.context().close();
  });

  test('the date calculator submits months with no days, and a month-end start is clipped', async ({ page, browser }) => {
    await page.goto('/');
    await page.getByLabel('Number of months').fill('1');
    await page.getByLabel('Number of days').fill('0');
    await page.getByLabel('Custom date').check();
    await page.getByLabel('Custom start date').fill('2024-01-31');
    await page.getByRole('button', { name: 'Calculate Date' }).click();
    await expect(page).toHaveURL(/\?years=0&months=1&weeks=0&days=0&dir=from&start=custom&start=2024-01-31/);

    const live = await openWithJavaScript(browser, page.url());
    await expect(result(live)).toContainText('1 month from Wednesday, January 31, 2024ThursdayThursday, February 29, 2024');
    await expect(result(live)).toContainText('February 2024 has no day 31, so its last day, February 29, 2024, was used.');
    await expect(live).toHaveURL(/\/\?months=1&days=0&start=2024-01-31$/);
    await live.context().close();
  });

  test('the home page takes a common query and a tab without JavaScript', async ({ page, browser }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '60 days ago' }).click();
    await expect(page).toHaveURL(/\?days=60&dir=ago$/);
    await page.getByRole('tab', { name: 'Between Dates' }).click();
    await expect(page).toHaveURL(/\?tab=between$/);

    const live = await openWithJavaScript(browser, page.url());
    await expect(live.getByRole('tab', { name: 'Between Dates' })).toHaveAttribute('aria-selected', 'true');
    await live.context().close();
  });

  test('the days-between form submits dates and an unchecked box', async ({ page, browser }) => {
    await page.goto('/days-between-dates');
    await page.getByLabel('Start date').fill('2025-01-01');
    await page.getByLabel('End date', { exact: true }).fill('2025-01-10');
    await page.getByLabel('Include start and end dates (inclusive count)').uncheck();
    await page.getByRole('button', { name: 'Calculate Days Between' }).click();
    await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-10&inclusive=false/);

    const live = await openWithJavaScript(browser, page.url());
    await expect(result(live)).toContainText('9 days');
    await expect(live).toHaveURL(/\/days-between-dates\?from=2025-01-01&to=2025-01-10&inclusive=false$/);
    await live.context().close();
  });

  test('the business days form submits weekend presets, holidays and a custom start', async ({ page, browser }) => {
    await page.goto('/business-days-calculator');
    await page.getByLabel('Number of business days').fill('1');
    await page.getByLabel('Custom date').check();
    await page.getByLabel('Custom start date').fill('2025-12-24');
    await page.getByLabel('Holidays', { exact: true }).selectOption('us');
    await page.getByRole('button', { name: 'Calculate Date' }).click();

    let live = await openWithJavaScript(browser, page.url());
    await expect(result(live)).toContainText('Friday, December 26, 2025');
    await expect(live).toHaveURL(/\/business-days-calculator\?days=1&start=2025-12-24&holidays=us$/);
    await live.context().close();

    await page.getByRole('button', { name: 'Friday + Saturday' }).click();
    await expect(page).toHaveURL(/weekendPreset=fri%2Csat/);
    live = await openWithJavaScript(browser, page.url());
    await expect(live).toHaveURL(/weekend=fri,sat/);
    await expect(live).not.toHaveURL(/weekendPreset/);
    // The landed form holds its defaults (5 business days from today), so the count depends on the weekday.
    await expect(result(live)).toContainText(/Weekend days skipped: Friday and Saturday \(\d+ days?\)\./);
    await live.context().close();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the menu opens and its links work', async ({ page }) => {
      await page.goto('/days-between-dates');
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu).toBeHidden();
      await page.locator('header summary').click();
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Business Days' }).click();
      await expect(page).toHaveURL(/\/business-days-calculator$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Days Calculator');
    });
  });
});

test.describe('before hydration (scripts held back)', () => {
  test.beforeEach(async ({ page }) => {
    // The inline script in the page runs; the app's modules never arrive.
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('the theme toggle works from first paint and remembers the choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('the sidebar toggle works from first paint', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Sidebar' });
    const sidebar = page.getByRole('navigation', { name: 'Calculators' });
    await expect(sidebar).toBeVisible();
    await toggle.click();
    await expect(sidebar).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(sidebar).toBeVisible();
  });

  test('the result says it is not ready', async ({ page }) => {
    await page.goto('/days-between-dates');
    await expect(result(page)).toHaveAttribute('aria-busy', 'true');
  });
});

test('the result drops aria-busy once it is shown', async ({ page }) => {
  await page.goto('/days-between-dates?from=2025-01-01&to=2025-01-10');
  await expect(result(page)).toContainText('10 days');
  await expect(result(page)).not.toHaveAttribute('aria-busy');
});

test('a page’s own text costs no script: it stays as prerendered through submits, and a client-side visit renders it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/age-calculator?birth=1990-05-17&on=2026-11-23');
  await ready(page);
  const faq = page.getByRole('heading', { name: 'Frequently asked questions' });
  await expect(faq).toHaveCount(1);
  await page.getByLabel('Date of birth').fill('2000-02-29');
  await page.getByRole('button', { name: 'Calculate Age' }).click();
  await expect(page).toHaveURL(/birth=2000-02-29/);
  await expect(result(page)).toContainText('26 years');
  await expect(faq).toHaveCount(1);
  expect(scripts.filter((path) => path.includes('.content-'))).toEqual([]);

  // A client-side visit has no prerendered text to keep: the text's module is loaded and rendered.
  await page.getByRole('link', { name: /Anniversary Calculator/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anniversary Calculator');
  await expect(faq).toHaveCount(1);
  expect(scripts.some((path) => path.includes('anniversary-calculator.content-'))).toBe(true);
});
