import { expect, hydrated, openWithJavaScript, ready, result, test } from './fixtures';

test('a shared link draws the month; previous and next move it; Back returns', async ({ page, problems }) => {
  await page.goto('/calendar-generator?month=2026-07');
  const july = page.getByRole('table', { name: 'July 2026' });
  await expect(july).toBeVisible();
  await expect(july.getByRole('cell', { name: /Independence Day/ })).toHaveText('3Independence Day');
  await hydrated(page);
  await page.getByRole('link', { name: 'Next month →' }).click();
  await expect(page).toHaveURL(/\?month=2026-08$/);
  await expect(page.getByRole('table', { name: 'August 2026' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'August 2026' }).getByRole('row')).toHaveCount(7);
  await page.getByRole('link', { name: '← Previous month' }).click();
  await page.getByRole('link', { name: '← Previous month' }).click();
  await expect(page.getByRole('table', { name: 'June 2026' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('table', { name: 'July 2026' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('Monday start and the year view from the form', async ({ page, problems }) => {
  await page.goto('/calendar-generator');
  await ready(page);
  await page.getByLabel('Month').fill('2026-02');
  await page.getByLabel('Monday').check();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\?month=2026-02&weekStart=mon$/);
  const february = page.getByRole('table', { name: 'February 2026' });
  await expect(february.getByRole('row').first()).toHaveText('WkMonTueWedThuFriSatSun');
  await expect(february.getByRole('row').nth(1)).toHaveText('51');
  await page.getByLabel('Show').selectOption('year');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/view=year/);
  await expect(result(page).getByRole('table')).toHaveCount(12);
  await expect(page.getByRole('link', { name: 'Next year →' })).toHaveAttribute('href', /month=2027-02/);
  expect(problems).toEqual([]);
});

test('printing shows the calendar alone, black on white', async ({ page }) => {
  await page.goto('/calendar-generator?month=2026-05');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.locator('header')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Calculators' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Generate' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Next month →' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeHidden();
  const table = page.getByRole('table', { name: 'May 2026' });
  await expect(table).toBeVisible();
  expect(await table.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
  const screenshot = await page.screenshot({ fullPage: true, path: test.info().outputPath('print.png') });
  expect(screenshot.byteLength).toBeGreaterThan(1000);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(1200);
});

test('malformed values fall back to the defaults', async ({ page, problems }) => {
  await page.goto('/calendar-generator?month=2026-13&weekStart=tue&view=%3Cb%3E&holidays=javascript:1');
  await ready(page);
  await expect(result(page)).toContainText('Choose a month and press Generate');
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form submits its fields and the landing URL shows the calendar', async ({ page, browser }) => {
    await page.goto('/calendar-generator');
    await page.getByLabel('Month').fill('2026-12');
    await page.getByLabel('Mark US federal holidays').uncheck();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page).toHaveURL(/month=2026-12&.*holidays=none/);
    const live = await openWithJavaScript(browser, page.url());
    await expect(live.getByRole('table', { name: 'December 2026' })).toBeVisible();
    await expect(live).toHaveURL(/\/calendar-generator\?month=2026-12&holidays=none$/);
    await expect(live.getByTestId('result').getByText('Christmas Day')).toHaveCount(0);
    await live.context().close();
  });
});
