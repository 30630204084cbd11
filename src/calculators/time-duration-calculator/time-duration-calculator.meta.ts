import type { PageMeta } from '@/registry/types';

/** Time Duration: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/time-duration-calculator',
  title: 'Time Duration Calculator: Hours Between Two Times',
  description:
    'Find the hours and minutes between two clock times, overnight shifts included, with the total in minutes and in decimal hours for timesheets.',
  keywords: ['time duration', 'hours between times', 'time calculator', 'decimal hours', 'timesheet hours'],
  related: ['/time-zone-calculator', '/date-from-today', '/days-between-dates', '/business-days-calculator'],
} satisfies PageMeta;
