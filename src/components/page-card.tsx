import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PageLink } from '@/registry/types';
import { Icon } from '@/components/icon';

/** A card linking to a page: its icon and label, and a line about it when the caller has one. */
export function PageCard({ page, children }: { page: PageLink; children?: ReactNode }) {
  return (
    <Link
      to={page.path}
      className="flex h-full gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary hover:bg-accent"
    >
      <Icon name={page.icon} className="mt-0.5 size-5 text-primary" />
      <span>
        <span className="block font-semibold">{page.label}</span>
        {children && <span className="mt-1 block text-sm text-muted-foreground">{children}</span>}
      </span>
    </Link>
  );
}
