import type { ReactNode } from 'react';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { CountdownCard } from '@/components/countdown-card';
import { Button } from '@/kit/calculator/ui/button';
import type { CustomEvent } from '@/countdowns/custom-event-countdown/custom-event-countdown.params';
import { TimedEventCard } from '@/countdowns/custom-event-countdown/timed-event-card';

/**
 * A custom event's countdown: the emoji (a picture named by its alt text), the name (as text), the
 * long date and the live clock. An event of a date alone counts to local midnight (the countdown
 * card every countdown page uses); one with a time or a zone, to that instant.
 */
export default function EventView({
  event,
  picture,
  today,
  onAnother,
}: {
  event: CustomEvent;
  /** The event's emoji as a picture (given by the page, which holds the list). */
  picture: ReactNode;
  today: IsoDate | null;
  onAnother: () => void;
}) {
  const another = (
    <div className="mt-4">
      <Button type="button" onClick={onAnother}>
        Create Another Countdown
      </Button>
    </div>
  );
  if (event.time !== null || event.zone !== null) {
    return (
      <TimedEventCard event={event} picture={picture}>
        {another}
      </TimedEventCard>
    );
  }
  return (
    <CountdownCard
      title={event.name}
      description={`Your countdown to ${formatLong(event.date)}.`}
      event={event.name}
      target={event.date}
      today={today}
      color="blue"
      facts={[]}
      uid="custom-event"
      form={picture}
    >
      {another}
    </CountdownCard>
  );
}
