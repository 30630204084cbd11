/**
 * Every path of the site, a family expanded to its members (which its page module lists): for
 * the prerender, the sitemap, `_redirects` and the unit tests. Not imported by the client, which
 * routes a family by its pattern, so the shell carries none of it.
 */
import { builtPages, isFamily } from '@/registry/pages';
import type { PageEntry } from '@/registry/types';

/** An entry's canonical paths and its aliases, each with the canonical path it leads to. */
async function pathsOf(entry: PageEntry): Promise<{ canonical: readonly string[]; aliases: [from: string, to: string][] }> {
  const page = isFamily(entry) ? (await entry.load?.())?.default : undefined;
  if (!page?.members) return { canonical: [entry.path], aliases: (entry.aliases ?? []).map((alias) => [alias, entry.path]) };
  return {
    canonical: page.members.canonical,
    aliases: page.members.aliases.map((alias) => {
      const member = page.memberMeta?.(alias)?.path;
      if (!member) throw new Error(`${alias}: its family’s page names no member for it`);
      return [alias, member];
    }),
  };
}

/** Every canonical path of the built pages, a family expanded to its members: the sitemap and the prerender. */
export async function canonicalPaths(entries: readonly PageEntry[] = builtPages): Promise<string[]> {
  return (await Promise.all(entries.map(pathsOf))).flatMap((f) => f.canonical);
}

/**
 * Every alias of the built pages (`/date-between`, `/holidays/de`) with the canonical path it
 * redirects to: `_redirects` (a 301 that keeps the query string) and, for a host without
 * redirects, the small page the prerender writes at the alias's path.
 */
export async function aliasRedirects(entries: readonly PageEntry[] = builtPages): Promise<[from: string, to: string][]> {
  return (await Promise.all(entries.map(pathsOf))).flatMap((f) => f.aliases);
}

/**
 * The sitemap's sections, each a file of the sitemap index: `pages` (every page that is not a
 * family's member), then one per family, named after its pattern's first segment
 * (`/holidays/:country` is `holidays`), with its canonical paths.
 */
export async function sitemapSections(entries: readonly PageEntry[] = builtPages): Promise<[name: string, paths: string[]][]> {
  const sections = new Map<string, string[]>([['pages', []]]);
  for (const entry of entries) {
    const name = isFamily(entry) ? entry.path.split('/')[1]! : 'pages';
    sections.set(name, [...(sections.get(name) ?? []), ...(await pathsOf(entry)).canonical]);
  }
  return [...sections];
}
