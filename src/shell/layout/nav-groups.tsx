import { Link } from 'react-router-dom';
import type { NavGroup } from '@/registry/pages';
import type { PageEntry } from '@/registry/types';
import { Icon } from '@/shell/icon';

/**
 * The sidebar's and the phone menu's groups of links (see `navGroups`), the current page's link
 * marked. A link to a section of the calculators hub loads that page, so the browser scrolls to
 * the section.
 */
export function NavGroups({ groups, current, idPrefix, onClick }: { groups: NavGroup[]; current?: PageEntry; idPrefix: string; onClick?: () => void }) {
  return groups.map(({ group, label, pages }) => (
    <section key={group} aria-labelledby={`${idPrefix}-${group}`}>
      <h2 id={`${idPrefix}-${group}`} className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
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
    </section>
  ));
}
