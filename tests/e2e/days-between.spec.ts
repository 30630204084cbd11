import { axe, darkMode, expect, ready, result, test } from './fixtures';

test('the three counts, the breakdown and business days for a shared link', async ({ page, problems }) => {
  await page.goto('/days-between-dates?from=2025-01-01&to=2025-01-10');
  const box = result(page);
  await expect(box).toContainText('10 days');
  await expect(box).toContainText('End date not counted9 days');
  await expect(box).toContainText('Both dates counted10 days');
  await expect(box).toContainText('Strictly between8 days');
  await expect(box).toContainText('0 years, 0 months, 1 week, 2 days');
  await expect(box).toContainText('8 business days');
  expect(problems).toEqual([]);
});

test('a reversed range is negative and says so; business days are 0 (a link to the alias, which redirects with its inputs)', async ({ page }) => {
  await page.goto('/date-between?from=2025-06-10&to=2025-06-03');
  await expect(page).toHaveURL(/\/days-between-dates\?from=2025-06-10&to=2025-06-03$/);
  await expect(result(page)).toContainText('-8 days');
  await expect(result(page)).toContainText('The end date is before the start date');
  await page.getByLabel('Count only business days (excludes weekends)').check();
  await expect(result(page)).toContainText('0 business days');
  await expect(page).toHaveURL(/\/days-between-dates\?.*workdays=true/);
});

test('editing a date writes the URL; submit confirms and Back returns', async ({ page }) => {
  await page.goto('/days-between-dates?from=2025-01-01&to=2025-01-10&inclusive=false');
  await ready(page);
  await page.getByRole('button', { name: 'Calculate Days Between' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText(
    'There are 9 days between January 1, 2025 and January 10, 2025 (exclusive)',
  );
  await page.getByLabel('End date', { exact: true }).fill('2025-02-01');
  await expect(page).toHaveURL(/to=2025-02-01/);
  await expect(result(page)).toContainText('31 days');
  await page.goBack();
  await expect(page).toHaveURL(/to=2025-01-10/);
  await expect(result(page)).toContainText('9 days');
});

test('special-day cards link to the count from today', async ({ page }) => {
  await page.goto('/days-between-dates');
  await ready(page);
  // The cards load as their list nears the screen.
  const cards = page.getByRole('region', { name: 'Days until special days' });
  await cards.scrollIntoViewIfNeeded();
  await cards.getByRole('link', { name: /Christmas/ }).click();
  await expect(page).toHaveURL(/to=\d{4}-12-25/);
  await expect(page.getByLabel('Include start and end dates (inclusive count)')).not.toBeChecked();
});

test('malformed values fall back to the defaults', async ({ page, problems }) => {
  await page.goto(`/days-between-dates?from=2025-02-29&to=${'x'.repeat(10_000)}&inclusive=%3Cb%3E`);
  await ready(page);
  await expect(page.getByLabel('Include start and end dates (inclusive count)')).toBeChecked();
  await expect(result(page)).toContainText('31 days');
  expect(problems).toEqual([]);
});

test('business days with a place’s holidays: counted, listed, and the place chosen in the fold', async ({ page, problems }) => {
  // December 21, 2026 to January 8, 2027 in Bavaria: 15 weekdays less Christmas Day, New Year’s Day and Epiphany.
  await page.goto('/days-between-dates?from=2026-12-21&to=2027-01-08&workdays=true&holidays=de-by');
  await expect(result(page)).toContainText('12 business days');
  await expect(result(page)).toContainText('Holidays of Germany: Bayern skipped (3):');
  await expect(result(page)).toContainText('Epiphany: Wednesday, January 6, 2027');
  await page.getByText('Working-day calendar for business days').click();
  const place = page.getByLabel('Holidays', { exact: true });
  await expect(place).toHaveValue('de-by');
  // England: Boxing Day falls on a Saturday in 2026, so Monday, December 28 is its substitute.
  await place.selectOption('gb');
  await place.selectOption('gb-eng');
  await expect(page).toHaveURL(/holidays=gb-eng/);
  await expect(result(page)).toContainText('Boxing Day (observed): Monday, December 28, 2026');
  await expect(result(page)).toContainText('12 business days');
  expect(problems).toEqual([]);
});

test('with a place chosen and the fold open, axe finds nothing in light and dark mode', async ({ page }) => {
  await page.goto('/days-between-dates?from=2027-01-04&to=2027-01-29&workdays=true&holidays=in&bank=true&off=2027-01-05');
  await expect(result(page)).toContainText('Your day off: Tuesday, January 5, 2027');
  await page.getByText('Working-day calendar for business days').click();
  await expect(page.getByLabel('Holidays', { exact: true })).toHaveValue('in');
  expect(await axe(page)).toEqual([]);
  await darkMode(page);
  expect(await axe(page)).toEqual([]);
});

test('a link’s unreadable list of days off is left out, and the result says so', async ({ page, problems }) => {
  // Monday to Friday, January 6–10, 2025, both dates counted: 5 business days; the list is dropped whole.
  await page.goto('/days-between-dates?from=2025-01-06&to=2025-01-10&workdays=true&off=2025-01-07,2025-02-30');
  await expect(result(page)).toContainText('5 business days');
  await expect(result(page)).toContainText('The link’s list of days off holds something that is not a date, or more than 100 dates, so it was left out.');
  await expect(page).toHaveURL(/\?from=2025-01-06&to=2025-01-10&workdays=true$/);
  expect(problems).toEqual([]);
});
