/**
 * The paths the browser tests open in depth: every page once per template. A family of pages
 * (one module, a page per member) is opened in depth at its first member; every member is checked
 * cheaply from its prerendered HTML (routes.spec.ts), so the suite's time does not grow with a
 * family's size.
 */
import { builtPages, findPage, isFamily } from '../../src/registry/pages';
import { familyMembers } from '../../src/registry/family-members';

export { familyMembers };

const oncePerTemplate = (path: string) => {
  const entry = findPage(path);
  return !entry || !isFamily(entry) || path === familyMembers.get(entry.path)?.canonical[0];
};

const pathsOf = (entry: (typeof builtPages)[number], aliases: boolean): readonly string[] => {
  const family = isFamily(entry) ? familyMembers.get(entry.path) : undefined;
  if (isFamily(entry) && !family) throw new Error(`${entry.path}: add its members to familyMembers`);
  return family ? [...family.canonical, ...(aliases ? family.aliases : [])] : [entry.path, ...(aliases ? (entry.aliases ?? []) : [])];
};

/** Every path the site answers (canonical paths and aliases, which redirect to them; every family member). */
export const allPaths = builtPages.flatMap((entry) => pathsOf(entry, true));

/** Every canonical path (the sitemap's). */
export const allCanonicalPaths = builtPages.flatMap((entry) => pathsOf(entry, false));

/** Canonical paths and aliases, a family at its first member. */
export const templatePaths = allPaths.filter(oncePerTemplate);

/** Canonical paths, a family at its first member. */
export const templateCanonicalPaths = allCanonicalPaths.filter(oncePerTemplate);
