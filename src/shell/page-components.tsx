import { lazy, useLayoutEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageDefinition, PageEntry } from '@/registry/types';
import { isFamily } from '@/registry/pages';
import { applyHead, headFor } from '@/shell/head';

const loaded = new Map<string, PageDefinition>();
const components = new Map<string, ComponentType>();

/** A family member's data in the browser (src/shell/page-props.tsx): loaded with a family's page only. */
let members: typeof import('@/shell/page-props') | undefined;

/**
 * Loads a page's module before the first render (prerendering and hydration), so that the
 * rendered tree never suspends and matches the prerendered HTML.
 */
export async function preloadPage(entry: PageEntry): Promise<PageDefinition | undefined> {
  if (!entry.load) return undefined;
  let page = loaded.get(entry.path);
  if (!page) {
    const [module, familyData] = await Promise.all([entry.load(), isFamily(entry) ? import('@/shell/page-props') : undefined]);
    members ??= familyData;
    page = module.default;
    loaded.set(entry.path, page);
  }
  return page;
}

/**
 * The page and, after a client-side navigation, its own head tags: a single page's from its
 * metadata; a family member's from its data (src/shell/page-props.tsx), whose props the page reads
 * (`usePageProps`), and the 404 screen (which sets its own head) at a path that is no member.
 */
function withHead(page: PageDefinition, family: boolean): ComponentType {
  if (family) return members!.memberPage(page.Component, notFoundComponent);
  const Page = page.Component;
  return function SinglePage() {
    const { pathname } = useLocation();
    // Before the page's own effects, so a page can refine its head (a year from its query string).
    useLayoutEffect(() => applyHead(headFor(page.meta)), [pathname]);
    return <Page />;
  };
}

/** The page's component: the preloaded one, or a lazy one for client-side navigation. */
export function pageComponent(entry: PageEntry): ComponentType {
  let component = components.get(entry.path);
  if (component) return component;
  const ready = loaded.get(entry.path);
  if (ready) component = withHead(ready, isFamily(entry));
  else {
    if (!entry.load) throw new Error(`${entry.path} is not built`);
    component = lazy(async () => ({ default: withHead((await preloadPage(entry)) as PageDefinition, isFamily(entry)) }));
  }
  components.set(entry.path, component);
  return component;
}

const loadNotFound = () => import('@/app/not-found');
let notFound: ComponentType | undefined;

/** Loads the 404 screen before the first render of an unknown path (prerendering and hydration). */
export async function preloadNotFound(): Promise<void> {
  notFound ??= (await loadNotFound()).default;
}

/** The 404 screen: the preloaded one, or a lazy one after a client-side navigation to an unknown path. */
export function notFoundComponent(): ComponentType {
  notFound ??= lazy(loadNotFound);
  return notFound;
}
