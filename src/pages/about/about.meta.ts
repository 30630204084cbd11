import type { PageMeta } from '@/registry/types';

/** About: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/about',
  title: 'About: Free Date Calculators in Your Browser',
  description:
    'What Datewise is, how its date calculators work in your browser, and how their results are checked against an independent reference.',
  keywords: ['about'],
  related: ['/contact', '/privacy', '/time-calculators'],
} satisfies PageMeta;
