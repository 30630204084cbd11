import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { preloadPage } from '@/app/page-components';
import { headFor, headHtml, notFoundHead } from '@/app/head';
import { findPage } from '@/registry/pages';

export { builtPages, builtPaths, pages } from '@/registry/pages';
export { siteConfig } from '@/app/site-config';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/** Renders one path to its static HTML body and head tags. Unknown paths render the 404 screen. */
export async function render(path: string): Promise<{ html: string; head: string }> {
  const entry = findPage(path);
  if (entry) await preloadPage(entry);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return { html: await streamToString(prelude), head: headHtml(entry ? headFor(entry) : notFoundHead) };
}
