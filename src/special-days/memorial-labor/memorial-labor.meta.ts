import type { PageMeta } from '@/registry/types';

/** Memorial Day and Labor Day page: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/special-days/memorial-labor',
  title: 'Memorial Day to Labor Day: Dates and Days Between',
  description:
    'When are Memorial Day and Labor Day? Pick a year to see both Mondays, the days and weeks of summer between them, and the federal holidays that fall in between.',
  keywords: [
    'when is memorial day',
    'when is labor day',
    'memorial day date',
    'labor day date',
    'days between memorial day and labor day',
    'weeks between memorial day and labor day',
    'how many weeks of summer',
  ],
  related: ['/holidays', '/special-days', '/days-between-dates', '/calendar-generator', '/business-days-calculator'],
} satisfies PageMeta;
