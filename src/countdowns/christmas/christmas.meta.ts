import type { PageMeta } from '@/registry/types';

/** Christmas countdown: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/countdown/christmas',
  title: 'Christmas Countdown: Days Until December 25',
  description:
    'How many days until Christmas? A live countdown to December 25 in your own time zone, with the weekday and federal day off in the coming years.',
  keywords: [
    'christmas countdown',
    'days until christmas',
    'how many days until christmas',
    'christmas day of the week',
    'christmas observed holiday',
    'december 25 countdown',
  ],
  related: ['/countdown/halloween', '/countdown/thanksgiving', '/special-days', '/countdown/birthday'],
} satisfies PageMeta;
