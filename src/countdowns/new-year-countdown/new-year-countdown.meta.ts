import type { PageMeta } from '@/registry/types';

/** New Year Countdown: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/new-year-countdown',
  title: 'New Year Countdown: Days Until January 1',
  description:
    'Count the days until New Year’s Day in your own time zone, with a live clock to midnight on January 1 and the weekday the new year starts on.',
  keywords: [
    'new year countdown',
    'days until new year',
    'how many days until new year',
    'new year countdown clock',
    'countdown to january 1',
    'new year’s day',
  ],
  related: ['/countdown/christmas', '/countdown/birthday', '/special-days', '/calendar-generator'],
} satisfies PageMeta;
