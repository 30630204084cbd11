/**
 * The one list of pages the shell needs: path, aliases, label, groups, icon and the lazy loader
 * of each built page. Router, header nav, mobile menu, sidebar, footer, breadcrumbs, related
 * links, head tags, sitemap.xml, robots.txt and the prerender list all derive from it. A page's
 * title, description, keywords, related paths and text live in its own folder (`<slug>.meta.ts`);
 * pages never import this list (they read built pages from `SiteLinks`), so there is no import
 * cycle and the client shell does not grow with other pages' text.
 * Adding a page = one folder + its loader on its line here. A family of pages drawn by one module
 * (a holiday page per country) is one line too: its pattern as `path`, and its declaration
 * (`family`, build time only) lists its members with their heads and props, so neither the shell
 * nor the family's page grows with the family; menus never list a family's members, so no page's
 * HTML grows with it either.
 */
import { trimPath } from '@/shell/head';
import type { IconKey, MenuGroup, PageEntry, SidebarGroup } from '@/registry/types';

export const sidebarGroups: Record<SidebarGroup, string> = {
  'date-calculators': 'Date Calculators',
  'time-format': 'Time & Format Tools',
  'project-planning': 'Project Planning',
  'special-days': 'Special Days & Countdowns',
};

export const menuGroups: Record<MenuGroup, string> = {
  guides: 'Tools & Guides',
  support: 'Support',
};

/** The page that lists every calculator by section: where menus link a section they do not list. */
export const calculatorsHub = '/time-calculators';

// One line per page; `load` marks a built page. A family's `family` (its declaration) is there only
// where build-time code runs (the server build, the unit tests, Node without Vite): the client
// build reads `import.meta.env.SSR` as false and drops the loader with the module it imports.
// prettier-ignore
export const pages: readonly PageEntry[] = [
  { path: '/', label: 'Home', kind: 'calculator', icon: 'home', load: () => import('@/calculators/date-from-today/home.page') },
  { path: '/date-from-today', label: 'Date Calculator', kind: 'calculator', group: 'date-calculators', icon: 'calendar', load: () => import('@/calculators/date-from-today/date-from-today.page') },
  { path: '/days-between-dates', aliases: ['/date-between'], label: 'Days Between Dates', kind: 'calculator', group: 'date-calculators', icon: 'calendar-range', load: () => import('@/calculators/days-between-dates/days-between-dates.page') },
  { path: '/business-days-calculator', aliases: ['/business-days'], label: 'Business Days', kind: 'calculator', group: 'date-calculators', topNav: 'Business Days', icon: 'briefcase', load: () => import('@/calculators/business-days-calculator/business-days-calculator.page') },
  { path: '/age-calculator', label: 'Age Calculator', kind: 'calculator', group: 'date-calculators', icon: 'cake', load: () => import('@/calculators/age-calculator/age-calculator.page') },
  { path: '/weekday-finder', label: 'Weekday Finder', kind: 'calculator', group: 'date-calculators', icon: 'search', load: () => import('@/calculators/weekday-finder/weekday-finder.page') },
  { path: '/week-number', label: 'Week Number', kind: 'calculator', group: 'date-calculators', icon: 'calendar-days', load: () => import('@/calculators/week-number/week-number.page') },
  { path: '/leap-year-checker', label: 'Leap Year Checker', kind: 'calculator', group: 'date-calculators', icon: 'leaf', load: () => import('@/calculators/leap-year-checker/leap-year-checker.page') },
  { path: '/anniversary-calculator', label: 'Anniversary Calculator', kind: 'calculator', group: 'date-calculators', icon: 'gem', load: () => import('@/calculators/anniversary-calculator/anniversary-calculator.page') },
  { path: '/time-zone-calculator', label: 'Time Zone Converter', kind: 'calculator', group: 'time-format', topNav: 'Time Zones', icon: 'globe', load: () => import('@/calculators/time-zone-calculator/time-zone-calculator.page') },
  { path: '/meeting-planner', label: 'Meeting Planner', kind: 'calculator', group: 'time-format', topNav: 'Meeting Planner', icon: 'calendar-days', load: () => import('@/calculators/meeting-planner/meeting-planner.page') },
  { path: '/world-clock', label: 'World Clock', kind: 'calculator', group: 'time-format', topNav: 'World Clock', icon: 'globe', load: () => import('@/calculators/world-clock/world-clock.page') },
  { path: '/time-duration-calculator', label: 'Time Duration', kind: 'calculator', group: 'time-format', icon: 'clock', load: () => import('@/calculators/time-duration-calculator/time-duration-calculator.page') },
  { path: '/date-format-converter', label: 'Date Format Converter', kind: 'calculator', group: 'time-format', icon: 'type', load: () => import('@/calculators/date-format-converter/date-format-converter.page') },
  { path: '/calendar-generator', label: 'Calendar Generator', kind: 'calculator', group: 'time-format', icon: 'grid', load: () => import('@/calculators/calendar-generator/calendar-generator.page') },
  { path: '/project-timeline-calculator', label: 'Project Timeline', kind: 'calculator', group: 'project-planning', icon: 'gantt', load: () => import('@/calculators/project-timeline-calculator/project-timeline-calculator.page') },
  { path: '/custom-event-countdown', label: 'Custom Countdown', kind: 'calculator', group: 'project-planning', icon: 'hourglass', load: () => import('@/countdowns/custom-event-countdown/custom-event-countdown.page') },
  { path: '/special-days', label: 'Special Days', kind: 'calculator', group: 'special-days', icon: 'star', load: () => import('@/special-days/special-days/special-days.page') },
  { path: '/holidays/:country', label: 'Public Holidays by Country', kind: 'calculator', icon: 'flag', load: () => import('@/special-days/country-holidays/country-holidays.page'), ...(import.meta.env?.SSR === false ? {} : { family: () => import('@/special-days/country-holidays/country-holidays.family') }) },
  { path: '/holidays', label: 'Holiday Calculator', kind: 'calculator', group: 'special-days', topNav: 'Public Holidays', icon: 'gift', load: () => import('@/special-days/holidays/holidays.page') },
  { path: '/special-days/valentine', aliases: ['/days-from-valentines'], label: 'Valentine’s Day', kind: 'calculator', group: 'special-days', icon: 'heart', load: () => import('@/special-days/valentine/valentine.page') },
  { path: '/special-days/memorial-labor', label: 'Memorial Day & Labor Day', kind: 'calculator', group: 'special-days', icon: 'flag', load: () => import('@/special-days/memorial-labor/memorial-labor.page') },
  { path: '/special-days/election', label: 'Election Day', kind: 'calculator', group: 'special-days', icon: 'vote', load: () => import('@/special-days/election/election.page') },
  { path: '/special-days/period', label: 'Menstrual Cycle Calculator', kind: 'calculator', group: 'special-days', icon: 'droplet', load: () => import('@/special-days/period/period.page') },
  { path: '/countdown/halloween', label: 'Halloween Countdown', kind: 'calculator', group: 'special-days', icon: 'ghost', load: () => import('@/countdowns/halloween/halloween.page') },
  { path: '/countdown/thanksgiving', label: 'Thanksgiving Countdown', kind: 'calculator', group: 'special-days', icon: 'leaf', load: () => import('@/countdowns/thanksgiving/thanksgiving.page') },
  { path: '/countdown/christmas', label: 'Christmas Countdown', kind: 'calculator', group: 'special-days', icon: 'tree', load: () => import('@/countdowns/christmas/christmas.page') },
  { path: '/countdown/birthday', aliases: ['/birthday-countdown'], label: 'Birthday Countdown', kind: 'calculator', group: 'special-days', icon: 'cake', load: () => import('@/countdowns/birthday/birthday.page') },
  { path: '/countdown/school-end', label: 'School End Countdown', kind: 'calculator', group: 'special-days', icon: 'school', load: () => import('@/countdowns/school-end/school-end.page') },
  { path: '/countdown/school-start', label: 'School Start Countdown', kind: 'calculator', group: 'special-days', icon: 'school', load: () => import('@/countdowns/school-start/school-start.page') },
  { path: '/countdown/wedding', label: 'Wedding Countdown', kind: 'calculator', group: 'special-days', icon: 'rings', load: () => import('@/countdowns/wedding/wedding.page') },
  { path: '/new-year-countdown', label: 'New Year Countdown', kind: 'calculator', group: 'special-days', icon: 'party', load: () => import('@/countdowns/new-year-countdown/new-year-countdown.page') },
  { path: '/time-calculators', label: 'All Calculators', kind: 'content', icon: 'layout', load: () => import('@/pages/time-calculators/time-calculators.page') },
  { path: '/excel-formulas', label: 'Excel Formulas', kind: 'content', menu: 'guides', icon: 'sheet', load: () => import('@/pages/excel-formulas/excel-formulas.page') },
  { path: '/developer-tools', label: 'Developer Tools', kind: 'content', menu: 'guides', icon: 'code', load: () => import('@/pages/developer-tools/developer-tools.page') },
  { path: '/faq', label: 'FAQ', kind: 'content', menu: 'support', icon: 'help', load: () => import('@/pages/faq/faq.page') },
  { path: '/search', label: 'Search', kind: 'content', icon: 'search', load: () => import('@/pages/search/search.page') },
  { path: '/about', label: 'About', kind: 'content', menu: 'support', icon: 'info', load: () => import('@/pages/about/about.page') },
  { path: '/contact', label: 'Contact', kind: 'content', menu: 'support', icon: 'mail', load: () => import('@/pages/contact/contact.page') },
  { path: '/privacy', label: 'Privacy', kind: 'content', menu: 'support', icon: 'shield', load: () => import('@/pages/privacy/privacy.page') },
  { path: '/terms', label: 'Terms', kind: 'content', menu: 'support', icon: 'scale', load: () => import('@/pages/terms/terms.page') },
  // Only in a build that measures the site at thousands of pages (src/registry/scale-test.ts); written
  // out here so that every other build drops it, its module included.
  ...(Number(import.meta.env?.VITE_SCALE_TEST_PAGES) > 0 ? [{ path: '/scale-test/:member', label: 'Scale Test', kind: 'calculator', icon: 'flag', load: () => import('@/test/scale-test.page'), ...(import.meta.env?.SSR === false ? {} : { family: () => import('@/test/scale-test.family') }) } as const] : []),
];

/** Pages that exist now; the rest are absent from every menu, list and output file. */
export const builtPages: readonly PageEntry[] = pages.filter((p) => p.load);

/** Whether an entry is a family: its path is a pattern (`/holidays/:country`). */
export const isFamily = (entry: Pick<PageEntry, 'path'>): boolean => entry.path.includes(':');

/** The paths a family's pattern matches (one segment per parameter). */
const patternOf = (entry: PageEntry) => new RegExp(`^${entry.path.replace(/:\w+/g, '[^/]+')}$`);

/**
 * The built page that answers `pathname`: a canonical path, an alias, or a path a family's
 * pattern matches (whether it is a member, its member data tells: src/shell/page-props.tsx).
 */
export function findPage(pathname: string, entries: readonly PageEntry[] = builtPages): PageEntry | undefined {
  const path = trimPath(pathname);
  return (
    entries.find((p) => !isFamily(p) && (p.path === path || p.aliases?.includes(path))) ??
    entries.find((p) => isFamily(p) && (path.startsWith('/') && patternOf(p).test(path) && path !== p.path))
  );
}

/** The paths the router gives an entry a route for: its path (a family's pattern) and aliases. */
export function routePaths(entry: PageEntry): string[] {
  return [entry.path, ...(entry.aliases ?? [])];
}

/** Built pages among `paths`, in the given order. */
export function builtAmong(paths: readonly string[]): PageEntry[] {
  return paths.flatMap((path) => builtPages.find((p) => p.path === path) ?? []);
}

/** The built calculators, each once (the home page repeats the date calculator). */
export const calculatorPages: readonly PageEntry[] = builtPages.filter((p) => p.group);

export interface Section<G extends string> {
  group: G;
  label: string;
  pages: PageEntry[];
}

/** A menu's group of links: a heading and its links (pages, or places in a page). */
export interface NavGroup {
  group: string;
  label: string;
  pages: readonly (Pick<PageEntry, 'path' | 'label'> & { icon?: IconKey })[];
}

/** A family is never listed in a menu: its hub page links its members. */
function sections<G extends string>(labels: Record<G, string>, key: 'group' | 'menu'): Section<G>[] {
  return (Object.keys(labels) as G[])
    .map((group) => ({ group, label: labels[group], pages: builtPages.filter((p) => p[key] === group && !isFamily(p)) }))
    .filter((section) => section.pages.length > 0);
}

/** The sidebar (and hub) groups that hold built pages, in order, with their pages. */
export function sidebarSections(): Section<SidebarGroup>[] {
  return sections(sidebarGroups, 'group');
}

/** The content pages' groups (menus on every page) that hold built pages, in order. */
export function menuSections(): Section<MenuGroup>[] {
  return sections(menuGroups, 'menu');
}

/**
 * The groups of links the menus show on the page of `current`, by nav level: the pages of its
 * section (if it has one); every other section as one link to its heading in the calculators hub
 * (`/time-calculators#group-<section>`), and the hub; then the content pages' groups, which are
 * few. However many pages a section or a family holds, a page links only its own section's, and
 * every page is within two clicks (a section's link, then its card in the hub).
 */
export function navGroups(current: PageEntry | undefined): NavGroup[] {
  const calculators = sidebarSections();
  const section = calculators.find(({ group }) => group === current?.group);
  const others = calculators.filter((s) => s !== section).map(({ group, label }) => ({ path: `${calculatorsHub}#group-${group}`, label }));
  return [...(section ? [section] : []), { group: 'calculators', label: 'Calculators', pages: [...others, ...builtAmong([calculatorsHub])] }, ...menuSections()];
}
