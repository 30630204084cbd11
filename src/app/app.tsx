import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { builtPages, type PageEntry } from '@/registry/pages';
import { applyHead, headFor, notFoundHead } from '@/app/head';
import { pageComponent } from '@/app/page-components';
import { Layout } from '@/app/layout/layout';
import { NotFound } from '@/app/not-found';
import { ErrorBoundary } from '@/app/error-boundary';

function PageRoute({ entry }: { entry: PageEntry }) {
  const Page = pageComponent(entry);
  useEffect(() => {
    applyHead(headFor(entry));
  }, [entry]);
  return <Page />;
}

function NotFoundRoute() {
  useEffect(() => {
    applyHead(notFoundHead);
  }, []);
  return <NotFound />;
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The whole site below the router: every route comes from the registry. */
export function App() {
  return (
    <ErrorBoundary>
      <ScrollToTop />
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
