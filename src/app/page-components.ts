import { lazy, type ComponentType } from 'react';
import type { PageEntry } from '@/registry/pages';

const loaded = new Map<string, ComponentType>();
const lazies = new Map<string, ComponentType>();

/**
 * Loads a page's code before the first render (prerendering and hydration), so that the
 * rendered tree never suspends and matches the prerendered HTML.
 */
export async function preloadPage(entry: PageEntry): Promise<void> {
  if (!entry.load || loaded.has(entry.path)) return;
  loaded.set(entry.path, (await entry.load()).default);
}

/** The page's component: the preloaded one, or a lazy one for client-side navigation. */
export function pageComponent(entry: PageEntry): ComponentType {
  const ready = loaded.get(entry.path);
  if (ready) return ready;
  let component = lazies.get(entry.path);
  if (!component) {
    const load = entry.load;
    if (!load) throw new Error(`${entry.path} is not built`);
    component = lazy(load);
    lazies.set(entry.path, component);
  }
  return component;
}
