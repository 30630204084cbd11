#!/usr/bin/env node
// Runs the unit suite once per time zone: calendar dates must come out the same everywhere.
import { spawnSync } from 'node:child_process';

const zones = ['UTC', 'America/New_York', 'America/Sao_Paulo', 'Pacific/Apia', 'Australia/Lord_Howe', 'Asia/Kathmandu'];
const failed = [];
for (const zone of zones) {
  console.log(`\n=== Unit tests with TZ=${zone} ===`);
  const result = spawnSync('node_modules/.bin/vitest', ['run', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TZ: zone },
  });
  if (result.status !== 0) failed.push(zone);
}
console.log(`\nUnit suite: ${zones.length - failed.length} passed, ${failed.length} failed (time zones)`);
if (failed.length) {
  console.error(`Failed under: ${failed.join(', ')}`);
  process.exit(1);
}
