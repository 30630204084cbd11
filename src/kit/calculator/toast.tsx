import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

/*
 * Toasts appear only after a submit, so sonner is loaded on the first one rather than with
 * every page: the host mounts sonner's <Toaster> on demand and the toast follows once it is
 * listening.
 */
let requested = false;
let ready: () => void = () => {};
const mounted = new Promise<void>((resolve) => (ready = resolve));
const listeners = new Set<() => void>();

const SonnerToaster = lazy(async () => {
  const { Toaster } = await import('sonner');
  function Host() {
    useEffect(() => {
      ready();
    }, []);
    const dark = document.documentElement.classList.contains('dark');
    return <Toaster position="bottom-right" richColors closeButton theme={dark ? 'dark' : 'light'} />;
  }
  return { default: Host };
});

export function ToasterHost() {
  const show = useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => requested,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}

/** Shows a success toast with a title and a description. */
export async function toastSuccess(title: string, description: string): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  toast.success(title, { description });
}
