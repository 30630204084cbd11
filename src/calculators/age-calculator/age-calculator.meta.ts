import type { PageMeta } from '@/registry/types';

/** Age Calculator: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/age-calculator',
  title: 'Age Calculator: Exact Age in Years, Months, Days',
  description:
    'Work out an exact age in years, months and days on any date, with totals in months, weeks and days, the weekday of birth and the next birthday.',
  keywords: ['age calculator', 'how old am i', 'age in days', 'date of birth', 'next birthday'],
  related: ['/anniversary-calculator', '/days-between-dates', '/countdown/birthday', '/leap-year-checker'],
} satisfies PageMeta;
