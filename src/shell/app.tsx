import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { builtPages, findPage, sidebarSections } from '@/registry/pages';
import type { PageEntry } from '@/registry/types';
import { notFoundComponent, pageComponent } from '@/shell/page-components';
import { Layout } from '@/shell/layout/layout';
import { ErrorBoundary } from '@/shell/error-boundary';
import { SiteLinksProvider, type SiteLinks } from '@/shell/site-links';

const site: SiteLinks = { pages: builtPages, calculatorSections: sidebarSections(), current: null };

function PageRoute({ entry }: { entry: PageEntry }) {
  // A family's pattern matches any segment; only its listed paths are pages.
  const { pathname } = useLocation();
  if (entry.paths && findPage(pathname) !== entry) return <NotFoundRoute />;
  const Page = pageComponent(entry);
  return (
    <SiteLinksProvider value={{ ...site, current: entry }}>
      <Page />
    </SiteLinksProvider>
  );
}

function NotFoundRoute() {
  const NotFound = notFoundComponent();
  return <NotFound />;
}

/**
 * A new page starts at its top, or at the element its address's hash names (a section of the
 * calculators hub), once that is drawn: the hub's list arrives a moment after the page.
 */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) return window.scrollTo(0, 0);
    let frame = 0;
    let tries = 0;
    const seek = () => {
      const target = document.getElementById(hash.slice(1));
      if (target) target.scrollIntoView();
      else if (tries++ < 120) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}

/** Marks the document once React has hydrated it (`html[data-hydrated]`), for tests and styles. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

/** The whole site below the router: every route comes from the registry (a family's is its pattern). */
export function App() {
  return (
    <ErrorBoundary>
      <ScrollToTop />
      <Hydrated />
      <Layout>
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
          <Routes>
            {builtPages.flatMap((entry) =>
              [entry.path, ...(entry.aliases ?? [])].map((path) => (
                <Route key={path} path={path} element={<PageRoute entry={entry} />} />
              )),
            )}
            <Route path="*" element={<NotFoundRoute />} />
          </Routes>
        </Suspense>
      </Layout>
    </ErrorBoundary>
  );
}
