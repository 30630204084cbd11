import { Link } from 'react-router-dom';
import { Icon } from '@/shell/icon';
import { useCurrentPage } from '@/shell/site-links';

/** 'Home / Page' trail; the last item is the current page (by default, the page being shown). */
export function Breadcrumbs({ label }: { label?: string }) {
  const current = useCurrentPage();
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        <li className="flex items-center gap-1">
          <Link to="/" className="hover:text-foreground hover:underline">
            Home
          </Link>
          <Icon name="chevron-right" className="size-3.5" />
        </li>
        <li aria-current="page" className="font-medium text-foreground">
          {label ?? current.label}
        </li>
      </ol>
    </nav>
  );
}
