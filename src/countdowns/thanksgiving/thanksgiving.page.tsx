import { thanksgivingTarget } from '@/lib/date/holidays';
import { canonicalizer } from '@/lib/url/canonical';
import { CalculatorFrame } from '@/components/calculator-frame';
import { EventCountdown, customDateParams, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/countdowns/thanksgiving/thanksgiving.meta';
import {
  ThanksgivingExplainer,
  ThanksgivingIntro,
  thanksgivingFacts,
  thanksgivingFaq,
  thanksgivingLead,
} from '@/countdowns/thanksgiving/thanksgiving.content';

export { meta };
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
      intro={<ThanksgivingIntro />}
      explainer={<ThanksgivingExplainer />}
      faq={thanksgivingFaq}
    >
      <EventCountdown {...countdown} />
    </CalculatorFrame>
  );
}
