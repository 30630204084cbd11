import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * Dependencies' modules replaced by ours, each only where `importer` (a package, if given) imports it. The
 * client build fails when one no longer matches (a dependency renamed or dropped the module), so a
 * stub never silently stops saving its bytes (on the pages with TanStack Form: `npm run bench`
 * prints their first load).
 */
const REPLACED = [
  // TanStack Form's form groups, which no form uses (see the stub).
  { source: './useFormGroup.js', importer: '@tanstack/react-form', by: 'src/app/stubs/tanstack-form-group.ts' },
  // Its devtools channel and its throttle, and TanStack Store's shim (React 19 has it).
  { source: '@tanstack/devtools-event-client', importer: '@tanstack/form-core', by: 'src/app/stubs/devtools-event-client.ts' },
  { source: '@tanstack/pacer-lite', importer: '@tanstack/form-core', by: 'src/app/stubs/pacer-lite.ts' },
  { source: 'use-sync-external-store/shim/with-selector', importer: '@tanstack/react-store', by: 'node_modules/use-sync-external-store/with-selector.js' },
  // React Router 7 exports its development build only (remix-run/react-router#12532, #14102).
  { source: 'react-router', by: 'node_modules/react-router/dist/production/index.mjs' },
  { source: 'react-router/dom', by: 'node_modules/react-router/dist/production/dom-export.mjs' },
];

function replaceModules(): Plugin {
  const used = new Set<string>();
  let client = false;
  return {
    name: 'datewise:replace-modules',
    enforce: 'pre',
    apply: 'build',
    configResolved: (config) => void (client = !config.build.ssr),
    resolveId(source, importer) {
      const found = REPLACED.find((r) => r.source === source && (!r.importer || importer?.includes(`/node_modules/${r.importer}/`)));
      if (found && !existsSync(found.by)) this.error(`${found.by} (replacing ${source}) does not exist`);
      return found && (used.add(found.by), resolve(found.by));
    },
    buildEnd() {
      const unused = REPLACED.filter((r) => !used.has(r.by));
      if (client && unused.length) this.error(`No longer imported, so not replaced: ${unused.map((r) => `${r.source} in ${r.importer ?? 'any module'}`).join(', ')}`);
    },
  };
}

/**
 * The world holiday data in the browser build: each country's file (src/data/holidays/<cc>.json
 * and more/<cc>.json) is written to dist/data/holidays/ as it is, and read by its code
 * (place-files.client.ts in place of place-files.ts), so no page's JavaScript carries a map of the
 * 250 countries' chunks, and a country's data is not JavaScript. The prerender, the unit tests and
 * the development server read the files through Vite's glob (place-files.ts).
 */
function holidayFiles(): Plugin {
  let clientBuild = false;
  return {
    name: 'datewise:holiday-files',
    enforce: 'pre',
    configResolved: (config) => void (clientBuild = config.command === 'build' && !config.build.ssr),
    resolveId(source, importer) {
      if (clientBuild && source === './place-files' && importer?.includes('/src/lib/date/')) return resolve('src/lib/date/place-files.client.ts');
      if (source === 'virtual:holiday-files') return '\0holiday-files';
    },
    // The keys of the files there are (`de`, `more/de`), so a code without data is never asked for.
    load: (id) =>
      id === '\0holiday-files'
        ? `export default ${JSON.stringify(
            ['', 'more/'].flatMap((folder) => readdirSync(`src/data/holidays/${folder}`).filter((f) => /^[a-z]{2}\.json$/.test(f)).map((f) => `${folder}${f.slice(0, 2)}`)).join(' '),
          )};`
        : undefined,
    generateBundle() {
      if (!clientBuild) return;
      for (const folder of ['', 'more/']) {
        for (const file of readdirSync(`src/data/holidays/${folder}`)) {
          if (!/^[a-z]{2}\.json$/.test(file)) continue;
          const json = JSON.stringify(JSON.parse(readFileSync(`src/data/holidays/${folder}${file}`, 'utf8')));
          this.emitFile({ type: 'asset', fileName: `data/holidays/${folder}${file}`, source: json });
        }
      }
    },
  };
}

/**
 * Vite wraps every dynamic import in a preload helper (in the shell chunk, on every page) that
 * preloads a chunk's dependencies and CSS: here there are none to preload (the prerendered page
 * preloads its own chunks; one stylesheet), so it just runs the import (vitejs/vite#13952, #18551).
 */
function noPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js';
  return {
    name: 'datewise:no-preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      if (config.build.modulePreload !== false || config.build.cssCodeSplit) throw new Error('noPreloadHelper needs modulePreload and cssCodeSplit off');
    },
    resolveId: (source) => (source === id || source === 'vite/preload-helper.js' ? id : undefined),
    load: (source) => (source === id ? 'export const __vitePreload = (load) => load();' : undefined),
  };
}

/**
 * A page's search keywords (`keywords` in its meta file) serve the site search only, which reads
 * its own copies of the meta files (`?search`, src/pages/search/search-index.ts): the client build
 * leaves them out of the copy a page's chunk imports, so no page's first load carries them.
 */
function keywordsForSearchOnly(): Plugin {
  let client = false;
  return {
    name: 'datewise:keywords-for-search-only',
    enforce: 'pre',
    apply: 'build',
    configResolved: (config) => void (client = !config.build.ssr),
    transform(code, id) {
      if (!client || !/\.meta\.ts$/.test(id)) return;
      const stripped = code.replace(/\n  keywords: \[[^\]]*\],/, '');
      if (stripped === code) this.error(`${id}: no \`keywords: [...]\` line to leave out of the page's chunk`);
      return stripped;
    },
  };
}

/**
 * A family's declaration (`<slug>.family.ts`) is for the build only: the client build fails if one
 * ships in any chunk (the registry's loader for it is dropped there: src/registry/pages.ts), so no
 * page carries a family's list of members. The development server, which renders nothing ahead,
 * answers a member's file (`/data/pages/<path>.json`, written by the prerender in a build) from
 * the declaration.
 */
function familiesInNodeOnly(): Plugin {
  let client = false;
  return {
    name: 'datewise:families-in-node-only',
    configResolved: (config) => void (client = config.command === 'build' && !config.build.ssr),
    generateBundle(_, bundle) {
      if (!client) return;
      for (const chunk of Object.values(bundle)) {
        const shipped = chunk.type === 'chunk' ? [...chunk.moduleIds, ...chunk.dynamicImports].filter((id) => /\.family\.[jt]s/.test(id)) : [];
        if (shipped.length) this.error(`${chunk.fileName} ships a family's declaration (${shipped.join(', ')}): it is for the build only`);
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = /^\/data\/pages(\/.+)\.json$/.exec(req.url?.split('?')[0] ?? '')?.[1];
        if (!path) return next();
        const { memberDataAt } = (await server.ssrLoadModule('/src/registry/paths.ts')) as typeof import('./src/registry/paths');
        const member = await memberDataAt(path);
        res.statusCode = member ? 200 : 404;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(member ?? {}));
      });
    },
  };
}

/** A chunk group's test: modules under any of these folders (of the project or node_modules). */
const under = (...folders: string[]) => new RegExp(`[\\\\/](${folders.map((f) => f.replaceAll('/', '[\\\\/]')).join('|')})[\\\\/]`);

export default defineConfig({
  plugins: [replaceModules(), noPreloadHelper(), holidayFiles(), keywordsForSearchOnly(), familiesInNodeOnly(), react(), tailwindcss()],
  // The build's year: what prerendered HTML shows where a default depends on the visitor's date.
  define: {
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    // The test-only family's size (src/registry/scale-test.ts): 0 unless SCALE_TEST_PAGES is set.
    'import.meta.env.VITE_SCALE_TEST_PAGES': JSON.stringify(Number(process.env.SCALE_TEST_PAGES) || 0),
  },
  resolve: { alias: { '@': resolve('src') } },
  build: {
    target: 'es2022',
    manifest: true, // scripts/prerender.mjs preloads each page's own chunks from it
    modulePreload: false,
    cssCodeSplit: false, // one stylesheet, inlined into every page
    rolldownOptions: {
      output: {
        // Code ships by folder: React and the router (cached across deploys), the shell (apart from the entry, which awaits
        // the page's chunk, and the footer's content: static text, loaded only when there is no prerendered HTML to keep; a family
        // member's data, loaded with a family's page),
        // the calculator kit (every calculator), the URL-state kit (nuqs), the zone pages' zone engine.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime/ },
            { name: 'router', test: under('node_modules/(react-router|react-router-dom|cookie|set-cookie-parser)') },
            { name: 'shell', test: (id: string) => under('src/shell', 'src/registry').test(id) && !/[\\/](layout[\\/]footer|page-props)\.tsx$/.test(id) },
            { name: 'calculator', test: under('src/kit/calculator', 'src/kit/url', 'src/lib/date/core') },
            // TanStack Form with zod: the two pages with a form of several rows (the project timeline, the custom countdown) use both, and no other page either.
            { name: 'form', test: under('node_modules/zod', 'node_modules/@tanstack') },
            { name: 'url-state', test: under('node_modules/nuqs', 'src/kit/url-state') },
            // US federal holidays (every countdown), with their table (the three pages that show it would otherwise load it alone); the working-day calendar's plain keys (the project timeline reads them without
            // nuqs or the engine) with the lazy island its control comes in, the calendar's defaults and the visitor-country offer's slot (one request
            // on the four pages with the control; the two date calculators that read only the keys load the rest too); days between dates and its fields (many pages); the business-day engine
            // and the keys for nuqs, which every other business-day page reads on its first load; the calendar's control, and the list
            // of what an answer skipped. One chunk each, not one per module, and none that
            // pulls in another page's code.
            { name: 'holidays', test: /[\\/](lib[\\/]date[\\/]holidays\.ts|components[\\/]us-holiday-table\.tsx)$/ },
            { name: 'work-calendar', test: /[\\/](lib[\\/]date[\\/]work-calendar|components[\\/](work-calendar-keys|lazy-island|work-calendar-values|calendar-offer-slot)|data[\\/]weekends)\.(tsx?|json)$/ },
            { name: 'days-between', test: /[\\/](lib[\\/]date[\\/]days-between|components[\\/]between-dates-inputs)\.tsx?$/ },
            { name: 'workdays', test: /[\\/](lib[\\/]date[\\/]business-days|components[\\/](work-calendar-url-keys|between-dates-keys))\.ts$/ },
            { name: 'workday-calendar', test: /[\\/](components[\\/](work-calendar-control|skipped-days)|lib[\\/]date[\\/]skipped-holidays)\.tsx?$/ },
            { name: 'zones', test: /[\\/](lib[\\/]date[\\/](time-zones|event-time)|components[\\/]zone-param)\.tsx?$/ },
            // The zone changes' engine with the places' words (a list of places in a link, a clock change): the converter, the meeting
            // planner and the world clock load both (the time duration calculator the engine only), one request instead of two.
            { name: 'zone-changes', test: /[\\/](lib[\\/]date[\\/]zone-changes|components[\\/]place-text)\.ts$/ },
          ],
        },
      },
    },
  },
  test: { include: ['src/**/*.test.{ts,tsx}', 'tests/dist-check/*.test.ts'], environment: 'node', restoreMocks: true, setupFiles: ['src/test/us-holidays-loaded.ts'] },
});
