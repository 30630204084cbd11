import type { PageMeta } from '@/registry/types';

/** All Calculators: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/time-calculators',
  title: 'All Date and Time Calculators',
  description:
    'Every Datewise calculator in one place: dates from today, days between dates, business days and more, grouped by what they do.',
  keywords: ['calculators', 'date tools', 'time tools'],
  related: ['/faq', '/about', '/privacy'],
} satisfies PageMeta;
