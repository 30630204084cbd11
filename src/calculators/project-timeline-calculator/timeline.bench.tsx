/**
 * Scheduling and rendering a plan of 100 tasks (the most a link holds): one frame is 16.7 ms.
 * Run by `npm run bench` (`vitest bench --run`); not part of `vitest run`.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { bench, describe } from 'vitest';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { scheduleProject } from '@/lib/date/project-timeline';
import { workCalendar } from '@/lib/date/work-calendar';
import { settleCalendar } from '@/components/work-calendar-control';
import TimelineView from '@/calculators/project-timeline-calculator/timeline-view';
import type { Timeline } from '@/calculators/project-timeline-calculator/project-timeline-calculator.params';

const tasks = Array.from({ length: 100 }, (_, i) => ({ name: `Task ${i + 1}`, duration: (i % 9) + 1, business: i % 2 === 0 }));
const timeline = (holidays: Timeline['holidays']): Timeline => ({ start: '2027-01-04' as IsoDate, task: tasks, weekend: [6, 0], holidays, bank: false, half: false, kinds: [], off: [], work: [] });
let sink = 0;

// The US rules as the page has them once loaded: without them the view draws its "Scheduling…" card.
await settleCalendar('us');

describe('100 tasks', () => {
  for (const holidays of ['none', 'us'] as const) {
    bench(`schedule (holidays: ${holidays})`, () => {
      const plan = scheduleProject('2027-01-04' as IsoDate, tasks.map((t) => ({ name: t.name, duration: t.duration, businessDaysOnly: t.business })), workCalendar([6, 0], holidays));
      sink += plan?.totalTasks ?? 0;
    });
    bench(`schedule and render table, summary and chart (holidays: ${holidays})`, () => {
      // In a router, as on the site (the result's notes read the address).
      const html = renderToString(
        <MemoryRouter>
          <TimelineView timeline={timeline(holidays)} today={null} />
        </MemoryRouter>,
      );
      if (!html.includes('Project Summary')) throw new Error('The schedule was not drawn');
      sink += html.length;
    });
  }
});

export { sink };
