import type { PageMeta } from '@/registry/types';

/** Time Duration: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/time-duration-calculator',
  title: 'Time Duration Calculator: Hours Between Two Times',
  description:
    'Hours and minutes between two times or two dates and times, daylight saving included, or hours added to a date and time; totals in minutes and decimal hours.',
  keywords: ['time duration', 'hours between times', 'hours between dates', 'add hours to time', 'time calculator', 'decimal hours', 'timesheet hours'],
  related: ['/time-zone-calculator', '/date-from-today', '/days-between-dates', '/business-days-calculator'],
} satisfies PageMeta;
