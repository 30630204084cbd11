import type { PageMeta } from '@/registry/types';

/** School Start Countdown: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/countdown/school-start',
  title: 'Back to School Countdown: First Day of School',
  description:
    'Count the days until the first day of school, with a live clock. Set to August 15 by default, or pick your own date and share the link.',
  keywords: [
    'back to school countdown',
    'first day of school countdown',
    'days until school starts',
    'school start countdown',
    'how many days until school',
  ],
  related: ['/countdown/school-end', '/special-days'],
} satisfies PageMeta;
