/**
 * Registry-driven checks in the browser: each template once, a family at its sample (paths.ts),
 * hydrated: head tags, errors, requests, layout, accessibility. What every path's prerendered HTML
 * must hold (its own head tags, one heading, text, links) is checked over dist/ (npm run check:dist).
 */
import { findPage, pages } from '../../src/registry/pages';
import { allPaths, inGroups, sampledPaths } from './paths';
import { canonicalUrl, documentTitle } from '../../src/shell/head';
import type { Page } from '@playwright/test';
import { POLICY_VIOLATION, axe, axeBuilder, drawLazySections, expect, hydrated, layoutShifts, recordLayoutShifts, settled, test } from './fixtures';
import { metaOf } from './page-meta';
import { expectCalculatorOnFirstScreen } from './first-screen';
import { straightQuotes } from './typography';
import { clippedTables, hiddenSideways, splitWords } from './wide-content';

/**
 * The checks of one route that need a browser, in one page load at 375 px (its head tags, errors,
 * requests, layout, typography and axe in light and dark mode), then a load at 640 and at 1280
 * px: on a wider screen more of the page is on the first screen, and results are laid out in
 * columns, so what they draw before the visitor's date is known must keep its size there too.
 */
async function checkRoute(page: Page, path: string, problems: string[]) {
  const entry = findPage(path)!;
  // A family member's own title is checked over dist/ with every member's.
  const meta = path === entry.path ? metaOf(entry.path) : undefined;
  const canonical = canonicalUrl({ path });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).not.toBeEmpty();
  if (meta) await expect(page).toHaveTitle(documentTitle(meta));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  if (entry.kind === 'calculator') await expectCalculatorOnFirstScreen(page, entry);
  await page.waitForLoadState('networkidle');
  // Nothing moved while the page loaded, hydrated and filled in the visitor's date.
  expect(await layoutShifts(page), path).toEqual([]);
  // No sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
  expect(problems.splice(0), path).toEqual([]);
  // Every heading in the page's content is drawn as one: text left outside the prose styles
  // shows its headings as plain lines.
  const plainHeadings = await page
    .locator('main :is(h2, h3, h4)')
    .evaluateAll((headings) => headings.filter((h) => Number(getComputedStyle(h).fontWeight) < 600).map((h) => h.textContent));
  expect(plainHeadings, path).toEqual([]);

  // The page's own content; the shell around it (header, sidebar, footer) is the same on
  // every route and is checked whole on two routes below. Every rule in light mode; in dark
  // mode (the system setting switched, as a visitor would) the rules that depend on colours.
  // The whole page drawn (its lazy sections too): words wrap only between words, whatever is
  // wider than the phone scrolls inside a region that says so, no table is cut off by what
  // holds it (wide-content.ts), and apostrophes and quotes are typographic, also in what
  // hydration drew (typography.ts).
  await drawLazySections(page);
  expect(await splitWords(page), path).toEqual([]);
  expect(await hiddenSideways(page), path).toEqual([]);
  expect(await clippedTables(page), path).toEqual([]);
  expect(await straightQuotes(page), path).toEqual([]);
  const light = await axeBuilder(page).include('main').analyze();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  // Its colours are read once the colour transitions to the dark ones have ended.
  await settled(page);
  const dark = await axeBuilder(page).include('main').withRules(['color-contrast', 'link-in-text-block']).analyze();
  const list = (scheme: string, violations: typeof light.violations) =>
    violations.map((v) => `${scheme}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect([...list('light', light.violations), ...list('dark', dark.violations)], path).toEqual([]);

  for (const width of [640, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page), `${path} at ${width} px`).toEqual([]);
  }
  expect(problems.splice(0), path).toEqual([]);
}

/**
 * The routes in a few groups, each one test that opens its routes one after another in one page:
 * a page load in a page already open costs a third of one in a new page (its scripts compiled,
 * its process running), and the groups still run side by side.
 */
for (const paths of inGroups(sampledPaths, 12)) {
  test(`${paths.join(', ')}: each hydrates with one h1, the right head tags, no console error, no outside request, every heading drawn as a heading, no layout shift at 375, 640 or 1280 px, fits 375 px with the calculator on the first screen, no word split over two lines, nothing scrolls sideways unsaid, no table cut off, typographic quotes, and axe finds no violations in its content in light and dark mode`, async ({ page, problems }) => {
    test.setTimeout(paths.length * 60_000);
    // Layout shifts from each page's first paint on (Lighthouse's CLS must be 0 in every run).
    await recordLayoutShifts(page);
    for (const path of paths) await test.step(path, () => checkRoute(page, path, problems));
  });
}

// Every family member's own head, heading and content are checked over dist/ (npm run check:dist);
// its other paths (`/holidays/de`, `/holidays/uk`) are redirects to it: aliases.spec.ts.

for (const path of ['/', '/about']) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${path}: axe finds no violations in the whole page, shell included, in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await axe(page)).toEqual([]);
    });
  }
}

// That the sitemap lists every canonical page is checked over dist/ (npm run check:dist).
test('the sitemap and robots.txt are served, robots.txt as text pointing at the sitemap', async ({ request }) => {
  expect((await request.get('/sitemap.xml')).ok()).toBe(true);
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('Sitemap:');
});

test('an unknown path answers 404 with the not-found screen and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect.poll(() => errors.some((e) => e.includes('/no-such-page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Date Calculator');
});

const unbuilt = pages.filter((p) => !p.load).map((p) => p.path);

test('a path that is not a built page is a 404, not a placeholder', async ({ request }) => {
  for (const path of [...unbuilt, '/no-such-page', '/faq/extra']) expect((await request.get(path)).status(), path).toBe(404);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens, navigates and closes', async ({ page, problems }) => {
    await page.goto('/leap-year-checker');
    await hydrated(page);
    // A <details> disclosure: it opens without JavaScript; its <summary> is the button.
    const menuToggle = page.locator('header details');
    const button = menuToggle.locator('summary');
    await expect(button).toHaveAccessibleName('Menu');
    await expect(menuToggle).not.toHaveAttribute('open');
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The current page's section, with the current page marked.
    await expect(menu.getByRole('heading', { name: 'Date Calculators' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Leap Year Checker' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Days Between Dates' }).click();
    await expect(page).toHaveURL(/\/days-between-dates$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Days Between Dates Calculator');
    await expect(menu).toBeHidden();
    await expect(menuToggle).not.toHaveAttribute('open');
    await expect(page).toHaveTitle(documentTitle(metaOf('/days-between-dates')));
    expect(problems).toEqual([]);
  });

  test('from a text page, the menu reaches a calculator in two clicks: its section in the hub, then its card', async ({ page, problems }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.locator('header summary').click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Leap Year Checker' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Special Days & Countdowns' }).click();
    await expect(page).toHaveURL(/\/time-calculators#group-special-days$/);
    const group = page.getByRole('region', { name: 'Special Days & Countdowns' });
    await expect(group).toBeInViewport();
    await group.getByRole('link', { name: 'Halloween Countdown' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halloween Countdown');
    expect(problems).toEqual([]);
  });
});

test('a page links its own section and the hubs, not every page', async ({ request }) => {
  const linked = async (path: string) => {
    const html = await (await request.get(path)).text();
    return new Set([...html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)].map((m) => m[1]!).filter((href) => findPage(href)));
  };
  const pages = allPaths.filter((path) => findPage(path)?.path === path);
  const about = await linked('/about');
  // The main links, the sections' hub, the content pages: well below the number of pages.
  expect(about.size).toBeLessThan(pages.length / 2);
  expect(about).toContain('/time-calculators');
  // Of the special days, only the holidays hub (a main link).
  expect([...about].filter((path) => findPage(path)?.group === 'special-days')).toEqual(['/holidays']);
  const leapYear = await linked('/leap-year-checker');
  for (const page of pages.filter((path) => findPage(path)?.group === 'date-calculators')) expect(leapYear).toContain(page);
  expect(leapYear).not.toContain('/countdown/halloween');
});

test('the theme toggle overrides the system setting and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
});

test('the security policy is served as a header and a meta tag, and it blocks an injected script', async ({ page, request, problems }) => {
  const response = await request.get('/about');
  const headers = response.headers();
  // Two inline scripts are allowed by their hashes: the theme script and an alias's page's (aliases.spec.ts).
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'(?: 'sha256-[\w+/=]+'){2};.*frame-ancestors 'none'$/);
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
  const html = await response.text();
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/);
  // Scripts get nosniff and a year's caching, not the documents' headers (two rules in _headers
  // for any number of pages; the policy's bytes would otherwise ride on every script).
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)![1]!;
  const scriptHeaders = (await request.get(script)).headers();
  expect(scriptHeaders['x-content-type-options']).toBe('nosniff');
  expect(scriptHeaders['cache-control']).toContain('immutable');
  expect(scriptHeaders['content-security-policy']).toBeUndefined();

  // The fixture reports every policy violation as a problem; here the directives are what counts.
  const violations = () =>
    problems.filter((problem) => problem.startsWith(POLICY_VIOLATION)).map((problem) => problem.slice(POLICY_VIOLATION.length).split(' ')[0]);
  await page.goto('/about');
  // The theme script ran (it is allowed by its hash): the page has a theme class or none, and no violation so far.
  expect(violations()).toEqual([]);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toContain('script-src-elem');
});
