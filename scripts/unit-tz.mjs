#!/usr/bin/env node
// Runs the unit suite: the whole suite once, in America/New_York (a zone with daylight saving, as
// most of the site's visitors have), and the date engine (src/lib/date) again in five more zones,
// where calendar dates must come out the same; pages and components read their dates from the
// engine, so running them in every zone tests the engine again at many times the cost.
// With file filters as arguments, those files run in all six zones instead.
// The runs go side by side (a vitest run spends much of its time waiting on module loading, so
// two run at once, one worker each, on two cores); each run's output is printed whole when it ends.
import { spawn } from 'node:child_process';

const FULL_ZONE = 'America/New_York';
const DATE_ZONES = ['UTC', 'America/Sao_Paulo', 'Pacific/Apia', 'Australia/Lord_Howe', 'Asia/Kathmandu'];
const AT_ONCE = 2;

const filters = process.argv.slice(2);
const runs = filters.length
  ? [FULL_ZONE, ...DATE_ZONES].map((zone) => ({ zone, scope: filters }))
  : [{ zone: FULL_ZONE, scope: [] }, ...DATE_ZONES.map((zone) => ({ zone, scope: ['src/lib/date'] }))];

function run({ zone, scope }) {
  const label = `TZ=${zone}: ${scope.length ? scope.join(' ') : 'whole suite'}`;
  return new Promise((resolve) => {
    // --no-isolate: the files of a run share their worker's module cache (each test cleans up
    // after itself: fake clocks restored, renders unmounted), which halves the run's time.
    // The unit suite tests the registry as it ships: the test-only family of a build measured at
    // thousands of pages (SCALE_TEST_PAGES, for the build and its checks) is left out of it.
    const { SCALE_TEST_PAGES: _scale, ...env } = process.env;
    const child = spawn('node_modules/.bin/vitest', ['run', '--maxWorkers=1', '--no-isolate', ...scope], {
      env: { ...env, TZ: zone, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `\n${error.message}\n`));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      console.log(`\n=== Unit tests, ${label} ===\n${output}`);
      if (!ok) console.log(`=== ${label}: failed (${signal ?? `exit code ${code}`}) ===`);
      resolve({ label, ok });
    });
  });
}

// The longest run (the whole suite) starts first, so the short ones fill the other core.
const queue = runs.map((_, i) => i);
const results = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) results[i] = await run(runs[i]);
  }),
);
const failed = results.filter((result) => !result.ok);
console.log(`\nUnit suite: ${results.length - failed.length} of ${results.length} runs passed`);
for (const { label, ok } of results) console.log(`  ${ok ? 'passed' : 'FAILED'}  ${label}`);
if (failed.length) process.exit(1);
