import type { PageMeta } from '@/registry/types';

/** Wedding Countdown: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/countdown/wedding',
  title: 'Wedding Countdown: Days Until the Big Day',
  description:
    'Count the days until your wedding, with a live clock. Pick the date, add it to your calendar, and keep or share the link.',
  keywords: [
    'wedding countdown',
    'days until my wedding',
    'how many days until the wedding',
    'wedding day countdown',
    'wedding planning timeline',
  ],
  related: ['/countdown/birthday', '/special-days/valentine', '/special-days', '/time-calculators'],
} satisfies PageMeta;
