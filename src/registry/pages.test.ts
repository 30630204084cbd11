import { describe, expect, it } from 'vitest';
import { builtPages, findPage, isFamily, navGroups, pages } from '@/registry/pages';
import { aliasRedirects, canonicalPaths, familyMembers, memberAt } from '@/registry/paths';
import type { FamilyMember, PageDefinition, PageEntry, PageMeta, PageModule } from '@/registry/types';
import { canonicalUrl, documentTitle, headFor } from '@/shell/head';

/**
 * The 37 routes of the product spec's route table ({product} = /days-between-dates), the three of
 * decisions §9, the week numbers page, the holiday pages per country (a family: one pattern) and
 * the site search (issue 31), the meeting planner and the world clock (issue 32).
 */
const SPEC_PATHS = [
  '/', '/date-from-today', '/days-between-dates', '/date-between', '/business-days-calculator', '/business-days',
  '/age-calculator', '/time-zone-calculator', '/date-format-converter', '/special-days', '/holidays',
  '/days-from-valentines', '/weekday-finder', '/leap-year-checker', '/calendar-generator', '/time-duration-calculator',
  '/excel-formulas', '/developer-tools', '/faq', '/time-calculators', '/special-days/memorial-labor',
  '/special-days/valentine', '/countdown/halloween', '/countdown/thanksgiving', '/countdown/christmas',
  '/countdown/birthday', '/countdown/school-end', '/countdown/school-start', '/countdown/wedding',
  '/new-year-countdown', '/anniversary-calculator', '/project-timeline-calculator', '/custom-event-countdown',
  '/about', '/contact', '/privacy', '/terms', '/birthday-countdown', '/special-days/election', '/special-days/period',
  '/week-number', '/holidays/:country', '/search', '/meeting-planner', '/world-clock',
];

const allPaths = pages.flatMap((p) => [p.path, ...(p.aliases ?? [])]);
// Every page folder, whatever its section: src/<section>/<slug>/.
const pageModules = import.meta.glob<PageModule>('/src/*/*/*.page.tsx');
const metaFiles = import.meta.glob<PageMeta>('/src/*/*/*.meta.ts', { eager: true, import: 'meta' });
const metas = Object.values(metaFiles);

describe('page registry', () => {
  it('lists exactly the paths of the spec and decisions, each once', () => {
    expect(new Set(allPaths).size).toBe(allPaths.length);
    expect([...allPaths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('puts calculators in a sidebar group and content pages and families in none', () => {
    for (const page of pages) {
      if (page.kind === 'content' || isFamily(page)) expect(page.group, page.path).toBeUndefined();
      else if (page.path !== '/') expect(page.group, page.path).toBeDefined();
    }
  });

  it('has a page module for every built entry, exporting its own metadata, and an entry for every page module', async () => {
    // One at a time: loading every page module at once races in vitest's module runner
    // ("Cannot read properties of undefined (reading 'getStatus')") when other files run beside it.
    const loaded: PageDefinition[] = [];
    for (const load of Object.values(pageModules)) loaded.push((await load()).default);
    for (const entry of builtPages) {
      const page = (await entry.load!()).default;
      expect(loaded, entry.path).toContain(page);
      expect(page.meta.path, entry.path).toBe(entry.path);
      expect(typeof page.Component, entry.path).toBe('function');
    }
    const fromRegistry: unknown[] = [];
    for (const page of builtPages) fromRegistry.push((await page.load!()).default);
    expect(loaded.every((page) => fromRegistry.includes(page))).toBe(true);
    expect(new Set(fromRegistry).size).toBe(builtPages.length);
  }, 30_000); // loads every page module, one at a time

  it('has one metadata file per built page and none for a page that is not built', () => {
    expect(metas.map((m) => m.path).sort()).toEqual(builtPages.map((p) => p.path).sort());
  });

  it('finds pages by path and alias, ignoring a trailing slash; unbuilt pages are not found', async () => {
    expect(findPage('/date-between')?.path).toBe('/days-between-dates');
    expect(findPage('/business-days/')?.path).toBe('/business-days-calculator');
    expect(findPage('/age-calculator/')?.path).toBe('/age-calculator');
    for (const unbuilt of pages.filter((p) => !p.load)) expect(findPage(unbuilt.path)).toBeUndefined();
    expect(await canonicalPaths()).toContain('/');
  });

  it('redirects every alias to a canonical path, once each: the second paths and the country codes', async () => {
    const redirects = await aliasRedirects();
    const canonical = new Set(await canonicalPaths());
    expect(redirects).toEqual(expect.arrayContaining([
      ['/date-between', '/days-between-dates'],
      ['/business-days', '/business-days-calculator'],
      ['/holidays/de', '/holidays/germany'],
      ['/holidays/gb', '/holidays/united-kingdom'],
      ['/holidays/uk', '/holidays/united-kingdom'],
    ]));
    const froms = redirects.map(([from]) => from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const [from, to] of redirects) {
      expect(canonical.has(to), `${from} → ${to}`).toBe(true);
      expect(canonical.has(from), from).toBe(false);
      expect(from, from).toBe(from.toLowerCase());
    }
    // Every alias of the registry and of its families, and nothing else.
    const familyAliases = (await Promise.all(pages.filter((p) => p.load && isFamily(p)).map(familyMembers))).flat().flatMap((m) => m.aliases);
    expect(froms.sort()).toEqual([...pages.filter((p) => p.load).flatMap((p) => p.aliases ?? []), ...familyAliases].sort());
  });

});

describe('nav levels', () => {
  const linksOn = (path: string) => navGroups(findPage(path)).flatMap((group) => group.pages.map((link) => link.path));
  const sections = [...new Set(builtPages.flatMap((p) => p.group ?? []))];

  it('a calculator’s menus list the pages of its section and link every other section to its heading in the hub', () => {
    const [own, calculators] = navGroups(findPage('/leap-year-checker'));
    expect(own!.group).toBe('date-calculators');
    expect(own!.pages.map((link) => link.path)).toEqual(builtPages.filter((p) => p.group === 'date-calculators').map((p) => p.path));
    expect(calculators!.pages.map((link) => link.path)).toEqual([
      ...sections.filter((group) => group !== 'date-calculators').map((group) => `/time-calculators#group-${group}`),
      '/time-calculators',
    ]);
    expect(linksOn('/leap-year-checker')).not.toContain('/countdown/halloween');
  });

  it('a text page’s menus link every section and the content pages, and no calculator', () => {
    const links = linksOn('/about');
    expect(links).toEqual(expect.arrayContaining([...sections.map((group) => `/time-calculators#group-${group}`), '/time-calculators', '/about', '/privacy']));
    expect(links.filter((path) => findPage(path)?.group)).toEqual([]);
    expect(new Set(links).size).toBeLessThan(builtPages.length / 2);
  });
});

describe('page families', () => {
  // A test-only family: one module draws a page per country; its declaration lists its members.
  const member = (path: string, aliases: string[] = []): FamilyMember => ({ meta: { path, title: `Public Holidays in ${path.slice(10).toUpperCase()}`, description: 'x' }, aliases, props: { path } });
  const family: PageEntry = {
    path: '/holidays/:country',
    label: 'Holidays by Country',
    kind: 'calculator',
    icon: 'flag',
    load: async () => ({ default: { meta: { path: '/holidays/:country', title: 'x', description: 'x', keywords: [], related: [] }, Component: () => null } }),
    // The alias `/holidays/usa` is the page of `/holidays/us`.
    family: async () => ({ members: [member('/holidays/us', ['/holidays/usa']), member('/holidays/de'), member('/holidays/jp')] }),
  };
  const single: PageEntry = { path: '/about', label: 'About', kind: 'content', menu: 'support', icon: 'info' };
  const entries = [single, family];

  it('the sitemap lists a family’s members, without aliases, and never the pattern', async () => {
    expect(await canonicalPaths(entries)).toEqual(['/about', '/holidays/us', '/holidays/de', '/holidays/jp']);
  });

  it('a family’s alias redirects to the member that declares it', async () => {
    expect(await aliasRedirects(entries)).toEqual([['/holidays/usa', '/holidays/us']]);
    // A family without its declaration fails the build.
    const undeclared: PageEntry = { ...family, family: undefined };
    await expect(aliasRedirects([undeclared])).rejects.toThrow('/holidays/:country');
  });

  it('finds the family for any path of its pattern (its declaration tells a member), never for the pattern itself', async () => {
    for (const path of ['/holidays/us', '/holidays/jp/', '/holidays/xx']) expect(findPage(path, entries), path).toBe(family);
    expect(findPage('/holidays/:country', entries)).toBeUndefined();
    expect(findPage('/holidays/us/more', entries)).toBeUndefined();
    expect(findPage('/about', entries)).toBe(single);
    expect((await memberAt('/holidays/de', entries))?.props).toEqual({ path: '/holidays/de' });
    // An alias is no member's canonical path: a redirect, never a page of its own.
    for (const path of ['/holidays/xx', '/holidays/usa', '/about']) expect(await memberAt(path, entries), path).toBeUndefined();
  });

  it('a member’s head tags come from its declaration', async () => {
    const { meta } = (await memberAt('/holidays/de', entries))!;
    expect(headFor(meta)).toMatchObject({ title: 'Public Holidays in DE – Datewise', canonical: canonicalUrl({ path: '/holidays/de' }) });
  });

  it('every member of the registry’s families matches its pattern, once, and its page draws it from its props', async () => {
    const families = builtPages.filter(isFamily);
    expect(families.length).toBeGreaterThan(0);
    for (const entry of families) {
      const pattern = new RegExp(`^${entry.path.replace(/:\w+/g, '[^/]+')}$`);
      const members = await familyMembers(entry);
      expect(members.length, entry.path).toBeGreaterThan(0);
      const paths = members.flatMap((m) => [m.meta.path, ...m.aliases]);
      expect(new Set(paths).size, entry.path).toBe(paths.length);
      for (const path of paths) {
        expect(path, entry.path).toMatch(pattern);
        expect(findPage(path), path).toBe(entry);
      }
      for (const m of members) {
        expect(await memberAt(m.meta.path), m.meta.path).toBe(m);
        // Props travel as JSON (in the page and in its file).
        expect(JSON.parse(JSON.stringify(m.props)), m.meta.path).toEqual(m.props);
        expect(documentTitle(m.meta).length, m.meta.path).toBeLessThanOrEqual(60);
      }
      expect(await memberAt(entry.path.replace(/:\w+/, 'atlantis'))).toBeUndefined();
    }
  });
});

describe('page metadata', () => {
  it.each(metas.map((meta) => [meta.path, meta] as const))('%s has a title and description that fit a search result', (_, meta) => {
    // Every title ends with the site name the same way, and the whole fits a search result.
    expect(documentTitle(meta)).toBe(`${meta.title} – Datewise`);
    expect(meta.title).not.toContain('Datewise');
    expect(documentTitle(meta).length).toBeLessThanOrEqual(60);
    expect(meta.title.length).toBeGreaterThanOrEqual(10);
    expect(meta.description.length).toBeGreaterThanOrEqual(50);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.keywords.length).toBeGreaterThan(0);
  });

  it.each(metas.map((meta) => [meta.path, meta] as const))('%s links related pages of the registry, never itself', (_, meta) => {
    for (const related of meta.related) {
      expect(pages.some((p) => p.path === related), related).toBe(true);
      expect(related).not.toBe(meta.path);
    }
  });
});
