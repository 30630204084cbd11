import { Link } from 'react-router-dom';
import type { PageEntry } from '@/registry/pages';
import { PageIcon } from '@/components/page-icon';

/** A card linking to a page: its icon, label and description from the registry. */
export function PageCard({ page }: { page: PageEntry }) {
  return (
    <Link
      to={page.path}
      className="flex h-full gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary hover:bg-accent"
    >
      <PageIcon icon={page.icon} className="mt-0.5 size-5 shrink-0 text-primary" />
      <span>
        <span className="block font-semibold">{page.label}</span>
        <span className="mt-1 block text-sm text-muted-foreground">{page.description}</span>
      </span>
    </Link>
  );
}
