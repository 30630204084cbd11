import { expect, ready, result, test } from './fixtures';

test('add business days with the US holiday calendar names the skipped holidays', async ({ page, problems }) => {
  await page.goto('/business-days-calculator?start=2025-12-24&days=1&holidays=us');
  await expect(result(page)).toContainText('Friday, December 26, 2025');
  await expect(result(page)).toContainText('Christmas Day: Thursday, December 25, 2025');
  expect(problems).toEqual([]);
});

test('defaults reproduce the spec: weekends only, holidays not excluded', async ({ page }) => {
  await page.goto('/business-days?start=2025-12-24&days=5');
  await expect(result(page)).toContainText('Wednesday, December 31, 2025');
  await expect(result(page)).toContainText('Holidays are not excluded.');
  await expect(page.getByText('Example: 5 business days from today')).toBeVisible();
});

test('count business days between dates, with holidays and other weekends', async ({ page }) => {
  await page.goto('/business-days-calculator?mode=count&from=2025-12-22&to=2025-12-29&inclusive=false&holidays=us');
  await expect(result(page)).toContainText('4 business days');
  await page.getByRole('button', { name: 'Friday + Saturday' }).click();
  await expect(page).toHaveURL(/weekend=fri,sat/);
  await expect(result(page)).toContainText('4 business days');
  await expect(result(page)).toContainText('Weekend days skipped: Friday and Saturday.');
});

test('the weekend can be any set but all seven days', async ({ page }) => {
  await page.goto('/business-days-calculator?weekend=mon,tue,wed,thu,fri,sat&start=2025-01-01&days=1');
  await expect(result(page)).toContainText('Sunday, January 5, 2025');
  await page.getByRole('checkbox', { name: 'Sunday' }).click();
  await expect(page.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
  await page.goto('/business-days-calculator?weekend=mon,tue,wed,thu,fri,sat,sun');
  await ready(page);
  await expect(page.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
});

test('submitting pushes a history entry and confirms', async ({ page }) => {
  await page.goto('/business-days-calculator?start=2025-01-03');
  await ready(page);
  await page.getByRole('button', { name: 'Calculate Date' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    '5 business days from Friday, January 3, 2025 is Friday, January 10, 2025',
  );
  await page.getByLabel('Number of business days').fill('10');
  await expect(result(page)).toContainText('Friday, January 17, 2025');
  await page.goBack();
  await expect(result(page)).toContainText('Friday, January 10, 2025');
});

test('malformed values fall back to the defaults', async ({ page, problems }) => {
  await page.goto('/business-days-calculator?mode=%3Cscript%3E&weekend=sat,sat&holidays=mars&days=-3');
  await ready(page);
  await expect(page.getByRole('tab', { name: 'Add or subtract days' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Number of business days')).toHaveValue('5');
  await expect(page.getByLabel('Holidays')).toHaveValue('none');
  expect(problems).toEqual([]);
});
