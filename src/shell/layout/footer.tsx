import { calculatorPages, navGroups } from '@/registry/pages';
import { NavGroups } from '@/shell/layout/nav-groups';
import { siteConfig } from '@/shell/site-config';

const references = [
  { href: 'https://en.wikipedia.org/wiki/Gregorian_calendar', label: 'Gregorian calendar (Wikipedia)' },
  { href: 'https://www.timeanddate.com/', label: 'timeanddate.com' },
];

/** The footer: the calculators' sections (their places in the hub), the guides and the support pages (see `navGroups`), and references. */
export function Footer() {
  return (
    <footer id="site-footer" className="below-fold mt-16 border-t bg-muted/40 [contain-intrinsic-size:auto_500px]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="text-lg font-bold">{siteConfig.name}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            {calculatorPages.length} free date and time calculators. Every result is computed in your browser; nothing
            you type leaves your device.
          </p>
        </div>
        <NavGroups groups={navGroups(undefined)} />
        <div>
          <h2 className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            References
          </h2>
          <ul className="mt-1 space-y-0.5">
            {references.map((ref) => (
              <li key={ref.href}>
                <a href={ref.href} rel="noopener noreferrer" className="flex rounded-md px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground">
                  {ref.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
