import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { builtPages, routePaths, sidebarSections } from '@/registry/pages';
import type { PageEntry } from '@/registry/types';
import { notFoundComponent, pageComponent } from '@/shell/page-components';
import { Layout } from '@/shell/layout/layout';
import { ErrorBoundary } from '@/shell/error-boundary';
import { SiteLinksProvider, type SiteLinks } from '@/shell/site-links';

const site: SiteLinks = { pages: builtPages, calculatorSections: sidebarSections(), current: null };

function PageRoute({ entry }: { entry: PageEntry }) {
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

/** A new page starts at its top; an address with a hash (a section of the calculators hub) is left where the browser put it. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Marks the document once React has hydrated it (`html[data-hydrated]`), for tests and styles. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

/** The whole site below the router: every route comes from the registry (a family's, one per member). */
export function App() {
  return (
    <ErrorBoundary>
      <ScrollToTop />
      <Hydrated />
      <Layout>
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
          <Routes>
            {builtPages.flatMap((entry) =>
              routePaths(entry).map((path) => (
                // Case-sensitive as the hosts are: `/About` is the 404 screen, which leads to `/about`.
                <Route key={path} path={path} caseSensitive element={<PageRoute entry={entry} />} />
              )),
            )}
            <Route path="*" element={<NotFoundRoute />} />
          </Routes>
        </Suspense>
      </Layout>
    </ErrorBoundary>
  );
}
