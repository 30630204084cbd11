#!/usr/bin/env node
// Installs what is missing before `npm start`, `npm test` and `npm run bench`:
// the npm dependencies (from the lockfile) and, with --browser, a Chromium for the browser
// tests (CHROME_PATH, else /usr/bin/chromium, else Debian's package when running as root).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

function installDependencies() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  // `npm install` rather than `npm ci`: with this registry the lockfile lacks the other
  // platforms' optional binaries (oxlint, Tailwind's oxide), which `npm ci` refuses.
  console.log('Installing npm dependencies…');
  run('npm install --no-audit --no-fund');
}

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Installing Debian's chromium for the browser tests…");
    run('apt-get update -qq');
    run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    'No Chromium found for the browser tests. Set CHROME_PATH to a Chromium or Chrome binary, ' +
      'or install one at /usr/bin/chromium (Debian: apt-get install chromium), then run the command again.',
  );
  process.exit(1);
}

installDependencies();
if (process.argv.includes('--browser')) console.log(`Browser tests use ${findChromium()}`);
