/**
 * The paths the browser tests open in depth: every page once per template. A family of pages
 * (one module, a page per member) is opened in depth at its first member; every member is checked
 * cheaply from its prerendered HTML (routes.spec.ts), so the suite's time does not grow with a
 * family's size.
 */
import { builtPages, builtPaths, canonicalPaths, findPage, isFamily } from '../../src/registry/pages';

/** Every family's members (canonical paths and aliases), by the family's pattern. */
export const familyMembers = new Map(
  await Promise.all(builtPages.filter(isFamily).map(async (entry) => [entry.path, await entry.members!()] as const)),
);

const oncePerTemplate = (path: string) => {
  const entry = findPage(path);
  return !entry || !isFamily(entry) || path === familyMembers.get(entry.path)?.canonical[0];
};

/** Every path the site answers (canonical paths and aliases, every family member). */
export const allPaths = await builtPaths();

/** Every canonical path (the sitemap's). */
export const allCanonicalPaths = await canonicalPaths();

/** Canonical paths and aliases, a family at its first member. */
export const templatePaths = allPaths.filter(oncePerTemplate);

/** Canonical paths, a family at its first member. */
export const templateCanonicalPaths = allCanonicalPaths.filter(oncePerTemplate);
