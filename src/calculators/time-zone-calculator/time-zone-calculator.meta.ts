import type { PageMeta } from '@/registry/types';

/** Time Zone Converter: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/time-zone-calculator',
  title: 'Time Zone Converter with Daylight Saving Time',
  description:
    'Convert a date and time from one time zone to another, with the UTC offsets and daylight saving time in force on that date, for any city or IANA zone.',
  keywords: [
    'time zone converter',
    'time zone calculator',
    'convert time zones',
    'EST to PST',
    'UTC offset',
    'daylight saving time',
  ],
  related: ['/time-duration-calculator', '/date-format-converter', '/calendar-generator', '/date-from-today'],
} satisfies PageMeta;
