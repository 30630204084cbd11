import { useId, type ReactNode } from 'react';
import { daysBetween, type IsoDate } from '@/lib/date/core/civil-date';
import { countdown, daysStrictlyBetween, secondsSince, startOfLocalDay } from '@/lib/date/countdown';
import { formatLong, LONGEST_LONG_DATE } from '@/lib/date/core/format';
import { allDayEventIcs } from '@/lib/date/icalendar';
import { downloadText } from '@/kit/calculator/download';
import { grouped, plural } from '@/kit/calculator/plural';
import { useHydrated } from '@/shell/use-hydrated';
import { useNow } from '@/kit/calculator/use-now';
import { CopyLinkButton } from '@/kit/calculator/copy-link-button';
import { BLANK, PENDING_TEXT, Room } from '@/kit/calculator/result-card';
import { Button } from '@/kit/calculator/ui/button';
import { cn } from '@/shell/utils';

/** The colour themes of the countdown card (spec §9); each keeps AA contrast in both modes. */
export type CountdownColor = 'blue' | 'red' | 'green' | 'orange' | 'purple' | 'pink';

/**
 * The countdown card of every countdown page: title with the target's year, description, the
 * day count (calendar days in the visitor's zone: 'N calendar days until', 'today', or 'N
 * calendar days since' once a date that does not recur has passed), the target date, a live
 * days : hours : minutes : seconds clock to local midnight, captioned as the time left (so its
 * "43 days 18 hours" and the count's "44 calendar days" say what each counts), facts, the page's own controls (a custom date picker) and
 * 'Add to calendar'. What depends on the clock renders after hydration, in boxes that keep
 * their size.
 */
export function CountdownCard({
  title,
  description,
  event,
  target,
  today,
  color,
  facts,
  uid,
  prompt = '',
  promptAlert = false,
  form,
  alwaysHasTarget = false,
  children,
}: {
  title: ReactNode;
  description: string;
  /** The event's name in sentences and in the calendar file ('Halloween'). */
  event: string;
  /** Null until the visitor's date is known. */
  target: IsoDate | null;
  today: IsoDate | null;
  color: CountdownColor;
  facts: readonly string[];
  /** A stable id for the calendar file ('halloween'). */
  uid: string;
  /**
   * What the card says when the visitor's date is known but there is no target yet (no birth
   * date), under a dash where the count will be; `promptAlert` draws it as a refusal.
   */
  prompt?: string;
  promptAlert?: boolean;
  /**
   * Whether the page always has a target once the visitor's date is known: the count, the
   * computed facts and "Add to calendar" then keep their place before hydration, so nothing
   * moves when they appear.
   */
  alwaysHasTarget?: boolean;
  /** The page's main input, shown above the count (the birth date). */
  form?: ReactNode;
  /** Controls under the clock and facts (a custom date picker). */
  children?: ReactNode;
}) {
  const days = target && today ? daysBetween(today, target) : null;
  const reserve = alwaysHasTarget && today === null;
  return (
    <section data-accent={color} aria-labelledby="countdown-title" className="mt-4 rounded-xl border bg-countdown-soft p-4 shadow-sm sm:p-6">
      <div className="mb-1 flex items-center justify-between gap-2">
        <h2 id="countdown-title" className="text-xl font-semibold text-countdown sm:text-2xl">
          {title}
        </h2>
        <CopyLinkButton />
      </div>
      <p className="text-sm text-muted-foreground">{description}</p>
      {form}
      <div data-testid="result" role="status" aria-live="polite" aria-busy={today === null || undefined} className="mt-4 min-h-32 sm:min-h-24">
        {today !== null && target !== null && days !== null ? (
          <DayCount days={days} event={event} target={target} />
        ) : reserve ? (
          // A page that always has a target draws the count's own elements before hydration,
          // so the count fills them in place (nothing moves, and the page's largest text is
          // painted with the prerendered HTML).
          <DayCount days={null} event={event} target={null} />
        ) : (
          // No target yet: a dash where the count will be, and what to do (before hydration,
          // that the result is on its way, in the prompt's room, so nothing moves when it comes).
          <>
            <p aria-hidden="true" className="text-5xl font-bold tracking-tight text-muted-foreground sm:text-6xl">
              –
            </p>
            <p className="mt-1 text-lg">
              <Room longest={prompt} bold={promptAlert}>
                {today === null ? PENDING_TEXT : promptAlert ? <strong>{prompt}</strong> : prompt}
              </Room>
            </p>
          </>
        )}
      </div>
      <LiveClock target={target} waiting={today === null} />
      {target && today ? (
        <Facts target={target} today={today} facts={facts} />
      ) : (
        reserve && <Facts facts={facts} />
      )}
      {children}
      {(target || reserve) && (
        <AddToCalendar event={event} target={target} uid={uid} description={description} />
      )}
    </section>
  );
}

function DayCount({ days, event, target }: { days: number | null; event: string; target: IsoDate | null }) {
  let count: ReactNode;
  let line: ReactNode;
  if (days === null || target === null) {
    count = <span className="invisible">000</span>;
    line = `calendar days until ${event}: …`;
  } else if (days === 0) {
    count = <span>Today!</span>;
    line = (
      <>
        {capitalize(event)} is today, <strong>{formatLong(target)}</strong>.
      </>
    );
  } else {
    const unit = Math.abs(days) === 1 ? 'day' : 'days';
    count = <span>{grouped(Math.abs(days))}</span>;
    line = (
      <>
        calendar {days > 0 ? `${unit} until ${event}:` : `${unit} since ${event}:`} <strong>{formatLong(target)}</strong>
      </>
    );
  }
  // The number stands alone on its line, so its width never moves the words after it; the line
  // keeps the room of the longest date, so it wraps the same before and after the date is known.
  return (
    <>
      <p className="text-5xl font-bold tracking-tight tabular-nums text-countdown sm:text-6xl">{count}</p>
      <p className="mt-1 text-lg">
        <Room longest={`calendar days until ${event}: ${LONGEST_LONG_DATE}`} bold>
          {line}
        </Room>
      </p>
    </>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * How long ago a start was, to the minute: "less than a minute ago", "2 hours ago", "2 hours and
 * 5 minutes ago" (`seconds` elapsed, from `secondsSince`).
 */
export function agoText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return 'less than a minute ago';
  const hours = Math.floor(minutes / 60);
  return `${[hours > 0 && plural(hours, 'hour'), minutes % 60 > 0 && plural(minutes % 60, 'minute')].filter(Boolean).join(' and ')} ago`;
}

/**
 * The caption of a countdown's clock, naming what it counts (the day count above it counts
 * calendar days, so the two figures differ by the part of today gone), and the timer it labels.
 */
export function ClockCaption({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mb-1 text-xs text-muted-foreground">
      {children}
    </p>
  );
}

const CLOCK_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days : hours : minutes : seconds to local midnight at the start of the target day, ticking
 * every second, under a caption saying so. Screen readers can read it on demand (role timer),
 * and a polite live region repeats it once a minute, never every second. Once that midnight has
 * come (the day itself, a date passed) a sentence takes the clock's room, so nothing below it
 * moves: on the day it says how long ago the day began.
 */
function LiveClock({ target, waiting }: { target: IsoDate | null; waiting: boolean }) {
  const now = useNow();
  const captionId = useId();
  const counted = target && now ? countdown(target, now) : null;
  const clock = counted?.clock ?? null;
  if (!waiting && target && now && counted && !clock) {
    const ago = counted.days === 0 ? `, ${agoText(secondsSince(startOfLocalDay(target).getTime(), now.getTime()))}` : '';
    return (
      // Short: text painted after hydration must stay smaller than the prerendered text, or it
      // becomes the page's largest contentful paint (the date is in the line above).
      <p className="mt-3 min-h-24 text-sm text-muted-foreground">The countdown reached zero at midnight, your time{ago}.</p>
    );
  }
  return (
    <div className="mt-3 min-h-24">
      <ClockCaption id={captionId}>Time left until midnight at the start of the day, your time</ClockCaption>
      <div role="timer" aria-labelledby={captionId} className="grid max-w-md grid-cols-4 gap-2">
        {CLOCK_UNITS.map((unit) => (
          <div key={unit} className="rounded-lg bg-background p-2 text-center">
            {/* Until the time left is known a dash shows over an invisible stand-in of the number:
                the number then appears where the stand-in was (no text moves). */}
            {/* Four or more digits of days take a smaller font on the same line height, so they fit the tile. */}
            <span
              className={cn(
                'grid leading-8 font-bold tabular-nums text-countdown sm:leading-9',
                clock && unit === 'days' && clock.days > 999 ? 'text-base sm:text-xl' : 'text-2xl sm:text-3xl',
              )}
            >
              <span aria-hidden={!clock || undefined} className={cn('col-start-1 row-start-1', !clock && 'invisible')}>
                {clock ? String(clock[unit]).padStart(unit === 'days' ? 1 : 2, '0') : '00'}
              </span>
              {!clock && <span className="col-start-1 row-start-1">–</span>}
            </span>
            <span className="text-xs text-muted-foreground">{unit}</span>
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {clock &&
          `${plural(clock.days, 'day')}, ${plural(clock.hours, 'hour')} and ${plural(clock.minutes, 'minute')} to go.`}
      </p>
    </div>
  );
}

/** How far the target is, in weeks and days: "That is 3 weeks and 2 days away." */
export function weeksAway(days: number): string {
  const span = Math.abs(days);
  const weeks = Math.floor(span / 7);
  const text = [weeks > 0 && plural(weeks, 'week'), span % 7 > 0 && plural(span % 7, 'day')].filter(Boolean).join(' and ');
  if (days === 0) return 'That is today.';
  return days > 0 ? `That is ${text} away.` : `That was ${text} ago.`;
}

/** The weekdays and the weekend days strictly between today and the target, as two facts. */
export function daysInBetween(today: IsoDate, target: IsoDate): [weekdays: string, weekendDays: string] {
  const { weekdays, weekendDays } = daysStrictlyBetween(today, target);
  const count = (n: number) => (n === 0 ? 'none' : grouped(n));
  return [`Weekdays in between: ${count(weekdays)}`, `Weekend days in between: ${count(weekendDays)}`];
}

/** The computed facts at their longest for a date up to a year away (a yearly event's). */
const LONGEST_FACTS = [weeksAway(52 * 7 + 6), 'Weekdays in between: 261', 'Weekend days in between: 104'];

/**
 * The facts under the clock: how far the target is in weeks, the weekdays and the weekend days
 * in between, then the page's own. The computed three are always there once the date is known,
 * each one short line at every phone width, and keep the room of their longest form (`Room`):
 * before hydration they hold their place, after it they leave no gap, and the page's own facts
 * below never move.
 */
function Facts({ target, today, facts }: { target?: IsoDate; today?: IsoDate; facts: readonly string[] }) {
  const computed = target && today ? [weeksAway(daysBetween(today, target)), ...daysInBetween(today, target)] : null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">Facts</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {LONGEST_FACTS.map((longest, i) => (
          <li key={longest}>
            <Room longest={longest}>{computed?.[i] ?? BLANK}</Room>
          </li>
        ))}
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Downloads an all-day event for the target date (RFC 5545), which calendar apps import. Until
 * the page has hydrated and the target is known it keeps its place, invisible.
 */
function AddToCalendar({ event, target, uid, description }: { event: string; target: IsoDate | null; uid: string; description: string }) {
  const hydrated = useHydrated();
  const download = () => {
    if (!target) return;
    const ics = allDayEventIcs({ uid: `${uid}-${target}@datewise`, title: capitalize(event), date: target, description, dtstamp: new Date() });
    downloadText(`${uid}-${target}.ics`, ics, 'text/calendar;charset=utf-8');
  };
  return (
    <div className={cn('mt-4', !(hydrated && target) && 'invisible')}>
      <Button type="button" variant="outline" size="sm" onClick={download}>
        Add to calendar
      </Button>
    </div>
  );
}
