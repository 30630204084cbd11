/**
 * Offline after a visit: the service worker precaches the shell and the calculator kits, and
 * caches each page when it is visited (the first page too, which it is handed once it takes
 * control). With the network off, every page visited opens, with or without a query string, and
 * its calculator works; a page never visited is not stored.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkPerCalculator } from './guide-checks';
import { expect, hydrated, ready, result, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

test('every page visited works with the network off, the first one included; others are not stored', async ({ page, context, problems, request }) => {
  test.setTimeout(240_000);
  const precached = await (await request.get('/sw.js')).text();
  expect(precached).toContain('"index.html"');
  expect(precached).not.toMatch(/"(about|days-between-dates|terms)\.html"/);

  const first = '/days-between-dates';
  await page.goto(first);
  await hydrated(page);
  // The worker registers once the page is idle, precaches the shell, takes control and is handed
  // this page, which it stores.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/days-between-dates', { ignoreSearch: true }))), { timeout: 30_000 }).toBe(true);

  for (const link of ['/', '/about']) {
    await page.goto(link);
    await hydrated(page);
  }
  // A calculator is visited until its result shows: the code its result needs (a mode's own
  // chunk, loaded on demand) is then fetched, and so stored. Leaving at hydration left it
  // unfetched now and then, and the page could not show offline what it never loaded.
  for (const check of checkPerCalculator) {
    await page.goto(check.link);
    await ready(page);
  }

  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  for (const path of [first, '/', '/about']) {
    // The page itself from the cache, then the same page with a query string, run to hydration.
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    await expect(page.locator('h1'), path).not.toBeEmpty();
    const url = `${path}?utm_source=offline&x=%3Cb%3E`;
    await page.goto(url);
    await hydrated(page);
    await expect(page.locator('h1'), url).toHaveCount(1);
    await expect(page.locator('h1'), url).not.toBeEmpty();
  }
  // Calculators with their inputs in the query string.
  for (const check of checkPerCalculator) {
    await page.goto(check.link);
    await ready(page);
    await expect(result(page), check.link).toContainText(check.result);
  }
  // And a form submitted offline on the first page.
  await page.goto(first);
  await ready(page);
  await page.getByLabel('Start date', { exact: true }).fill('2026-01-01');
  await page.getByLabel('End date', { exact: true }).fill('2026-12-25');
  await expect(result(page)).toContainText('359 days');
  expect(problems).toEqual([]);
  // A page never visited is not there.
  await expect(page.goto('/terms')).rejects.toThrow();
});

test('a country page visited works offline, and so does one reached by a link, from its stored data file', async ({ page, context, problems }) => {
  test.setTimeout(120_000);
  const stored = (path: string) => page.evaluate(async (url) => Boolean(await caches.match(url, { ignoreSearch: true })), path);
  const go = (path: string) => page.evaluate((to) => (history.pushState(null, '', to), dispatchEvent(new PopStateEvent('popstate'))), path);
  await page.goto('/about');
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);
  // A country page opened (its props are in its HTML), then another reached by a link (its props' file).
  await page.goto('/holidays/germany');
  await hydrated(page);
  await expect.poll(() => stored('/holidays/germany'), { timeout: 30_000 }).toBe(true);
  await go('/holidays/france');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Public Holidays in France \d{4}$/);
  await expect.poll(() => stored('/data/pages/holidays/france.json'), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => stored('/data/holidays/fr.json'), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  const response = await page.goto('/holidays/germany?year=2027');
  expect(response?.fromServiceWorker()).toBe(true);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public Holidays in Germany 2027');
  await go('/holidays/france');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Public Holidays in France \d{4}$/);
  await expect(page.getByRole('table', { name: /Public holidays in France/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the site can be installed: a manifest with icons, and a worker that controls the page', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: expect.stringContaining('Datewise'), start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await page.goto('/about');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('a new deploy is offered quietly, and Reload brings it in', async ({ page }) => {
  // The new deploy is made in a copy of the site with a server of its own: the other tests,
  // running alongside, keep reading the built site as it is.
  const root = await mkdtemp(join(tmpdir(), 'datewise-deploy-'));
  await cp('dist', join(root, 'dist'), { recursive: true });
  const port = Number(new URL(test.info().project.use.baseURL ?? 'http://localhost:4174').port) + 100;
  const server = spawn(process.execPath, [resolve('scripts/serve.mjs'), '--quiet', '--port', String(port)], { cwd: root, stdio: 'ignore' });
  try {
    const origin = `http://localhost:${port}`;
    await expect.poll(() => fetch(`${origin}/about`).then((r) => r.status, () => 0)).toBe(200);
    await page.goto(`${origin}/about`);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);
    // The next deploy: a service worker that differs by a byte.
    const worker = join(root, 'dist', 'sw.js');
    await writeFile(worker, `${await readFile(worker, 'utf8')}\n// next deploy\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of Datewise is available.' });
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Datewise');
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    server.kill();
    await rm(root, { recursive: true, force: true });
  }
});
