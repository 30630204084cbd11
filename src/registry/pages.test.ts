import { describe, expect, it } from 'vitest';
import { builtPages, builtPaths, findPage, pages } from '@/registry/pages';
import { documentTitle } from '@/app/head';

/** The 37 routes of the product spec's route table ({product} = /days-between-dates) and the three of decisions §9. */
const SPEC_PATHS = [
  '/', '/date-from-today', '/days-between-dates', '/date-between', '/business-days-calculator', '/business-days',
  '/age-calculator', '/time-zone-calculator', '/date-format-converter', '/special-days', '/holidays',
  '/days-from-valentines', '/weekday-finder', '/leap-year-checker', '/calendar-generator', '/time-duration-calculator',
  '/excel-formulas', '/developer-tools', '/faq', '/time-calculators', '/special-days/memorial-labor',
  '/special-days/valentine', '/countdown/halloween', '/countdown/thanksgiving', '/countdown/christmas',
  '/countdown/birthday', '/countdown/school-end', '/countdown/school-start', '/countdown/wedding',
  '/new-year-countdown', '/anniversary-calculator', '/project-timeline-calculator', '/custom-event-countdown',
  '/about', '/contact', '/privacy', '/terms', '/birthday-countdown', '/special-days/election', '/special-days/period',
];

const allPaths = pages.flatMap((p) => [p.path, ...(p.aliases ?? [])]);

describe('page registry', () => {
  it('lists exactly the 40 paths of the spec and decisions, each once', () => {
    expect(SPEC_PATHS).toHaveLength(40);
    expect(new Set(allPaths).size).toBe(allPaths.length);
    expect([...allPaths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('links related pages that exist in the registry, never to itself', () => {
    for (const page of pages) {
      for (const related of page.related) {
        expect(pages.some((p) => p.path === related), `${page.path} → ${related}`).toBe(true);
        expect(related).not.toBe(page.path);
      }
    }
  });

  it('gives every page a title and description that fit a search result', () => {
    for (const page of pages) {
      expect(documentTitle(page).length, page.path).toBeLessThanOrEqual(60);
      expect(page.title.length, page.path).toBeGreaterThanOrEqual(10);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
      expect(page.keywords.length, page.path).toBeGreaterThan(0);
    }
  });

  it('puts calculators in a sidebar group and content pages in none', () => {
    for (const page of pages) {
      if (page.kind === 'content') expect(page.group, page.path).toBeUndefined();
      else if (page.path !== '/') expect(page.group, page.path).toBeDefined();
    }
  });

  it('has a page module for every built entry and an entry for every page module', async () => {
    const modules = import.meta.glob<{ default: unknown }>(['/src/calculators/*/*.page.tsx', '/src/pages/*/*.page.tsx']);
    const loaded = await Promise.all(Object.values(modules).map((load) => load()));
    const fromRegistry = await Promise.all(builtPages.map(async (page) => (await page.load!()).default));
    expect(fromRegistry.every((component) => loaded.some((m) => m.default === component))).toBe(true);
    expect(loaded.every((m) => fromRegistry.includes(m.default as never))).toBe(true);
    expect(new Set(fromRegistry).size).toBe(builtPages.length);
  });

  it('finds pages by path and alias, ignoring a trailing slash; unbuilt pages are not found', () => {
    expect(findPage('/date-between')?.path).toBe('/days-between-dates');
    expect(findPage('/business-days/')?.path).toBe('/business-days-calculator');
    expect(findPage('/age-calculator')).toBeUndefined();
    expect(builtPaths()).toContain('/');
  });
});
