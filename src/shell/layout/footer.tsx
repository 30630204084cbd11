import { Link } from 'react-router-dom';
import { calculatorPages, hubLinks, menuSections } from '@/registry/pages';
import { siteConfig } from '@/shell/site-config';

const references = [
  { href: 'https://en.wikipedia.org/wiki/Gregorian_calendar', label: 'Gregorian calendar (Wikipedia)' },
  { href: 'https://www.timeanddate.com/', label: 'timeanddate.com' },
];

const linkClass = 'inline-block py-1 text-muted-foreground hover:text-foreground hover:underline';

/** The footer: the calculators by section (their place in the hub), the guides with references, and the support pages. */
export function Footer() {
  // Tools & Guides always shows: it also holds the external references.
  const columns = [{ group: 'calculators', label: 'Calculators', pages: hubLinks() }, ...menuSections(['guides'])];
  return (
    <footer id="site-footer" className="below-fold mt-16 border-t bg-muted/40 [contain-intrinsic-size:auto_500px]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{siteConfig.name}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            {calculatorPages.length} free date and time calculators. Every result is computed in your browser; nothing
            you type leaves your device.
          </p>
        </div>
        {columns.map(({ group, label, pages }) => (
          <div key={group}>
            <h2 className="text-sm font-semibold">{label}</h2>
            <ul className="mt-2 space-y-0.5 text-sm">
              {pages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} className={linkClass}>
                    {page.label}
                  </Link>
                </li>
              ))}
              {group === 'guides' &&
                references.map((ref) => (
                  <li key={ref.href}>
                    <a href={ref.href} rel="noopener noreferrer" className={linkClass}>
                      {ref.label}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </footer>
  );
}
