import type { ReactNode } from 'react';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';

/**
 * Query-string state for one calculator page. It wraps pages, not the whole app, so content
 * pages do not load nuqs.
 */
export function UrlState({ children }: { children: ReactNode }) {
  return <NuqsAdapter>{children}</NuqsAdapter>;
}
