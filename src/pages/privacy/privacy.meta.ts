import type { PageMeta } from '@/registry/types';

/** Privacy: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/privacy',
  title: 'Privacy: No Accounts, No Cookies, No Tracking',
  description:
    'Datewise has no accounts, cookies or analytics. Calculations run in your browser and nothing you type is sent anywhere. The details are here.',
  keywords: ['privacy'],
  related: ['/terms', '/about', '/contact'],
} satisfies PageMeta;
