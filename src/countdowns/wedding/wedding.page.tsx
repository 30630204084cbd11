import { weddingDefault } from '@/lib/date/holidays';
import { canonicalizer } from '@/lib/url/canonical';
import { CalculatorFrame } from '@/components/calculator-frame';
import { EventCountdown, customDateParams, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/countdowns/wedding/wedding.meta';
import {
  WeddingExplainer,
  WeddingIntro,
  weddingFacts,
  weddingFaq,
  weddingLead,
} from '@/countdowns/wedding/wedding.content';

export { meta };
export const canonicalSearch = canonicalizer(customDateParams);

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

export default function WeddingCountdownPage() {
  return (
    <CalculatorFrame
      meta={meta}
      heading="Wedding Countdown"
      lead={weddingLead}
      intro={<WeddingIntro />}
      explainer={<WeddingExplainer />}
      faq={weddingFaq}
    >
      <EventCountdown {...countdown} />
    </CalculatorFrame>
  );
}
