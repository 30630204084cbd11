import type { PageMeta } from '@/registry/types';

/** Birthday Countdown: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/countdown/birthday',
  title: 'Birthday Countdown: Days Until Your Birthday',
  description:
    'Count the days until your next birthday, with its weekday, the age you will turn and a live clock. February 29 birthdays count on February 28 in common years.',
  keywords: [
    'birthday countdown',
    'days until my birthday',
    'how many days until my birthday',
    'next birthday',
    'birthday countdown clock',
    'february 29 birthday',
  ],
  related: ['/countdown/wedding', '/countdown/school-end', '/countdown/halloween', '/countdown/thanksgiving'],
} satisfies PageMeta;
