/**
 * Wide content on a phone and a desktop: words wrap only between words, and nothing is hidden
 * sideways without a cue (a shade at the edge and a line of text, `ScrollArea` and code blocks).
 * The phone's visit to each page also checks its apostrophes and quotes (`typography.ts`).
 */
import type { Page } from '@playwright/test';
import { SCROLL_HINT } from '../../src/components/scroll-area';
import { axe, drawLazySections, expect, hydrated, test } from './fixtures';
import { templatePaths } from './paths';
import { straightQuotes } from './typography';

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

/**
 * Words of the page's tables, captions and calendar that are split over two lines. A word may
 * break after a hyphen, a dash or a slash (“jack-o-/lantern”); code (formulas, identifiers) may break
 * anywhere rather than widen a table past the screen.
 */
function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    // Text only read out (a visually hidden box, 1 px wide) is not drawn.
    const drawn = (element: Element | null) => {
      for (let e = element; e; e = e.parentElement) if (e.getBoundingClientRect().width <= 1) return false;
      return true;
    };
    for (const box of document.querySelectorAll('main :is(td, th, caption), main [data-print-calendar]')) {
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest('code, pre') || !drawn(node.parentElement)) continue;
        for (const match of node.data.matchAll(/[^\s\-/–—]+[-/–—]?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) split.push(`“${match[0]}” in “${box.textContent?.trim().slice(0, 60)}”`);
        }
      }
    }
    return [...new Set(split)];
  });
}

/**
 * Everything in the page's content that scrolls sideways and does not say so: each must be a
 * scroll cue's area whose hint is shown and whose far edge is shaded.
 */
function hiddenSideways(page: Page, hint: string): Promise<string[]> {
  return page.evaluate((hint) => {
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const overflow = getComputedStyle(element).overflowX;
      if (!['auto', 'scroll', 'hidden', 'clip'].includes(overflow) || element.closest('.sr-only, input, select, textarea')) continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      const name = `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 50)}`;
      const cue = element.classList.contains('scroll-cue-area') ? element.closest('.scroll-cue') : null;
      const hintElement = cue?.querySelector('.scroll-cue-hint');
      const frame = element.closest('.scroll-cue-frame');
      if (!cue || !hintElement || !frame) {
        problems.push(`${name}: scrolls with no cue (${element.clientWidth}/${element.scrollWidth} px)`);
        continue;
      }
      const hintStyle = getComputedStyle(hintElement);
      if (hintStyle.display === 'none' || hintStyle.visibility !== 'visible' || !hintElement.textContent?.includes(hint)) problems.push(`${name}: no hint`);
      if (Number(getComputedStyle(frame, '::after').opacity) < 0.5) problems.push(`${name}: its far edge is not shaded`);
      if (element.tabIndex !== 0) problems.push(`${name}: not focusable, so a keyboard cannot scroll it`);
      if (element.getAttribute('role') === 'region' && !element.getAttribute('aria-label')) problems.push(`${name}: a region with no name`);
    }
    return problems;
  }, hint);
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of [...templatePaths, ...WITH_RESULTS]) {
    test(`${path}: no word split over two lines; whatever scrolls sideways says so; typographic quotes`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await drawLazySections(page);
      expect(await splitWords(page)).toEqual([]);
      expect(await hiddenSideways(page, 'Scroll sideways')).toEqual([]);
      // Checked in the same visit, as it reads every page: apostrophes and quotes are typographic.
      if (templatePaths.includes(path)) expect(await straightQuotes(page)).toEqual([]);
      // The scroll regions of results are named and focusable: axe finds nothing (routes.spec checks the rest).
      if (WITH_RESULTS.includes(path)) expect(await axe(page)).toEqual([]);
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
      expect(await hiddenSideways(page, 'Scroll sideways')).toEqual([]);
      // Checked in the same visit, as it reads every page: apostrophes and quotes are typographic.
      if (templatePaths.includes(path)) expect(await straightQuotes(page)).toEqual([]);
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
