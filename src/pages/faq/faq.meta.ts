import type { PageMeta } from '@/registry/types';

/** FAQ: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/faq',
  title: 'Date Calculator FAQ: Business Days, Time Zones',
  description:
    'Quick answers on counting days and business days, ages, weekdays, leap years and time zones, with spreadsheet and code tips and how Datewise computes results.',
  keywords: [
    'date calculator faq',
    'how many days between two dates',
    'business days in a month',
    'is 2100 a leap year',
    'networkdays excel',
    'iso week number',
    'time zone daylight saving time',
  ],
  related: ['/days-between-dates', '/business-days-calculator', '/time-zone-calculator', '/excel-formulas', '/developer-tools'],
} satisfies PageMeta;
