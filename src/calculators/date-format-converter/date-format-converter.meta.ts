import type { PageMeta } from '@/registry/types';

/** Date Format Converter: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/date-format-converter',
  title: 'Date Format Converter: ISO, US, European Dates',
  description:
    'Convert a date between ISO 8601, US, European and long formats, and see its weekday, ISO week number, day of the year and Unix time.',
  keywords: [
    'date format converter',
    'convert date format',
    'iso 8601 date',
    'mm/dd/yyyy to dd/mm/yyyy',
    'european date format',
    'date to unix timestamp',
  ],
  related: ['/weekday-finder', '/week-number', '/time-zone-calculator', '/calendar-generator'],
} satisfies PageMeta;
