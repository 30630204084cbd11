import type { PageMeta } from '@/registry/types';

/** Days Between Dates: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/days-between-dates',
  title: 'Days Between Dates: Count Days, Weeks, Months',
  description:
    'Count the days between two dates, with or without the end date, in years, months, weeks and days, or in business days only.',
  keywords: ['days between dates', 'date difference', 'how many days', 'inclusive count'],
  related: ['/business-days-calculator', '/date-from-today', '/age-calculator', '/anniversary-calculator'],
} satisfies PageMeta;
