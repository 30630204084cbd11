import type { PageMeta } from '@/registry/types';

/** Home: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/',
  title: 'Date Calculator: Days From Today, Business Days',
  description:
    'Free date calculator: the date days, weeks, months or years from today or ago, business days, days between two dates and the weekday of any date.',
  keywords: ['date calculator', 'days from today', 'business days', 'days between dates'],
  related: ['/days-between-dates', '/business-days-calculator', '/age-calculator', '/weekday-finder'],
} satisfies PageMeta;
