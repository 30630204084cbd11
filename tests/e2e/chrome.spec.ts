/**
 * The controls every page shares, at 375 and 1280 px: a control that is hidden claims no state
 * (expanded, pressed) and the state a shown one claims is true.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * The toggle states on the page that a visitor cannot see: `[aria-expanded]` and `[aria-pressed]`
 * on elements that are not rendered, and toggles whose `aria-expanded` says the opposite of
 * whether what they control is shown.
 */
async function falseStates(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
    const found: string[] = [];
    for (const element of document.querySelectorAll('[aria-expanded], [aria-pressed]')) {
      const states = ['aria-expanded', 'aria-pressed'].filter((a) => element.hasAttribute(a)).map((a) => `${a}=${element.getAttribute(a)}`);
      if (!element.checkVisibility()) found.push(`${name(element)} is hidden but has ${states.join(' ')}`);
      const controls = element.getAttribute('aria-controls');
      const target = controls ? document.getElementById(controls) : null;
      const expanded = element.getAttribute('aria-expanded');
      if (element.checkVisibility() && target && expanded !== null && String(target.checkVisibility()) !== expanded) {
        found.push(`${name(element)} says aria-expanded=${expanded} but #${controls} is ${target.checkVisibility() ? 'shown' : 'hidden'}`);
      }
    }
    return found;
  });
}

test.describe('hidden controls claim no state', () => {
  for (const path of ['/about', '/', '/time-zone-calculator']) {
    test(`${path} at 375 px: the desktop sidebar toggle is hidden and stateless, the menu button is shown`, async ({ page, problems }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await hydrated(page);
      const toggle = page.locator('[data-sidebar-toggle]');
      await expect(toggle).toBeHidden();
      await expect(toggle).not.toHaveAttribute('aria-expanded');
      await expect(page.getByRole('navigation', { name: 'Calculators' })).toBeHidden();
      // What a screen reader is given: the menu button, collapsed; no sidebar button.
      await expect(page.getByRole('button', { name: 'Sidebar' })).toHaveCount(0);
      await expect(page.locator('header summary')).toBeVisible();
      await expect(page.locator('header details')).not.toHaveAttribute('open');
      expect(await falseStates(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('at 1280 px the sidebar toggle tells the truth, and a narrower window takes its state away', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Sidebar' });
    const sidebar = page.getByRole('navigation', { name: 'Calculators' });
    // The phone menu is hidden at this width, and so out of the accessibility tree.
    await expect(page.locator('header details')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    expect(await falseStates(page)).toEqual([]);

    await toggle.click();
    await expect(sidebar).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await falseStates(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.locator('[data-sidebar-toggle]')).not.toHaveAttribute('aria-expanded');
    expect(await falseStates(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    expect(await falseStates(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
