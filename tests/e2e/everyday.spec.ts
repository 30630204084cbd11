/**
 * The everyday calculators: age, anniversary, weekday finder, leap year, time duration. Each is
 * a submit-style form: a link shows its result at once, Calculate pushes a history entry.
 */
import { expect, hydrated, openWithJavaScript, ready, result, test } from './fixtures';

test('age: a shared link shows the age; Calculate pushes a new result and Back returns', async ({ page, problems }) => {
  await page.goto('/age-calculator?birth=1990-05-20&on=2025-01-15');
  await expect(result(page)).toContainText('34 years, 7 months, 26 days');
  await expect(result(page)).toContainText('Tuesday, May 20, 2025: turns 35, in 125 days');
  await ready(page);
  await page.getByLabel('Date of birth').fill('2000-02-29');
  await page.getByLabel('Age on').fill('2025-02-28');
  await page.getByRole('button', { name: 'Calculate Age' }).click();
  await expect(page).toHaveURL(/\/age-calculator\?birth=2000-02-29&on=2025-02-28$/);
  await expect(result(page)).toContainText('25 years, 0 months, 0 days');
  await expect(result(page)).toContainText('Born on February 29');
  await page.goBack();
  await expect(result(page)).toContainText('34 years, 7 months, 26 days');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1990-05-20');
  expect(problems).toEqual([]);
});

test('age: a birth date after the date to calculate on gets a message', async ({ page }) => {
  await page.goto('/age-calculator?birth=2030-01-01&on=2025-01-15');
  await expect(result(page)).toContainText('is after Wednesday, January 15, 2025');
});

test('anniversary: the milestone table for a shared link', async ({ page, problems }) => {
  await page.goto('/anniversary-calculator?start=2000-06-10&on=2025-06-10');
  await expect(result(page)).toContainText('25 years, 0 months, 0 days');
  await expect(result(page)).toContainText('Tuesday, June 10, 2025, today');
  const silver = page.getByRole('row', { name: /^25th Silver/ });
  await expect(silver).toContainText('Tuesday, June 10, 2025');
  await expect(silver).toContainText('Today');
  await expect(page.getByRole('row', { name: /^50th Golden/ })).toContainText('In 9,131 days');
  expect(problems).toEqual([]);
});

test('weekday finder: the quick examples set the days to add; Back returns', async ({ page, problems }) => {
  await page.goto('/weekday-finder?date=2025-03-03');
  await expect(result(page)).toContainText('Monday');
  await ready(page);
  await page.getByRole('link', { name: '+30 days' }).click();
  await expect(page).toHaveURL(/\?date=2025-03-03&add=30$/);
  await expect(result(page)).toContainText('Wednesday, April 2, 2025');
  await expect(page.getByRole('row', { name: /April 2, 2025/ })).toContainText('92Week 14');
  await page.getByLabel('Days to add').fill('-365');
  await page.getByRole('button', { name: 'Find Weekday' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText('March 3, 2024 is a Sunday');
  await expect(page).toHaveURL(/add=-365$/);
  await page.goBack();
  await expect(result(page)).toContainText('Wednesday, April 2, 2025');
  expect(problems).toEqual([]);
});

test('leap year: the rule for a century year; an out-of-range year gets an inline message', async ({ page, problems }) => {
  await page.goto('/leap-year-checker?year=2100');
  await expect(result(page)).toContainText('2100 is not a leap year');
  await expect(result(page)).toContainText('Is 2100 divisible by 400? No');
  await expect(result(page)).toContainText('Previous leap year2096');
  await hydrated(page);
  await page.getByLabel('Year', { exact: true }).fill('10000');
  await page.getByRole('button', { name: 'Check Year' }).click();
  await expect(page.getByText('Enter a whole year from 1 to 9999.', { exact: true })).toBeVisible();
  await expect(result(page)).toHaveText('Not calculated: Enter a whole year from 1 to 9999.');
  await expect(page.getByLabel('Year', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\?year=2100$/);
  await page.getByLabel('Year', { exact: true }).fill('2000');
  await page.getByRole('button', { name: 'Check Year' }).click();
  await expect(result(page)).toContainText('2000 is a leap year');
  expect(problems).toEqual([]);
});

test('time duration: a shortcut sets the end time and calculates', async ({ page, problems }) => {
  await page.goto('/time-duration-calculator?start=22:00&end=06:30');
  await expect(result(page)).toContainText('8 hours 30 minutes');
  await expect(result(page)).toContainText('8.50 hours');
  await hydrated(page);
  await page.getByLabel('Start time').fill('09:15');
  await page.getByRole('button', { name: '+8 hours' }).click();
  await expect(page).toHaveURL(/\?start=09:15&end=17:15$/);
  await expect(page.getByLabel('End time')).toHaveValue('17:15');
  await expect(result(page)).toContainText('480 minutes');
  expect(problems).toEqual([]);
});

/** Malformed links, and the page each must show: its defaults (the weekday finder's on Wednesday, November 25, 2026). */
const malformed: [url: string, shown: string][] = [
  ['/age-calculator?birth=2025-02-30&on=%3Cscript%3E', 'Enter a date of birth and press Calculate Age.'],
  ['/anniversary-calculator?start=' + 'x'.repeat(5000), 'Enter a start date and press Calculate Anniversary.'],
  ['/weekday-finder?date=0000-01-01&add=1e99', 'Today is a Wednesday'],
  ['/leap-year-checker?year=-4&year=2024', 'Enter a year and press Check Year.'],
  ['/time-duration-calculator?start=25:00&end=javascript:alert(1)', 'Enter a start time and an end time and press Calculate Duration.'],
];
for (const [url, shown] of malformed) {
  test(`malformed values fall back to the defaults: ${url.slice(0, 60)}`, async ({ page, problems }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T12:00:00'));
    await page.goto(url);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(result(page)).toContainText(shown);
    await expect(result(page)).not.toContainText('Not calculated');
    expect(problems).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each form submits its fields and the landing URL shows the result', async ({ page, browser }) => {
    // Five forms, each submitted and its landing page opened with JavaScript: twice the default time.
    test.setTimeout(60_000);
    const cases = [
      {
        path: '/age-calculator',
        fill: async () => page.getByLabel('Date of birth').fill('1990-05-20'),
        button: 'Calculate Age',
        url: /\/age-calculator\?birth=1990-05-20$/,
        expected: 'born on Sunday, May 20, 1990',
      },
      {
        path: '/anniversary-calculator',
        fill: async () => page.getByLabel('Start date').fill('2000-06-10'),
        button: 'Calculate Anniversary',
        url: /\/anniversary-calculator\?start=2000-06-10$/,
        expected: 'since Saturday, June 10, 2000',
      },
      {
        path: '/weekday-finder',
        fill: async () => {
          await page.getByLabel('Date').fill('2025-03-03');
          await page.getByLabel('Days to add').fill('30');
        },
        button: 'Find Weekday',
        url: /\/weekday-finder\?date=2025-03-03&add=30$/,
        expected: 'Wednesday, April 2, 2025',
      },
      {
        path: '/leap-year-checker',
        fill: async () => page.getByLabel('Year', { exact: true }).fill('1900'),
        button: 'Check Year',
        url: /\/leap-year-checker\?year=1900$/,
        expected: '1900 is not a leap year',
      },
      {
        path: '/time-duration-calculator',
        fill: async () => page.getByLabel('Start time').fill('22:00'),
        button: '+8 hours',
        url: /\/time-duration-calculator\?start=22:00&end=06:00$/,
        expected: '8 hours 0 minutes',
      },
    ];
    for (const c of cases) {
      await page.goto(c.path);
      await c.fill();
      await page.getByRole('button', { name: c.button }).click();
      await page.waitForURL((url) => url.search.length > 0);
      const live = await openWithJavaScript(browser, page.url());
      expect(await result(live).textContent(), c.path).toContain(c.expected);
      expect(live.url(), c.path).toMatch(c.url);
      await live.context().close();
    }
  });
});
