import type { PageMeta } from '@/registry/types';

/** Calendar Generator: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/calendar-generator',
  title: 'Printable Calendar Generator with Week Numbers',
  description:
    'Make a printable calendar of any month or year, with ISO week numbers, the holidays of any country or region, your own days off, and a Sunday or Monday start.',
  keywords: [
    'printable calendar',
    'calendar generator',
    'calendar with week numbers',
    'yearly calendar',
    'monthly calendar',
    'federal holidays calendar',
    'holiday calendar by country',
  ],
  related: ['/week-number', '/weekday-finder', '/leap-year-checker', '/holidays'],
} satisfies PageMeta;
