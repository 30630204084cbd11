import type { PageMeta } from '@/registry/types';

/** Weekday Finder: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/weekday-finder',
  title: 'Weekday Finder: What Day of the Week Is a Date?',
  description:
    'Find the day of the week of any date, or of the date a number of days later or earlier, with its day of the year and ISO week number.',
  keywords: ['day of the week', 'what day is', 'weekday calculator', 'iso week number', 'day of the year'],
  related: ['/date-from-today', '/week-number', '/days-between-dates', '/calendar-generator'],
} satisfies PageMeta;
