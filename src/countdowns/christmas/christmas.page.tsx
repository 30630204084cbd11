import { annualTarget } from '@/lib/date/holidays';
import { CalculatorFrame } from '@/components/calculator-frame';
import { EventCountdown, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/countdowns/christmas/christmas.meta';
import {
  ChristmasExplainer,
  ChristmasIntro,
  christmasFacts,
  christmasFaq,
  christmasLead,
} from '@/countdowns/christmas/christmas.content';

export { meta };

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

export default function ChristmasCountdownPage() {
  return (
    <CalculatorFrame
      meta={meta}
      heading="Christmas Countdown"
      lead={christmasLead}
      intro={<ChristmasIntro />}
      explainer={<ChristmasExplainer />}
      faq={christmasFaq}
    >
      <EventCountdown {...countdown} />
    </CalculatorFrame>
  );
}
