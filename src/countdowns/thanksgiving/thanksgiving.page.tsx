import { thanksgivingTarget } from '@/lib/date/holidays';
import { canonicalizer } from '@/kit/url/canonical';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { EventCountdown, customDateParams, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/countdowns/thanksgiving/thanksgiving.meta';

const thanksgivingFacts: string[] = [
  'Thanksgiving is always the fourth Thursday of November, so it falls between November 22 and 28.',
  'Thanksgiving Day is a US federal holiday, and it never falls on a weekend.',
  'When November has five Thursdays, Thanksgiving is not the last Thursday of the month.',
  'The day after Thanksgiving is always a Friday between November 23 and 29.',
  'Christmas always falls 27 to 33 days after Thanksgiving.',
];

/** The page's countdown: its name, rule, colour and facts. */
export const countdown = {
  name: 'Thanksgiving',
  event: 'Thanksgiving',
  description: 'Days until Thanksgiving, the fourth Thursday of November.',
  color: 'red',
  uid: 'thanksgiving',
  facts: thanksgivingFacts,
  target: (today) => thanksgivingTarget(today).date,
  customDate: true,
} satisfies EventCountdownProps;

export default calculatorPage({
  meta,
  heading: 'Thanksgiving Countdown',
  lead: 'How many days until Thanksgiving, the fourth Thursday of November, in your time zone.',
  text: () => import('@/countdowns/thanksgiving/thanksgiving.content'),
  canonicalSearch: canonicalizer(customDateParams),
  Calculator: () => <EventCountdown {...countdown} />,
});
