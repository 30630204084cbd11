import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { CountdownCard } from '@/components/countdown-card';
import { Button } from '@/kit/calculator/ui/button';
import { EMOJI, type CustomEvent } from '@/countdowns/custom-event-countdown/custom-event-countdown.params';
import { EmojiImage } from '@/countdowns/custom-event-countdown/emoji-image';

/** A custom event's countdown: the emoji (a picture named by its alt text), the name (as text), the long date and the live clock. */
export default function EventView({ event, today, onAnother }: { event: CustomEvent; today: IsoDate | null; onAnother: () => void }) {
  const emoji = EMOJI.find((e) => e.slug === event.emoji) ?? EMOJI[0];
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
      form={<EmojiImage slug={emoji.slug} alt={emoji.name} className="mt-3 block size-15" />}
    >
      <div className="mt-4">
        <Button type="button" onClick={onAnother}>
          Create Another Countdown
        </Button>
      </div>
    </CountdownCard>
  );
}
