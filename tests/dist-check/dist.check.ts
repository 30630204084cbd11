/**
 * The checks of every file of the build, after `npm run build` (`npm run check:dist`): every page's
 * head tags, heading, text, FAQ and structured data, links, typography and claims (rules.ts), every
 * alias's canonical link, the sitemap, and that the build holds every path the registry builds. One
 * pass in Node over dist/ in parallel (read-dist.ts), so its time grows with the bytes to read, not
 * with a browser visit per page; the browser suite opens each template once (tests/e2e).
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPages, findPage, isFamily } from '@/registry/pages';
import { aliasRedirects, canonicalPaths, familyMembers, memberAt } from '@/registry/paths';
import type { MemberHead, PageMeta } from '@/registry/types';
import { canonicalUrl, documentTitle } from '@/shell/head';
import { memberFile } from '@/shell/page-props';
import { siteConfig } from '@/shell/site-config';
import { filesOf, readPages } from './read-dist';
import type { PageFacts } from './read-page.mjs';
import { checkPages, pageRules, sharedHeads, sitemapProblems, type PageRuleId, type Role } from './rules';

const DIST = 'dist';
/** Threads that read the files: one per core. */
const THREADS = Number(process.env.CHECK_THREADS) || availableParallelism();
/** The page the static server answers an unknown path with. */
const NOT_FOUND = '404.html';

/** Each page's own metadata, by its canonical path (`<slug>.meta.ts`). */
const metaByPath = new Map(Object.values(import.meta.glob<PageMeta>('/src/*/*/*.meta.ts', { eager: true, import: 'meta' })).map((meta) => [meta.path, meta]));

/** The file of the build that answers `path`, as scripts/serve.mjs finds it (`/about`: about.html or about/index.html). */
const fileOf = (files: ReadonlySet<string>, path: string) =>
  [path === '/' ? 'index.html' : `${path.slice(1)}.html`, `${path.slice(1)}/index.html`].find((file) => files.has(file));

/** What the registry says each built path is, with the head it must carry. */
async function roles(): Promise<Role[]> {
  const canonical = new Set(await canonicalPaths());
  const aliases = new Map(await aliasRedirects());
  const built = [...canonical, ...aliases.keys()];
  return Promise.all(
    built.map(async (path): Promise<Role> => {
      const entry = findPage(path);
      if (!entry) throw new Error(`${path}: built, but no page of the registry answers it`);
      // A family member's head is its declaration's (an alias's, its member's); another page's is its meta file.
      const meta: MemberHead | undefined = isFamily(entry) ? (await memberAt(aliases.get(path) ?? path))?.meta : metaByPath.get(entry.path);
      if (!meta) throw new Error(`${path}: no metadata`);
      const head = { path, title: documentTitle(meta), canonical: canonicalUrl(meta) };
      return canonical.has(path) ? { kind: 'page', ...head, description: meta.description, member: isFamily(entry) } : { kind: 'alias', ...head };
    }),
  );
}

describe('the build in dist/', () => {
  let files: ReadonlySet<string>;
  let report: Record<PageRuleId, string[]>;
  let builtFiles: string[];
  let pages: Map<string, PageFacts>;
  let canonicalUrls: string[];

  beforeAll(async () => {
    if (!existsSync(join(DIST, NOT_FOUND))) throw new Error('No build in dist/: run `npm run build` first.');
    const started = performance.now();
    const built = await roles();
    const registry = performance.now();
    files = new Set(await filesOf(DIST));
    const html = [...files].filter((file) => file.endsWith('.html'));
    const facts = await readPages(DIST, html, THREADS);
    const read = performance.now();
    // Each built path's file with its role; an HTML file no path leads to is reported.
    const checked: { facts: PageFacts; role: Role }[] = [];
    const claimed = new Set([NOT_FOUND]);
    builtFiles = [];
    for (const role of built) {
      const file = fileOf(files, role.path);
      if (!file) builtFiles.push(`${role.path}: built by the registry, but no file answers it`);
      else {
        claimed.add(file);
        checked.push({ facts: facts.get(file)!, role });
      }
    }
    for (const file of html) if (!claimed.has(file)) builtFiles.push(`${file}: no built path leads to it`);
    checked.push({ facts: facts.get(NOT_FOUND)!, role: { kind: 'not-found', path: '/404' } });
    pages = new Map(checked.filter(({ role }) => role.kind === 'page').map(({ facts, role }) => [role.path, facts]));
    canonicalUrls = built.filter((role) => role.kind === 'page').map((role) => role.canonical);
    const otherFiles = new Set([...files].filter((file) => !file.endsWith('.html')).map((file) => `/${file}`));
    report = checkPages(checked, { name: siteConfig.name, origin: siteConfig.url, pages, files: otherFiles });
    const ms = (from: number, to = performance.now()) => `${Math.round(to - from)} ms`;
    console.info(`The registry's paths in ${ms(started, registry)}; ${html.length} HTML files read by ${THREADS} threads in ${ms(registry, read)}, judged in ${ms(read)}.`);
  }, 300_000);

  it.each(Object.entries(pageRules).map(([id, rule]) => [rule.name, id as PageRuleId, rule.kinds.join(', ')] as const))('every file %s (%s)', (_, id) => {
    expect(report[id]).toEqual([]);
  });

  it('has a file for every path the registry builds, and no HTML file besides (but the 404 page)', () => {
    expect(builtFiles).toEqual([]);
  });

  it('gives every page a title and a description of its own', () => {
    expect(sharedHeads(pages)).toEqual([]);
  });

  it('gives each family member its data beside its page (its head and props), and no member’s page the family’s list', async () => {
    const problems: string[] = [];
    for (const entry of builtPages.filter(isFamily)) {
      const members = await familyMembers(entry);
      for (const { meta, props } of members) {
        const file = join(DIST, memberFile(meta.path));
        if (!existsSync(file)) problems.push(`${meta.path}: no ${memberFile(meta.path)}`);
        else if (JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))) !== JSON.stringify({ meta, props })) problems.push(`${memberFile(meta.path)}: not its declaration's head and props`);
      }
      // The scripts a member's page loads first name hardly any other member (by its props' words of
      // five or more characters, as a list of members would): the declaration stays in the build.
      const html = readFileSync(join(DIST, fileOf(files, members[0]!.meta.path)!), 'utf8');
      const scripts = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+)"/g)].map(([, file]) => readFileSync(join(DIST, file!), 'utf8')).join('\n');
      const words = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(words) : []);
      const named = members.slice(1).filter(({ props }) => words(props).some((word) => word.length >= 5 && scripts.includes(word)));
      if (named.length >= members.length / 10) problems.push(`${members[0]!.meta.path}: its first scripts name ${named.length} of the ${members.length} members of ${entry.path}`);
    }
    expect(problems).toEqual([]);
  });

  it('lists every canonical page in the sitemap once, and nothing else; robots.txt names the sitemap', () => {
    const read = (path: string) => (files.has(path.slice(1)) ? readFileSync(join(DIST, path), 'utf8') : undefined);
    expect(sitemapProblems(read, canonicalUrls, siteConfig.url)).toEqual([]);
  });
});
