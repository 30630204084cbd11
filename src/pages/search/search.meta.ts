import type { PageMeta } from '@/registry/types';

/** Site search: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/search',
  title: 'Search: Date Calculators, Guides and Holidays',
  description:
    'Find any Datewise calculator or guide, or the public holidays of a country by its name in English or its own language. The search runs on your device.',
  keywords: ['site search', 'find a calculator', 'search', 'public holidays by country'],
  related: ['/time-calculators', '/faq', '/holidays', '/privacy'],
} satisfies PageMeta;
