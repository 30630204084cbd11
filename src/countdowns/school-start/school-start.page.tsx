import { annualTarget } from '@/lib/date/holidays';
import { canonicalizer } from '@/kit/url/canonical';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { EventCountdown, customDateParams, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/countdowns/school-start/school-start.meta';

const schoolStartFacts: string[] = [
  'August 15 is the 227th day of the year, or the 228th in a leap year.',
  'In a common year, no other month starts on the same weekday as August. In a leap year, February does.',
  'August 15 falls one weekday later each year, or two when a February 29 comes in between.',
  'From June 1 to August 15 is 75 days in every year.',
];

/** The page's countdown: its name, rule, colour and facts. */
export const countdown = {
  name: 'First Day of School',
  event: 'the first day of school',
  description: 'Days until August 15, a common first day of school. Set your own date below.',
  color: 'purple',
  uid: 'school-start',
  facts: schoolStartFacts,
  target: (today) => annualTarget(8, 15, today).date,
  customDate: true,
} satisfies EventCountdownProps;

export default calculatorPage({
  meta,
  heading: 'School Start Countdown',
  lead: 'Days until the first day of school: August 15, or a date you choose.',
  text: () => import('@/countdowns/school-start/school-start.content'),
  canonicalSearch: canonicalizer(customDateParams),
  Calculator: () => <EventCountdown {...countdown} />,
});
