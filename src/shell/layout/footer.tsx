import { calculatorPages, navGroups } from '@/registry/pages';
import { NavGroups } from '@/shell/layout/nav-groups';
import { siteConfig } from '@/shell/site-config';

const references = [
  { href: 'https://en.wikipedia.org/wiki/Gregorian_calendar', label: 'Gregorian calendar (Wikipedia)' },
  { href: 'https://www.timeanddate.com/', label: 'timeanddate.com' },
];

/**
 * The footer's content: the calculators' sections (their places in the hub), the guides and the
 * support pages (see `navGroups`), and references. It is the same on every page, so the layout
 * shows it as static text (`staticText`): the prerendered HTML is kept and this module is not
 * loaded on a page's first load (its own chunk: see vite.config.ts).
 */
export default function FooterContent() {
  return (
    <>
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
    </>
  );
}
