/**
 * Every path of the site, a family expanded to its members (which its declaration lists, its
 * `family` loader): for the prerender, the sitemap, `_redirects`, the unit tests and the checks of
 * the build. Build time only: the client routes a family by its pattern and receives one member's
 * data with its page, so neither the shell nor a page carries a family's list.
 */
import { builtPages, findPage, isFamily } from '@/registry/pages';
import type { FamilyMember, FamilyPaths, MemberData, PageEntry } from '@/registry/types';

const declared = new Map<PageEntry, Promise<{ members: readonly FamilyMember[]; byPath: Map<string, FamilyMember> }>>();

/** A family's members, from its declaration (loaded once). */
async function familyOf(entry: PageEntry) {
  let family = declared.get(entry);
  if (!family) {
    if (!entry.family) throw new Error(`${entry.path}: a family needs its declaration (\`family\` in the registry)`);
    family = entry.family().then(({ members }) => ({ members, byPath: new Map(members.map((m) => [m.meta.path, m])) }));
    declared.set(entry, family);
  }
  return family;
}

/** A family's members, each with its head, aliases and props. */
export async function familyMembers(entry: PageEntry): Promise<readonly FamilyMember[]> {
  return (await familyOf(entry)).members;
}

/** The member at a canonical path of a family's (`/holidays/germany`), or undefined for a path that is not one. */
export async function memberAt(path: string, entries: readonly PageEntry[] = builtPages): Promise<FamilyMember | undefined> {
  const entry = findPage(path, entries);
  return entry && isFamily(entry) ? (await familyOf(entry)).byPath.get(path) : undefined;
}

/** What the browser receives of the member at `path` (its head and props: `MemberData`), or undefined for a path that is not one. */
export async function memberDataAt(path: string, entries: readonly PageEntry[] = builtPages): Promise<MemberData | undefined> {
  const member = await memberAt(path, entries);
  return member && { meta: member.meta, props: member.props };
}

/** A family's canonical paths and aliases, from its declaration (the browser tests' list of a family's paths). */
export async function familyPaths(entry: PageEntry): Promise<FamilyPaths> {
  const members = await familyMembers(entry);
  return { canonical: members.map((m) => m.meta.path), aliases: members.flatMap((m) => m.aliases) };
}

/** An entry's canonical paths and its aliases, each with the canonical path it leads to. */
async function pathsOf(entry: PageEntry): Promise<{ canonical: readonly string[]; aliases: [from: string, to: string][] }> {
  if (!isFamily(entry)) return { canonical: [entry.path], aliases: (entry.aliases ?? []).map((alias) => [alias, entry.path]) };
  const members = await familyMembers(entry);
  return {
    canonical: members.map((m) => m.meta.path),
    aliases: members.flatMap((m) => m.aliases.map((alias): [string, string] => [alias, m.meta.path])),
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
