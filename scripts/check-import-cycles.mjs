#!/usr/bin/env node
// Fails when the import graph of src/ has a cycle. Static imports, re-exports and dynamic
// `import()` all count (a page's lazy loader is an edge too); `import type` does not, since
// it leaves no trace in the built code. Part of `npm run lint`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'src');
const sources = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.tsx?$/.test(name) && !/\.(test|bench)\.tsx?$/.test(name)) sources.push(path);
  }
})(root);

function resolveImport(from, specifier) {
  const base = specifier.startsWith('@/') ? join(root, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((p) => existsSync(p) && statSync(p).isFile()) ?? null;
}

const importPattern = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
const edges = new Map(
  sources.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(importPattern)].map((m) => resolveImport(file, m[1] ?? m[2])).filter(Boolean);
    return [file, [...new Set(targets)]];
  }),
);

// Depth-first search; a grey node met again closes a cycle.
const state = new Map();
const cycles = [];
function visit(file, trail) {
  state.set(file, 'grey');
  for (const next of edges.get(file) ?? []) {
    if (state.get(next) === 'grey') cycles.push([...trail.slice(trail.indexOf(next)), next]);
    else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(file, 'black');
}
for (const file of sources) if (!state.has(file)) visit(file, [file]);

for (const cycle of cycles) console.error(`Import cycle: ${cycle.map((f) => relative(root, f)).join(' → ')}`);
console.log(`Import graph of ${relative(process.cwd(), root) || '.'}: ${sources.length} modules, ${cycles.length} cycle(s).`);
process.exit(cycles.length ? 1 : 0);
