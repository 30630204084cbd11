#!/usr/bin/env node
// Serves the built site (dist/) the way a static host does: clean URLs (/about → about.html),
// 404.html with status 404 for unknown paths, long caching for hashed assets, and gzip with
// --gzip, the headers dist/_headers names (the security policy) and the redirects of
// dist/_redirects (the aliases, query string kept). A page's path with a trailing slash or in other
// letters (/holidays/germany/, /holidays/Germany) is a 301 to the page's own path.
// Usage: node scripts/serve.mjs [--port 4173] [--gzip] [--quiet]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

const args = process.argv.slice(2);
const port = Number(args[args.indexOf('--port') + 1]) || Number(process.env.PORT) || 4173;
const gzip = args.includes('--gzip');
const quiet = args.includes('--quiet');
const root = resolve('dist');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * The headers of dist/_headers (Cloudflare Pages syntax: a path line, then indented `Name: value`
 * lines; `! Name` removes a header an earlier rule set). A header set to null is removed.
 */
function readHeaderRules() {
  const file = join(root, '_headers');
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else if (rules.length && line.trim().startsWith('!')) rules.at(-1).headers[line.trim().slice(1).trim()] = null;
    else if (rules.length) {
      const colon = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}
const headerRules = readHeaderRules();

/** The redirects of dist/_redirects (`from to status` a line; the site writes exact paths only), by path. */
function readRedirects() {
  const file = join(root, '_redirects');
  if (!existsSync(file)) return new Map();
  const lines = readFileSync(file, 'utf8').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  return new Map(lines.map((line) => line.split(/\s+/)).map(([from, to, status]) => [from, { to, status: Number(status) || 302 }]));
}
const redirects = readRedirects();
const matches = (pattern, path) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path);

function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/** The file that answers a URL path, or null. */
function resolveFile(urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const safe = normalize(path).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, safe);
  if (!base.startsWith(root)) return null;
  const candidates = safe.endsWith('/') ? [join(base, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find(isFile) ?? null;
}

/**
 * Where a path that answers nothing as it is should go: an alias's canonical path, or the page
 * that the path names with a trailing slash or in other letters. Undefined when there is none.
 */
function movedTo(urlPath) {
  const trimmed = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  for (const path of new Set([trimmed, trimmed.toLowerCase()])) {
    if (redirects.has(path)) return redirects.get(path).to;
    if (path !== urlPath && resolveFile(path)?.endsWith('.html')) return path;
  }
  return undefined;
}

if (!existsSync(join(root, 'index.html'))) {
  console.error('dist/ has no build: run `npm run build` first.');
  process.exit(1);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const withRules = (headers) => {
    for (const rule of headerRules) if (matches(rule.pattern, url.pathname)) Object.assign(headers, rule.headers);
    for (const [name, value] of Object.entries(headers)) if (value === null) delete headers[name];
    return headers;
  };
  // Redirects first, as on Cloudflare Pages: an alias's own file is for hosts without them.
  const redirect = redirects.get(url.pathname);
  let file = redirect ? null : resolveFile(url.pathname);
  const to = redirect?.to ?? (file ? undefined : movedTo(url.pathname));
  if (to) {
    const status = redirect?.status ?? 301;
    // The query string goes along (as on Cloudflare Pages and Netlify); the browser keeps the hash.
    res.writeHead(status, withRules({ Location: to + url.search, 'Cache-Control': 'no-cache' }));
    res.end();
    if (!quiet) console.log(status, req.method, url.pathname, '→', to);
    return;
  }
  let status = 200;
  if (!file) {
    file = join(root, '404.html');
    status = 404;
  }
  const headers = withRules({ 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  headers['Cache-Control'] = file.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const compress = gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && /text|xml|json|svg/.test(headers['Content-Type']);
  if (compress) {
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  (compress ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(res);
  if (!quiet) console.log(status, req.method, url.pathname);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Datewise is served at http://localhost:${port}${gzip ? ' (gzip)' : ''}`);
});
