#!/usr/bin/env node
// Benchmarks the built site (dist/) and the date engine. Run by `npm run bench` after the build.
// 1. Serves dist/ with gzip (scripts/serve.mjs on port 4175, or BENCH_PORT) and runs Lighthouse (mobile, devtools
//    throttling) RUNS times on every page of the sitemap (dist/sitemap.xml and the files it lists) in one headless Chromium, one page at
//    a time (`--runs N` to change it; `--only /,/about` measures those routes and skips steps 5 and 6;
//    `--interactions TEXT` runs only the interactions whose name contains TEXT, step 5 alone).
// 2. Per page, the median run (by performance score, then TBT): the four category scores, LCP, TBT,
//    CLS, and the first-load bytes transferred (gzip) for scripts, stylesheets and the document,
//    from the `network-requests` audit. CLS is also reported as the worst of all runs: it must be 0
//    in every run.
// 3. The shell: the gzip size of the client entry chunk (react, react-dom and the router live in
//    their own vendor chunks and are not counted).
// 4. Prints a table, marks every miss against the targets below and writes bench-results/bench.json.
// 5. Measures scripted interactions at 4× CPU slowdown (scripts/bench-interactions.mjs: Event
//    Timing and Long Tasks, e.g. switching the working-day calendar's country), not with `--only`.
// 6. Runs the micro-benchmarks: the date engine's countBusinessDays and the project timeline's
//    schedule and result (`vitest bench --run src/lib/date src/calculators/project-timeline-calculator`).
// Exits 1 when something could not run, 2 when a target is missed (after printing and writing everything).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measureInteractions, printInteractions } from './bench-interactions.mjs';

const PORT = Number(process.env.BENCH_PORT) || 4175;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const runsArg = process.argv.indexOf('--runs');
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1].split(',') : null;
const interactionsArg = process.argv.indexOf('--interactions');
const ONLY_INTERACTIONS = interactionsArg > 0 ? (process.argv[interactionsArg + 1] ?? '') : null;
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;
const TARGETS = { jsKb: { content: 90, calculator: 120 }, shellKb: 12, score: 100, lcpMs: 1200, tbtMs: 50, cls: 0 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const htmlFile = (path) => join('dist', path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** Every built page's path, from the sitemap, with its kind. */
function readRoutes() {
  // The sitemap index's files (sitemaps/pages.xml, ...), or a single sitemap's pages.
  const locs = (file) => [...readFileSync(join('dist', file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].trim()).pathname);
  const top = readFileSync('dist/sitemap.xml', 'utf8').includes('<sitemapindex') ? locs('sitemap.xml') : null;
  const paths = top ? top.flatMap(locs) : locs('sitemap.xml');
  if (paths.length === 0) throw new Error('dist/sitemap.xml lists no pages');
  return paths.map((path) => {
    const html = existsSync(htmlFile(path)) ? readFileSync(htmlFile(path), 'utf8') : '';
    const kind = html.includes('data-testid="result"') || html.includes('data-kind="calculator"') ? 'calculator' : 'content';
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
    // What to look at when a figure misses: the LCP element, what shifted, the long tasks.
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({ score: item.score, node: item.node?.snippet })),
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({ url: task.url, startMs: Math.round(task.startTime), ms: Math.round(task.duration) })),
  };
}

/** The middle run: sorted by performance score, then by TBT. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => b.scores.performance - a.scores.performance || a.tbtMs - b.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const summary = (r) => ({ performance: r.scores.performance, lcpMs: r.lcpMs, tbtMs: r.tbtMs, cls: r.cls, lcpElement: r.lcpElement, shifts: r.shifts, longTasks: r.longTasks });

/**
 * The shell, gzip bytes: the client entry chunk (the last module script of dist/index.html: the
 * app, the registry, the layout and the pieces every page shows), and the shell with every other
 * chunk the HTML loads for it (the router included), React and React DOM's own chunk excluded.
 */
function shellBytes() {
  const html = readFileSync('dist/index.html', 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)" data-shell>/g)].map((m) => m[1]);
  const src = scripts.at(-1);
  if (!src) throw new Error('dist/index.html names no entry script');
  const gz = (file) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;
  const withImports = [...new Set([...scripts, ...preloads])].filter((file) => !/\/react-[^/]*\.js$/.test(file));
  return { file: src, bytes: gz(src), withImports, withImportsBytes: withImports.reduce((sum, file) => sum + gz(file), 0) };
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
  const head = ['route', 'kind', 'JS KB', 'CSS KB', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS max'];
  const rows = results.map((r) => {
    const s = r.scores;
    const mark = (value, miss) => `${value}${miss ? ' ✗' : ''}`;
    return [r.path, r.kind, mark(kb(r.jsBytes).toFixed(1), kb(r.jsBytes) > TARGETS.jsKb[r.kind]), kb(r.cssBytes).toFixed(1),
      ...CATEGORIES.map((c) => mark(s[c], s[c] < 100)), mark(r.lcpMs, r.lcpMs > TARGETS.lcpMs),
      mark(r.tbtMs, r.tbtMs > TARGETS.tbtMs), mark(r.worstCls.toFixed(3), r.worstCls > 0)];
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
/** Whether a target was missed: the run still finishes (the micro-benchmarks too), then exits 2. */
let missed = false;
process.on('SIGINT', () => {
  server?.kill();
  chrome?.kill();
  process.exit(130);
});
try {
  const routes = ONLY_INTERACTIONS !== null ? [] : readRoutes().filter((route) => !ONLY || ONLY.includes(route.path));
  server = await startServer();
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results = [];
  for (const route of routes) {
    process.stdout.write(`Lighthouse ${route.path} (${route.kind}), ${RUNS} run(s)…\n`);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(chrome.port, route));
    const result = median(runs);
    results.push({ ...result, worstCls: Math.max(...runs.map((r) => r.cls)), runs: runs.map(summary), misses: missesOf(result) });
  }
  for (const r of results) if (r.worstCls > TARGETS.cls && r.cls <= TARGETS.cls) r.misses.push(`CLS ${r.worstCls.toFixed(3)} in one run`);
  printTable(results);
  const shell = shellBytes();
  const shellMiss = kb(shell.bytes) > TARGETS.shellKb;
  console.log(`Shell: client entry chunk ${shell.file} ${kb(shell.bytes)} KB gzip${shellMiss ? ` ✗ > ${TARGETS.shellKb} KB` : ''}; with the chunks it imports (router included, React and React DOM excluded) ${kb(shell.withImportsBytes)} KB`);
  mkdirSync('bench-results', { recursive: true });
  const misses = results.flatMap((r) => r.misses.map((m) => `${r.path}: ${m}`));
  if (shellMiss) misses.push(`shell: ${kb(shell.bytes)} KB > ${TARGETS.shellKb} KB`);
  const interactions = ONLY
    ? []
    : await measureInteractions(ORIGIN, process.env.CHROME_PATH || '/usr/bin/chromium', CHROME_FLAGS.slice(1), 3, ONLY_INTERACTIONS ?? '');
  if (interactions.length > 0) printInteractions(interactions);
  for (const row of interactions) misses.push(...row.misses.map((m) => `${row.name}: ${m}`));
  writeFileSync('bench-results/bench.json', `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, targets: TARGETS, shell, routes: results, interactions, misses }, null, 2)}\n`);
  console.log('Wrote bench-results/bench.json.');
  if (misses.length > 0) {
    console.error(`bench: ${misses.length} target(s) missed:\n  ${misses.join('\n  ')}`);
    missed = true;
  }
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await chrome?.kill();
  server?.kill();
}

if (process.exitCode !== 1 && !ONLY && ONLY_INTERACTIONS === null) {
  console.log('\nMicro-benchmarks: countBusinessDays against a naive loop; a 100-task project timeline scheduled and rendered (one frame = 16.7 ms):');
  const vitest = spawnSync('node_modules/.bin/vitest', ['bench', '--run', 'src/lib/date', 'src/calculators/project-timeline-calculator'], {
    stdio: 'inherit',
    // React's production build, as the site ships it (the development build is several times slower).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (vitest.status !== 0) {
    console.error(`bench: vitest bench failed (${vitest.error?.message ?? `exit code ${vitest.status}`})`);
    process.exitCode = 1;
  }
}
if (missed && process.exitCode !== 1) process.exitCode = 2;
