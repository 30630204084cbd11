import type { Page } from '@playwright/test';
import { axe, darkMode, expect, hydrated, layoutShifts, ready, recordLayoutShifts, result, test } from './fixtures';

/**
 * The visitor's own working-day calendar, offered from the browser's language and time zone and
 * applied only by a click (decisions §26), and the calendar a country page opens.
 */

const RIYADH = { locale: 'ar-SA', timezoneId: 'Asia/Riyadh' };
const LONDON = { locale: 'en-GB', timezoneId: 'Europe/London' };

/** Tuesday, March 10, 2026, 09:00 in Riyadh: the visitor's today on every page below. */
const NOW = new Date('2026-03-10T06:00:00Z');

const offer = (page: Page) => page.getByRole('region', { name: 'Your working-day calendar' });
const useSaudi = (page: Page) => page.getByRole('button', { name: 'Use Saudi Arabia’s weekend and holidays' });

/**
 * A visitor's first sign on the page (the offer loads on the first pointer, touch, key or scroll
 * after hydration): a pointer moved over it.
 */
const visit = (page: Page) => page.mouse.move(5, 5);

/** Waits until the page has loaded the offer's code and made its decision (the live region is there, empty or not). */
async function offerDecided(page: Page) {
  await visit(page);
  await expect(page.locator('[data-calendar-offer-status]')).toBeAttached({ timeout: 15_000 });
}

// Five business days from Tuesday, March 17, 2026: Saturday and Sunday off, no holidays (the link's defaults).
const BUSINESS = '/business-days-calculator?start=2026-03-17';
const DEFAULT_RESULT = ['Tuesday, March 24, 2026', 'Weekend days skipped: Saturday and Sunday (2 days).', 'Holidays are not excluded.'];

for (const width of [375, 1280]) {
  test.describe(`a visitor in Riyadh at ${width} px`, () => {
    test.use({ ...RIYADH, viewport: { width, height: 800 } });

    test('is offered Saudi Arabia’s calendar, moving nothing; one click puts it in the address and the result', async ({ page, problems }) => {
      await page.clock.install({ time: NOW });
      // The page's own address, as Lighthouse loads it (a link's start date moves the start field after hydration).
      await recordLayoutShifts(page);
      await page.goto('/business-days-calculator');
      await ready(page);
      await visit(page);
    await visit(page);
      await expect(offer(page)).toContainText('Counting working days in Saudi Arabia?');
      await expect(useSaudi(page)).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
      await page.goto(BUSINESS);
      await ready(page);
      await visit(page);
    await visit(page);
      for (const line of DEFAULT_RESULT) await expect(result(page)).toContainText(line);
      await expect(useSaudi(page)).toBeVisible();
      // The page as it is before the click: nothing was applied.
      await expect(page).toHaveURL(BUSINESS);
      await useSaudi(page).click();
      await expect(page).toHaveURL(`${BUSINESS}&holidays=sa`);
      await expect(result(page)).toContainText('Monday, March 30, 2026');
      await expect(result(page)).toContainText('Weekend days skipped: Friday and Saturday (4 days).');
      await expect(result(page)).toContainText('Eid al-Fitr Holiday: Thursday, March 19, 2026');
      await expect(offer(page)).toHaveCount(0);
      // The control shows the choice, as if made by hand.
      await expect(page.getByLabel('Holidays', { exact: true })).toHaveValue('sa');
      expect(problems).toEqual([]);
    });

    test('is not offered anything on a link that sets the calendar, even to its defaults', async ({ page, problems }) => {
      await page.clock.install({ time: NOW });
      for (const keys of ['holidays=none', 'weekend=sat,sun', 'off=2026-03-18']) {
        await page.goto(`${BUSINESS}&${keys}`);
        await ready(page);
        await visit(page);
      await visit(page);
    await visit(page);
        await offerDecided(page);
        await expect(offer(page)).toHaveCount(0);
      }
      expect(problems).toEqual([]);
    });
  });
}

test.describe('a visitor in Riyadh at 1280 px, every page with the working-day calendar', () => {
  test.use({ ...RIYADH, viewport: { width: 1280, height: 800 } });

  test('the calendar generator marks Saudi Arabia’s holidays in one click', async ({ page, problems }) => {
    await page.clock.install({ time: NOW });
    await page.goto('/calendar-generator');
    await ready(page);
    await visit(page);
    await useSaudi(page).click();
    await expect(page).toHaveURL('/calendar-generator?holidays=sa');
    const march = page.getByRole('table', { name: 'March 2026' });
    await expect(march.getByRole('cell', { name: /Eid al-Fitr Holiday/ }).first()).toHaveText(/^19/);
    await expect(result(page)).toContainText('Shaded grey: the weekend (Friday and Saturday)');
    // A link to the US federal holidays, this page's default, is a choice made: no offer.
    await page.goto('/calendar-generator?month=2026-03&holidays=us');
    await ready(page);
    await visit(page);
    await offerDecided(page);
    await expect(offer(page)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('days between dates counting business days, and the date calculator’s business tab', async ({ page, problems }) => {
    await page.clock.install({ time: NOW });
    await page.goto('/days-between-dates?from=2026-03-17&to=2026-03-31&workdays=true');
    await ready(page);
    await visit(page);
    await expect(result(page)).toContainText('11 business days');
    await useSaudi(page).click();
    await expect(page).toHaveURL('/days-between-dates?from=2026-03-17&to=2026-03-31&workdays=true&holidays=sa');
    await expect(result(page)).toContainText('Holidays of Saudi Arabia skipped');
    // Counting calendar days, the calendar is not what the page counts: no offer.
    await page.goto('/days-between-dates?from=2026-03-17&to=2026-03-31');
    await ready(page);
    await visit(page);
    await offerDecided(page);
    await expect(offer(page)).toHaveCount(0);
    await page.goto('/?tab=business&start=2026-03-17&days=5');
    await ready(page);
    await visit(page);
    await useSaudi(page).click();
    await expect(page).toHaveURL(/[?&]holidays=sa(&|$)/);
    await expect(result(page)).toContainText('Monday, March 30, 2026');
    expect(problems).toEqual([]);
  });

  test('the project timeline: into the form, and into the address of a schedule shown', async ({ page, problems }) => {
    await page.clock.install({ time: NOW });
    await page.goto('/project-timeline-calculator?start=2026-03-17&task=5b:Build');
    await expect(page.getByText('Build')).not.toHaveCount(0);
    await visit(page);
    await useSaudi(page).click();
    await expect(page).toHaveURL(/holidays=sa/);
    // Five business days from Tuesday, March 17: the 17th, the 18th, the 25th, the 26th and Sunday, the 29th.
    await expect(page.getByRole('main')).toContainText('Project endSunday, March 29, 2026');
    await expect(page.getByRole('main')).toContainText('Eid al-Fitr Holiday: Thursday, March 19, 2026');
    expect(problems).toEqual([]);
  });

  test('reached and answered by the keyboard, and axe finds nothing in light and dark', async ({ page, problems }) => {
    await page.clock.install({ time: NOW });
    await page.goto(BUSINESS);
    await ready(page);
    await visit(page);
    await expect(useSaudi(page)).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await darkMode(page);
    expect(await axe(page)).toEqual([]);
    // After the page's own button, the offer's.
    await page.getByRole('button', { name: 'Calculate Date' }).focus();
    await page.keyboard.press('Tab');
    await expect(useSaudi(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'No thanks' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(offer(page)).toHaveCount(0);
    await expect(page).toHaveURL(BUSINESS);
    for (const line of DEFAULT_RESULT) await expect(result(page)).toContainText(line);
    // The focus, on a button that went away, is on the page's main region.
    await expect(page.locator('#main')).toBeFocused();
    expect(problems).toEqual([]);
  });
});

test.describe('a visitor in London', () => {
  test.use({ ...LONDON, viewport: { width: 375, height: 800 } });

  test('is offered the United Kingdom’s holidays, worded for what changes: the weekend stays', async ({ page, problems }) => {
    await page.clock.install({ time: new Date('2026-12-01T09:00:00Z') });
    await page.goto('/business-days-calculator?start=2026-12-23&days=3');
    await ready(page);
    await visit(page);
    await expect(result(page)).toContainText('Monday, December 28, 2026');
    await page.getByRole('button', { name: 'Use the United Kingdom’s holidays' }).click();
    await expect(page).toHaveURL('/business-days-calculator?start=2026-12-23&days=3&holidays=gb');
    await expect(result(page)).toContainText('Wednesday, December 30, 2026');
    expect(problems).toEqual([]);
  });
});

test.describe('a visitor whose language and time zone disagree', () => {
  test.use({ locale: 'en-US', timezoneId: 'Asia/Riyadh', viewport: { width: 1280, height: 800 } });

  test('is offered both, the language’s first', async ({ page, problems }) => {
    await page.clock.install({ time: NOW });
    await page.goto(BUSINESS);
    await ready(page);
    await visit(page);
    await expect(offer(page)).toContainText('Counting working days in the United States or Saudi Arabia?');
    const buttons = offer(page).getByRole('button');
    await expect(buttons).toHaveText(['Use the United States’ holidays', 'Use Saudi Arabia’s weekend and holidays', 'No thanks']);
    await buttons.nth(1).click();
    await expect(page).toHaveURL(`${BUSINESS}&holidays=sa`);
    expect(problems).toEqual([]);
  });
});

test('a link without calendar keys gives the same result in every locale and zone before any click', async ({ browser }) => {
  const results: string[] = [];
  for (const options of [RIYADH, LONDON, { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' }, { locale: 'en-US', timezoneId: 'America/New_York' }]) {
    const context = await browser.newContext({ ...options, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.clock.install({ time: NOW });
    await page.goto(BUSINESS);
    await ready(page);
    await visit(page);
    await offerDecided(page);
    results.push(await result(page).innerText());
    await context.close();
  }
  for (const line of DEFAULT_RESULT) expect(results[0]).toContain(line);
  expect(new Set(results).size).toBe(1);
});

test.describe('the calendar from a country page', () => {
  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      // 2026, checked by hand: January 1 is a Thursday. ISO 8601 week 1 is Monday, December 29, 2025 to
      // Sunday, January 4, and week 53 Monday, December 28, 2026 to Sunday, January 3, 2027. From Sunday,
      // week 1 holds January 1 (December 28, 2025 to January 3), so the row from Sunday, January 4 is week 2,
      // and the row from Sunday, December 27, 2026 holds January 1, 2027: week 1.
      test('Germany’s opens with Monday weeks and ISO week numbers', async ({ page, problems }) => {
        await page.clock.install({ time: new Date('2026-06-15T10:00:00Z') });
        await page.goto('/holidays/germany');
        await hydrated(page);
        await page.getByRole('link', { name: 'Calendar of 2026 with these holidays' }).click();
        await expect(page).toHaveURL('/calendar-generator?view=year&month=2026-01&weekStart=mon&holidays=de');
        const january = page.getByRole('table', { name: 'January 2026' });
        await expect(january.getByRole('row').first()).toHaveText('WkMoTuWeThFrSaSu');
        await expect(january.getByRole('rowheader')).toHaveText(['1', '2', '3', '4', '5']);
        await expect(january.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(/^1/);
        await expect(page.getByRole('table', { name: 'December 2026' }).getByRole('rowheader')).toHaveText(['49', '50', '51', '52', '53']);
        await expect(result(page)).toContainText('Week numbers: ISO 8601 (weeks from Monday; week 1 is the week with the year’s first Thursday).');
        expect(problems).toEqual([]);
      });

      test('Saudi Arabia’s opens with Sunday weeks, numbered from the week with January 1', async ({ page, problems }) => {
        await page.clock.install({ time: new Date('2026-06-15T10:00:00Z') });
        await page.goto('/holidays/saudi-arabia');
        await hydrated(page);
        await page.getByRole('link', { name: 'Calendar of 2026 with these holidays' }).click();
        await expect(page).toHaveURL('/calendar-generator?view=year&month=2026-01&holidays=sa');
        const january = page.getByRole('table', { name: 'January 2026' });
        await expect(january.getByRole('row').first()).toHaveText('WkSuMoTuWeThFrSa');
        await expect(january.getByRole('rowheader')).toHaveText(['1', '2', '3', '4', '5']);
        // The row from Sunday, January 4: week 2.
        await expect(january.getByRole('row').nth(2).getByRole('cell').first()).toHaveText(/^4/);
        await expect(page.getByRole('table', { name: 'December 2026' }).getByRole('rowheader')).toHaveText(['49', '50', '51', '52', '1']);
        await expect(result(page)).toContainText('Week numbers: week 1 is the week with January 1, counted in weeks from Sunday, as US calendars number them');
        expect(problems).toEqual([]);
      });
    });
  }
});
