/**
 * Every path of the site, a family expanded to its members (which its page module lists): for
 * the prerender, the sitemap and the unit tests. Not imported by the client, which routes a
 * family by its pattern, so the shell carries none of it.
 */
import { builtPages, isFamily } from '@/registry/pages';
import type { FamilyPaths, PageEntry } from '@/registry/types';

/** An entry's paths: a family's from its page module (which lists its members), another's from its entry. */
async function familyPaths(entry: PageEntry): Promise<FamilyPaths> {
  const members = isFamily(entry) ? (await entry.load?.())?.default.members : undefined;
  return members ?? { canonical: [entry.path], aliases: entry.aliases ?? [] };
}

/** Every canonical path of the built pages, a family expanded to its members: the sitemap. */
export async function canonicalPaths(entries: readonly PageEntry[] = builtPages): Promise<string[]> {
  return (await Promise.all(entries.map(familyPaths))).flatMap((f) => f.canonical);
}

/**
 * Every URL path the site answers, a family expanded to its members: canonical paths and
 * aliases of built pages. The prerender writes each, and the tests visit each.
 */
export async function builtPaths(entries: readonly PageEntry[] = builtPages): Promise<string[]> {
  return (await Promise.all(entries.map(familyPaths))).flatMap((f) => [...f.canonical, ...f.aliases]);
}
