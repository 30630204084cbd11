/** The Countdown tab, loaded when it is opened: the Days After tab does without the countdown card. */
import { annualTarget } from '@/lib/date/holidays';
import { EventCountdown, type EventCountdownProps } from '@/components/event-countdown';
import { valentineFacts } from '@/special-days/valentine/valentine.content';

/** The next February 14, rolling over from February 15. */
export const countdown = {
  name: 'Valentine’s Day',
  event: 'Valentine’s Day',
  description: 'Days until February 14, counted to midnight in your own time zone.',
  color: 'pink',
  uid: 'valentines-day',
  facts: valentineFacts,
  target: (today) => annualTarget(2, 14, today).date,
} satisfies EventCountdownProps;

export default function ValentineCountdown() {
  return <EventCountdown {...countdown} />;
}
