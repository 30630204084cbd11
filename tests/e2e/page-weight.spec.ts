/**
 * Small pages: a prerendered page carries the CSS rules its own HTML uses (scripts/critical-css.mjs)
 * and points at the one icon sprite file, instead of the whole stylesheet and sprite in each file.
 * - Each page's HTML holds neither the stylesheet nor the sprite, and links both files.
 * - The first paint waits for neither: a page whose stylesheet never arrives is painted.
 * - The inlined rules are all a page needs before its scripts run: a page drawn with its inlined
 *   rules alone looks exactly as it does with the whole stylesheet, its icons included (a page
 *   of each kind, light at 375 px and dark at 1280 px).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const htmlFile = (path: string) => `dist/${path === '/' ? 'index' : path.slice(1)}.html`;

test('a page carries the CSS it uses and neither the whole stylesheet nor the sprite', async ({ request }) => {
  for (const path of ['/', '/holidays/germany', '/faq', '/about']) {
    const html = readFileSync(htmlFile(path), 'utf8');
    const [, href] = html.match(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">\s*<\/body>/) ?? [];
    expect(href, `${path} links the stylesheet at the end of its body`).toBeTruthy();
    const stylesheet = await (await request.get(href!)).text();
    const inlined = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
    expect(inlined.length, path).toBeGreaterThan(2_000);
    expect(inlined.length, `${path}: its inlined CSS is well under the stylesheet`).toBeLessThan(stylesheet.length * 0.6);
    // Rules for what the page does not hold stay in the file: the calendar generator's print view, the toasts.
    expect(inlined, path).not.toContain('data-print-calendar');
    expect(inlined, path).not.toContain('data-sonner-toaster');

    expect(html, `${path} holds no icon symbols`).not.toContain('<symbol');
    const uses = [...html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)];
    expect(uses.length, path).toBeGreaterThan(5);
    const sprites = new Set(uses.map(([, file]) => file));
    expect([...sprites], path).toEqual([expect.stringMatching(/^\/assets\/icons-[\w-]+\.svg$/)]);
    const sprite = await (await request.get([...sprites][0]!)).text();
    for (const [, , id] of uses) expect(sprite, `${path}: the sprite has #${id}`).toContain(`<symbol id="${id}"`);
    expect(html.length, `${path}: ${html.length} bytes`).toBeLessThan(100_000);
  }
});

test('the first paint does not wait for the stylesheet', async ({ page }) => {
  // The stylesheet is held back for good: the page is still painted, with its inlined rules.
  await page.route('**/assets/*.css', () => undefined);
  await page.goto('/holidays/germany', { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), { timeout: 10_000 }).toBe(1);
  await expect(page.locator('h1')).toHaveCSS('font-weight', '700');
});

// One page of each kind (calculators with modes and zones, a country, hubs, a guide, a text page, search, a countdown, the 404 screen).
const sample = ['/', '/business-days-calculator', '/time-zone-calculator', '/holidays/germany', '/holidays', '/faq', '/about', '/search', '/countdown/halloween', '/no-such-page'];
for (const [theme, width] of [['light', 375], ['dark', 1280]] as const) {
  test(`pages look the same with their inlined CSS alone, ${theme} at ${width} px`, async ({ browser }) => {
    test.setTimeout(300_000);
    // Before their scripts run: pages as prerendered (the inline theme script does run), one
    // browser page with the stylesheet, one without.
    const pages = await Promise.all(
      [true, false].map(async (stylesheet) => {
        const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: theme });
        await context.route(stylesheet ? '**/assets/*.js' : '**/assets/*.{js,css}', (route) => route.abort());
        return context.newPage();
      }),
    );
    const shot = async (page: Page, path: string) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    };
    const differ: string[] = [];
    for (const path of sample) {
      const [whole, inlinedOnly] = [await shot(pages[0]!, path), await shot(pages[1]!, path)];
      if (!inlinedOnly.equals(whole)) differ.push(path);
    }
    expect(differ, 'pages that look different without the whole stylesheet').toEqual([]);
    await Promise.all(pages.map((page) => page.context().close()));
  });
}
