import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';

/** 'Home / Page' trail; the last item is the current page. */
export function Breadcrumbs({ label }: { label: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        <li className="flex items-center gap-1">
          <Link to="/" className="hover:text-foreground hover:underline">
            Home
          </Link>
          <ChevronRight aria-hidden="true" className="size-3.5" />
        </li>
        <li aria-current="page" className="font-medium text-foreground">
          {label}
        </li>
      </ol>
    </nav>
  );
}
