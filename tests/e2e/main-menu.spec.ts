/** The main links: the desktop header and the phone menu reach the holidays and the time zone tools. */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** The header's links, as the desktop header shows them after the logo's link home (the date calculator). */
const MAIN = [
  { name: 'Business Days', path: '/business-days-calculator' },
  { name: 'Time Zones', path: '/time-zone-calculator' },
  { name: 'Meeting Planner', path: '/meeting-planner' },
  { name: 'World Clock', path: '/world-clock' },
  { name: 'Public Holidays', path: '/holidays' },
];

/** The header's row: its height, and whether anything in it is wider than the row or than the page. */
const headerBox = (page: Page) =>
  page.evaluate(() => {
    const row = document.querySelector('header > div')!;
    const tops = [...row.querySelectorAll('a, button, summary')].filter((el) => el.checkVisibility() && !el.closest('details nav')).map((el) => el.getBoundingClientRect());
    return {
      height: row.getBoundingClientRect().height,
      overflow: row.scrollWidth > row.clientWidth || document.documentElement.scrollWidth > window.innerWidth,
      // Every control of the header's row (not the open menu's links) on one line, inside its 56 px.
      outside: tops.filter((box) => box.top < 0 || box.bottom > 56).length,
    };
  });

for (const width of [1024, 1280]) {
  test(`at ${width} px the header links the holidays and each time zone tool on one line`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/faq');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const { name, path } of MAIN) {
      await expect(nav.getByRole('link', { name, exact: true }), name).toHaveAttribute('href', path);
    }
    // Each link's text on one line, all at the same height.
    const boxes = await nav.getByRole('link').evaluateAll((links) => links.filter((a) => a.getClientRects().length > 0).map((a) => a.getBoundingClientRect()));
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    expect(Math.max(...boxes.map((box) => box.height))).toBeLessThan(40);
    expect(await headerBox(page)).toEqual({ height: 56, overflow: false, outside: 0 });
    await nav.getByRole('link', { name: 'Public Holidays' }).click();
    await expect(page).toHaveURL(/\/holidays$/);
    await expect(nav.getByRole('link', { name: 'Public Holidays' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'World Clock' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('World Clock');
    expect(problems).toEqual([]);
  });
}

for (const width of [375, 768]) {
  test(`at ${width} px the header fits and the phone menu links the holidays and the time zone tools`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/age-calculator');
    await hydrated(page);
    expect(await headerBox(page)).toEqual({ height: 56, overflow: false, outside: 0 });
    await page.locator('header summary').click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    const main = menu.getByRole('list').first();
    await expect(menu.getByRole('heading', { name: 'Main pages' })).toBeVisible();
    for (const { name, path } of [{ name: 'Home', path: '/' }, ...MAIN.slice(1)]) {
      await expect(main.getByRole('link', { name, exact: true }), name).toHaveAttribute('href', path);
    }
    // The age calculator's own section lists the date calculators: the main group leaves them to it.
    await expect(main.getByRole('link', { name: 'Business Days', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Business Days', exact: true })).toHaveCount(1);
    expect(await headerBox(page)).toEqual({ height: 56, overflow: false, outside: 0 });
    await main.getByRole('link', { name: 'Public Holidays' }).click();
    await expect(page).toHaveURL(/\/holidays$/);
    await expect(menu).toBeHidden();
    // Once the page has come (its chunk loads after the address changes), the menu opens again.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holiday Calculator');
    await page.locator('header summary').click();
    await menu.getByRole('link', { name: 'Meeting Planner', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meeting Planner');
    expect(problems).toEqual([]);
  });
}

test('before JavaScript, the phone menu’s main links are plain links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto('/about');
  await page.locator('header summary').click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Time Zones' }).click();
  await expect(page).toHaveURL(/\/time-zone-calculator$/);
  await context.close();
});
