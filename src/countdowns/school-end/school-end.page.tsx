import { annualTarget } from '@/lib/date/holidays';
import { canonicalizer } from '@/kit/url/canonical';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { EventCountdown, customDateParams, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/countdowns/school-end/school-end.meta';

const schoolEndFacts: string[] = [
  'June 1 is the 152nd day of the year, or the 153rd in a leap year.',
  'June always starts on a weekday that no other month of the same year starts on.',
  'June 1 falls one weekday later each year, or two when a February 29 comes in between.',
  'From June 1 to August 15 is 75 days in every year.',
];

/** The page's countdown: its name, rule, colour and facts. */
export const countdown = {
  name: 'Last Day of School',
  event: 'the last day of school',
  description: 'Days until June 1, a common last day of school. Set your own date below.',
  color: 'blue',
  uid: 'school-end',
  facts: schoolEndFacts,
  target: (today) => annualTarget(6, 1, today).date,
  customDate: true,
} satisfies EventCountdownProps;

export default calculatorPage({
  meta,
  heading: 'School End Countdown',
  lead: 'Days until the last day of school: June 1, or a date you choose.',
  text: () => import('@/countdowns/school-end/school-end.content'),
  canonicalSearch: canonicalizer(customDateParams),
  Calculator: () => <EventCountdown {...countdown} />,
});
