import type { PageMeta } from '@/registry/types';

/** Terms: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/terms',
  title: 'Terms of Use',
  description:
    'The terms for using Datewise: free to use, provided as is, and why dates that matter should be checked against the governing rules.',
  keywords: ['terms of use'],
  related: ['/privacy', '/about', '/contact'],
} satisfies PageMeta;
