import { lazy, useLayoutEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageDefinition, PageEntry } from '@/registry/types';
import { answers, applyHead, headFor, metaAt } from '@/shell/head';

const loaded = new Map<string, PageDefinition>();
const components = new Map<string, ComponentType>();

/**
 * Loads a page's module before the first render (prerendering and hydration), so that the
 * rendered tree never suspends and matches the prerendered HTML.
 */
export async function preloadPage(entry: PageEntry): Promise<PageDefinition | undefined> {
  if (!entry.load) return undefined;
  let page = loaded.get(entry.path);
  if (!page) {
    page = (await entry.load()).default;
    loaded.set(entry.path, page);
  }
  return page;
}

/**
 * The page and, after a client-side navigation, its own head tags (from its metadata); the 404
 * screen (which sets its own) for a path of a family's pattern that is not a member.
 */
function withHead(page: PageDefinition): ComponentType {
  const Page = page.Component;
  return function PageWithHead() {
    const { pathname } = useLocation();
    const member = answers(page, pathname);
    // Before the page's own effects, so a page can refine its head (a year from its query string).
    useLayoutEffect(() => {
      if (member) applyHead(headFor(metaAt(page, pathname)));
    }, [pathname, member]);
    if (!member) {
      const NotFound = notFoundComponent();
      return <NotFound />;
    }
    return <Page />;
  };
}

/** The page's component: the preloaded one, or a lazy one for client-side navigation. */
export function pageComponent(entry: PageEntry): ComponentType {
  let component = components.get(entry.path);
  if (component) return component;
  const ready = loaded.get(entry.path);
  if (ready) component = withHead(ready);
  else {
    if (!entry.load) throw new Error(`${entry.path} is not built`);
    component = lazy(async () => ({ default: withHead((await preloadPage(entry)) as PageDefinition) }));
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
