import { Link } from 'react-router-dom';
import type { PageLink } from '@/registry/types';
import { Icon } from '@/components/icon';

/** A card linking to a page: its icon and label. */
export function PageCard({ page }: { page: PageLink }) {
  return (
    <Link
      to={page.path}
      className="flex h-full items-center gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary hover:bg-accent"
    >
      <Icon name={page.icon} className="size-5 text-primary" />
      <span className="font-semibold">{page.label}</span>
    </Link>
  );
}
