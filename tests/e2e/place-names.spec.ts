/**
 * Place names in the zone boxes, at 375 and 1280 px: cities by their proper names and found by
 * former ones (Bangalore, Bombay, Kiev), zones by today's ids (a browser in India reports
 * Asia/Calcutta), and the quick picks named by city and the abbreviation of the chosen date.
 */
import { axe, darkMode, expect, ready, result, test } from './fixtures';
import type { Page } from '@playwright/test';

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.slow();

    test('the converter’s quick picks name the city and the abbreviation in force on the date', async ({ page, problems }) => {
      await page.goto('/time-zone-calculator?date=2026-07-15&time=12:00&from=EST&to=CST');
      await ready(page);
      // The spec's labels in old links still name their zones: EST is New York, CST is Shanghai.
      await expect(page).toHaveURL(/from=America\/New_York&to=Asia\/Shanghai$/);
      await expect(result(page)).toContainText('In Shanghai (Asia/Shanghai)00:00 (12:00 AM)Thursday, July 16, 2026');
      const picks = page.getByRole('group', { name: 'Quick picks for from time zone' });
      await expect(picks.getByRole('button')).toHaveText([
        'UTC',
        'New York (EDT)',
        'Los Angeles (PDT)',
        'London (BST)',
        'Tokyo (JST)',
        'Paris (CEST)',
        'Kolkata (IST)',
        'Shanghai (China Standard Time)',
      ]);
      await expect(picks.getByRole('button', { name: 'New York (EDT): Eastern Daylight Time' })).toHaveAttribute('aria-pressed', 'true');
      const table = page.getByRole('table', { name: 'The same moment in eight zones' });
      await expect(table.getByRole('row', { name: /^New York \(EDT\) 12:00/ })).toBeVisible();
      await expect(table.getByRole('row', { name: /^London \(BST\) 17:00/ })).toBeVisible();
      expect(await fitsWidth(page)).toBe(true);

      // On a January date the same picks say the winter abbreviations.
      await page.goto('/time-zone-calculator?date=2026-01-15&time=12:00&from=America/New_York&to=Europe/Paris');
      await ready(page);
      await expect(picks.getByRole('button')).toHaveText(['UTC', 'New York (EST)', 'Los Angeles (PST)', 'London (GMT)', 'Tokyo (JST)', 'Paris (CET)', 'Kolkata (IST)', 'Shanghai (China Standard Time)']);
      // A pick sets its zone.
      await page.getByRole('group', { name: 'Quick picks for to time zone' }).getByRole('button', { name: /^London \(GMT\)/ }).click();
      await page.getByRole('button', { name: 'Convert' }).click();
      await expect(page).toHaveURL(/to=Europe\/London$/);
      await expect(result(page)).toContainText('In London (Europe/London)17:00 (5:00 PM)');
      expect(await axe(page)).toEqual([]);
      await darkMode(page);
      expect(await axe(page)).toEqual([]);
      expect(problems).toEqual([]);
    });

    test('the converter finds cities by former names and shows them with their accents', async ({ page, problems }) => {
      await page.goto('/time-zone-calculator?date=2026-07-15&time=12:00&from=UTC&to=UTC');
      await ready(page);
      const to = page.getByRole('combobox', { name: 'To time zone' });
      const list = page.getByRole('listbox', { name: 'To time zone: matching places' });
      for (const [typed, shown] of [
        ['Bangalore', 'Bengaluru, India · Asia/Kolkata'],
        ['Sao Paulo', 'São Paulo, Brazil · America/Sao_Paulo'],
        ['Munchen', 'Munich, Germany · Europe/Berlin'],
        ['Saigon', 'Ho Chi Minh City, Vietnam · Asia/Ho_Chi_Minh'],
        ['bogota', 'Bogotá, Colombia · America/Bogota'],
      ] as const) {
        await to.fill(typed);
        await expect(list.getByRole('option').first()).toContainText(shown);
      }
      await to.fill('Bangalore');
      await to.press('Enter');
      await expect(to).toHaveValue('Bengaluru');
      await page.getByRole('button', { name: 'Convert' }).click();
      await expect(page).toHaveURL(/to=Asia\/Kolkata&toCity=Bengaluru$/);
      await expect(result(page)).toContainText('In Bengaluru (Asia/Kolkata)17:30 (5:30 PM)');
      expect(await fitsWidth(page)).toBe(true);
      expect(problems).toEqual([]);
    });

    test('the meeting planner adds places by former names and shows today’s zone ids', async ({ page, problems }) => {
      // Old ids in a link are read as today's.
      await page.goto('/meeting-planner?places=Asia/Calcutta,Europe/Kiev&date=2026-12-01');
      await ready(page);
      await expect(page).toHaveURL(/places=Asia\/Kolkata,Europe\/Kyiv/);
      await expect(page.getByRole('region', { name: /^Hours of / }).locator('table thead th')).toHaveText([/^Kolkata/, /^Kyiv/, 'Working']);
      await expect(page.getByText(/Calcutta|Kiev/)).toHaveCount(0);

      await page.getByRole('textbox', { name: 'Add a place' }).click();
      const add = page.getByRole('combobox', { name: 'Add a place' });
      await add.fill('Bombay');
      await expect(page.getByRole('option').first()).toContainText('Mumbai, India');
      await add.press('Enter');
      await page.getByRole('button', { name: 'Show hours' }).click();
      await expect(page).toHaveURL(/places=Asia\/Kolkata,Europe\/Kyiv,Asia\/Kolkata~Mumbai/);
      await expect(page.getByRole('region', { name: /^Hours of / }).locator('table thead th')).toHaveText([/^Kolkata/, /^Kyiv/, /^Mumbai/, 'Working']);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('a browser in India', () => {
  test.use({ timezoneId: 'Asia/Calcutta', viewport: { width: 375, height: 900 } });

  test('sees its own zone as Asia/Kolkata, not Calcutta', async ({ page, problems }) => {
    await page.goto('/time-zone-calculator');
    await ready(page);
    await expect(page.getByRole('combobox', { name: 'From time zone' })).toHaveValue('Asia/Kolkata');
    await page.getByLabel('Time', { exact: true }).fill('09:00');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(page).toHaveURL(/from=Asia\/Kolkata/);
    await expect(result(page)).toContainText('Kolkata (Asia/Kolkata)');
    await expect(page.getByText(/Calcutta/)).toHaveCount(0);

    await page.goto('/world-clock');
    await ready(page);
    await expect(page.getByText(/Calcutta/)).toHaveCount(0);
    await expect(page.getByText(/Kolkata/).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});
