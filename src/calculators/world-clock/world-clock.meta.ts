import type { PageMeta } from '@/registry/types';

/** World Clock: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/world-clock',
  title: 'World Clock: Current Time in Cities Worldwide',
  description:
    'See the current time, date, UTC offset and daylight saving time in up to 8 places at once, with each place’s next clock change. Share your clocks by link.',
  keywords: [
    'world clock',
    'current time in cities',
    'time around the world',
    'what time is it in',
    'UTC offset',
    'daylight saving time',
  ],
  related: ['/meeting-planner', '/time-zone-calculator', '/custom-event-countdown', '/time-duration-calculator'],
} satisfies PageMeta;
