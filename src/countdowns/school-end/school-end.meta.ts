import type { PageMeta } from '@/registry/types';

/** School End Countdown: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/countdown/school-end',
  title: 'Last Day of School Countdown: Days Left',
  description:
    'Count the days until the last day of school, with a live clock. Set to June 1 by default, or pick your own date and share the link.',
  keywords: [
    'last day of school countdown',
    'days until school ends',
    'days left of school',
    'school end countdown',
    'summer break countdown',
    'how many days until summer',
  ],
  related: ['/countdown/school-start', '/special-days'],
} satisfies PageMeta;
