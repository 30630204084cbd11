import { annualTarget } from '@/lib/date/holidays';
import { canonicalizer } from '@/kit/url/canonical';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { EventCountdown, customDateParams, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/countdowns/halloween/halloween.meta';

const halloweenFacts: string[] = [
  'Halloween is on October 31 every year, the last day of October.',
  'October 31 is the 304th day of a common year and the 305th day of a leap year.',
  'Halloween is not a US federal holiday.',
  'Thanksgiving always falls 22 to 28 days after Halloween, and Christmas always 55 days after it.',
];

export const canonicalSearch = canonicalizer(customDateParams);

/** The page's countdown: its name, rule, colour and facts. */
export const countdown = {
  name: 'Halloween',
  event: 'Halloween',
  description: 'Days until Halloween, October 31, counted to your own midnight.',
  color: 'orange',
  uid: 'halloween',
  facts: halloweenFacts,
  target: (today) => annualTarget(10, 31, today).date,
  customDate: true,
} satisfies EventCountdownProps;

export default calculatorPage({
  meta,
  heading: 'Halloween Countdown',
  lead: 'How many days until Halloween, October 31, counted in your own time zone.',
  text: () => import('@/countdowns/halloween/halloween.content'),
  canonicalSearch,
  Calculator: () => <EventCountdown {...countdown} />,
});
