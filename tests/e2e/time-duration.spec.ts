/**
 * The time duration calculator's date-time modes in the browser: each mode's result from its
 * URL, the forms as plain GET forms (before hydration and without JavaScript), bad links, axe in
 * both themes and the phone's first screen.
 */
import type { PageEntry } from '../../src/registry/types';
import { axe, darkMode, expect, hydrated, openWithJavaScript, ready, result, test } from './fixtures';
import { expectCalculatorOnFirstScreen } from './first-screen';

const PATH = '/time-duration-calculator';
const SPRING = `${PATH}?mode=datetime&from=2026-03-07T22:00&to=2026-03-08T06:30&zone=America/New_York`;
const ADD = `${PATH}?mode=add&at=2026-11-06T14:30&hours=39&minutes=45&zone=America/New_York`;

test('two date-times across New York’s spring forward: elapsed and wall-clock time, the change named', async ({ page, problems }) => {
  await page.goto(SPRING);
  await ready(page);
  await expect(page.getByRole('tab', { name: 'Dates and times' })).toHaveAttribute('aria-selected', 'true');
  await expect(result(page)).toContainText('7 hours 30 minutes');
  await expect(result(page)).toContainText('from Saturday, March 7, 2026 22:00 to Sunday, March 8, 2026 06:30 in New York (America/New_York)');
  await expect(result(page)).toContainText('7.50 hours');
  await expect(result(page)).toContainText('Wall-clock difference8 hours 30 minutes (8.50 hours)');
  await expect(result(page)).toContainText('clocks went forward 1 hour on Sunday, March 8, 2026');
  await expect(page).toHaveURL(SPRING);
  expect(problems).toEqual([]);
});

test('a date-time plus 39 h 45 min, and a subtraction across the night the clocks went back', async ({ page, problems }) => {
  await page.goto(ADD);
  await ready(page);
  await expect(result(page)).toContainText('Sunday, November 8, 2026 06:15');
  await expect(result(page)).toContainText('39 hours 45 minutes after Friday, November 6, 2026 14:30');
  await page.goto(`${PATH}?mode=add&at=2026-11-01T13:30&hours=24&dir=ago&zone=America/New_York`);
  await ready(page);
  await expect(result(page)).toContainText('Saturday, October 31, 2026 14:30');
  await expect(result(page)).toContainText('the clocks went back 1 hour on Sunday, November 1, 2026');
  expect(problems).toEqual([]);
});

test.describe('in the visitor’s zone', () => {
  test.use({ timezoneId: 'Australia/Lord_Howe' });

  test('the form starts in the visitor’s zone and a submit writes it, with a push', async ({ page, problems }) => {
    await page.goto(`${PATH}?mode=datetime`);
    await ready(page);
    await expect(page.getByRole('combobox', { name: /^Time zone/ })).toHaveValue('Australia/Lord_Howe');
    await page.getByLabel('Start date and time').fill('2026-10-03T12:00');
    await page.getByLabel('End date and time').fill('2026-10-04T12:00');
    await page.getByRole('button', { name: 'Calculate Duration', exact: true }).click();
    await expect(page).toHaveURL(`${PATH}?mode=datetime&from=2026-10-03T12:00&to=2026-10-04T12:00&zone=Australia/Lord_Howe`);
    await expect(result(page)).toContainText('23 hours 30 minutes');
    await expect(result(page)).toContainText('clocks went forward 30 minutes on Sunday, October 4, 2026');
    await page.goBack();
    await expect(page).toHaveURL(`${PATH}?mode=datetime`);
    expect(problems).toEqual([]);
  });
});

test('the form is a plain GET form: submitted natively (as before hydration) it lands on the result', async ({ page, problems }) => {
  await page.goto(`${PATH}?mode=add&zone=UTC`);
  await ready(page);
  await page.getByLabel('Date and time').fill('2026-11-06T14:30');
  await page.getByLabel('Hours').fill('39');
  await page.getByLabel('Minutes').fill('45');
  // The browser's own submission, without the page's script: what a tap before hydration sends.
  await page.locator('form[method="get"]:has([name="at"])').evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form));
  await page.waitForURL(/at=2026-11-06T14%3A30|at=2026-11-06T14:30/);
  await ready(page);
  await expect(page).toHaveURL(`${PATH}?mode=add&at=2026-11-06T14:30&hours=39&minutes=45&zone=UTC`);
  await expect(result(page)).toContainText('Sunday, November 8, 2026 06:15');
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the mode tabs and the clock-time form submit', async ({ page, browser }) => {
    await page.goto(PATH);
    await page.getByRole('tab', { name: 'Add or subtract' }).click();
    await expect(page).toHaveURL(`${PATH}?mode=add`);
    const live = await openWithJavaScript(browser, page.url());
    await expect(live.getByRole('tab', { name: 'Add or subtract' })).toHaveAttribute('aria-selected', 'true');
    await expect(live.getByLabel('Date and time')).toBeVisible();
    await live.context().close();

    await page.goto(PATH);
    await page.getByLabel('Start time').fill('22:00');
    await page.getByLabel('End time').fill('06:30');
    await page.getByRole('button', { name: 'Calculate Duration' }).click();
    const clock = await openWithJavaScript(browser, page.url());
    await expect(result(clock)).toContainText('8 hours 30 minutes');
    await expect(clock).toHaveURL(`${PATH}?start=22:00&end=06:30`);
    await clock.context().close();
  });
});

const BAD: [url: string, canonical: string, shown: string][] = [
  [
    `${PATH}?mode=datetime&from=0000-12-31T10:00&to=10000-01-01T00:00&zone=Mars/Olympus`,
    `${PATH}?mode=datetime`,
    'Enter a start and an end date and time (years 1 to 9999)',
  ],
  [`${PATH}?mode=add&at=2026-11-06T14:30&hours=-1&zone=UTC`, `${PATH}?mode=add&at=2026-11-06T14:30&zone=UTC`, 'Enter hours or minutes to add or subtract'],
  [
    `${PATH}?mode=add&at=2026-11-06T14:30&hours=2&zone=Mars/Olympus`,
    `${PATH}?mode=add&at=2026-11-06T14:30&hours=2`,
    'The link’s time zone is not one this browser knows, so your own zone is used.',
  ],
  [`${PATH}?mode=add&at=9999-12-31T20:00&hours=999999&zone=UTC`, `${PATH}?mode=add&at=9999-12-31T20:00&hours=999999&zone=UTC`, 'outside the years 1 to 9999'],
];
for (const [url, canonical, shown] of BAD) {
  test(`bad input says so and keeps only valid keys: ${url.slice(PATH.length, PATH.length + 60)}`, async ({ page, problems }) => {
    await page.goto(url);
    await ready(page);
    await expect(result(page)).toContainText(shown);
    await expect(page).toHaveURL(canonical);
    expect(problems).toEqual([]);
  });
}

test('an unknown zone or a year past 9999 typed in the form gets an inline message', async ({ page, problems }) => {
  await page.goto(`${PATH}?mode=datetime&from=2026-03-06T18:00&to=2026-03-09T09:00&zone=Europe/London`);
  await ready(page);
  await expect(result(page)).toContainText('63.00 hours');
  await page.getByRole('combobox', { name: /^Time zone/ }).fill('Mars/Olympus');
  await page.getByRole('button', { name: 'Calculate Duration', exact: true }).click();
  await expect(result(page)).toContainText('Not calculated: Choose a time zone from the list');
  await expect(page.getByText('Choose a time zone from the list', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/zone=Europe\/London$/);
  expect(problems).toEqual([]);
});

for (const [mode, url] of [
  ['datetime', SPRING],
  ['add', ADD],
] as const) {
  test(`${mode}: axe in light and dark mode, and the phone’s first screen`, async ({ page, problems }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(url);
    await hydrated(page);
    await expectCalculatorOnFirstScreen(page, { path: PATH } as PageEntry);
    expect(await axe(page)).toEqual([]);
    await darkMode(page);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('combobox', { name: /^Time zone/ }).fill('lord');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Australia/Lord_Howe');
    expect(await axe(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an end before the start reads as a span before it, never as a negative duration', async ({ page, problems }) => {
    await page.goto('/time-duration-calculator?mode=datetime&from=2026-11-08T06:15&to=2026-11-06T14:30&zone=UTC');
    await ready(page);
    const headline = result(page).locator('p.text-3xl');
    await expect(headline).toHaveText('1 day 15 hours 45 minutes before');
    await expect(result(page)).toContainText('from the start, Sunday, November 8, 2026 06:15, back to the end, Friday, November 6, 2026 14:30, in UTC');
    await expect(result(page)).toContainText('The end is before the start');
    await expect(result(page)).not.toContainText('-1 day');
    expect(problems).toEqual([]);
  });
});
