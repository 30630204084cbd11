import type { PageMeta } from '@/registry/types';

/** Thanksgiving countdown: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/countdown/thanksgiving',
  title: 'Thanksgiving Countdown: Days Until Thanksgiving',
  description:
    'How many days until Thanksgiving? A live countdown to the fourth Thursday of November in your own time zone, with its date in the coming years.',
  keywords: [
    'thanksgiving countdown',
    'days until thanksgiving',
    'how many days until thanksgiving',
    'when is thanksgiving',
    'thanksgiving date',
    'fourth thursday of november',
  ],
  related: ['/countdown/halloween', '/countdown/birthday', '/countdown/wedding', '/special-days/election'],
} satisfies PageMeta;
