/**
 * Wide content on a phone and a desktop (the checks are in `wide-content.ts`): the pages whose
 * tables and charts appear only with inputs in the address, at 375 px (every route's own visit at
 * 375 px runs the same checks in routes.spec.ts), the project timeline's schedule, and code
 * examples at 1280 px.
 */
import { SCROLL_HINT } from '../../src/components/scroll-area';
import { axe, drawLazySections, expect, hydrated, test } from './fixtures';
import { hiddenSideways, splitWords } from './wide-content';

/** Pages whose tables and charts appear only with inputs in the address. */
const WITH_RESULTS = [
  '/project-timeline-calculator?start=2027-01-04&task=5b:Design&task=7c:Shipping&task=3b:Review&task=2c:Launch&holidays=us',
  '/calendar-generator?month=2026-02',
  '/calendar-generator?month=2026-11&view=year',
  '/weekday-finder?date=2026-03-01&add=30',
  '/time-zone-calculator?date=2026-03-08&time=02:30&from=America/New_York&to=Europe/London',
  '/anniversary-calculator?start=2000-06-01',
  '/date-format-converter?date=2026-03-04',
  '/holidays?year=2026',
];

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of WITH_RESULTS) {
    test(`${path}: no word split over two lines; whatever scrolls sideways says so; axe finds nothing`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await drawLazySections(page);
      expect(await splitWords(page)).toEqual([]);
      expect(await hiddenSideways(page)).toEqual([]);
      // The scroll regions of results are named and focusable.
      expect(await axe(page)).toEqual([]);
    });
  }

  test('the project timeline’s schedule fits: duration and type follow each task’s name', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-23T18:00:00Z') });
    await page.goto(WITH_RESULTS[0]!);
    const schedule = page.getByRole('region', { name: 'Schedule table' });
    await expect(schedule).toBeVisible();
    expect(await schedule.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expect(schedule.getByRole('rowheader', { name: 'Design 5 days, Business Days' })).toBeVisible();
    await expect(schedule.getByRole('columnheader', { name: 'Duration' })).toBeHidden();
    // The chart is wider than a phone: its shaded edge and the hint under it say it scrolls.
    const chart = page.getByRole('region', { name: 'The tasks on a date axis' });
    expect(await chart.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0);
    await expect(page.locator('.scroll-cue', { has: chart }).getByText(SCROLL_HINT)).toBeVisible();
    // The schedule fits: its hint keeps its room but is not shown.
    await expect(page.locator('.scroll-cue', { has: schedule }).getByText(SCROLL_HINT)).toBeHidden();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of ['/developer-tools', '/excel-formulas']) {
    test(`${path}: code examples use the column’s width, and a line that is still longer scrolls with a cue`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await drawLazySections(page);
      const widths = await page.evaluate(() => {
        const text = document.querySelector('main .prose section > p')!.getBoundingClientRect().width;
        const column = document.querySelector('main .prose')!.getBoundingClientRect().width;
        const code = [...document.querySelectorAll('main figure.code-block')].map((figure) => figure.getBoundingClientRect().width);
        return { text, column, code };
      });
      // The text keeps its measure; the code takes the rest of the column.
      expect(widths.column).toBeGreaterThan(widths.text + 150);
      for (const width of widths.code) expect(Math.round(width)).toBe(Math.round(widths.column));
      expect(await hiddenSideways(page)).toEqual([]);
    });
  }

  test('/developer-tools: the answers in the comments of the JavaScript examples are on screen', async ({ page }) => {
    await page.goto('/developer-tools');
    await drawLazySections(page);
    for (const caption of ['JavaScript: Temporal', 'JavaScript: date-fns', 'PHP', 'Java']) {
      const code = page.locator('figure.code-block', { has: page.getByText(caption, { exact: true }) }).locator('pre');
      expect(await code.evaluate((el) => el.scrollWidth - el.clientWidth), caption).toBeLessThanOrEqual(0);
    }
  });
});
