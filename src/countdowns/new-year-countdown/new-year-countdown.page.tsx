import { newYearTarget } from '@/lib/date/holidays';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { EventCountdown, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/countdowns/new-year-countdown/new-year-countdown.meta';

/** Short calendar facts shown beside the countdown. */
const newYearFacts: string[] = [
  'In a common year, January 1 and December 31 fall on the same weekday.',
  'January 1 moves one weekday later after a common year, and two after a leap year.',
  'A century year is a leap year only when it is divisible by 400: 2000 was one, and 2100 will not be.',
  'The Gregorian calendar repeats every 400 years: 146,097 days, exactly 20,871 weeks.',
  'When January 1 falls on a Saturday, the US federal holiday is observed on Friday, December 31.',
];

/** The page's countdown: its name, rule, colour and facts. */
export const countdown = {
  name: 'New Year',
  event: 'New Year’s Day',
  description: 'Days until January 1, counted to midnight in your own time zone.',
  color: 'blue',
  uid: 'new-year',
  facts: newYearFacts,
  target: (today) => newYearTarget(today).date,
} satisfies EventCountdownProps;

export default calculatorPage({
  meta,
  heading: 'New Year Countdown',
  lead: 'Count the days, hours, minutes and seconds until January 1 where you are.',
  text: () => import('@/countdowns/new-year-countdown/new-year-countdown.content'),
  Calculator: () => <EventCountdown {...countdown} />,
});
