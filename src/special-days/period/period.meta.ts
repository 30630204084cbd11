import type { PageMeta } from '@/registry/types';

/** Menstrual cycle calculator: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/special-days/period',
  title: 'Menstrual Cycle Calculator: Period and Ovulation',
  description:
    'Estimate your next six periods, ovulation days and fertile windows from the first day of your last period and your cycle length. Runs in your browser.',
  keywords: [
    'period calculator',
    'menstrual cycle calculator',
    'next period date',
    'when is my next period',
    'ovulation calculator',
    'fertile window calculator',
    'cycle length calculator',
  ],
  related: ['/special-days', '/days-between-dates', '/date-from-today', '/calendar-generator'],
} satisfies PageMeta;
