import type { PageMeta } from '@/registry/types';

/** Special days hub: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/special-days',
  title: 'Special Days: Holiday Countdowns and Dates',
  description:
    'Days until Christmas and New Year’s Day in your own time zone, with links to every holiday countdown and special-day calculator.',
  keywords: [
    'special days',
    'holiday countdowns',
    'days until christmas',
    'days until new year',
    'special day calculator',
    'event countdowns',
  ],
  related: ['/holidays', '/countdown/christmas', '/new-year-countdown', '/calendar-generator'],
} satisfies PageMeta;
