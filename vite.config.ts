import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
            // The shell and the small pieces every page shows (breadcrumb, FAQ, related links) in
            // one chunk: a dozen tiny chunks cost more in requests than they save in bytes.
            {
              name: 'shell',
              test: /[\\/]src[\\/](app[\\/](?!entry-client|not-found)|registry[\\/])|[\\/]src[\\/]components[\\/](breadcrumbs|faq|icon|page-card|related-links|site-links|content-page)\.tsx|[\\/]src[\\/]lib[\\/]utils\.ts/,
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
});
