import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { applyHead, documentTitle, type HeadData } from '@/shell/head';

/** The 404 screen's head (the prerendered 404.html's too). */
export const notFoundHead: HeadData = {
  title: documentTitle({ title: 'Page not found' }),
  description: 'This page does not exist. Go back to the Datewise date calculators.',
  noindex: true,
};

/** The 404 screen, loaded only when a path is unknown (it is not part of the shell). */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    applyHead(notFoundHead);
  }, []);
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-6 text-center">
      <p className="text-6xl font-bold text-muted-foreground" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <Link
        to="/"
        className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
      >
        Return to Home
      </Link>
    </div>
  );
}
