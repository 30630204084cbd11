import type { PageMeta } from '@/registry/types';

/** Halloween countdown: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/countdown/halloween',
  title: 'Halloween Countdown: Days Until October 31',
  description:
    'How many days until Halloween? A live countdown to October 31 in your own time zone, with the weekday of Halloween in the coming years.',
  keywords: [
    'halloween countdown',
    'days until halloween',
    'how many days until halloween',
    'when is halloween',
    'halloween day of the week',
    'october 31 countdown',
  ],
  related: ['/countdown/thanksgiving', '/countdown/birthday', '/countdown/school-end', '/countdown/school-start'],
} satisfies PageMeta;
