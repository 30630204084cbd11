#!/usr/bin/env node
// Writes dist/sw.js after the prerender: a Workbox service worker (workbox-build's generateSW)
// that precaches every page's HTML and every asset, so that after one visit the whole site,
// every calculator and every link with a query string, works offline.
// - Clean URLs: /about is about.html, / is index.html; a query string is ignored when looking
//   up the page (the page reads it itself).
// - A new deploy writes a new sw.js (the revisions of the changed files); the browser installs
//   it on the next visit and the page offers to reload (src/app/service-worker.tsx), so a
//   stale page is never served for ever. It waits (no skipWaiting) until the visitor reloads
//   or every tab is closed, so a page never runs with a mix of old and new files.
import { generateSW } from 'workbox-build';

const { count, size, warnings } = await generateSW({
  globDirectory: 'dist',
  globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
  swDest: 'dist/sw.js',
  mode: 'production',
  sourcemap: false,
  inlineWorkboxRuntime: true,
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: false,
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: 'index.html',
  // Hashed file names are their own revision.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`Service worker: ${count} files precached (${Math.round(size / 1024)} KB).`);
