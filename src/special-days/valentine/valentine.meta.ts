import type { PageMeta } from '@/registry/types';

/** Valentine's Day (days after, and countdown): what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/special-days/valentine',
  title: 'Days After Valentine’s Day: Calculator, Countdown',
  description:
    'Find the date 21, 30, 100 or any number of days after Valentine’s Day, with its weekday, or count down the days until the next February 14.',
  keywords: [
    'days after valentine’s day',
    '21 days after valentine’s day',
    '100 days after valentine’s day',
    'valentine’s day countdown',
    'days until valentine’s day',
    'when is valentine’s day 2027',
  ],
  related: ['/special-days', '/countdown/wedding', '/date-from-today', '/days-between-dates', '/custom-event-countdown'],
} satisfies PageMeta;
