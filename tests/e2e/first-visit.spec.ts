/**
 * What a first-time visitor trips on: a bad entry gets a message where it was made, never a
 * stale answer or a success toast; an empty state shows what will appear; facts leave no blank
 * band; a link holds only what the page uses.
 */
import type { Locator, Page } from '@playwright/test';
import { axeBuilder, expect, hydrated, ready, result, settled, test } from './fixtures';

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** The main (unnamed) submit button of the form a field belongs to. */
const mainButton = (field: Locator) => field.locator('xpath=ancestor::form').locator('button[type="submit"]:not([name])').first();

/** No toast comes, the address stays, and the result says why nothing was calculated. */
async function expectRefused(page: Page, field: Locator, url: string, message: RegExp | string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(result(page)).toContainText(message);
  await expect(result(page)).toContainText('Not calculated: ');
  // Long enough for a toast to have appeared, had one been sent.
  await page.waitForTimeout(400);
  await expect(toasts(page)).toHaveCount(0);
  expect(page.url()).toBe(url);
}

for (const path of ['/', '/date-from-today']) {
  test(`${path}: a day count of 0, −5 or nothing gets a message, no toast, and the kept result is labelled with its inputs`, async ({ page, problems }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await ready(page);
    const days = page.getByLabel('Number of days');
    // With no years, months or weeks, 0 days or none gives no date; a negative count is never a count.
    const NO_UNITS = 'Enter at least one year, month, week or day: all four are 0.';
    for (const [value, message] of [['0', NO_UNITS], ['-5', 'Enter a whole number of days, 0 or more.'], ['', NO_UNITS]] as const) {
      await days.fill(value);
      await page.getByRole('button', { name: 'Calculate Date' }).click();
      await expectRefused(page, days, page.url(), message);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(result(page)).toContainText('The last result, for the last valid entry:30 days from today');
    }
    // The message and the kept result read well in both modes.
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await settled(page);
      const { violations } = await axeBuilder(page).include('main form').analyze();
      expect(violations.map((v) => `${scheme}: ${v.id}`)).toEqual([]);
    }
    await days.fill('31');
    await page.getByRole('button', { name: 'Calculate Date' }).click();
    await expect(toasts(page)).toContainText('Date calculated!');
    await expect(result(page)).not.toContainText('Not calculated');
    await expect(result(page)).toContainText('31 days from today');
    expect(problems).toEqual([]);
  });
}

/** A bad entry in every other form of the site: where, what, and the message it gets. */
const BAD_ENTRIES: { path: string; label: string; value: string; message: RegExp }[] = [
  { path: '/business-days-calculator', label: 'Number of business days', value: '0', message: /1 or more/ },
  { path: '/days-between-dates', label: 'End date', value: '', message: /Enter a complete date/ },
  { path: '/leap-year-checker?year=2024', label: 'Year', value: '10000', message: /from 1 to 9999/ },
  { path: '/holidays', label: 'Year', value: '', message: /from 1 to 9999/ },
  { path: '/weekday-finder', label: 'Days to add', value: '1.5', message: /whole number of days/ },
  { path: '/special-days/valentine', label: 'Number of days', value: '', message: /1 or more/ },
  { path: '/special-days/period?last=2026-01-05', label: 'Cycle length (days)', value: '', message: /from 20 to 45/ },
  { path: '/time-duration-calculator?start=09:00&end=10:00', label: 'End time', value: '', message: /24-hour clock/ },
  { path: '/date-format-converter?date=2025-03-15', label: 'Date', value: '', message: /Type a date to convert/ },
  { path: '/calendar-generator?month=2026-02', label: 'Month', value: '', message: /Enter a month as yyyy-mm/ },
  { path: '/age-calculator?birth=1990-05-01', label: 'Date of birth', value: '', message: /Enter a real date/ },
  { path: '/anniversary-calculator?start=2010-06-12', label: 'Start date', value: '', message: /Enter a real date/ },
];

for (const { path, label, value, message } of BAD_ENTRIES) {
  test(`${path}: “${value}” in ${label} gets a message in the field and in the result, no toast, and no result for other inputs`, async ({ page, problems }) => {
    await page.goto(path);
    await hydrated(page);
    // Every part of the result has its inputs (on /holidays the year field waits for today's
    // date, and takes it in a new field: a value typed before then would be replaced).
    await expect(result(page).locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(result(page)).not.toHaveAttribute('aria-busy');
    const before = page.url();
    const field = page.getByLabel(label, { exact: true });
    await field.fill(value);
    await mainButton(field).click();
    await expectRefused(page, field, before, message);
    expect(problems).toEqual([]);
  });
}

test('/special-days/valentine: Calculate pushes the new count with its toast; a refused count sends none', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-23T12:00:00'));
  await page.goto('/special-days/valentine?days=45');
  await ready(page);
  const days = page.getByLabel('Number of days');
  await days.fill('0');
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expectRefused(page, days, page.url(), /1 or more/);
  await days.fill('30');
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(toasts(page)).toContainText('30 days after Valentine’s Day is Monday, March 16, 2026');
  await expect(page).toHaveURL(/\?days=30$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?days=45$/);
});

test('/leap-year-checker: a refused year replaces the result of the year checked before it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/leap-year-checker');
  await hydrated(page);
  const year = page.getByLabel('Year', { exact: true });
  await year.fill('2024');
  await page.getByRole('button', { name: 'Check Year' }).click();
  await expect(result(page)).toContainText('2024 is a leap year');
  await year.fill('10000');
  await page.getByRole('button', { name: 'Check Year' }).click();
  await expect(result(page)).toHaveText('Not calculated: Enter a whole year from 1 to 9999.');
  await expect(page.getByText('2024 is a leap year')).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of ['/countdown/birthday', '/birthday-countdown']) {
    test(`${path}: before a date is picked, a dash where the count will be and dashes in the clock, not blank boxes`, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      await expect(result(page)).toContainText('Select your birth date above');
      // innerText: the text as drawn (an invisible stand-in of the number lies under each dash).
      expect((await page.getByRole('timer').innerText()).replace(/\s+/g, '')).toBe('–days–hours–minutes–seconds');
    });
  }

  test('/countdown/birthday: a typed future birth date gets a message and stays out of the link', async ({ page }) => {
    await page.goto('/countdown/birthday?birth=1990-05-01');
    await ready(page);
    const field = page.getByLabel('Your birth date');
    await field.fill('2030-01-01');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(result(page)).toContainText('That birth date is in the future');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('?birth=1990-05-01');
    await page.goto('/countdown/birthday?birth=2999-01-01');
    await hydrated(page);
    expect(new URL(page.url()).search).toBe('');
  });

  for (const path of ['/countdown/thanksgiving', '/countdown/christmas']) {
    for (const day of ['2026-11-25', '2026-11-26', '2026-12-24', '2026-06-15']) {
      test(`${path} on ${day}: the facts leave no blank band`, async ({ page }) => {
        await page.clock.setFixedTime(new Date(`${day}T12:00:00`));
        await page.goto(path);
        await ready(page);
        const facts = page.getByRole('heading', { name: 'Facts' }).locator('xpath=following-sibling::ul[1]/li');
        // The three computed facts (weeks away, weekdays and weekend days in between) and the page's own.
        await expect(facts.nth(0)).toHaveText(/^That (is|was) /);
        await expect(facts.nth(1)).toHaveText(/^Weekdays in between: /);
        await expect(facts.nth(2)).toHaveText(/^Weekend days in between: /);
        expect(await facts.count()).toBeGreaterThan(3);
        // Each fact is as tall as its own text (its line boxes are a little taller than the glyphs'
        // boxes measured here): no room kept for a longer one, which would be a line or more.
        const gaps = await facts.evaluateAll((items) =>
          items.map((li) => {
            const range = document.createRange();
            range.selectNodeContents(li);
            const lines = [...range.getClientRects()];
            const text = Math.max(...lines.map((r) => r.bottom)) - Math.min(...lines.map((r) => r.top));
            return Math.round(li.getBoundingClientRect().height - text);
          }),
        );
        for (const gap of gaps) expect(gap).toBeLessThan(10);
      });
    }
  }
});

test('one primary style for every form’s main action', async ({ page }) => {
  const mainActions: [path: string, name: string][] = [
    ['/', 'Calculate Date'],
    ['/countdown/birthday', 'Count down'],
    ['/countdown/halloween', 'Count down'],
    ['/special-days/memorial-labor', 'Show dates'],
    ['/leap-year-checker', 'Check Year'],
  ];
  const colours = new Set<string>();
  for (const [path, name] of mainActions) {
    await page.goto(path);
    await hydrated(page);
    colours.add(await page.getByRole('button', { name, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor));
  }
  expect([...colours]).toHaveLength(1);
});

test.describe('links carry only what the page uses', () => {
  test('/: switching tabs drops the keys of the tab left; a link with other tabs’ keys is rewritten', async ({ page }) => {
    await page.goto('/?days=45&business=true');
    await ready(page);
    await page.getByRole('tab', { name: 'Between Dates' }).click();
    await expect(page).toHaveURL(/\/\?tab=between$/);
    await page.getByRole('tab', { name: 'Standard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/?tab=between&business=true&date=2000-01-01');
    await hydrated(page);
    expect(new URL(page.url()).search).toBe('?tab=between');
  });

  test('/business-days-calculator: a link keeps the open mode’s keys', async ({ page }) => {
    await page.goto('/business-days-calculator?mode=count&days=9&from=2025-01-01&holidays=us');
    await hydrated(page);
    expect(new URL(page.url()).search).toBe('?mode=count&from=2025-01-01&holidays=us');
  });
});
