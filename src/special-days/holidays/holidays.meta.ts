import type { PageMeta } from '@/registry/types';

/** Holiday calculator: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/holidays',
  title: 'Holiday Calculator: US Federal Holidays by Year',
  description:
    'Days until New Year’s, Valentine’s Day, July 4, Halloween and Christmas, and the US federal holidays of any year with each observed day off and a calendar file.',
  keywords: [
    'us federal holidays',
    'federal holidays 2027',
    'holiday calculator',
    'days until the next holiday',
    'observed holidays',
    'federal holiday calendar',
    'when is the holiday observed',
    'public holidays',
    'bank holidays',
    'holidays by country',
  ],
  related: ['/special-days', '/business-days-calculator', '/calendar-generator', '/special-days/memorial-labor', '/countdown/christmas'],
} satisfies PageMeta;
