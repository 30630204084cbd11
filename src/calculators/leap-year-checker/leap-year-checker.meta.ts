import type { PageMeta } from '@/registry/types';

/** Leap Year Checker: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/leap-year-checker',
  title: 'Leap Year Checker: Is a Year a Leap Year?',
  description:
    'Check whether any year from 1 to 9999 is a leap year, see the rule applied step by step, and find the next and previous leap years.',
  keywords: ['leap year', 'is it a leap year', 'leap year rule', 'february 29', 'next leap year'],
  related: ['/calendar-generator', '/days-between-dates', '/age-calculator', '/weekday-finder'],
} satisfies PageMeta;
