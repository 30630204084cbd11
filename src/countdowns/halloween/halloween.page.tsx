import { annualTarget } from '@/lib/date/holidays';
import { canonicalizer } from '@/lib/url/canonical';
import { CalculatorFrame } from '@/components/calculator-frame';
import { EventCountdown, customDateParams, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/countdowns/halloween/halloween.meta';
import {
  HalloweenExplainer,
  HalloweenIntro,
  halloweenFacts,
  halloweenFaq,
  halloweenLead,
} from '@/countdowns/halloween/halloween.content';

export { meta };
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

export default function HalloweenCountdownPage() {
  return (
    <CalculatorFrame
      meta={meta}
      heading="Halloween Countdown"
      lead={halloweenLead}
      intro={<HalloweenIntro />}
      explainer={<HalloweenExplainer />}
      faq={halloweenFaq}
    >
      <EventCountdown {...countdown} />
    </CalculatorFrame>
  );
}
