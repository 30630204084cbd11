import { Link } from 'react-router-dom';
import { Icon } from '@/shell/icon';
import { useCurrentPage } from '@/shell/site-links';

/** A page between Home and the current one in a breadcrumb trail. */
export interface Crumb {
  to: string;
  label: string;
}

/**
 * 'Home / Page' trail (`trail`: the pages between, such as a family's hub); the last item is the
 * current page (by default, the page being shown).
 */
export function Breadcrumbs({ label, trail = [] }: { label?: string; trail?: readonly Crumb[] }) {
  const current = useCurrentPage();
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {[{ to: '/', label: 'Home' }, ...trail].map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-1">
            <Link to={crumb.to} className="hover:text-foreground hover:underline">
              {crumb.label}
            </Link>
            <Icon name="chevron-right" className="size-3.5" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-foreground">
          {label ?? current.label}
        </li>
      </ol>
    </nav>
  );
}
