import { annualTarget } from '@/lib/date/holidays';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { EventCountdown, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/countdowns/christmas/christmas.meta';

const christmasFacts: string[] = [
  'Christmas Day is on December 25 every year.',
  'December 25 is the 359th day of a common year and the 360th day of a leap year.',
  'New Year’s Day always falls on the same weekday as the Christmas one week before it.',
  'When Christmas falls on a Saturday, the federal day off is Friday, December 24; on a Sunday, it is Monday, December 26.',
  'Christmas always falls 55 days after Halloween.',
];

/** The page's countdown: its name, rule, colour and facts. */
export const countdown = {
  name: 'Christmas',
  event: 'Christmas',
  description: 'Days until Christmas Day, December 25.',
  color: 'green',
  uid: 'christmas',
  facts: christmasFacts,
  target: (today) => annualTarget(12, 25, today).date,
} satisfies EventCountdownProps;

export default calculatorPage({
  meta,
  heading: 'Christmas Countdown',
  lead: 'How many days until Christmas Day, December 25, counted in your own time zone.',
  text: () => import('@/countdowns/christmas/christmas.content'),
  Calculator: () => <EventCountdown {...countdown} />,
});
