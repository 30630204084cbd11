#!/usr/bin/env node
// Writes one static HTML file per built route, 404.html, the sitemap (an index, sitemap.xml, with
// a file per section under sitemaps/), robots.txt and, for the aliases, _redirects and a small page
// each, all from the page registry. Runs after the client and server builds. The pages are
// rendered by a pool of worker threads, one per core (`PRERENDER_WORKERS` to change it), each
// streaming its pages' HTML into their files.
// Each page gets its own head tags, the stylesheet inlined and modulepreload links for its own
// chunks (so they load alongside the entry instead of after it); a family's member, its data (its
// head and props, from the family's declaration) in its head and in a file of its own. Icons point at the one sprite
// file (src/shell/icon.tsx).
import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const dist = 'dist';
const { render, canonicalPaths, aliasRedirects, sitemapSections, siteConfig } = await import(
  pathToFileURL('dist-ssr/entry-server.js').href
);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

if (!isMainThread) {
  // A worker: renders the paths it is given, one at a time, and says when each is written.
  const { template, entryChunks } = workerData;
  parentPort.on('message', async (path) => {
    try {
      await write(template, new Set(entryChunks), path);
      parentPort.postMessage({ path });
    } catch (error) {
      parentPort.postMessage({ path, error: String(error?.stack ?? error) });
    }
  });
} else {
  await main();
}

/** The chunks a module needs at once: its own file and its static imports, recursively. */
function chunksOf(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(imported, seen);
  return seen;
}

function fileFor(path) {
  if (path === '/') return join(dist, 'index.html');
  return join(dist, `${path.slice(1)}.html`);
}

/**
 * Renders `path` into its file: the template's head, the page's head tags and preloads, then its
 * HTML as it streams. A family member's data (head and props) is in its head, and in its own file
 * for a client-side navigation to it: `data/pages/<path>.json`.
 */
async function write(template, entryChunks, path) {
  const { body, head, source, member } = await render(path);
  if (member) {
    const data = join(dist, 'data/pages', `${path.slice(1)}.json`);
    mkdirSync(dirname(data), { recursive: true });
    writeFileSync(data, JSON.stringify(member));
  }
  // A family member's page also needs the module that reads its data (src/shell/page-props.tsx),
  // which the client imports on demand.
  const preload = source
    ? [...chunksOf(source), ...(member ? chunksOf('src/shell/page-props.tsx') : [])].filter((chunk) => !entryChunks.has(chunk) && !template.includes(`/${chunk}"`)).map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}" />`)
    : [];
  const [before, after] = template.replace('<!--app-head-->', () => [head, ...preload].join('\n    ')).split('<!--app-html-->');
  const file = fileFor(path);
  mkdirSync(dirname(file), { recursive: true });
  await pipeline(
    async function* () {
      yield before;
      for await (const chunk of body) yield chunk;
      yield after;
    },
    createWriteStream(file),
  );
}

/**
 * Renders `paths` in a pool of `size` worker threads, each given its next path as it finishes
 * one (so a slow page does not hold back the others); rejects with the first page that fails.
 */
function renderInPool(paths, size, data) {
  const queue = [...paths];
  let running = 0;
  return new Promise((resolve, reject) => {
    const workers = [];
    const stop = (error) => {
      for (const worker of workers) void worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    const next = (worker) => {
      const path = queue.shift();
      if (path === undefined) {
        void worker.terminate();
        if (--running === 0) stop();
        return;
      }
      worker.postMessage(path);
    };
    for (let i = 0; i < Math.min(size, paths.length); i++) {
      const worker = new Worker(new URL(import.meta.url), { workerData: data });
      workers.push(worker);
      running++;
      worker.on('message', ({ path, error }) => (error ? stop(new Error(`${path}: ${error}`)) : next(worker)));
      worker.on('error', stop);
      worker.on('online', () => next(worker));
    }
  });
}

async function main() {

  let template = readFileSync(join(dist, 'index.html'), 'utf8');

  // Inline the stylesheet: a separate request would delay the first paint, and with only the rules a
  // page's HTML uses inlined (the whole file linked at its end, where it holds back the page's
  // scripts), the style recalculation and hydration on its arrival became long tasks (Lighthouse's
  // TBT several times the 50 ms target): `npm run bench` measures it.
  template = template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/, (_, href) => `<style>${readFileSync(join(dist, href), 'utf8')}</style>`);
  // index.html's comments are for its readers: no page carries them (nor the inline script's comment lines and indentation).
  template = template
    .replace(/<!--(?!app-)[\s\S]*?-->\s*/g, '')
    .replace(/<script>[\s\S]*?<\/script>/g, (script) => script.replace(/^\s*\/\/.*\n/gm, '').replace(/\n\s+/g, '\n'));

  // The Content Security Policy: scripts from this origin only, plus the inline theme script by
  // its hash (computed here, so editing the script cannot break it); no eval. Styles may be inline
  // (the inlined stylesheet, toasts). Shipped in every page as a <meta> (which browsers ignore
  // frame-ancestors in, so it is left out there) and, with the other security headers, in
  // `_headers` (written below) for static hosts that read it (Netlify, Cloudflare Pages) and scripts/serve.mjs.
  const scriptHashes = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
  // An alias's page (written below) leads to the page of its canonical link, keeping the query
  // string and the hash: one script for every alias, allowed by its hash as the theme script is.
  const aliasScript = "location.replace(new URL(document.querySelector('link[rel=canonical]').href).pathname+location.search+location.hash)";
  scriptHashes.push(`'sha256-${createHash('sha256').update(aliasScript).digest('base64')}'`);
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  template = template.replace(/<meta charset="UTF-8" \/>/, `$&\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
  const entryChunks = new Set(Object.keys(manifest).filter((key) => manifest[key].isEntry).flatMap((key) => [...chunksOf(key)]));
  for (const file of entryChunks) {
    if (!template.includes(`/${file}"`)) template = template.replace('</head>', `  <link rel="modulepreload" crossorigin href="/${file}">\n  </head>`);
  }
  // Marked, so that `npm run bench` can tell the shell's chunks from a page's own.
  template = template.replace(/<link rel="modulepreload"([^>]*)>/g, '<link rel="modulepreload"$1 data-shell>');

  const paths = await canonicalPaths();
  // Two rules however many pages there are (a static host such as Cloudflare Pages accepts 100):
  // every file gets the security headers, and the hashed assets, which never change, drop the
  // document-only ones (`!`, Cloudflare Pages' syntax: each header would add its bytes to every
  // script's response) and are cached for a year.
  const pageHeaders = {
    'Content-Security-Policy': `${policy}; frame-ancestors 'none'`,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  writeFileSync(
    join(dist, '_headers'),
    [
      '/*',
      '  X-Content-Type-Options: nosniff',
      ...Object.entries(pageHeaders).map(([name, value]) => `  ${name}: ${value}`),
      '/assets/*',
      ...Object.keys(pageHeaders).map((name) => `  ! ${name}`),
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ].join('\n'),
  );
  const workers = Math.max(1, Number(process.env.PRERENDER_WORKERS) || availableParallelism());
  const started = performance.now();
  await renderInPool([...paths, '/404'], workers, { template, entryChunks: [...entryChunks] });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  // An alias (`/date-between`, `/holidays/de`) is a 301 to its canonical path in `_redirects`
  // (Cloudflare Pages' and Netlify's syntax, which scripts/serve.mjs follows too; both hosts keep the
  // query string, so a shared link keeps its inputs). A host without redirects serves the alias's
  // own file: a small page whose script goes to the canonical path with the query string and hash
  // (its refresh and link without them, before JavaScript), with the canonical link for search
  // engines. Cloudflare Pages reads at most 2,000 such lines.
  const redirects = await aliasRedirects();
  writeFileSync(join(dist, '_redirects'), redirects.map(([from, to]) => `${from} ${to} 301\n`).join(''));
  for (const [from, to] of redirects) {
    const title = /<title>[^<]*<\/title>/.exec(readFileSync(fileFor(to), 'utf8'))?.[0] ?? '<title>Datewise</title>';
    writeFileSync(
      fileFor(from),
      `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="${policy}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${title}
    <link rel="canonical" href="${siteConfig.url}${to}" />
    <script>${aliasScript}</script>
    <noscript><meta http-equiv="refresh" content="0; url=${to}" /></noscript>
  </head>
  <body>
    <p>This page is now at <a href="${to}">${siteConfig.url.replace(/^https?:\/\//, '')}${to}</a>.</p>
  </body>
</html>
`,
    );
  }

  // The sitemap index, sitemap.xml, with a file per section (sitemaps/pages.xml, sitemaps/holidays.xml):
  // canonical paths only (a family's members, no aliases). A file holds at most 50,000 URLs.
  const sections = await sitemapSections();
  mkdirSync(join(dist, 'sitemaps'), { recursive: true });
  const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  for (const [name, list] of sections) {
    if (list.length > 50_000) throw new Error(`sitemaps/${name}.xml: ${list.length} URLs, over the 50,000 a sitemap file may hold`);
    const urls = list.map((path) => `  <url><loc>${siteConfig.url}${path}</loc></url>`).join('\n');
    writeFileSync(join(dist, 'sitemaps', `${name}.xml`), `${XML}<urlset ${NS}>\n${urls}\n</urlset>\n`);
  }
  const files = sections.map(([name]) => `  <sitemap><loc>${siteConfig.url}/sitemaps/${name}.xml</loc></sitemap>`).join('\n');
  writeFileSync(join(dist, 'sitemap.xml'), `${XML}<sitemapindex ${NS}>\n${files}\n</sitemapindex>\n`);
  const canonical = sections.flatMap(([, list]) => list);
  writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.url}/sitemap.xml\n`);
  rmSync('dist-ssr', { recursive: true, force: true });
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  console.log(
    `Prerendered ${paths.length} paths and 404.html in ${seconds} s (${workers} worker threads); the sitemap index and ${sections.length} sitemaps (${canonical.length} pages), robots.txt; ${redirects.length} aliases in _redirects.`,
  );
}
