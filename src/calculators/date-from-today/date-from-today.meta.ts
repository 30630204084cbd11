import type { PageMeta } from '@/registry/types';

/** Date Calculator: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/date-from-today',
  title: 'Date From Today Calculator: Add or Subtract Days',
  description:
    'What date is 30, 60 or 90 days from today? Add or subtract calendar or business days from today, tomorrow or any date and get the weekday too.',
  keywords: ['days from today', 'days ago', 'add days to date', 'subtract days'],
  related: ['/business-days-calculator', '/days-between-dates', '/weekday-finder', '/age-calculator'],
} satisfies PageMeta;
