import type { PageMeta } from '@/registry/types';

/** Custom Event Countdown: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/custom-event-countdown',
  title: 'Custom Event Countdown: Count Down to Any Date',
  description:
    'Count down to any event: name it, pick the date and an emoji, and get a live countdown with a link to bookmark or share. Nothing is stored.',
  keywords: [
    'custom countdown',
    'event countdown',
    'countdown to a date',
    'days until my event',
    'shareable countdown',
    'countdown with emoji',
  ],
  related: ['/countdown/birthday', '/countdown/wedding', '/anniversary-calculator', '/project-timeline-calculator'],
} satisfies PageMeta;
