import { Link } from 'react-router-dom';
import { validateInScript } from '@/kit/calculator/form';
import { daysBetween, isoDateParts, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { plural } from '@/kit/calculator/plural';
import { parseAsCivilDate } from '@/kit/url-state/parsers';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { CountdownCard, type CountdownColor } from '@/components/countdown-card';
import { DateField } from '@/kit/calculator/form-fields';
import { Button } from '@/kit/calculator/ui/button';

/** The URL contract of a countdown with a custom date: `date`, absent for the event's own date. */
export const customDateParams = { date: parseAsCivilDate };

/** What a countdown page says about its event. */
export interface EventCountdownProps {
  /** The card's title before the year ('Last Day of School'). */
  name: string;
  /** The event in a sentence ('the last day of school'). */
  event: string;
  description: string;
  color: CountdownColor;
  uid: string;
  facts: readonly string[];
  /** The event's date for today: the next occurrence of an annual date, or a default. */
  target: (today: IsoDate) => IsoDate;
  /** Whether a visitor may count down to a date of their own (`date` in the link). */
  customDate?: boolean;
}

/**
 * A countdown page's card: the event's next date (or its fixed date), and, where the page
 * allows one, a custom date from the link, counted the same way ('N days since' once passed).
 */
export function EventCountdown({
  name,
  event,
  description,
  color,
  uid,
  facts,
  target,
  customDate = false,
}: EventCountdownProps) {
  const { params, setParams, today } = useUrlParams(customDateParams);
  const custom = customDate ? params.date : null;
  const own = today ? target(today) : null;
  const shown = custom ?? own;
  // Before the year is known, an invisible stand-in keeps the title's length (and its wrap).
  const title = custom ? (
    `Countdown to ${formatLong(custom)}`
  ) : (
    <>
      {name} {own ? isoDateParts(own).year : <span className="invisible">2000</span>}
    </>
  );
  return (
    <CountdownCard
      title={title}
      description={description}
      event={custom ? 'your date' : event}
      target={shown}
      today={today}
      color={color}
      facts={custom ? [] : facts}
      uid={custom ? `${uid}-custom` : uid}
      alwaysHasTarget
    >
      {customDate && (
        <form method="get" ref={validateInScript} onSubmit={(event) => event.preventDefault()} className="mt-5 grid gap-2 border-t pt-4">
          <div className="flex flex-wrap items-end gap-3">
            <DateField label="Count down to another date" name="date" value={shown} onChange={(date) => setParams({ date })} />
            <Button type="submit">
              Count down
            </Button>
          </div>
          {custom && today && (
            <p className="text-sm">
              Your date is <strong>{relativeDays(daysBetween(today, custom))}</strong>.{' '}
              <Link to={{ search: '' }} preventScrollReset className="underline">
                Back to {event}
              </Link>
            </p>
          )}
        </form>
      )}
    </CountdownCard>
  );
}

/** 'N days from now', 'N days ago' or 'today' (spec §2, the custom date's day text). */
export function relativeDays(days: number): string {
  if (days === 0) return 'today';
  return days > 0 ? `${plural(days, 'day')} from now` : `${plural(-days, 'day')} ago`;
}
