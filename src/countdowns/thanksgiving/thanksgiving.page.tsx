import { thanksgivingTarget } from '@/lib/date/holidays';
import { canonicalizer } from '@/kit/url/canonical';
import { CalculatorFrame } from '@/kit/url-state/calculator-frame';
import { EventCountdown, customDateParams, type EventCountdownProps } from '@/components/event-countdown';
import { pageText } from '@/kit/calculator/article-frame';
import { meta } from '@/countdowns/thanksgiving/thanksgiving.meta';

export { meta };

const thanksgivingFacts: string[] = [
  'Thanksgiving is always the fourth Thursday of November, so it falls between November 22 and 28.',
  'Thanksgiving Day is a US federal holiday, and it never falls on a weekend.',
  'When November has five Thursdays, Thanksgiving is not the last Thursday of the month.',
  'The day after Thanksgiving is always a Friday between November 23 and 29.',
  'Christmas always falls 27 to 33 days after Thanksgiving.',
];

/** The one sentence shown between the heading and the countdown. */
const thanksgivingLead =
  'How many days until Thanksgiving, the fourth Thursday of November, in your time zone.';

const Text = pageText(() => import('@/countdowns/thanksgiving/thanksgiving.content'));

export const canonicalSearch = canonicalizer(customDateParams);

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

export default function ThanksgivingCountdownPage() {
  return (
    <CalculatorFrame
      meta={meta}
      heading="Thanksgiving Countdown"
      lead={thanksgivingLead}
      text={Text}
    >
      <EventCountdown {...countdown} />
    </CalculatorFrame>
  );
}
