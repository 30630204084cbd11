/**
 * Registers the Workbox service worker (dist/sw.js, written by scripts/service-worker.mjs) once
 * the page has loaded and the browser is idle, so it never competes with the page itself. The
 * worker precaches the shell and stores each page when it is visited (this one too, once it is
 * active: see scripts/service-worker.mjs). When a new deploy's worker has installed and waits,
 * the update prompt (src/app/service-worker.tsx) is loaded and shown.
 */
export function registerServiceWorker() {
  const offer = (worker: ServiceWorker) => void import('@/app/service-worker').then((module) => module.offerUpdate(worker));
  navigator.serviceWorker
    .register('/sw.js')
    .then((registration) => {
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          // A worker installed while another controls the page is an update (not the first install).
          if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
        });
      });
    })
    .catch(() => {
      // No offline copy (private mode, a blocked worker): the site works as before.
    });
}
