import { annualTarget } from '@/lib/date/holidays';
import { canonicalizer } from '@/lib/url/canonical';
import { CalculatorFrame } from '@/components/calculator-frame';
import { EventCountdown, customDateParams, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/countdowns/school-end/school-end.meta';
import {
  SchoolEndExplainer,
  SchoolEndIntro,
  schoolEndFacts,
  schoolEndFaq,
  schoolEndLead,
} from '@/countdowns/school-end/school-end.content';

export { meta };
export const canonicalSearch = canonicalizer(customDateParams);

/** The page's countdown: its name, rule, colour and facts. */
export const countdown = {
  name: 'Last Day of School',
  event: 'the last day of school',
  description: 'Days until June 1, a common last day of school. Set your own date below.',
  color: 'blue',
  uid: 'school-end',
  facts: schoolEndFacts,
  target: (today) => annualTarget(6, 1, today).date,
  customDate: true,
} satisfies EventCountdownProps;

export default function SchoolEndCountdownPage() {
  return (
    <CalculatorFrame
      meta={meta}
      heading="School End Countdown"
      lead={schoolEndLead}
      intro={<SchoolEndIntro />}
      explainer={<SchoolEndExplainer />}
      faq={schoolEndFaq}
    >
      <EventCountdown {...countdown} />
    </CalculatorFrame>
  );
}
