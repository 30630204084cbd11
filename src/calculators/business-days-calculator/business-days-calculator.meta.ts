import type { PageMeta } from '@/registry/types';

/** Business Days: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/business-days-calculator',
  title: 'Business Days Calculator: Add or Count Workdays',
  description:
    'Add or subtract business days from a date, or count working days between two dates, with your own weekend days and optional US federal holidays.',
  keywords: ['business days', 'working days', 'networkdays', 'workday'],
  related: ['/date-from-today', '/days-between-dates', '/project-timeline-calculator', '/excel-formulas'],
} satisfies PageMeta;
