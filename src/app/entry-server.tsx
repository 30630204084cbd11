import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/shell/app';
import { preloadNotFound, preloadPage } from '@/shell/page-components';
import { answers, headFor, headHtml, metaAt } from '@/shell/head';
import { notFoundHead } from '@/app/not-found';
import { findPage } from '@/registry/pages';
import type { PageMeta } from '@/registry/types';

export { aliasRedirects, canonicalPaths, sitemapSections } from '@/registry/paths';
export { siteConfig } from '@/shell/site-config';

/** Each page's source module (as Vite's manifest names it), by canonical path: for modulepreload links. */
const metaModules = import.meta.glob<PageMeta>('/src/*/*/*.meta.ts', { eager: true, import: 'meta' });
export const pageSources: Record<string, string> = Object.fromEntries(
  Object.entries(metaModules).map(([file, meta]) => [meta.path, file.slice(1).replace(/\.meta\.ts$/, '.page.tsx')]),
);

/** A path's head tags, its page's source module, and its static HTML body as a stream, rendered in full before it flows. Unknown paths render the 404 screen. */
export async function render(path: string): Promise<{ body: NodeJS.ReadableStream; head: string; source?: string }> {
  const entry = findPage(path);
  let page = entry ? await preloadPage(entry) : await preloadNotFound();
  if (page && !answers(page, path)) {
    await preloadNotFound();
    page = undefined;
  }
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Everything inline: React would otherwise move a large Suspense boundary's content to the
    // end of the document and reveal it with an inline script, which shifts the layout when it
    // runs and never happens without JavaScript.
    // A part that throws would be left to the browser to render (React logs it and goes on): the build fails instead.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void (failure ??= error) },
  );
  if (failure) throw failure;
  return { body: prelude, head: headHtml(page ? headFor(metaAt(page, path)) : notFoundHead), source: entry && pageSources[entry.path] };
}

