import type { PageMeta } from '@/registry/types';

/** Anniversary Calculator: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/anniversary-calculator',
  title: 'Anniversary Calculator and Milestone Dates',
  description:
    'See how long it has been since a wedding or any start date, when the next anniversary falls, and the dates of milestones from Paper to Golden.',
  keywords: ['anniversary calculator', 'wedding anniversary', 'how long married', 'anniversary milestones', 'next anniversary'],
  related: ['/age-calculator', '/days-between-dates', '/countdown/wedding', '/date-from-today'],
} satisfies PageMeta;
