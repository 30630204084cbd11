import { useId, useMemo, type ReactNode } from 'react';
import { todayIn } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { daysUntilIn, eventStart, timeLeft, type EventStart } from '@/lib/date/event-time';
import { localZone, zoneCity } from '@/lib/date/time-zones';
import { icsUtcDateTime } from '@/lib/date/icalendar';
import { timedEventIcs } from '@/lib/date/icalendar-timed';
import { inZoneText, placeLabel, placeName } from '@/components/zone-param';
import { downloadText } from '@/kit/calculator/download';
import { grouped, plural } from '@/kit/calculator/plural';
import { useNow } from '@/kit/calculator/use-now';
import { CopyLinkButton } from '@/kit/calculator/copy-link-button';
import { Button } from '@/kit/calculator/ui/button';
import { cn } from '@/shell/utils';
import { agoText, ClockCaption, daysInBetween, weeksAway } from '@/components/countdown-card';
import { secondsSince } from '@/lib/date/countdown';
import type { CustomEvent } from '@/countdowns/custom-event-countdown/custom-event-countdown.params';

/**
 * The countdown of an event with a time or a zone: it ticks to that instant (elapsed time), and
 * shows the start in the event's zone and in the visitor's ("18:00 in London is 13:00 your
 * time"; one time when the zones are the same). The day count is in calendar days of the event's
 * zone, so it changes at midnight there, as the date it names does, and says so ("calendar
 * days"); the clock under it is captioned as the exact time left. Once the start has passed on
 * its day, the card says how long ago it started. A link's event is drawn
 * after hydration only, so everything here may read the visitor's zone and clock.
 */
export function TimedEventCard({ event, picture, children }: { event: CustomEvent; picture: ReactNode; children: ReactNode }) {
  const visitorZone = useMemo(localZone, []);
  const start = useMemo(
    () => eventStart({ date: event.date, time: event.time, zone: event.zone, visitorZone }),
    [event.date, event.time, event.zone, visitorZone],
  );
  const now = useNow()?.getTime() ?? null;
  const city = event.zoneCity;
  const when = start && `${formatLong(start.event.date)} at ${start.event.time}${inZoneText(start.event.zone, visitorZone, city)}`;
  return (
    <section data-accent="blue" aria-labelledby="countdown-title" className="mt-4 rounded-xl border bg-countdown-soft p-4 shadow-sm sm:p-6">
      <div className="mb-1 flex items-center justify-between gap-2">
        <h2 id="countdown-title" className="text-xl font-semibold text-countdown sm:text-2xl">
          {event.name}
        </h2>
        <CopyLinkButton />
      </div>
      <p className="text-sm text-muted-foreground">{when ? `Your countdown to ${when}.` : 'Your countdown.'}</p>
      {picture}
      <div data-testid="result" role="status" aria-live="polite" aria-busy={now === null || undefined} className="mt-4 min-h-32 sm:min-h-24">
        {start === null ? (
          <p className="text-lg">
            <strong>This start cannot be counted down to:</strong> in your time zone it would fall outside the years 1 to 9999.
          </p>
        ) : (
          now !== null && <StartCount name={event.name} start={start} city={city} visitorZone={visitorZone} now={now} />
        )}
      </div>
      {start && (start.gap || start.overlap) && <ClockChangeNote start={start} city={city} />}
      {start && <Clock instant={start.instant} now={now} />}
      {start && now !== null && <Facts start={start} city={city} now={now} />}
      {children}
      {start && <AddToCalendar name={event.name} start={start} />}
    </section>
  );
}

function StartCount({ name, start, city, visitorZone, now }: { name: string; start: EventStart; city: string | null; visitorZone: string; now: number }) {
  const days = daysUntilIn(start.event.zone, start.event.date, now);
  const passed = start.instant <= now;
  const there = inZoneText(start.event.zone, visitorZone, city);
  const when = `${formatLong(start.event.date)} at ${start.event.time}${there}`;
  let count: string;
  let line: ReactNode;
  if (days === 0) {
    count = 'Today!';
    line = passed ? (
      <>
        {name} started <strong>{agoText(secondsSince(start.instant, now))}</strong>, today at {start.event.time}
        {there}, {formatLong(start.event.date)}.
      </>
    ) : (
      <>
        {name} is today, <strong>{when}</strong>.
      </>
    );
  } else {
    const unit = Math.abs(days) === 1 ? 'day' : 'days';
    count = grouped(Math.abs(days));
    line = (
      <>
        calendar {days > 0 ? `${unit} until ${name}:` : `${unit} since ${name}:`} <strong>{when}</strong>
      </>
    );
  }
  const local = start.visitor;
  return (
    <>
      <p className="text-5xl font-bold tracking-tight tabular-nums text-countdown sm:text-6xl">{count}</p>
      <p className="mt-1 text-lg">{line}</p>
      {there !== '' && (
        <p className="mt-1">
          {start.event.time}
          {there} is <strong>{local.time}</strong>
          {local.date !== start.event.date && (
            <>
              {' '}
              on <strong>{formatLong(local.date)}</strong>
            </>
          )}{' '}
          your time ({zoneCity(visitorZone)}).
        </p>
      )}
      {passed && days !== 0 && (
        <p className="mt-1">
          <strong>The start has passed:</strong> this countdown counts the days since.
        </p>
      )}
    </>
  );
}

/** What the clocks do that night, said as on the time zone converter. */
function ClockChangeNote({ start, city }: { start: EventStart; city: string | null }) {
  const { event, asked } = start;
  const where = `in ${placeName(event.zone, city)} on ${formatLong(event.date)}`;
  return (
    <p className="mt-3 rounded-lg border border-warning-foreground/40 bg-background p-3 text-sm">
      {start.gap ? (
        <>
          <strong>{asked} does not exist</strong> {where}: the clocks jump forward then. The countdown uses {event.time} (
          {event.offsetLabel}), the time a clock that was not put forward would show as {asked}.
        </>
      ) : (
        <>
          <strong>{asked} happens twice</strong> {where}: the clocks go back that night. The countdown uses the first {asked} (
          {event.offsetLabel}
          {event.isDst && ', daylight saving time'}).
        </>
      )}
    </p>
  );
}

const CLOCK_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days : hours : minutes : seconds of elapsed time to the start, ticking every second (the
 * countdown card's clock, to an instant instead of a midnight); gone once the start has passed.
 * Screen readers can read it on demand (role timer); a polite live region repeats it once a minute.
 */
function Clock({ instant, now }: { instant: number; now: number | null }) {
  const left = now === null ? null : timeLeft(instant, now);
  const captionId = useId();
  return (
    <div hidden={now !== null && left === null} className="mt-3 min-h-20">
      <ClockCaption id={captionId}>Exact time left until the start</ClockCaption>
      <div role="timer" aria-labelledby={captionId} className="grid max-w-md grid-cols-4 gap-2">
        {CLOCK_UNITS.map((unit) => (
          <div key={unit} className="rounded-lg bg-background p-2 text-center">
            <span
              className={cn(
                'block leading-8 font-bold tabular-nums text-countdown sm:leading-9',
                left && unit === 'days' && left.days > 999 ? 'text-base sm:text-xl' : 'text-2xl sm:text-3xl',
              )}
            >
              {left ? String(left[unit]).padStart(unit === 'days' ? 1 : 2, '0') : '–'}
            </span>
            <span className="text-xs text-muted-foreground">{unit}</span>
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {left && `${plural(left.days, 'day')}, ${plural(left.hours, 'hour')} and ${plural(left.minutes, 'minute')} to go.`}
      </p>
    </div>
  );
}

function Facts({ start, city, now }: { start: EventStart; city: string | null; now: number }) {
  const { event } = start;
  const today = todayIn(new Date(now), event.zone);
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">Facts</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        <li>{weeksAway(daysUntilIn(event.zone, event.date, now))}</li>
        {daysInBetween(today, event.date).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
        <li>
          Time zone: {city ? placeLabel(event.zone, city) : event.zone}, {event.offsetLabel} on that date{event.isDst && ' (daylight saving time)'}
        </li>
      </ul>
    </div>
  );
}

/** Downloads the event as a timed calendar entry of one hour, its start in UTC (RFC 5545). */
function AddToCalendar({ name, start }: { name: string; start: EventStart }) {
  const download = () => {
    const stamp = icsUtcDateTime(new Date(start.instant));
    const { event } = start;
    const ics = timedEventIcs({
      uid: `custom-event-${stamp}@datewise`,
      title: name,
      start: start.instant,
      description: `Starts at ${event.time} on ${formatLong(event.date)}, ${event.zone} time (${event.offsetLabel}).`,
      dtstamp: new Date(),
    });
    downloadText(`custom-event-${stamp}.ics`, ics, 'text/calendar;charset=utf-8');
  };
  return (
    <div className="mt-4">
      <Button type="button" variant="outline" size="sm" onClick={download}>
        Add to calendar
      </Button>
    </div>
  );
}
