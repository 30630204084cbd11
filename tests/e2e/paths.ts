/**
 * The paths the browser tests open in depth: every page once per template. A family of pages
 * (one module, a page per member) is opened in depth at its first member; every member is checked
 * cheaply from its prerendered HTML (routes.spec.ts), so the suite's time does not grow with a
 * family's size.
 */
import { builtPaths, canonicalPaths, findPage } from '../../src/registry/pages';

const oncePerTemplate = (path: string) => {
  const entry = findPage(path);
  return !entry?.paths || path === entry.paths[0];
};

/** Canonical paths and aliases, a family at its first member. */
export const templatePaths = builtPaths().filter(oncePerTemplate);

/** Canonical paths, a family at its first member. */
export const templateCanonicalPaths = canonicalPaths().filter(oncePerTemplate);
