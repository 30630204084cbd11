import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * Vite wraps every dynamic import in its preload helper (about 0.7 KB gzip in the shell), which
 * preloads a chunk's dependencies and CSS. Here it never has any: module preloading is off (the
 * prerendered page preloads its own chunks) and there is one stylesheet. So the helper is
 * replaced by one that just runs the import (vitejs/vite#13952, #18551).
 */
function noPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js';
  return {
    name: 'datewise:no-preload-helper',
    enforce: 'pre',
    apply: 'build',
    resolveId: (source) => (source === id || source === 'vite/preload-helper.js' ? id : undefined),
    load: (source) => (source === id ? 'export const __vitePreload = (load) => load();' : undefined),
  };
}

export default defineConfig(({ command }) => ({
  plugins: [noPreloadHelper(), react(), tailwindcss()],
  // The year of the build: what prerendered HTML shows where a default depends on the visitor's
  // date (a year picker's range), until the page knows that date.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  resolve: {
    alias: [
      // TanStack Form's form groups, which no form here uses (see the stub's comment).
      { find: /^\.\/useFormGroup\.js$/, replacement: fileURLToPath(new URL('./src/app/tanstack-form-group.ts', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router 7's package exports name only its development build, with its warnings
      // (remix-run/react-router#12532, #14102); its production build ships beside it.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
          ]
        : []),
      // TanStack Form's devtools channel: no devtools here (see the stub's comment).
      { find: '@tanstack/devtools-event-client', replacement: fileURLToPath(new URL('./src/app/devtools-event-client.ts', import.meta.url)) },
      // ...and the throttle of that channel, its only use of pacer-lite (see the stub's comment).
      { find: '@tanstack/pacer-lite', replacement: fileURLToPath(new URL('./src/app/pacer-lite.ts', import.meta.url)) },
      // React 19 has useSyncExternalStore: TanStack Store's selector hook needs no shim for it.
      { find: 'use-sync-external-store/shim/with-selector', replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  build: {
    target: 'es2022',
    // scripts/prerender.mjs reads the manifest to preload each page's own chunks.
    manifest: true,
    // No preload helper and dependency lists in the shell (they grow with every page): the
    // prerendered HTML preloads the current page's chunks itself (scripts/prerender.mjs).
    modulePreload: false,
    // One stylesheet (it is inlined into every page), so no chunk needs its own CSS loader.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // React and the router change rarely: their own chunks stay cached across deploys, and
        // the client entry (the shell) is what remains.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime/ },
            { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            // The shell and the small pieces every page shows (breadcrumb, FAQ, related links, the
            // static text of a page and the hydration flag it reads) in one chunk: a dozen tiny chunks cost more in
            // requests than they save in bytes. The entry stays apart: it awaits the page's
            // chunk, which imports this one, so in one chunk they would wait for each other.
            {
              name: 'shell',
              test: /[\\/]src[\\/](app[\\/](?!entry-client|not-found|service-worker|register-service-worker)|registry[\\/])|[\\/]src[\\/]components[\\/](breadcrumbs|faq|icon|page-card|related-links|site-links|content-page|static-island)\.tsx|[\\/]src[\\/](lib[\\/]utils|hooks[\\/]use-hydrated)\.ts/,
            },
            // What every calculator page loads (frame, fields, result card, copy and toast, the
            // civil-date core, zod), then nuqs and the shared URL parsers, which every calculator
            // but the custom countdown uses: two chunks instead of a dozen small ones.
            {
              name: 'calculator',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]components[\\/](article-frame|calculator-card|result-card|form-fields|copy-link-button|toast|ui[\\/][a-z-]+)\.tsx|[\\/]src[\\/]hooks[\\/]use-(today|now|submit)\.ts|[\\/]src[\\/]lib[\\/](date[\\/](civil-date|format|work-week)|plural|download|form|url[\\/]weekend)\.ts/,
            },
            {
              name: 'url-state',
              test: /[\\/]node_modules[\\/]nuqs[\\/]|[\\/]src[\\/]components[\\/](url-state|calculator-frame)\.tsx|[\\/]src[\\/]hooks[\\/]use-(url-params|commit)\.ts|[\\/]src[\\/]lib[\\/](url[\\/](?!weekend)[a-z-]+|date[\\/]time-duration)\.ts/,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
}));
