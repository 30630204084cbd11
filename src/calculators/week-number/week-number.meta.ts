import type { PageMeta } from '@/registry/types';

/** Week Number: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/week-number',
  title: 'What Week Is It? ISO Week Number Calculator',
  description:
    'The ISO 8601 week number of today or any date, with the week’s Monday-to-Sunday dates, the US-style week number, and every week of a year with its dates.',
  keywords: ['week number', 'what week is it', 'iso week', 'current week number', 'week 53', 'weeks of the year'],
  related: ['/weekday-finder', '/calendar-generator', '/date-from-today', '/days-between-dates'],
} satisfies PageMeta;
