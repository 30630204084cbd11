/**
 * The paths the browser tests open in depth: each template once, and a small fixed sample of each
 * family of pages (one module, a page per member), so the suite's time does not grow with a
 * family's size. What every path's prerendered HTML must hold (head tags, heading, text, links,
 * typography) is checked over dist/ after the build (tests/dist-check), with no browser.
 */
import { builtPages, findPage, isFamily } from '../../src/registry/pages';
import { familyPaths } from '../../src/registry/paths';
import type { FamilyPaths } from '../../src/registry/types';

/** Every family's members, by its pattern, from the family's own declaration (the registry's `family`). */
export const familyMembers = new Map<string, FamilyPaths>(
  await Promise.all(builtPages.filter(isFamily).map(async (entry): Promise<[string, FamilyPaths]> => [entry.path, await familyPaths(entry)])),
);

/**
 * `items` dealt into `count` groups (the first item to the first group, the second to the second…),
 * empty groups left out: a test per group opens its items one after another in one page.
 */
export const inGroups = <T,>(items: readonly T[], count: number): T[][] =>
  Array.from({ length: count }, (_, group) => items.filter((_, i) => i % count === group)).filter((group) => group.length > 0);

/**
 * The members of each family that the browser opens in depth, the first standing for the family
 * where a test opens each template once: Germany (states), Saudi Arabia (a Friday–Saturday
 * weekend, holidays of the Islamic calendar), the United States (states, the site's own federal rules).
 */
const chosenSamples = new Map<string, readonly string[]>([['/holidays/:country', ['/holidays/germany', '/holidays/saudi-arabia', '/holidays/united-states']]]);

/** Each family's sample: the members chosen above, or its first member (a new family needs no edit here). */
export const familySamples = new Map([...familyMembers].map(([pattern, members]) => [pattern, chosenSamples.get(pattern) ?? members.canonical.slice(0, 1)]));

for (const [pattern, members] of familyMembers) {
  const sample = familySamples.get(pattern)!;
  if (sample.length === 0 || sample.some((path) => !members.canonical.includes(path))) throw new Error(`${pattern}: its sample must be members' canonical paths`);
}

const pathsOf = (entry: (typeof builtPages)[number], aliases: boolean): readonly string[] => {
  const family = isFamily(entry) ? familyMembers.get(entry.path) : undefined;
  return family ? [...family.canonical, ...(aliases ? family.aliases : [])] : [entry.path, ...(aliases ? (entry.aliases ?? []) : [])];
};

/** Every path the site answers (canonical paths and aliases, which redirect to them; every family member). */
export const allPaths = builtPages.flatMap((entry) => pathsOf(entry, true));

/** Every canonical path (every family member's). */
export const allCanonicalPaths = builtPages.flatMap((entry) => pathsOf(entry, false));

/** Each page's canonical path, a family's at its sample: the paths the browser opens in depth. */
export const sampledPaths = builtPages.flatMap((entry) => (isFamily(entry) ? familySamples.get(entry.path)! : [entry.path]));

/** Each template's canonical path once, a family's at the first of its sample. */
export const templateCanonicalPaths = sampledPaths.filter((path) => {
  const entry = findPage(path)!;
  return !isFamily(entry) || path === familySamples.get(entry.path)![0];
});
