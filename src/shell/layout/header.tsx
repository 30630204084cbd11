import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { builtPages, findPage, navGroups } from '@/registry/pages';
import { ThemeToggle } from '@/shell/layout/theme-toggle';
import { siteConfig } from '@/shell/site-config';
import { Icon } from '@/shell/icon';
import { iconButtonClass } from '@/shell/layout/icon-button';
import { cn } from '@/shell/utils';
import { NavGroups } from '@/shell/layout/nav-groups';
import { SiteSearch } from '@/shell/layout/site-search';

/** The main links (business days, the time zone tools, the holidays), each by its menu label. */
const topNav = builtPages.flatMap((p) => (p.topNav ? { ...p, label: p.topNav } : []));

/**
 * The sticky header. Nothing in it waits for JavaScript: the sidebar and theme toggles are
 * handled from first paint by the script in index.html, the mobile menu is a `<details>`
 * disclosure made of plain links, and the search is a link to the search page until hydrated.
 */
export function Header() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4">
        {/* Shown on wide screens only, as the sidebar is. Its aria-expanded is the script's: set
            while the toggle is shown, absent while it is hidden, so it claims no state then. */}
        <div className="hidden lg:block">
          <button
            type="button"
            data-sidebar-toggle=""
            aria-label="Sidebar"
            aria-controls="sidebar"
            suppressHydrationWarning
            className={iconButtonClass}
          >
            <Icon name="panel-left" />
          </button>
        </div>
        <Link to="/" className="mr-4 flex items-center gap-2 text-lg font-bold">
          <Icon name="logo" className="size-6 text-primary" />
          {siteConfig.name}
        </Link>
        <nav aria-label="Main" className="hidden flex-1 lg:block">
          {/* One line from 1024 px. The date calculator is the logo's home page. */}
          <ul className="flex items-center gap-1">
            {topNav.map((page) => (
              <li key={page.path}>
                <Link
                  to={page.path}
                  aria-current={findPage(pathname)?.path === page.path ? 'page' : undefined}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground aria-[current=page]:text-foreground"
                >
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* A fixed width on phones (three `iconButtonClass` items, size-10, and the gaps): a
            browser that paints before the menu button is parsed keeps the search link and the
            theme toggle where they end up. */}
        <div className="ml-auto flex w-32 items-center gap-1 lg:w-auto">
          <SiteSearch />
          <ThemeToggle />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/**
 * The phone menu: a disclosure that opens without JavaScript; it closes after a link is chosen or
 * on Escape. It lists Home and the main links (those of the current page's section are in its group
 * below), then what the sidebar does (the current section's pages, the other sections' places in
 * the calculators hub), then the guides and support pages (see `navGroups`).
 */
function MobileMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const current = findPage(pathname);

  const close = () => {
    if (details.current) details.current.open = false;
  };

  useEffect(close, [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const menu = details.current;
      if (event.key !== 'Escape' || !menu?.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <details ref={details} className="group lg:hidden">
      <summary
        aria-label="Menu"
        className={cn(iconButtonClass, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}
      >
        <Icon name="menu" className="group-open:hidden" />
        <Icon name="close" className="hidden group-open:block" />
      </summary>
      <nav
        aria-label="Menu"
        className="absolute inset-x-0 top-14 max-h-[calc(100vh-3.5rem)] overflow-y-auto border-y bg-background shadow-md"
      >
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-4 sm:grid-cols-2">
          <NavGroups
            groups={[
              { group: 'main', label: 'Main pages', pages: [findPage('/')!, ...topNav.filter((p) => p.group !== current?.group)] },
              ...navGroups(current),
            ]}
            current={current}
            onClick={close}
          />
        </div>
      </nav>
    </details>
  );
}
