import { useState } from 'react';
import { createRoot } from 'react-dom/client';

/** Lets the waiting worker take over, then reloads once under it. */
function activate(worker: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

let shown = false;

/**
 * The quiet prompt shown when a new deploy's service worker has installed and waits: Reload lets
 * it take over. Loaded only then (src/app/register-service-worker.ts).
 */
export function offerUpdate(worker: ServiceWorker) {
  if (shown) return;
  shown = true;
  const reload = () => activate(worker);
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
        className="rounded-md bg-primary px-3 py-1.5 font-medium text-primary-foreground"
      >
        Reload
      </button>
      <button
        type="button"
        onClick={() => setOpen(false)}
        aria-label="Dismiss"
        className="rounded-md px-2 py-1.5 text-muted-foreground hover:text-foreground"
      >
        ×
      </button>
    </div>
  );
}
