import { Link } from 'react-router-dom';
import type { NavGroup } from '@/registry/pages';
import type { PageEntry } from '@/registry/types';
import { Icon } from '@/shell/icon';

/**
 * The menus' groups of links (see `navGroups`), each under its heading, the current page's link
 * marked. Not landmarks: the menus around them are. A link to a section of the calculators hub
 * loads that page, so the browser scrolls to the section.
 */
export function NavGroups({ groups, current, onClick }: { groups: NavGroup[]; current?: PageEntry; onClick?: () => void }) {
  return groups.map(({ group, label, pages }) => (
    <div key={group}>
      <h2 className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {label}
      </h2>
      <ul className="mt-1 space-y-0.5">
        {pages.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              reloadDocument={link.path.includes('#')}
              onClick={onClick}
              aria-current={current?.path === link.path ? 'page' : undefined}
              className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent aria-[current=page]:font-medium aria-[current=page]:text-accent-foreground"
            >
              {link.icon && <Icon name={link.icon} />}
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ));
}
