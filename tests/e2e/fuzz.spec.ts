/**
 * Fuzzing every route in the browser: each built page is opened with generated query strings
 * (every key of the URL contract with valid, boundary, malformed and hostile values, repeated
 * keys, broken percent-encoding, 10,000-character values), seeded and reproducible. Every one
 * keeps its h1, raises no page or console error (nor a policy violation), opens no dialog, runs
 * no injected script and renders no injected markup. One per route is a document load (which
 * also rewrites the address to its canonical form); the other thirty are client-side
 * navigations to the same route, which re-read the query string without a reload. That a
 * rejected value gives the defaults is checked for every page's parsers by the unit-level
 * property test (src/registry/query-strings.property.test.ts).
 */
import { EDGE_VALUES, HOSTILE_VALUES, URL_KEYS } from '../../src/test/query-values';
import { expect, hydrated, test } from './fixtures';
import { inGroups, templateCanonicalPaths } from './paths';

const SEED = 20261123;
const LOADS = 1;
const NAVIGATIONS = 30;

const VALUES = [...EDGE_VALUES, ...HOSTILE_VALUES];

/** mulberry32: a small seeded generator, so every run tries the same strings. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function queries(seed: number, count: number): string[] {
  const next = random(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const shape = i % 6;
    if (shape === 0) out.push(`?${pick(URL_KEYS)}=${encodeURIComponent(pick(HOSTILE_VALUES))}&${pick(URL_KEYS)}=${encodeURIComponent(pick(HOSTILE_VALUES))}`);
    else if (shape === 1) out.push(`?${pick(URL_KEYS)}=${'9'.repeat(400)}&${pick(URL_KEYS)}=${'x'.repeat(10_000)}`);
    else if (shape === 2) out.push(`?${pick(URL_KEYS)}=%E0%A4%A&${pick(URL_KEYS)}=%%30&%ZZ=1&${pick(URL_KEYS)}=${encodeURIComponent(pick(VALUES))}`);
    else {
      const params = new URLSearchParams();
      const n = 1 + Math.floor(next() * 6);
      for (let k = 0; k < n; k++) {
        const key = pick(URL_KEYS);
        params.append(key, pick(VALUES));
        if (next() < 0.3) params.append(key, pick(VALUES)); // a repeated key
      }
      out.push(`?${params}`);
    }
  }
  return out;
}

/**
 * In the page: go to each of `urls` in turn by a client-side navigation (none: stay), let React
 * render it, and say whether nothing injected ran or rendered and the page kept its one heading.
 * One round trip for all of them.
 */
async function visit(urls: readonly string[]) {
  const look = () => ({
    headings: [...document.querySelectorAll('h1')].filter((h1) => h1.textContent?.trim()).length,
    ran: (window as unknown as { pwned?: number }).pwned === 1,
    // The one inline script is the site’s own theme script (allowed by its hash); a family member
    // carries its data in a JSON script element, which never runs.
    markup: document.querySelectorAll('img[src="x"], svg[onload], [onerror], script:not([src]):not([type="application/ld+json"]):not([type="application/json"])').length,
  });
  if (urls.length === 0) return [look()];
  const states = [];
  for (const url of urls) {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    states.push(look());
  }
  return states;
}
const INTACT = { headings: 1, ran: false, markup: 1 };

// Canonical paths, a family at its first member (one per template): an alias shows the same
// screen with the same parsers, a family's members the same module.
const paths = templateCanonicalPaths;

/**
 * The paths in a few groups, each one test that fuzzes its paths one after another in one page
 * (a page load in a page already open costs a third of one in a new page); the groups run side
 * by side.
 */
for (const mine of inGroups([...paths.entries()], 6)) {
  test(`fuzz ${mine.map(([, path]) => path).join(', ')}`, async ({ page, problems }) => {
    test.setTimeout(mine.length * 30_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const [index, path] of mine) {
      await test.step(path, async () => {
        const all = queries(SEED + index, LOADS + NAVIGATIONS);
        for (const search of all.slice(0, LOADS)) {
          await page.goto(path + search);
          await hydrated(page);
          expect(await page.evaluate(visit, []), path + search).toEqual([INTACT]);
        }
        const urls = all.slice(LOADS).map((search) => path + search);
        const states = await page.evaluate(visit, urls);
        expect(Object.fromEntries(urls.map((url, i) => [url, states[i]]))).toEqual(Object.fromEntries(urls.map((url) => [url, INTACT])));
        expect(dialogs.splice(0), path).toEqual([]);
        expect(problems.splice(0), path).toEqual([]);
      });
    }
  });
}
