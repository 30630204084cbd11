import { newYearTarget } from '@/lib/date/holidays';
import { CalculatorFrame } from '@/components/calculator-frame';
import { EventCountdown, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/countdowns/new-year-countdown/new-year-countdown.meta';
import {
  NewYearExplainer,
  NewYearIntro,
  newYearFacts,
  newYearFaq,
  newYearLead,
} from '@/countdowns/new-year-countdown/new-year-countdown.content';

export { meta };

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

export default function NewYearCountdownPage() {
  return (
    <CalculatorFrame
      meta={meta}
      heading="New Year Countdown"
      lead={newYearLead}
      intro={<NewYearIntro />}
      explainer={<NewYearExplainer />}
      faq={newYearFaq}
    >
      <EventCountdown {...countdown} />
    </CalculatorFrame>
  );
}
