import { weddingDefault } from '@/lib/date/holidays';
import { canonicalizer } from '@/kit/url/canonical';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { EventCountdown, customDateParams, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/countdowns/wedding/wedding.meta';

const weddingFacts: string[] = [
  'Six months from a date is 181 to 184 days, depending on the months in between.',
  'Six months after August 31 is the last day of February: February 28, or February 29 in a leap year.',
  'A year has 53 Saturdays when it starts on a Saturday, or when it is a leap year that starts on a Friday. Every other year has 52.',
  'A date falls one weekday later each year, or two when a February 29 comes in between.',
  'The Gregorian calendar repeats every 400 years: 146,097 days, exactly 20,871 weeks.',
];

/** The page's countdown: its name, rule, colour and facts. */
export const countdown = {
  name: 'Your Wedding',
  event: 'your wedding',
  description: 'Days until your wedding: six months from today until you set the date below.',
  color: 'pink',
  uid: 'wedding',
  facts: weddingFacts,
  target: weddingDefault,
  customDate: true,
} satisfies EventCountdownProps;

export default calculatorPage({
  meta,
  heading: 'Wedding Countdown',
  lead: 'Days until your wedding. Pick the date, and the link keeps it.',
  text: () => import('@/countdowns/wedding/wedding.content'),
  canonicalSearch: canonicalizer(customDateParams),
  Calculator: () => <EventCountdown {...countdown} />,
});
