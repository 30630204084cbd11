import type { ReactNode } from 'react';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { ToasterHost } from '@/kit/calculator/toast';

/**
 * Query-string state for one calculator page, and the host of its confirmation toasts. It wraps
 * pages, not the whole app, so content pages load neither nuqs nor the toast code.
 */
export function UrlState({ children }: { children: ReactNode }) {
  return (
    <NuqsAdapter>
      {children}
      <ToasterHost />
    </NuqsAdapter>
  );
}
