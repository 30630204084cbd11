import { useState } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Registers the Workbox service worker (dist/sw.js, written by scripts/service-worker.mjs) once
 * the page has loaded and the browser is idle, so it never competes with the page itself. After
 * that first visit every page works offline. When a new deploy's worker has installed and
 * waits, a quiet prompt offers to reload; Reload lets the new worker take over and reloads once.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then((registration) => {
      const offer = (worker: ServiceWorker) => showUpdatePrompt(() => activate(worker));
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

function activate(worker: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

let shown = false;

function showUpdatePrompt(reload: () => void) {
  if (shown) return;
  shown = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<UpdatePrompt reload={reload} />);
}

function UpdatePrompt({ reload }: { reload: () => void }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 flex items-center gap-3 rounded-lg border bg-background p-3 text-sm shadow-lg sm:left-auto sm:w-96"
    >
      <p className="flex-1">A new version of Datewise is available.</p>
      <button
        type="button"
        onClick={reload}
        className="rounded-md bg-primary px-3 py-1.5 font-medium text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Reload
      </button>
      <button
        type="button"
        onClick={() => setOpen(false)}
        aria-label="Dismiss"
        className="rounded-md px-2 py-1.5 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        ×
      </button>
    </div>
  );
}
