#!/usr/bin/env node
// Writes dist/sw.js after the prerender: a Workbox service worker (workbox-build's generateSW).
// - It precaches what every page needs and nothing that grows with the page count: the shell's
//   scripts (the entry and the chunks the prerendered pages mark `data-shell`), the calculator
//   and URL-state kits, the stylesheet, the icon sprite, icons, the manifest, the home page and the 404 page.
// - Every other page is cached when visited: its HTML (network first, so a visitor online always
//   gets the current page; offline the cached copy, whatever the query string) and its scripts
//   (hashed names: cache first). The page that installed the worker loaded before the worker could
//   store it: once active, the worker fetches each open page again with the scripts and pictures
//   its HTML names (sw-first-page.js, written below), so the first page visited works offline too.
// - A new deploy writes a new sw.js (the revisions of the changed files); the browser installs
//   it on the next visit and the page offers to reload (src/app/service-worker.tsx), so a
//   stale page is never served for ever. It waits (no skipWaiting) until the visitor reloads
//   or every tab is closed, so a page never runs with a mix of old and new files.
import { readFileSync, writeFileSync } from 'node:fs';
import { generateSW } from 'workbox-build';

const home = readFileSync('dist/index.html', 'utf8');
const shell = [
  ...home.matchAll(/<script type="module"[^>]*src="\/(assets\/[^"]+)"/g),
  ...home.matchAll(/<link rel="modulepreload"[^>]*href="\/(assets\/[^"]+)"[^>]*data-shell>/g),
].map(([, file]) => file);
if (shell.length < 2) throw new Error('dist/index.html names no shell chunks: run after scripts/prerender.mjs');

writeFileSync(
  'dist/sw-first-page.js',
  `// Stores the pages open when this worker became active, which loaded before it could store them.
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const [pages, files] = await Promise.all([caches.open('pages'), caches.open('files')]);
    for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
      const url = new URL(client.url);
      if (url.origin !== location.origin || /\\.\\w+$/.test(url.pathname)) continue;
      const response = await fetch(url.href);
      if (!response.ok) continue;
      const html = await response.clone().text();
      await pages.put(url.href, response);
      for (const [, file] of html.matchAll(/(?:src|href)="(\\/(?:assets|emoji)\\/[^"#]+)"/g)) {
        if (await caches.match(file)) continue;
        const asset = await fetch(file);
        if (asset.ok) await files.put(file, asset);
      }
    }
  })());
});
`,
);

const { count, size, warnings } = await generateSW({
  globDirectory: 'dist',
  globPatterns: [...shell, 'assets/{calculator,url-state}-*.js', 'assets/*.css', 'assets/icons-*.svg', '*.{svg,png,webmanifest}', 'icons/*', 'index.html', '404.html'],
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
  importScripts: ['sw-first-page.js'],
  runtimeCaching: [
    {
      // Pages have clean URLs (no extension); so do the page addresses a client hands over.
      urlPattern: ({ url, sameOrigin }) => sameOrigin && !/\.\w+$/.test(url.pathname),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'pages',
        matchOptions: { ignoreSearch: true },
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 100 },
      },
    },
    {
      // A country's holiday data (dist/data/holidays, unhashed): the stored copy at once, refreshed behind it.
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/data/'),
      handler: 'StaleWhileRevalidate',
      options: { cacheName: 'data', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 300 } },
    },
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(assets|emoji)\//.test(url.pathname),
      handler: 'CacheFirst',
      options: { cacheName: 'files', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 300 } },
    },
  ],
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`Service worker: ${count} files precached (${Math.round(size / 1024)} KB); other pages are cached when visited.`);
