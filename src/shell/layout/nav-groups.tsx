import { Link } from 'react-router-dom';
import type { NavGroup } from '@/registry/pages';
import type { PageEntry } from '@/registry/types';
import { Icon } from '@/shell/icon';

/**
 * The menus' groups of links (see `navGroups`), each under its heading, the current page's link
 * marked. Not landmarks: the menus around them are. A link to a section of the calculators hub
 * loads that page, so the browser scrolls to the section. Styled by `.nav-group` in index.css:
 * every page draws these links three times (sidebar, phone menu, footer), so their classes are
 * written once in the stylesheet, not on each link of each page.
 */
export function NavGroups({ groups, current, onClick }: { groups: NavGroup[]; current?: PageEntry; onClick?: () => void }) {
  return groups.map(({ group, label, pages }) => (
    <div key={group} className="nav-group">
      <h2>{label}</h2>
      <ul>
        {pages.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              reloadDocument={link.path.includes('#')}
              onClick={onClick}
              aria-current={current?.path === link.path ? 'page' : undefined}
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
