import type { PageMeta } from '@/registry/types';

/** Contact: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/contact',
  title: 'Contact: Email Us or Report a Wrong Result',
  description:
    'How to reach Datewise by email, and what to include when you report a result that looks wrong. Replies are not promised.',
  keywords: ['contact', 'support', 'report a bug'],
  related: ['/about', '/privacy', '/terms'],
} satisfies PageMeta;
