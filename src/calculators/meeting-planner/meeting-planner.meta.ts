import type { PageMeta } from '@/registry/types';

/** Meeting Planner: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/meeting-planner',
  title: 'Meeting Planner: Best Time Across Time Zones',
  description:
    'Find a meeting time for 2 to 8 places: see each hour of a date side by side, the working hours that suit everyone and any clock change, then copy or share it.',
  keywords: [
    'meeting planner',
    'time zone meeting planner',
    'best time to meet across time zones',
    'meeting time converter',
    'schedule a meeting in different time zones',
    'working hours overlap',
  ],
  related: ['/world-clock', '/time-zone-calculator', '/time-duration-calculator', '/calendar-generator'],
} satisfies PageMeta;
