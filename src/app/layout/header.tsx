import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CalendarDays, Menu, PanelLeft, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { builtPages, menuSections } from '@/registry/pages';
import { ThemeToggle } from '@/app/layout/theme-toggle';
import { siteConfig } from '@/app/site-config';
import { cn } from '@/lib/utils';

const topNav = builtPages.filter((p) => p.topNav);

export function Header({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4">
        <div className="hidden lg:block">
          <Button variant="ghost" size="icon" aria-label="Sidebar" aria-expanded={sidebarOpen} aria-controls="sidebar" onClick={onToggleSidebar}>
            <PanelLeft aria-hidden="true" />
          </Button>
        </div>
        <Link to="/" className="mr-4 flex items-center gap-2 text-lg font-bold">
          <CalendarDays aria-hidden="true" className="size-6 text-primary" />
          {siteConfig.name}
        </Link>
        <nav aria-label="Main" className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {topNav.map((page) => (
              <li key={page.path}>
                <NavLink
                  to={page.path}
                  end
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                      isActive && 'text-foreground',
                    )
                  }
                >
                  {page.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          <div className="lg:hidden">
            <Button
              ref={menuButton}
              variant="ghost"
              size="icon"
              aria-label="Menu"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </Button>
          </div>
        </div>
      </div>
      <MobileMenu id={menuId} open={menuOpen} onChoose={() => setMenuOpen(false)} />
    </header>
  );
}

function MobileMenu({ id, open, onChoose }: { id: string; open: boolean; onChoose: () => void }) {
  const groups = menuSections();
  return (
    <nav id={id} aria-label="Menu" hidden={!open} className="max-h-[calc(100vh-3.5rem)] overflow-y-auto border-t lg:hidden">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-4 sm:grid-cols-2">
        <Link to="/" onClick={onChoose} className="font-medium sm:col-span-2">
          Home
        </Link>
        {groups.map(({ group, label, pages }) => (
          <section key={group} aria-labelledby={`${id}-${group}`}>
            <h2 id={`${id}-${group}`} className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {label}
            </h2>
            <ul className="space-y-1">
              {pages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} onClick={onChoose} className="block rounded-md py-1.5 hover:text-primary">
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
