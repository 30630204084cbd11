import { createContext, useContext } from 'react';
import type { PageLink, SidebarGroup } from '@/registry/types';

export interface CalculatorSection {
  group: SidebarGroup;
  label: string;
  pages: readonly PageLink[];
}

/**
 * The built pages as the shell knows them, handed down by the app: pages and shared components
 * read links, labels and icons here instead of importing the page registry, which imports
 * every page (through its loader) and would otherwise close an import cycle.
 */
export interface SiteLinks {
  /** Every built page, in registry order. */
  pages: readonly PageLink[];
  /** The built calculators by sidebar group, in order. */
  calculatorSections: readonly CalculatorSection[];
  /** The page being shown. */
  current: PageLink | null;
}

const SiteLinksContext = createContext<SiteLinks>({ pages: [], calculatorSections: [], current: null });

export const SiteLinksProvider = SiteLinksContext.Provider;

export function useSiteLinks(): SiteLinks {
  return useContext(SiteLinksContext);
}

/** Built pages among `paths`, in the given order: pages not built yet are never linked. */
export function useBuiltAmong(paths: readonly string[]): PageLink[] {
  const { pages } = useSiteLinks();
  return paths.flatMap((path) => pages.find((p) => p.path === path) ?? []);
}

/** The page being shown (for its breadcrumb). */
export function useCurrentPage(): PageLink {
  const { current } = useSiteLinks();
  if (!current) throw new Error('useCurrentPage outside a page route');
  return current;
}
