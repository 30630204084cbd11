import type { PageMeta } from '@/registry/types';

/** Home: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/',
  title: 'Date Calculator: Days From Today, Business Days',
  description:
    'Free date calculator: find the date N days from today or ago, count business days, days between two dates and the weekday of any date. Shareable links.',
  keywords: ['date calculator', 'days from today', 'business days', 'days between dates'],
  related: ['/days-between-dates', '/business-days-calculator', '/age-calculator', '/weekday-finder'],
} satisfies PageMeta;
