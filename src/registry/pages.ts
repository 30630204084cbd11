/**
 * The one list of pages. Router, header nav, mobile menu, sidebar, the /time-calculators hub,
 * breadcrumbs, related links, head tags, sitemap.xml, robots.txt and the prerender list are
 * all derived from it. Adding a page = one folder + one entry here.
 */
import type { ComponentType } from 'react';

export type SidebarGroup = 'date-calculators' | 'time-format' | 'project-planning' | 'special-days';
export type MenuGroup = 'quick' | 'tools-guides' | 'special-days' | 'support';
export type IconKey =
  | 'home' | 'calendar' | 'calendar-days' | 'calendar-range' | 'briefcase' | 'cake' | 'globe'
  | 'clock' | 'type' | 'star' | 'gift' | 'heart' | 'search' | 'leaf' | 'grid' | 'sheet' | 'code'
  | 'help' | 'layout' | 'flag' | 'ghost' | 'tree' | 'school' | 'rings' | 'party' | 'gem'
  | 'gantt' | 'hourglass' | 'vote' | 'droplet' | 'info' | 'mail' | 'shield' | 'scale';

export interface PageModule {
  default: ComponentType;
}

export interface PageEntry {
  /** The canonical path. */
  path: string;
  /** Other paths that show the same screen; their canonical link points at `path`. */
  aliases?: readonly string[];
  /** The document title (without the site name suffix). */
  title: string;
  /** The meta description: what a search result shows. */
  description: string;
  /** Short name in menus, cards and breadcrumbs. */
  label: string;
  /** Calculators carry a larger JavaScript budget than content pages. */
  kind: 'calculator' | 'content';
  /** Group in the desktop sidebar and the /time-calculators hub (calculators only). */
  group?: SidebarGroup;
  /** Group in the mobile menu. */
  menu?: MenuGroup;
  /** Shown in the desktop header nav. */
  topNav?: boolean;
  icon: IconKey;
  keywords: readonly string[];
  /** Paths of related pages; only built ones are ever linked. */
  related: readonly string[];
  /** Lazy loader of the page component; present exactly when the page is built. */
  load?: () => Promise<PageModule>;
}

export const sidebarGroups: Record<SidebarGroup, string> = {
  'date-calculators': 'Date Calculators',
  'time-format': 'Time & Format Tools',
  'project-planning': 'Project Planning',
  'special-days': 'Special Days & Countdowns',
};

export const menuGroups: Record<MenuGroup, string> = {
  quick: 'Quick Calculators',
  'tools-guides': 'Tools & Guides',
  'special-days': 'Special Days',
  support: 'Support',
};

export const pages: readonly PageEntry[] = [
  {
    path: '/',
    title: 'Date Calculator: Days From Today, Business Days & More',
    description:
      'Free date calculator: find the date N days from today or ago, count business days, days between two dates and the weekday of any date. Shareable links.',
    label: 'Home',
    kind: 'calculator',
    topNav: true,
    icon: 'home',
    keywords: ['date calculator', 'days from today', 'business days', 'days between dates'],
    related: ['/days-between-dates', '/business-days-calculator', '/age-calculator', '/weekday-finder'],
    load: () => import('@/calculators/date-from-today/home.page'),
  },
  {
    path: '/date-from-today',
    title: 'Date From Today Calculator: Add or Subtract Days',
    description:
      'What date is 30, 60 or 90 days from today? Add or subtract calendar or business days from today, tomorrow or any date and get the weekday too.',
    label: 'Date Calculator',
    kind: 'calculator',
    group: 'date-calculators',
    menu: 'quick',
    topNav: true,
    icon: 'calendar',
    keywords: ['days from today', 'days ago', 'add days to date', 'subtract days'],
    related: ['/business-days-calculator', '/days-between-dates', '/weekday-finder', '/age-calculator'],
    load: () => import('@/calculators/date-from-today/date-from-today.page'),
  },
  {
    path: '/days-between-dates',
    aliases: ['/date-between'],
    title: 'Days Between Dates Calculator: Count Days, Weeks, Months',
    description:
      'Count the days between two dates, with or without the end date, in years, months, weeks and days, or in business days only.',
    label: 'Days Between Dates',
    kind: 'calculator',
    group: 'date-calculators',
    menu: 'quick',
    icon: 'calendar-range',
    keywords: ['days between dates', 'date difference', 'how many days', 'inclusive count'],
    related: ['/business-days-calculator', '/date-from-today', '/age-calculator', '/anniversary-calculator'],
    load: () => import('@/calculators/days-between-dates/days-between-dates.page'),
  },
  {
    path: '/business-days-calculator',
    aliases: ['/business-days'],
    title: 'Business Days Calculator: Add or Count Working Days',
    description:
      'Add or subtract business days from a date, or count working days between two dates, with your own weekend days and optional US federal holidays.',
    label: 'Business Days',
    kind: 'calculator',
    group: 'date-calculators',
    menu: 'quick',
    topNav: true,
    icon: 'briefcase',
    keywords: ['business days', 'working days', 'networkdays', 'workday'],
    related: ['/date-from-today', '/days-between-dates', '/project-timeline-calculator', '/excel-formulas'],
    load: () => import('@/calculators/business-days-calculator/business-days-calculator.page'),
  },
  {
    path: '/age-calculator',
    title: 'Age Calculator: Exact Age in Years, Months and Days',
    description:
      'Calculate an exact age in years, months and days on any date, with total months, weeks and days and the days until the next birthday.',
    label: 'Age Calculator',
    kind: 'calculator',
    group: 'date-calculators',
    menu: 'quick',
    icon: 'cake',
    keywords: ['age calculator', 'how old am i', 'birthday'],
    related: ['/countdown/birthday', '/anniversary-calculator', '/days-between-dates'],
  },
  {
    path: '/weekday-finder',
    title: 'Weekday Finder: What Day of the Week Is a Date?',
    description:
      'Find the day of the week of any date, or of the date a number of days after or before it, with quick examples for 7, 14, 30, 90 and 365 days.',
    label: 'Weekday Finder',
    kind: 'calculator',
    group: 'date-calculators',
    menu: 'quick',
    icon: 'search',
    keywords: ['day of the week', 'weekday', 'what day was'],
    related: ['/date-from-today', '/calendar-generator', '/days-between-dates'],
  },
  {
    path: '/leap-year-checker',
    title: 'Leap Year Checker: Is a Year a Leap Year?',
    description:
      'Check whether any year from 1 to 9999 is a leap year, how many days it and its February have, and list the next five leap years.',
    label: 'Leap Year Checker',
    kind: 'calculator',
    group: 'date-calculators',
    icon: 'leaf',
    keywords: ['leap year', 'february 29', 'days in year'],
    related: ['/calendar-generator', '/age-calculator', '/weekday-finder'],
  },
  {
    path: '/anniversary-calculator',
    title: 'Anniversary Calculator: Years Together and Milestones',
    description:
      'See how long since a wedding or start date in years, months and days, the next anniversary and the traditional milestone names from Paper to Golden.',
    label: 'Anniversary Calculator',
    kind: 'calculator',
    group: 'date-calculators',
    menu: 'special-days',
    icon: 'gem',
    keywords: ['anniversary', 'wedding anniversary', 'milestones'],
    related: ['/countdown/wedding', '/age-calculator', '/days-between-dates'],
  },
  {
    path: '/time-zone-calculator',
    title: 'Time Zone Converter With Daylight Saving Time',
    description:
      'Convert a date and time between any two time zones with the daylight saving rules in force on that date, and see the offsets in effect.',
    label: 'Time Zone Converter',
    kind: 'calculator',
    group: 'time-format',
    menu: 'tools-guides',
    icon: 'globe',
    keywords: ['time zone converter', 'time difference', 'daylight saving'],
    related: ['/time-duration-calculator', '/date-format-converter', '/calendar-generator'],
  },
  {
    path: '/time-duration-calculator',
    title: 'Time Duration Calculator: Hours and Minutes Between Times',
    description:
      'Find the hours and minutes between two times, past midnight included, with total minutes and total hours, and add 30 minutes to 8 hours.',
    label: 'Time Duration',
    kind: 'calculator',
    group: 'time-format',
    menu: 'tools-guides',
    icon: 'clock',
    keywords: ['time duration', 'hours between times', 'time calculator'],
    related: ['/time-zone-calculator', '/date-from-today'],
  },
  {
    path: '/date-format-converter',
    title: 'Date Format Converter: ISO, US, European and Long Dates',
    description:
      'Convert a date between ten formats: ISO 8601, US, European, long and short month names, with or without the weekday.',
    label: 'Date Format Converter',
    kind: 'calculator',
    group: 'time-format',
    menu: 'tools-guides',
    icon: 'type',
    keywords: ['date format', 'iso 8601', 'convert date'],
    related: ['/developer-tools', '/excel-formulas', '/time-zone-calculator'],
  },
  {
    path: '/calendar-generator',
    title: 'Calendar Generator: Month Calendar With Week Numbers',
    description:
      'Show the calendar of any month, with weeks starting on Sunday or Monday and ISO week numbers, and step to the previous or next month.',
    label: 'Calendar Generator',
    kind: 'calculator',
    group: 'time-format',
    menu: 'tools-guides',
    icon: 'grid',
    keywords: ['calendar', 'month calendar', 'week numbers'],
    related: ['/weekday-finder', '/leap-year-checker', '/holidays'],
  },
  {
    path: '/project-timeline-calculator',
    title: 'Project Timeline Calculator: Schedule Tasks by Dates',
    description:
      'Plan a project as a list of tasks in calendar or business days and get each task\'s start and end date and the project\'s end date.',
    label: 'Project Timeline',
    kind: 'calculator',
    group: 'project-planning',
    menu: 'tools-guides',
    icon: 'gantt',
    keywords: ['project timeline', 'schedule', 'gantt', 'task dates'],
    related: ['/business-days-calculator', '/date-from-today', '/custom-event-countdown'],
  },
  {
    path: '/custom-event-countdown',
    title: 'Custom Countdown: Days Until Your Own Event',
    description:
      'Create a countdown to any event with a name, a date and an emoji, and share its link. The countdown runs live in your browser.',
    label: 'Custom Countdown',
    kind: 'calculator',
    group: 'project-planning',
    menu: 'special-days',
    icon: 'hourglass',
    keywords: ['countdown', 'event countdown', 'days until'],
    related: ['/countdown/birthday', '/countdown/wedding', '/anniversary-calculator', '/project-timeline-calculator'],
  },
  {
    path: '/special-days',
    title: 'Special Days: Countdowns to Holidays and Events',
    description:
      'Days until Christmas and New Year\'s Day, with countdowns and calculators for holidays, Valentine\'s Day, Memorial Day, Labor Day and more.',
    label: 'Special Days',
    kind: 'calculator',
    group: 'special-days',
    menu: 'special-days',
    icon: 'star',
    keywords: ['special days', 'holiday countdown', 'days until christmas'],
    related: ['/holidays', '/countdown/christmas', '/new-year-countdown'],
  },
  {
    path: '/holidays',
    title: 'Holiday Date Calculator: Days Until the Next Holidays',
    description:
      'How many days until New Year\'s Day, Valentine\'s Day, Independence Day, Halloween, Christmas and New Year\'s Eve, sorted by what comes first.',
    label: 'Holiday Calculator',
    kind: 'calculator',
    group: 'special-days',
    menu: 'special-days',
    icon: 'gift',
    keywords: ['holidays', 'days until holiday', 'holiday dates'],
    related: ['/special-days', '/countdown/christmas', '/business-days-calculator'],
  },
  {
    path: '/special-days/valentine',
    aliases: ['/days-from-valentines'],
    title: 'Days From Valentine\'s Day Calculator and Countdown',
    description:
      'What date is 21, 30 or 100 days after Valentine\'s Day, and how many days are left until the next February 14?',
    label: 'Valentine\'s Day',
    kind: 'calculator',
    group: 'special-days',
    menu: 'special-days',
    icon: 'heart',
    keywords: ['valentines day', 'days after valentines', 'february 14'],
    related: ['/special-days', '/countdown/wedding', '/anniversary-calculator'],
  },
  {
    path: '/special-days/memorial-labor',
    title: 'Memorial Day and Labor Day Dates by Year',
    description:
      'The dates of Memorial Day (last Monday in May) and Labor Day (first Monday in September) for any nearby year, and the days between them.',
    label: 'Memorial Day & Labor Day',
    kind: 'calculator',
    group: 'special-days',
    menu: 'special-days',
    icon: 'flag',
    keywords: ['memorial day', 'labor day', 'summer'],
    related: ['/holidays', '/special-days', '/business-days-calculator'],
  },
  {
    path: '/special-days/election',
    title: 'US Election Day Countdown: Next General Election',
    description:
      'The date of the next US general election (the Tuesday after the first Monday of November in even years) and the days until it.',
    label: 'Election Day',
    kind: 'calculator',
    group: 'special-days',
    menu: 'special-days',
    icon: 'vote',
    keywords: ['election day', 'us election', 'november election'],
    related: ['/countdown/thanksgiving', '/special-days', '/holidays'],
  },
  {
    path: '/special-days/period',
    title: 'Menstrual Cycle Calculator: Next Periods and Fertile Days',
    description:
      'Estimate your next six periods, ovulation days and fertile windows from the first day of your last period and your cycle length.',
    label: 'Menstrual Cycle Calculator',
    kind: 'calculator',
    group: 'special-days',
    menu: 'special-days',
    icon: 'droplet',
    keywords: ['period calculator', 'menstrual cycle', 'ovulation'],
    related: ['/days-between-dates', '/date-from-today', '/special-days'],
  },
  {
    path: '/countdown/halloween',
    title: 'Halloween Countdown: Days Until October 31',
    description: 'How many days until Halloween on October 31? A live countdown, with your own date if you like.',
    label: 'Halloween Countdown',
    kind: 'calculator',
    group: 'special-days',
    menu: 'special-days',
    icon: 'ghost',
    keywords: ['halloween countdown', 'days until halloween'],
    related: ['/countdown/thanksgiving', '/countdown/birthday', '/countdown/school-end', '/countdown/school-start'],
  },
  {
    path: '/countdown/thanksgiving',
    title: 'Thanksgiving Countdown: Days Until Thanksgiving',
    description: 'How many days until Thanksgiving, the fourth Thursday of November? A live countdown with the exact date.',
    label: 'Thanksgiving Countdown',
    kind: 'calculator',
    group: 'special-days',
    menu: 'special-days',
    icon: 'leaf',
    keywords: ['thanksgiving countdown', 'days until thanksgiving'],
    related: ['/countdown/halloween', '/countdown/birthday', '/countdown/wedding', '/special-days/election'],
  },
  {
    path: '/countdown/christmas',
    title: 'Christmas Countdown: Days Until December 25',
    description: 'How many days until Christmas? A live countdown to December 25 that rolls over to next year after the day.',
    label: 'Christmas Countdown',
    kind: 'calculator',
    group: 'special-days',
    menu: 'special-days',
    icon: 'tree',
    keywords: ['christmas countdown', 'days until christmas'],
    related: ['/countdown/halloween', '/countdown/thanksgiving', '/special-days', '/countdown/birthday'],
  },
  {
    path: '/countdown/birthday',
    aliases: ['/birthday-countdown'],
    title: 'Birthday Countdown: Days Until Your Next Birthday',
    description: 'Enter a birth date to see the next birthday, the age it brings, its weekday and the days left until it.',
    label: 'Birthday Countdown',
    kind: 'calculator',
    group: 'special-days',
    menu: 'special-days',
    icon: 'cake',
    keywords: ['birthday countdown', 'days until birthday'],
    related: ['/countdown/wedding', '/countdown/school-end', '/countdown/halloween', '/countdown/thanksgiving'],
  },
  {
    path: '/countdown/school-end',
    title: 'Last Day of School Countdown',
    description: 'How many days until school ends? Counts down to June 1 by default, or to your own school\'s last day.',
    label: 'School End Countdown',
    kind: 'calculator',
    group: 'special-days',
    menu: 'special-days',
    icon: 'school',
    keywords: ['school end countdown', 'last day of school'],
    related: ['/countdown/school-start', '/special-days'],
  },
  {
    path: '/countdown/school-start',
    title: 'Back to School Countdown',
    description: 'How many days until school starts? Counts down to August 15 by default, or to your own school\'s first day.',
    label: 'School Start Countdown',
    kind: 'calculator',
    group: 'special-days',
    menu: 'special-days',
    icon: 'school',
    keywords: ['back to school countdown', 'first day of school'],
    related: ['/countdown/school-end', '/special-days'],
  },
  {
    path: '/countdown/wedding',
    title: 'Wedding Countdown: Days Until the Big Day',
    description: 'Count down the days to a wedding date. Pick your date; the page keeps it in a link you can share.',
    label: 'Wedding Countdown',
    kind: 'calculator',
    group: 'special-days',
    menu: 'special-days',
    icon: 'rings',
    keywords: ['wedding countdown', 'days until wedding'],
    related: ['/countdown/birthday', '/special-days/valentine', '/special-days', '/time-calculators'],
  },
  {
    path: '/new-year-countdown',
    title: 'New Year Countdown: Days Until January 1',
    description: 'How many days until New Year\'s Day? A live countdown to January 1 of next year.',
    label: 'New Year Countdown',
    kind: 'calculator',
    group: 'special-days',
    menu: 'special-days',
    icon: 'party',
    keywords: ['new year countdown', 'days until new year'],
    related: ['/countdown/christmas', '/holidays', '/special-days'],
  },
  {
    path: '/time-calculators',
    title: 'All Date and Time Calculators',
    description:
      'Every Datewise calculator in one place: dates from today, days between dates, business days and more, grouped by what they do.',
    label: 'All Calculators',
    kind: 'content',
    menu: 'tools-guides',
    icon: 'layout',
    keywords: ['calculators', 'date tools', 'time tools'],
    related: ['/date-from-today', '/days-between-dates', '/business-days-calculator'],
    load: () => import('@/pages/time-calculators/time-calculators.page'),
  },
  {
    path: '/excel-formulas',
    title: 'Excel Date Formulas: DATEDIF, NETWORKDAYS, WEEKDAY',
    description:
      'Spreadsheet date formulas explained with examples: DATEDIF, TODAY, NETWORKDAYS with holidays, WEEKDAY, age, quarter and weekend checks.',
    label: 'Excel Formulas',
    kind: 'content',
    menu: 'tools-guides',
    topNav: true,
    icon: 'sheet',
    keywords: ['excel date formulas', 'datedif', 'networkdays'],
    related: ['/business-days-calculator', '/days-between-dates', '/developer-tools'],
  },
  {
    path: '/developer-tools',
    title: 'Date Calculations in Code: JavaScript, Python and More',
    description:
      'How to add days, count days between dates and business days in JavaScript and Python, with a comparison across six languages.',
    label: 'Developer Tools',
    kind: 'content',
    menu: 'tools-guides',
    topNav: true,
    icon: 'code',
    keywords: ['javascript dates', 'python datetime', 'date code examples'],
    related: ['/excel-formulas', '/date-format-converter', '/time-zone-calculator'],
  },
  {
    path: '/faq',
    title: 'Frequently Asked Questions About Date Calculations',
    description:
      'Answers on counting days, business days, spreadsheets, programming and how Datewise computes dates, with links to the calculators.',
    label: 'FAQ',
    kind: 'content',
    menu: 'support',
    icon: 'help',
    keywords: ['faq', 'date questions'],
    related: ['/about', '/excel-formulas', '/developer-tools'],
  },
  {
    path: '/about',
    title: 'About Datewise',
    description:
      'What Datewise is, how its date calculators work in your browser, and how their results are checked against an independent reference.',
    label: 'About',
    kind: 'content',
    menu: 'support',
    topNav: true,
    icon: 'info',
    keywords: ['about'],
    related: ['/contact', '/privacy', '/time-calculators'],
    load: () => import('@/pages/about/about.page'),
  },
  {
    path: '/contact',
    title: 'Contact Datewise',
    description: 'How to reach Datewise by email, when the inbox is read, and what to include when you report a result that looks wrong.',
    label: 'Contact',
    kind: 'content',
    menu: 'support',
    topNav: true,
    icon: 'mail',
    keywords: ['contact', 'support', 'report a bug'],
    related: ['/about', '/privacy', '/terms'],
    load: () => import('@/pages/contact/contact.page'),
  },
  {
    path: '/privacy',
    title: 'Privacy: No Accounts, No Cookies, No Tracking',
    description:
      'Datewise has no accounts, cookies or analytics. Calculations run in your browser and nothing you type is sent anywhere. The details are here.',
    label: 'Privacy',
    kind: 'content',
    menu: 'support',
    icon: 'shield',
    keywords: ['privacy'],
    related: ['/terms', '/about', '/contact'],
    load: () => import('@/pages/privacy/privacy.page'),
  },
  {
    path: '/terms',
    title: 'Terms of Use',
    description:
      'The terms for using Datewise: free to use, provided as is, and why dates that matter should be checked against the governing rules.',
    label: 'Terms',
    kind: 'content',
    menu: 'support',
    icon: 'scale',
    keywords: ['terms of use'],
    related: ['/privacy', '/about', '/contact'],
    load: () => import('@/pages/terms/terms.page'),
  },
];

/** Pages that exist now; the rest are absent from every menu, list and output file. */
export const builtPages: readonly PageEntry[] = pages.filter((p) => p.load);

/** The built page that answers `pathname` (a canonical path or an alias), if any. */
export function findPage(pathname: string): PageEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return builtPages.find((p) => p.path === path || p.aliases?.includes(path));
}

/** Every URL path the site answers: canonical paths and aliases of built pages. */
export function builtPaths(): string[] {
  return builtPages.flatMap((p) => [p.path, ...(p.aliases ?? [])]);
}

/** Built pages among `paths`, in the given order. */
export function builtAmong(paths: readonly string[]): PageEntry[] {
  return paths.flatMap((path) => builtPages.find((p) => p.path === path) ?? []);
}

export function pageByPath(path: string): PageEntry {
  const entry = pages.find((p) => p.path === path);
  if (!entry) throw new Error(`No registry entry for ${path}`);
  return entry;
}

/** The built calculators, each once (the home page repeats the date calculator). */
export const calculatorPages: readonly PageEntry[] = builtPages.filter((p) => p.group);

export interface Section<G extends string> {
  group: G;
  label: string;
  pages: PageEntry[];
}

function sections<G extends string>(labels: Record<G, string>, key: 'group' | 'menu', keepEmpty: G[]): Section<G>[] {
  return (Object.keys(labels) as G[])
    .map((group) => ({ group, label: labels[group], pages: builtPages.filter((p) => p[key] === group) }))
    .filter((section) => section.pages.length > 0 || keepEmpty.includes(section.group));
}

/** The sidebar (and hub) groups that hold built pages, in order, with their pages. */
export function sidebarSections(): Section<SidebarGroup>[] {
  return sections(sidebarGroups, 'group', []);
}

/** The mobile-menu (and footer) groups that hold built pages, in order; `keepEmpty` groups stay. */
export function menuSections(keepEmpty: MenuGroup[] = []): Section<MenuGroup>[] {
  return sections(menuGroups, 'menu', keepEmpty);
}
