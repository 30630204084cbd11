import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/shell/app';
import { preloadNotFound, preloadPage } from '@/shell/page-components';
import { trimPath } from '@/shell/head';
import { findPage, isFamily } from '@/registry/pages';
import { registerServiceWorker } from '@/app/register-service-worker';
import { rememberOpenedAddress } from '@/shell/opened-address';
import '@/index.css';

/**
 * Lets the browser run (paint, handle a tap) between the steps of start-up: evaluating React and
 * the shell, evaluating the page's own modules, and hydrating are separate tasks, none of them a
 * long one.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const entry = findPage(window.location.pathname);
await yieldToBrowser();
// A family member's data is in its page's HTML (its file is fetched where it is not: the
// development server); a path of a family's pattern that is no member (the static host sent its
// 404 page) shows the 404 screen.
const [page, member] = await Promise.all([
  entry ? preloadPage(entry) : preloadNotFound(),
  entry && isFamily(entry) ? import('@/shell/page-props').then((m) => m.loadMember(trimPath(window.location.pathname))).catch(() => null) : undefined,
]);
if (member === null) await preloadNotFound();
await yieldToBrowser();

// A form submitted before the page hydrated (or without JavaScript) lands here with every field
// in the query string; the page's own rewrite turns that into its canonical address.
const { pathname, search, hash } = window.location;
const canonical = page?.canonicalSearch?.(search);
rememberOpenedAddress(window.location.href, canonical ?? search);
if (canonical !== undefined && canonical !== search) {
  window.history.replaceState(window.history.state, '', pathname + canonical + hash);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Built pages arrive prerendered and are hydrated; the development server sends an empty root.
// Hydrating as a transition lets React yield to the browser every few milliseconds instead of
// hydrating a long page in one long task (the page stays responsive: no blocking time).
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

// Offline copy of the site: the service worker registers after the page has loaded, when the
// browser is idle.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 10_000 }) : setTimeout(run, 2000));
  const register = () => whenIdle(registerServiceWorker);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
