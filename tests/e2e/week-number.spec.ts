/** The week number page: today's week, a date near January 1, the year table, bad input, forms without JavaScript. */
import type { Page } from '@playwright/test';
import { findPage } from '../../src/registry/pages';
import { axe, darkMode, expect, hydrated, openWithJavaScript, ready, result, test } from './fixtures';
import { expectCalculatorOnFirstScreen } from './first-screen';

const table = (page: Page) => page.getByRole('region', { name: /^ISO weeks of \d+ table$/ });
const markedRows = (page: Page) => table(page).locator('tr[aria-current="true"]');

test('opens on today’s week with its dates, the US week and the year’s table; axe in both modes', async ({ page, problems }) => {
  await page.clock.setFixedTime(new Date('2026-11-25T12:00:00'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/week-number');
  await expectCalculatorOnFirstScreen(page, findPage('/week-number')!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Week Is It?');
  await expect(result(page)).toContainText('Today is in');
  await expect(result(page)).toContainText('Week 48');
  await expect(result(page)).toContainText('2026-W48');
  await expect(result(page)).toContainText('Monday, November 23, 2026 – Sunday, November 29, 2026');
  await expect(result(page)).toContainText('US-style weekWeek 48 of 2026');
  await expect(page).toHaveURL(/\/week-number$/);
  await expect(table(page).locator('tbody tr')).toHaveCount(53);
  await expect(markedRows(page)).toHaveText(['2026-W48← this weekNov 23, 2026Nov 29, 2026']);
  expect(await axe(page)).toEqual([]);
  await darkMode(page);
  expect(await axe(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('a date near January 1 takes the week-year of its Thursday; a bad year gets an inline message; Back returns', async ({ page, problems }) => {
  await page.clock.setFixedTime(new Date('2026-11-25T12:00:00'));
  await page.goto('/week-number');
  await ready(page);
  await page.getByLabel('Date', { exact: true }).fill('2021-01-03');
  await page.getByRole('button', { name: 'Find Week' }).click();
  await expect(page).toHaveURL(/\/week-number\?date=2021-01-03$/);
  await expect(page.locator('[data-sonner-toast]')).toContainText('January 3, 2021 is in 2020-W53');
  await expect(result(page)).toContainText('Sunday, January 3, 2021 is in');
  await expect(result(page)).toContainText('2020-W53');
  await expect(result(page)).toContainText('Monday, December 28, 2020 – Sunday, January 3, 2021');
  await expect(result(page)).toContainText('US week 2 of 2021');
  await expect(table(page).locator('tbody tr')).toHaveCount(53);
  await expect(markedRows(page)).toHaveText(['2020-W53← your dateDec 28, 2020Jan 3, 2021']);

  const year = page.getByLabel('Year of the week table');
  await year.fill('10000');
  await page.getByRole('button', { name: 'Find Week' }).click();
  await expect(page.getByText('Enter a whole year from 1 to 9999, or leave it empty.', { exact: true })).toBeVisible();
  await expect(result(page)).toHaveText('Not calculated: Enter a whole year from 1 to 9999, or leave it empty.');
  await expect(year).toBeFocused();
  await expect(page).toHaveURL(/\?date=2021-01-03$/);

  await year.fill('2024');
  await page.getByRole('button', { name: 'Find Week' }).click();
  await expect(page).toHaveURL(/\?date=2021-01-03&year=2024$/);
  await expect(table(page).locator('tbody tr').first()).toHaveText('2024-W01Jan 1, 2024Jan 7, 2024');
  await expect(markedRows(page)).toHaveCount(0);
  await page.getByRole('link', { name: '2025 →' }).click();
  await expect(page).toHaveURL(/\?date=2021-01-03&year=2025$/);
  await expect(table(page).locator('tbody tr').first()).toHaveText('2025-W01Dec 30, 2024Jan 5, 2025');
  await page.goBack();
  await expect(page).toHaveURL(/\?date=2021-01-03&year=2024$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?date=2021-01-03$/);
  await expect(result(page)).toContainText('2020-W53');
  expect(problems).toEqual([]);
});

test('a link with bad values opens today’s week, says what it left out and keeps only valid keys', async ({ page, problems }) => {
  // The real clock: a fake one replaces the performance timeline the page reads the opened link from.
  await page.goto('/week-number?date=2026-02-30&year=10000');
  await ready(page);
  await expect(page).toHaveURL(/\/week-number$/);
  await expect(result(page)).toContainText('Today is in');
  await expect(result(page)).toContainText('The link’s date is not a real date between the years 1 and 9999, so this is today’s week.');
  await expect(result(page)).toContainText('The link’s year is not a whole year from 1 to 9999, so the table shows the year of the date’s week.');
  // The note is about the address the page opened with: gone after the next week is chosen.
  await page.getByRole('link', { name: 'Next week →' }).click();
  await expect(page).toHaveURL(/\/week-number\?date=\d{4}-\d\d-\d\d$/);
  await expect(result(page)).not.toContainText('Today is in');
  await expect(result(page)).not.toContainText('The link’s');
  await page.goto('/week-number?date=%3Cscript%3Ewindow.pwned%3D1%3C%2Fscript%3E&year=2027&year=abc');
  await ready(page);
  await expect(page).toHaveURL(/\/week-number\?year=2027$/);
  await expect(table(page).locator('tbody tr').first()).toHaveText('2027-W01Jan 4, 2027Jan 10, 2027');
  await expect(result(page)).toContainText('The link’s date is not a real date');
  await expect(result(page)).not.toContainText('The link’s year');
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form submits its fields and the landing URL shows the week', async ({ page, browser }) => {
    await page.goto('/week-number');
    await expect(result(page)).toHaveAttribute('aria-busy', 'true');
    await page.getByLabel('Date', { exact: true }).fill('2024-12-30');
    await page.getByRole('button', { name: 'Find Week' }).click();
    await expect(page).toHaveURL(/\/week-number\?date=2024-12-30&year=$/);

    const live = await openWithJavaScript(browser, page.url());
    await hydrated(live);
    await expect(result(live)).toContainText('2025-W01');
    await expect(result(live)).toContainText('Monday, December 30, 2024 – Sunday, January 5, 2025');
    // The empty year is dropped from the address (history replace).
    await expect(live).toHaveURL(/\/week-number\?date=2024-12-30$/);
    await expect(live.getByRole('region', { name: 'ISO weeks of 2025 table' }).locator('tr[aria-current="true"]')).toHaveText([
      '2025-W01← your dateDec 30, 2024Jan 5, 2025',
    ]);
    await live.context().close();
  });
});
