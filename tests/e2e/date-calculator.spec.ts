/** The four-tab widget on / and /date-from-today: URL in, result out, and back. */
import { expect, ready, result, test } from './fixtures';

test('standard tab: a link reproduces inputs and result', async ({ page, problems }) => {
  await page.goto('/date-from-today?days=10&start=2025-03-01');
  await expect(result(page)).toContainText('Tuesday');
  await expect(result(page)).toContainText('Tuesday, March 11, 2025');
  await expect(page.getByLabel('Number of days')).toHaveValue('10');
  await expect(page.getByLabel('Custom start date')).toHaveValue('2025-03-01');
  expect(problems).toEqual([]);
});

test('standard tab: ago and business days', async ({ page }) => {
  await page.goto('/?days=30&dir=ago&start=2025-03-31');
  await expect(result(page)).toContainText('Saturday, March 1, 2025');
  await page.goto('/?days=5&start=2025-01-03&business=true');
  await expect(result(page)).toContainText('Friday, January 10, 2025');
});

test('typing writes the URL (replace) and a submit pushes an entry that Back returns to', async ({ page }) => {
  await page.goto('/?start=2025-01-01');
  await ready(page);
  const days = page.getByLabel('Number of days');
  await days.fill('45');
  await expect(page).toHaveURL(/days=45/);
  await expect(result(page)).toContainText('Saturday, February 15, 2025');
  await page.getByRole('button', { name: 'Calculate Date' }).click();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText('Date calculated!');
  await expect(toast).toContainText('45 days from Wednesday, January 1, 2025 is Saturday, February 15, 2025');
  await days.fill('60');
  await expect(page).toHaveURL(/days=60/);
  await expect(result(page)).toContainText('Sunday, March 2, 2025');
  await page.goBack();
  await expect(page).toHaveURL(/days=45/);
  await expect(days).toHaveValue('45');
  await expect(result(page)).toContainText('Saturday, February 15, 2025');
});

test('an empty, zero or non-numeric day count leaves the result unchanged', async ({ page }) => {
  await page.goto('/?days=10&start=2025-03-01');
  await expect(result(page)).toContainText('Tuesday, March 11, 2025');
  const days = page.getByLabel('Number of days');
  for (const value of ['', '0', '-5']) {
    await days.fill(value);
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await expect(result(page)).toContainText('Tuesday, March 11, 2025');
    await expect(page).toHaveURL(/days=10/);
  }
});

test('the business tab counts business days; its link is the tab, which means business days', async ({ page }) => {
  await page.goto('/?tab=business&days=5&start=2025-01-03');
  await expect(result(page)).toContainText('Friday, January 10, 2025');
  await expect(page.getByText('5 business days ≈ 7 calendar days')).toBeVisible();
  await page.getByRole('button', { name: 'Calculate Business Days' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    '5 business days from Friday, January 3, 2025 is Friday, January 10, 2025',
  );
  await expect(page).toHaveURL(/\/\?tab=business&days=5&start=2025-01-03$/);
});

test('between tab: inclusive, exclusive, business days and reversed ranges', async ({ page }) => {
  await page.goto('/?tab=between&from=2025-01-01&to=2025-01-10');
  await expect(result(page)).toContainText('10 days');
  await expect(result(page)).toContainText('Wednesday, January 1, 2025');
  await page.getByLabel('Include start and end dates (inclusive count)').uncheck();
  await expect(result(page)).toContainText('9 days');
  await expect(page).toHaveURL(/inclusive=false/);
  await page.getByLabel('Count only business days (excludes weekends)').check();
  await expect(result(page)).toContainText('7 business days');
  await page.getByRole('button', { name: 'Calculate Days Between' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'There are 7 business days between January 1, 2025 and January 10, 2025 (exclusive)',
  );
  await page.goto('/?tab=between&from=2025-06-10&to=2025-06-03&workdays=true');
  await expect(result(page)).toContainText('0 business days');
});

test('weekday tab finds the weekday and confirms it', async ({ page }) => {
  await page.goto('/?tab=weekday&date=2025-03-03');
  await expect(result(page)).toContainText('Monday');
  await expect(result(page)).toContainText('Monday, March 3, 2025');
  await page.getByRole('button', { name: 'Find Weekday' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText('Weekday found!');
  await expect(page.locator('[data-sonner-toast]')).toContainText('March 3, 2025 is a Monday');
});

test('tabs work from the keyboard and the active tab is in the URL', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await page.getByRole('tab', { name: 'Standard' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Business Days' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Business Days' })).toBeFocused();
  await expect(page).toHaveURL(/tab=business/);
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/tab=weekday/);
});

test('a common query sets days, direction and start, turns business off and returns to the standard tab', async ({ page }) => {
  await page.goto('/?tab=business&business=true&start=2025-01-01&days=3');
  await ready(page);
  await page.getByRole('button', { name: '60 days ago' }).click();
  await expect(page).toHaveURL(/days=60/);
  await expect(page).toHaveURL(/dir=ago/);
  await expect(page).not.toHaveURL(/business=|tab=|start=/);
  await expect(page.getByRole('tab', { name: 'Standard' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Today')).toBeChecked();
});

test('a popular calculation card opens the widget with its inputs', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await page.getByRole('link', { name: /^180 days from today/ }).click();
  await expect(page).toHaveURL(/\?days=180$/);
  await expect(page.getByLabel('Number of days')).toHaveValue('180');
});

test('the holiday tables show this year and next, with observed dates', async ({ page }) => {
  await page.goto('/');
  const year = await page.evaluate(() => new Date().getFullYear());
  const table = page.getByRole('table', { name: `US federal holidays ${year}` });
  await expect(table.locator('tbody tr')).toHaveCount(11);
  await expect(page.getByRole('table', { name: `US federal holidays ${year + 1}` }).locator('tbody tr')).toHaveCount(11);
});

test('Copy link copies the address of the current inputs', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?days=12&start=2025-05-05');
  await ready(page);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText('Link copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('days=12&start=2025-05-05');
});

const malformed = [
  'days=abc',
  'days=1e3',
  'start=2025-02-30',
  'start=yesterday',
  'tab=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'dir=sideways&business=maybe',
  'from=2025-13-01&to=garbage&inclusive=yes',
  `date=${'9'.repeat(10_000)}`,
  `days=${'1'.repeat(10_000)}`,
];

for (const query of malformed) {
  test(`a malformed URL (${query.slice(0, 40)}) renders the defaults without errors`, async ({ page, problems }) => {
    await page.goto(`/?${query}`);
    await ready(page);
    await expect(page.getByRole('tab', { name: 'Standard' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Number of days')).toHaveValue('30');
    await expect(result(page)).toContainText('30 days from today');
    expect(await page.locator('#root').innerHTML()).not.toContain('<script>alert');
    expect(problems).toEqual([]);
  });
}

test('years, months, weeks and days from a link, with the month-end rule and the Julian date', async ({ page }) => {
  await page.goto('/date-from-today?years=2&months=3&weeks=1&days=4&start=2026-11-25');
  await expect(result(page)).toHaveText('2 years 3 months 1 week 4 days from Wednesday, November 25, 2026ThursdayThursday, March 8, 2029');
  await expect(page.getByLabel('Number of weeks')).toHaveValue('1');
  await page.goto('/?months=1&start=2025-01-31');
  // No days in the link: none are added (the address says so).
  await expect(result(page)).toContainText('Friday, February 28, 2025');
  await expect(page).toHaveURL(/\?months=1&start=2025-01-31&days=0$/);
  await page.goto('/?days=10&start=1582-10-04');
  await expect(result(page)).toContainText('Julian calendar: Thursday, October 4, 1582');
});

test('every unit at 0 and a year count past the limit get a message', async ({ page }) => {
  await page.goto('/?days=0');
  await expect(result(page)).toContainText('Enter at least one year, month, week or day: all four are 0.');
  await page.goto('/?years=10000&days=5');
  await expect(page).toHaveURL(/\/\?days=5$/);
  await page.getByLabel('Number of years').fill('10000');
  await expect(page.getByText('Enter a whole number of years, at most 9,999.', { exact: true })).toBeVisible();
  await page.getByLabel('Number of years').fill('9999');
  await expect(result(page)).toContainText('That date falls outside the years 1 to 9999.');
});

test('the 3 months, 6 months and 1 year buttons', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await page.getByRole('button', { name: '6 months from today' }).click();
  await expect(page).toHaveURL(/\?months=6&days=0$/);
  await expect(result(page)).toContainText('6 months from today');
});

test('the business and between tabs count with a place’s holidays and weekend', async ({ page, problems }) => {
  // March 24, 2027 + 5 business days in England: Good Friday and Easter Monday are skipped.
  await page.goto('/?tab=business&start=2027-03-24&days=5&holidays=gb-eng');
  await expect(result(page)).toContainText('FridayFriday, April 2, 2027');
  await expect(result(page)).toContainText('Good Friday: Friday, March 26, 2027');
  // India’s weekend is Sunday alone: Monday, January 4 to Saturday, January 9, 2027 are 6 business days.
  await page.goto('/date-from-today?tab=between&from=2027-01-04&to=2027-01-09&workdays=true&holidays=in');
  await expect(result(page)).toContainText('6 business days');
  await expect(result(page)).toContainText('Weekend days skipped: Sunday (0 days).');
  expect(problems).toEqual([]);
});

test('the business and between tabs say when a link’s list of days off or working days was left out', async ({ page, problems }) => {
  // Friday, January 3, 2025 + 1 business day: the unreadable list is dropped whole, so Monday the 6th.
  await page.goto('/?tab=business&days=1&start=2025-01-03&off=2025-01-06,%3Cscript%3E');
  await ready(page);
  await expect(result(page)).toContainText('Monday, January 6, 2025');
  await expect(result(page)).toContainText('The link’s list of days off holds something that is not a date, or more than 100 dates, so it was left out.');
  await expect(page).toHaveURL(/\/\?tab=business&days=1&start=2025-01-03$/);
  await page.goto(`/?tab=between&from=2025-01-06&to=2025-01-10&workdays=true&work=${Array.from({ length: 101 }, (_, i) => `2026-01-${String((i % 28) + 1).padStart(2, '0')}`).join(',')}`);
  await ready(page);
  // Both dates counted: 5 business days.
  await expect(result(page)).toContainText('5 business days');
  await expect(result(page)).toContainText('The link’s list of working days holds something that is not a date, or more than 100 dates, so it was left out.');
  expect(problems).toEqual([]);
});
