/**
 * The controls every page shares, at 375 and 1280 px: a control that is hidden claims no state
 * (expanded, pressed) and the state a shown one claims is true; and the focus indicator of every
 * control that Tab reaches is visible in both themes, on a blue (primary or selected) control too.
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

/**
 * Presses Tab through the page (at most `limit` times, until focus leaves it or comes back round)
 * and returns, for each control whose focus indicator is too faint, what is wrong. The indicator
 * must have two tones (WCAG technique C40): a ring at least 2 px wide with a halo painted between
 * it and the control, the two at 9:1 or more from each other (so one of them is 3:1 from any
 * colour), the ring 3:1 or more from what surrounds the control, and the indicator 3:1 or more
 * from the control's own colour. A visually hidden input (a 1 px box) shows its focus on its label.
 */
async function faintFocus(page: Page, limit: number): Promise<{ checked: number; faint: string[] }> {
  const faint: string[] = [];
  const seen = new Set<string>();
  let first: string | undefined;
  let checked = 0;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const report = await page.evaluate(async () => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      const key = `${focused.tagName} ${focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40)} ${Math.round(box.x)},${Math.round(box.y + window.scrollY)}`;
      // A date or time field's picker button (in the field's own shadow tree) has the browser's
      // focus ring, in the text colour: the field itself is not :focus-visible then.
      if (focused.matches('input[type=date], input[type=time]') && !focused.matches(':focus-visible')) return { key, problems: [] };
      const target = box.width <= 1 && box.height <= 1 ? (focused.closest('label') ?? focused) : focused;
      // The control's colour transitions (its outline's too) end first.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await Promise.all(target.getAnimations().map((a) => a.finished.catch(() => undefined)));
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      /** The colour painted where `layers` (outermost first) are drawn one over another, on white. */
      const paint = (layers: string[]) => {
        context.globalCompositeOperation = 'source-over';
        context.fillStyle = '#fff';
        context.fillRect(0, 0, 1, 1);
        for (const layer of layers) {
          context.fillStyle = layer;
          context.fillRect(0, 0, 1, 1);
        }
        return Array.from(context.getImageData(0, 0, 1, 1).data.subarray(0, 3));
      };
      const backgrounds = (element: Element | null) => {
        const layers: string[] = [];
        for (let e = element; e; e = e.parentElement) layers.unshift(getComputedStyle(e).backgroundColor);
        return layers;
      };
      const luminance = (rgb: number[]) => {
        const [r, g, b] = rgb.map((v) => {
          const c = v / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const contrast = (a: number[], b: number[]) => {
        const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
        return (x! + 0.05) / (y! + 0.05);
      };
      const style = getComputedStyle(target);
      const around = backgrounds(target.parentElement);
      const control = paint(backgrounds(target));
      const surroundings = paint(around);
      const ring = paint([...around, style.outlineColor]);
      const offset = parseFloat(style.outlineOffset);
      // The first shadow that is a solid band round the control (no blur, no shift) and fills the gap.
      const halo = style.boxShadow
        .split(/,(?![^(]*\))/)
        .map((shadow) => shadow.trim().match(/^(.*\))\s+0px 0px 0px ([\d.]+)px$/))
        .find((match) => match && parseFloat(match[2]!) >= Math.max(offset, 2));
      const haloColour = halo ? paint([...around, halo[1]!]) : null;
      const problems: string[] = [];
      if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) problems.push(`outline ${style.outline}`);
      if (!haloColour) problems.push(`no halo between the ring and the control (box-shadow ${style.boxShadow}, offset ${style.outlineOffset})`);
      else if (contrast(ring, haloColour) < 9) problems.push(`ring and halo ${contrast(ring, haloColour).toFixed(2)}:1`);
      if (contrast(ring, surroundings) < 3) problems.push(`ring on its surroundings ${contrast(ring, surroundings).toFixed(2)}:1`);
      const onControl = Math.max(contrast(ring, control), haloColour ? contrast(haloColour, control) : 0);
      if (onControl < 3) problems.push(`indicator on the control ${onControl.toFixed(2)}:1`);
      const name = (target.getAttribute('aria-label') ?? target.getAttribute('name') ?? target.textContent ?? '').trim().slice(0, 40) || target.tagName;
      return { key, problems: problems.map((p) => `${target.tagName.toLowerCase()} “${name}”: ${p}`) };
    });
    if (!report || report.key === first) break; // out of the page, or round again
    first ??= report.key;
    // A date field's parts (month, day, year) take one Tab each: the field is checked once.
    if (seen.has(report.key)) continue;
    seen.add(report.key);
    checked++;
    faint.push(...report.problems);
  }
  return { checked, faint };
}

const focusPages: { path: string; width: number; prepare?: (page: Page) => Promise<void> }[] = [
  // Tabs (the selected one white on a grey strip), common queries, the primary Calculate button.
  { path: '/', width: 375 },
  // Quick picks: the selected one is a primary (blue) button among outline ones.
  { path: '/time-zone-calculator', width: 375 },
  // The weekend presets (aria-pressed) and the holiday select.
  { path: '/business-days-calculator', width: 375 },
  // The emoji choices (radios hidden in their labels) and the primary Create button, enabled.
  {
    path: '/custom-event-countdown',
    width: 375,
    prepare: async (page) => {
      await page.getByLabel('Event name').fill('Launch');
      await page.getByLabel('Event date').fill('2099-03-01');
      await page.locator('body').click({ position: { x: 1, y: 1 } });
    },
  },
  { path: '/faq', width: 375 },
  // The desktop header, its sidebar toggle, the sidebar's groups and links.
  { path: '/', width: 1280 },
];

test.describe('the focus indicator is visible on every control', () => {
  for (const { path, width, prepare } of focusPages) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`${path} at ${width} px in ${scheme} mode`, async ({ page, problems }) => {
        test.slow();
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await hydrated(page);
        await prepare?.(page);
        // Keyboard focus from the top of the page.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const { checked, faint } = await faintFocus(page, 90);
        expect(checked).toBeGreaterThan(10);
        expect(faint).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  }
});

test.describe('the search dialog’s field', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px shows the site’s focus indicator outside its border, not inside it`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await hydrated(page);
      await page.getByRole('banner').getByRole('link', { name: 'Datewise' }).focus();
      await page.keyboard.press('/');
      const field = page.getByRole('combobox', { name: 'Search pages and countries' });
      await expect(field).toBeFocused();
      const styles = await field.evaluate((input) => {
        const box = input.parentElement!;
        const [inner, outer, page] = [getComputedStyle(input), getComputedStyle(box), getComputedStyle(document.body)];
        return {
          input: inner.outlineStyle,
          inputShadow: inner.boxShadow,
          outline: `${outer.outlineStyle} ${outer.outlineWidth} ${outer.outlineOffset}`,
          ring: outer.outlineColor,
          text: page.color,
          halo: outer.boxShadow,
          border: outer.borderTopWidth,
        };
      });
      // The input inside the bordered box draws nothing; the box draws the ring 2 px outside its border, with the halo.
      expect(styles.input).toBe('none');
      expect(styles.inputShadow).toBe('none');
      expect(styles.outline).toBe('solid 2px 2px');
      expect(styles.ring).toBe(styles.text);
      expect(styles.halo).toMatch(/ 0px 0px 0px 2px$/);
      expect(styles.border).toBe('1px');
      expect(problems).toEqual([]);
    });
  }
});
