#!/usr/bin/env node
// Benchmarks the built site (dist/) and the date engine. Run by `npm run bench` after the build.
// 1. Serves dist/ with gzip (scripts/serve.mjs on port 4175) and runs Lighthouse (mobile, devtools
//    throttling) on every page of dist/sitemap.xml in one headless Chromium, one page at a time.
// 2. Per page: the four category scores, LCP, TBT, CLS, and the first-load bytes transferred
//    (gzip) for scripts, stylesheets and the document, from the `network-requests` audit.
// 3. Prints a table, marks every miss against the targets below and writes bench-results/bench.json.
// 4. Runs the micro-benchmark of countBusinessDays (`vitest bench --run src/lib/date`).
// Exits 0 even when targets are missed; non-zero only when something could not run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = 4175;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CALCULATORS = new Set(['/', '/date-from-today', '/days-between-dates', '/business-days-calculator']);
const TARGETS = { jsKb: { content: 95, calculator: 120 }, score: 100, lcpMs: 1200, tbtMs: 10, cls: 0 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const htmlFile = (path) => join('dist', path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** Every built page's path, from the sitemap, with its kind. */
function readRoutes() {
  const xml = readFileSync('dist/sitemap.xml', 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].trim()).pathname);
  if (paths.length === 0) throw new Error('dist/sitemap.xml lists no pages');
  return paths.map((path) => {
    const html = existsSync(htmlFile(path)) ? readFileSync(htmlFile(path), 'utf8') : '';
    const kind = CALCULATORS.has(path) || html.includes('data-testid="result"') ? 'calculator' : 'content';
    return { path, kind };
  });
}

/** Starts scripts/serve.mjs and resolves once it answers. */
async function startServer() {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--gzip', '--quiet', '--port', String(PORT)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let i = 0; i < 100; i++) {
    if (exited) throw new Error(`the server exited early (is port ${PORT} in use?)`);
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`the server did not answer on ${ORIGIN} within 10 s`);
}

/** Lighthouse figures for one page. */
async function measure(port, route) {
  const flags = { port, output: 'json', logLevel: 'error', throttlingMethod: 'devtools', onlyCategories: CATEGORIES };
  const { lhr } = await lighthouse(`${ORIGIN}${route.path}`, flags);
  if (lhr.runtimeError) throw new Error(`${route.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const bytes = (type) => requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  return {
    ...route,
    jsBytes: bytes('Script'),
    cssBytes: bytes('Stylesheet'),
    documentBytes: bytes('Document'),
    scores,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

/** The targets a page misses, as readable strings. */
function missesOf(r) {
  const misses = [];
  const jsTarget = TARGETS.jsKb[r.kind];
  if (kb(r.jsBytes) > jsTarget) misses.push(`JS ${kb(r.jsBytes)} KB > ${jsTarget} KB`);
  for (const [c, s] of Object.entries(r.scores)) if (s < TARGETS.score) misses.push(`${c} ${s} < 100`);
  if (r.lcpMs > TARGETS.lcpMs) misses.push(`LCP ${r.lcpMs} ms > ${TARGETS.lcpMs} ms`);
  if (r.tbtMs > TARGETS.tbtMs) misses.push(`TBT ${r.tbtMs} ms > ${TARGETS.tbtMs} ms`);
  if (r.cls > TARGETS.cls) misses.push(`CLS ${r.cls.toFixed(3)} > 0`);
  return misses;
}

function printTable(results) {
  const head = ['route', 'kind', 'JS KB', 'CSS KB', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS'];
  const rows = results.map((r) => {
    const s = r.scores;
    const mark = (value, miss) => `${value}${miss ? ' ✗' : ''}`;
    return [r.path, r.kind, mark(kb(r.jsBytes).toFixed(1), kb(r.jsBytes) > TARGETS.jsKb[r.kind]), kb(r.cssBytes).toFixed(1),
      ...CATEGORIES.map((c) => mark(s[c], s[c] < 100)), mark(r.lcpMs, r.lcpMs > TARGETS.lcpMs),
      mark(r.tbtMs, r.tbtMs > TARGETS.tbtMs), mark(r.cls.toFixed(3), r.cls > 0)];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  console.log(`\nTargets: JS ≤ ${TARGETS.jsKb.content} KB gzip (content), ≤ ${TARGETS.jsKb.calculator} KB (calculator); ` +
    `every category 100; LCP ≤ ${TARGETS.lcpMs} ms; TBT ≤ ${TARGETS.tbtMs} ms; CLS 0. ✗ = miss.`);
  const missed = results.filter((r) => r.misses.length > 0);
  if (missed.length === 0) console.log('All targets met.');
  for (const r of missed) console.log(`MISS ${r.path}: ${r.misses.join('; ')}`);
}

let server;
let chrome;
process.on('SIGINT', () => {
  server?.kill();
  chrome?.kill();
  process.exit(130);
});
try {
  const routes = readRoutes();
  server = await startServer();
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results = [];
  for (const route of routes) {
    process.stdout.write(`Lighthouse ${route.path} (${route.kind})…\n`);
    const result = await measure(chrome.port, route);
    results.push({ ...result, misses: missesOf(result) });
  }
  printTable(results);
  mkdirSync('bench-results', { recursive: true });
  const misses = results.flatMap((r) => r.misses.map((m) => `${r.path}: ${m}`));
  writeFileSync('bench-results/bench.json', `${JSON.stringify({ date: new Date().toISOString(), targets: TARGETS, routes: results, misses }, null, 2)}\n`);
  console.log('Wrote bench-results/bench.json.');
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await chrome?.kill();
  server?.kill();
}

if (process.exitCode !== 1) {
  console.log('\nDate engine micro-benchmark (countBusinessDays against a naive loop):');
  const vitest = spawnSync('node_modules/.bin/vitest', ['bench', '--run', 'src/lib/date'], { stdio: 'inherit' });
  if (vitest.status !== 0) {
    console.error(`bench: vitest bench failed (${vitest.error?.message ?? `exit code ${vitest.status}`})`);
    process.exitCode = 1;
  }
}
