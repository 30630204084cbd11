import { annualTarget } from '@/lib/date/holidays';
import { canonicalizer } from '@/lib/url/canonical';
import { CalculatorFrame } from '@/components/calculator-frame';
import { EventCountdown, customDateParams, type EventCountdownProps } from '@/components/event-countdown';
import { meta } from '@/countdowns/school-start/school-start.meta';
import {
  SchoolStartExplainer,
  SchoolStartIntro,
  schoolStartFacts,
  schoolStartFaq,
  schoolStartLead,
} from '@/countdowns/school-start/school-start.content';

export { meta };
export const canonicalSearch = canonicalizer(customDateParams);

/** The page's countdown: its name, rule, colour and facts. */
export const countdown = {
  name: 'First Day of School',
  event: 'the first day of school',
  description: 'Days until August 15, a common first day of school. Set your own date below.',
  color: 'purple',
  uid: 'school-start',
  facts: schoolStartFacts,
  target: (today) => annualTarget(8, 15, today).date,
  customDate: true,
} satisfies EventCountdownProps;

export default function SchoolStartCountdownPage() {
  return (
    <CalculatorFrame
      meta={meta}
      heading="School Start Countdown"
      lead={schoolStartLead}
      intro={<SchoolStartIntro />}
      explainer={<SchoolStartExplainer />}
      faq={schoolStartFaq}
    >
      <EventCountdown {...countdown} />
    </CalculatorFrame>
  );
}
