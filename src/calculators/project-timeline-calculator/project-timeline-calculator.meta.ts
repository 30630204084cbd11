import type { PageMeta } from '@/registry/types';

/** Project Timeline: what search results and the page's head show, and the pages it links to. */
export const meta = {
  path: '/project-timeline-calculator',
  title: 'Project Timeline Calculator: Dates for Each Task',
  description:
    'Plan a project task by task: enter a start date and each task’s length in business or calendar days to get its start and end dates, then export to CSV or .ics.',
  keywords: [
    'project timeline calculator',
    'project schedule calculator',
    'project end date calculator',
    'task timeline planner',
    'project timeline in business days',
    'gantt chart dates',
  ],
  related: [
    '/business-days-calculator',
    '/date-from-today',
    '/days-between-dates',
    '/calendar-generator',
    '/custom-event-countdown',
  ],
} satisfies PageMeta;
