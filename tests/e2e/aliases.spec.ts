/**
 * Aliases are redirects: `/date-between`, `/holidays/de` and the other second paths are 301s in
 * dist/_redirects (which the server follows, as Cloudflare Pages and Netlify do), with the query
 * string kept; for a host without redirects each has a small page that leads to the canonical path.
 * A page's path with a trailing slash or in other letters leads to the page's own path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { pages } from '../../src/registry/pages';
import { canonicalUrl } from '../../src/shell/head';
import { expect, hydrated, test } from './fixtures';
import { allCanonicalPaths, familyMembers } from './paths';

const distFile = (path: string) => readFileSync(join('dist', path), 'utf8');
const redirects = distFile('_redirects')
  .trim()
  .split('\n')
  .map((line) => line.split(' ') as [from: string, to: string, status: string]);

/** Answers the browser's request for `path` as a static host without redirects would: with the file that is there. */
async function asStaticHost(page: Page, path: string, file: string, status = 200) {
  // The site's security headers too, as a host that reads `_headers` (Netlify) sends them with an alias's page.
  const policy = (await page.request.get('/about')).headers()['content-security-policy']!;
  await page.route((url) => url.pathname === path, (route) =>
    route.fulfill({ status, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': policy }, body: distFile(file) }),
  );
}

test('_redirects sends every alias, and nothing else, to a canonical path with a 301; the server keeps the query string', async ({ request }) => {
  const aliases = [...pages.filter((p) => p.load).flatMap((p) => p.aliases ?? []), ...[...familyMembers.values()].flatMap((f) => f.aliases)];
  expect(redirects.map(([from]) => from).sort()).toEqual([...aliases].sort());
  const canonical = new Set(allCanonicalPaths);
  for (const [from, to, status] of redirects) {
    expect(status, from).toBe('301');
    expect(canonical.has(to), `${from} → ${to}`).toBe(true);
  }
  expect(redirects).toEqual(expect.arrayContaining([
    ['/date-between', '/days-between-dates', '301'],
    ['/days-from-valentines', '/special-days/valentine', '301'],
    ['/holidays/de', '/holidays/germany', '301'],
    ['/holidays/uk', '/holidays/united-kingdom', '301'],
  ]));
  for (const [from, to] of redirects) {
    const response = await request.get(`${from}?year=2027&types=public,bank`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(`${to}?year=2027&types=public,bank`);
  }
});

test('each alias’s own page, for a host without redirects, names its canonical page, refreshes to it and links it', () => {
  for (const [from, to] of redirects) {
    const html = distFile(`${from.slice(1)}.html`);
    expect(html, from).toContain(`<link rel="canonical" href="${canonicalUrl({ path: to })}" />`);
    expect(html, from).toContain(`<noscript><meta http-equiv="refresh" content="0; url=${to}" /></noscript>`);
    expect(html, from).toContain(`<a href="${to}">`);
    // The canonical page's title, and nothing of the page itself: a small file, not a copy.
    const title = /<title>[^<]*<\/title>/.exec(distFile(`${to.slice(1)}.html`))![0];
    expect(html, from).toContain(title);
    expect(html.length, from).toBeLessThan(2000);
  }
});

test('without redirects, an alias’s page goes to the canonical path with the query string and hash', async ({ page, problems }) => {
  await asStaticHost(page, '/holidays/de', 'holidays/de.html');
  await page.goto('/holidays/de?year=2027#holidays-table');
  await expect(page).toHaveURL(/\/holidays\/germany\?year=2027#holidays-table$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public Holidays in Germany 2027');
  // The script ran under the site's policy (its hash is allowed): no violation.
  expect(problems).toEqual([]);
});

test('without redirects or JavaScript, an alias’s page refreshes to the canonical path', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await asStaticHost(page, '/date-between', 'date-between.html');
  await page.goto('/date-between?from=2025-01-01');
  await expect(page).toHaveURL(/\/days-between-dates$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Days Between Dates Calculator');
  await context.close();
});

test('the server sends a path with a trailing slash or in other letters to the page’s own path, query string kept', async ({ request }) => {
  for (const [path, to] of [
    ['/holidays/germany/', '/holidays/germany'],
    ['/holidays/Germany?year=2027', '/holidays/germany?year=2027'],
    ['/About/', '/about'],
    ['/Holidays/DE?region=by', '/holidays/germany?region=by'],
    ['/date-between/?from=2025-01-01', '/days-between-dates?from=2025-01-01'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(to);
  }
  for (const path of ['/holidays/narnia/', '/Holidays/Narnia', '/No-Such-Page']) expect((await request.get(path)).status(), path).toBe(404);
});

test('on a static host, the 404 page sends a page’s path in other letters to the page, query string and hash kept', async ({ page, problems }) => {
  await asStaticHost(page, '/holidays/Germany', '404.html', 404);
  await page.goto('/holidays/Germany?year=2027#holidays-table');
  await expect(page).toHaveURL(/\/holidays\/germany\?year=2027#holidays-table$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public Holidays in Germany 2027');
  await asStaticHost(page, '/About', '404.html', 404);
  await page.goto('/About');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Datewise');
  // The browser reports the 404 page's status itself; nothing else went wrong.
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
});

test('on a static host, a path in other letters that is no page stays the 404 screen', async ({ page }) => {
  await asStaticHost(page, '/Holidays/Narnia', '404.html', 404);
  await page.goto('/Holidays/Narnia');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveURL(/\/Holidays\/Narnia$/);
});
