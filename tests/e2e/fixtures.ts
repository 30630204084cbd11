import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';

/**
 * Every page test fails on a console error or warning, an uncaught exception, a Content
 * Security Policy violation, or a request to another origin: the site computes everything locally.
 */
/** How a Content Security Policy report is listed among a test's problems: the directive, then what it blocked. */
export const POLICY_VIOLATION = 'policy violation: ';

export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page, baseURL }, use) => {
    const problems: string[] = [];
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    page.on('console', (message) => {
      // Playwright's own note where the suite blocks the service worker (all but offline.spec.ts).
      if (message.text() === 'Service Worker registration blocked by Playwright') return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // The site's Content Security Policy is on (its <meta> and the server's header): any report is a problem.
    await page.exposeFunction('reportPolicyViolation', (text: string) => problems.push(`${POLICY_VIOLATION}${text}`));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation(
          `${event.effectiveDirective} ${event.blockedURI}`,
        ),
      ),
    );
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith('data:') && new URL(url).origin !== origin) problems.push(`request to another origin: ${url}`);
    });
    await use(problems);
  },
});

export { expect };

/** The main result of a calculator. */
export const result = (page: Page) => page.getByTestId('result').first();

/** Waits until the page has hydrated and rendered the visitor's date (the result is filled in). */
export async function ready(page: Page) {
  await hydrated(page);
  await expect(result(page)).not.toHaveAttribute('aria-busy');
  await expect(result(page)).not.toContainText('Working out the result');
}

/**
 * Waits until React has hydrated the page (the app marks `html[data-hydrated]`), so a click
 * meant for the live page is not taken by the prerendered form.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

/** Opens `url` (where a JavaScript-less submit landed) in a page with JavaScript, as a visitor's next visit would. */
export async function openWithJavaScript(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto(url);
  await ready(page);
  return page;
}

/**
 * Waits until the CSS transitions and finite animations running now have ended (a colour
 * change after the theme switched, a toast sliding in): axe reads colours as they are painted.
 * It looks again until two looks in a row find nothing, for a part that starts its transitions
 * late: a section drawn lazily (`content-visibility: auto`) restyles only some frames after it
 * nears the viewport.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Done once two checks in a row (four frames) find nothing running.
    for (let round = 0, quiet = 0; round < 20 && quiet < 2; round++) {
      await frame();
      // Only animations in time: a scroll-driven one (the cue of a region that scrolls sideways)
      // follows the scroll position and never ends.
      const running = document
        .getAnimations()
        .filter((a) => a.timeline instanceof DocumentTimeline && a.effect?.getComputedTiming().endTime !== Infinity);
      quiet = running.length === 0 ? quiet + 1 : 0;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** Switches the system setting to dark mid-test, once its colour transitions have run. */
export async function darkMode(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await settled(page);
}

/**
 * An axe run on the page as it is. Legacy mode runs axe in the page itself: the default opens a
 * blank page to gather the results of every frame, some 2 s a run, and the site has no frames.
 */
export const axeBuilder = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

/**
 * Draws the sections the browser draws only near the viewport (`.below-fold`, `content-visibility:
 * auto`), and waits for their colour transitions: axe misreads the colours of a part never painted,
 * and one that starts drawing as axe reads it is caught mid-transition.
 */
export async function drawLazySections(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('.below-fold')) element.style.contentVisibility = 'visible';
  });
  await settled(page);
}

/**
 * axe's violations on the whole page, its lazily drawn sections drawn. A run reads every element
 * (seconds on a long page while the other worker shares the cores), so it adds 15 s to the test's time.
 */
export async function axe(page: Page) {
  test.info().setTimeout(test.info().timeout + 15_000);
  await drawLazySections(page);
  const { violations } = await axeBuilder(page).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`);
}

/** Records every layout shift of each page the test opens from its first paint on. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts of the page open now (see `recordLayoutShifts`). */
export async function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}
