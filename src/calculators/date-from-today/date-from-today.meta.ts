import type { PageMeta } from '@/registry/types';

/** Date Calculator: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/date-from-today',
  title: 'Date From Today Calculator: Add or Subtract Days',
  description:
    'What date is 90 days or 3 months from today? Add or subtract days, weeks, months, years or business days from today, tomorrow or any date, with the weekday.',
  keywords: ['days from today', 'days ago', 'months from today', 'add days to date', 'subtract days'],
  related: ['/business-days-calculator', '/days-between-dates', '/weekday-finder', '/age-calculator'],
} satisfies PageMeta;
