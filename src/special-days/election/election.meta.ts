import type { PageMeta } from '@/registry/types';

/** US election day countdown: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/special-days/election',
  title: 'Election Day Countdown: Next US Election',
  description:
    'How many days until the next US general election? A countdown to election day in your own time zone, with election dates from 2026 to 2040.',
  keywords: [
    'election day countdown',
    'days until election day',
    'when is election day',
    'next us general election',
    'midterm election date',
    'presidential election date',
  ],
  related: ['/countdown/thanksgiving', '/holidays', '/special-days', '/calendar-generator'],
} satisfies PageMeta;
