import { Link, useLocation } from 'react-router-dom';
import { findPage, sidebarSections } from '@/registry/pages';
import { Icon } from '@/shell/icon';

/** The desktop sidebar: calculators by group, each group collapsible. */
export function Sidebar() {
  const groups = sidebarSections();
  const current = findPage(useLocation().pathname)?.path;
  return (
    <nav id="sidebar" aria-label="Calculators" className="hidden w-64 shrink-0 border-r px-3 py-6 lg:block">
      <div className="sticky top-20 space-y-4">
        {groups.map(({ group, label, pages }) => (
          <details key={group} open className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-2 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground hover:text-foreground [&::-webkit-details-marker]:hidden">
              {label}
              <Icon name="chevron-down" className="transition-transform group-open:rotate-180" />
            </summary>
            <ul className="mt-1 space-y-0.5">
              {pages.map((page) => (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    aria-current={current === page.path ? 'page' : undefined}
                    className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent aria-[current=page]:font-medium aria-[current=page]:text-accent-foreground"
                  >
                    <Icon name={page.icon} />
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </nav>
  );
}
