#!/usr/bin/env node
// Runs the unit suite once per time zone: calendar dates must come out the same everywhere.
// The zones run side by side (a vitest run spends much of its time waiting on module loading, so
// two run at once, one worker each, on two cores); each zone's output is printed whole when it finishes.
import { spawn } from 'node:child_process';

const zones = ['UTC', 'America/New_York', 'America/Sao_Paulo', 'Pacific/Apia', 'Australia/Lord_Howe', 'Asia/Kathmandu'];
const AT_ONCE = 2;

function run(zone) {
  return new Promise((resolve) => {
    // --no-isolate: the files of a run share their worker's module cache (each test cleans up
    // after itself: fake clocks restored, renders unmounted), which halves the run's time.
    const child = spawn('node_modules/.bin/vitest', ['run', '--maxWorkers=1', '--no-isolate', ...process.argv.slice(2)], {
      env: { ...process.env, TZ: zone, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`\n=== Unit tests with TZ=${zone} ===\n${output}`);
      resolve(code === 0 ? null : zone);
    });
  });
}

const queue = [...zones];
const failed = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let zone = queue.shift(); zone; zone = queue.shift()) {
      const result = await run(zone);
      if (result) failed.push(result);
    }
  }),
);
console.log(`\nUnit suite: ${zones.length - failed.length} passed, ${failed.length} failed (time zones)`);
if (failed.length) {
  console.error(`Failed under: ${failed.join(', ')}`);
  process.exit(1);
}
