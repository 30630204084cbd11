import { Link } from 'react-router-dom';
import type { PageLink } from '@/registry/types';
import { Icon } from '@/shell/icon';

/** A card linking to a page: its icon and label, and what the page does where a list has room for it. */
export function PageCard({ page, description }: { page: PageLink; description?: string }) {
  return (
    <Link
      to={page.path}
      className="flex h-full items-start gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary hover:bg-accent"
    >
      <Icon name={page.icon} className="mt-0.5 size-5 text-primary" />
      <span>
        <span className="font-semibold">{page.label}</span>
        {description && <span className="mt-1 block text-sm text-muted-foreground">{description}</span>}
      </span>
    </Link>
  );
}
