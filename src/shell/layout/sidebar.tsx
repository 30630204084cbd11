import { useLocation } from 'react-router-dom';
import { findPage, navGroups } from '@/registry/pages';
import { NavGroups } from '@/shell/layout/nav-groups';

/**
 * The desktop sidebar: the pages of the current page's section, then every other section's place
 * in the calculators hub, then the guides (see `navGroups`): a handful of links, however many
 * pages the site has. The support pages are in the footer.
 */
export function Sidebar() {
  const current = findPage(useLocation().pathname);
  const groups = navGroups(current).filter(({ group }) => group !== 'support');
  return (
    <nav id="sidebar" aria-label="Calculators" className="hidden w-64 shrink-0 border-r px-3 py-6 lg:block">
      <div className="sticky top-20 space-y-4">
        <NavGroups groups={groups} current={current} />
      </div>
    </nav>
  );
}
