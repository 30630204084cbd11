import { Link, useLocation } from 'react-router-dom';
import { findPage, hubLinks, sidebarSections } from '@/registry/pages';
import { Icon } from '@/shell/icon';

const linkClass =
  'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent aria-[current=page]:font-medium aria-[current=page]:text-accent-foreground';

/**
 * The desktop sidebar: the pages of the current page's section, then a link to every section's
 * place in the calculators hub. It holds a handful of links on every page, however many pages
 * the site has.
 */
export function Sidebar() {
  const current = findPage(useLocation().pathname);
  const section = sidebarSections().find(({ group }) => group === current?.group);
  return (
    <nav id="sidebar" aria-label="Calculators" className="hidden w-64 shrink-0 border-r px-3 py-6 lg:block">
      <div className="sticky top-20 space-y-6">
        {section && (
          <section aria-labelledby="sidebar-section">
            <h2 id="sidebar-section" className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {section.label}
            </h2>
            <ul className="mt-1 space-y-0.5">
              {section.pages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} aria-current={current?.path === page.path ? 'page' : undefined} className={linkClass}>
                    <Icon name={page.icon} />
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="sidebar-sections">
          <h2 id="sidebar-sections" className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {section ? 'Other calculators' : 'Calculators'}
          </h2>
          <ul className="mt-1 space-y-0.5">
            {hubLinks()
              .filter(({ group }) => !group || group !== section?.group)
              .map((link) => (
                <li key={link.path}>
                  <Link to={link.path} aria-current={current?.path === link.path ? 'page' : undefined} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      </div>
    </nav>
  );
}
