import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/shell/app';
import { preloadNotFound, preloadPage } from '@/shell/page-components';
import { headFor, headHtml } from '@/shell/head';
import { forgetMember, knowMember, memberScript } from '@/shell/page-props';
import { notFoundHead } from '@/app/not-found';
import { findPage, isFamily } from '@/registry/pages';
import { memberDataAt } from '@/registry/paths';
import type { MemberData, PageMeta } from '@/registry/types';

export { aliasRedirects, canonicalPaths, sitemapSections } from '@/registry/paths';
export { siteConfig } from '@/shell/site-config';

/** Each page's source module (as Vite's manifest names it), by canonical path: for modulepreload links. */
const metaModules = import.meta.glob<PageMeta>('/src/*/*/*.meta.ts', { eager: true, import: 'meta' });
export const pageSources: Record<string, string> = Object.fromEntries(
  Object.entries(metaModules).map(([file, meta]) => [meta.path, file.slice(1).replace(/\.meta\.ts$/, '.page.tsx')]),
);

/**
 * A path's head tags, its page's source module, its static HTML body as a stream (rendered in full
 * before it flows) and, for a family's member, its data (which the head carries too, and the
 * prerender writes to its file). Unknown paths, and paths of a family's pattern that are no
 * member, render the 404 screen.
 */
export async function render(path: string): Promise<{ body: NodeJS.ReadableStream; head: string; source?: string; member?: MemberData }> {
  const entry = findPage(path);
  const member = entry && isFamily(entry) ? await memberDataAt(path) : undefined;
  const page = entry && (!isFamily(entry) || member) ? await preloadPage(entry) : undefined;
  if (!page) await preloadNotFound();
  if (entry && isFamily(entry)) knowMember(path, member ?? null);
  let failure: unknown;
  try {
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
    const head = page ? headHtml(headFor(member?.meta ?? page.meta)) : headHtml(notFoundHead);
    return { body: prelude, head: member ? `${head}\n    ${memberScript(member)}` : head, source: entry && pageSources[entry.path], member };
  } finally {
    forgetMember(path);
  }
}
