import { useId, useState, type ComponentType } from 'react';
import { formatLong } from '@/lib/date/core/format';
import { addMinutesToTime, formatTotalHours, timeDuration } from '@/lib/date/time-duration';
import { formatOffset, localZone } from '@/lib/date/time-zones';
import {
  parseLocalDateTime,
  splitMinutes,
  zonedAddition,
  zonedDuration,
  type LocalDateTime,
  type OffsetChange,
  type ResolvedWallTime,
} from '@/lib/date/zoned-date-time';
import { grouped, plural } from '@/kit/calculator/plural';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useCommit } from '@/kit/url-state/use-commit';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { InputField, wholeNumberInput } from '@/kit/calculator/form-fields';
import { Fact, Facts, ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { Button } from '@/kit/calculator/ui/button';
import { Tabs } from '@/kit/calculator/ui/tabs';
import { Label } from '@/kit/calculator/ui/label';
import { ZoneCombobox } from '@/components/zone-combobox';
import { RefusedLinkNotes } from '@/kit/calculator/refused-link-keys';
import { hoursAndMinutes, placeLabel, placeName, UNKNOWN_CITY_NOTE, UNKNOWN_ZONE_NOTE, ZONE_MESSAGE } from '@/components/zone-param';
import {
  MAX_HOURS,
  MAX_MINUTES,
  SHORTCUT_MINUTES,
  durationFormShape,
  timeDurationModes,
  timeDurationParams,
  type DurationMode,
} from '@/calculators/time-duration-calculator/time-duration-calculator.params';
import { meta } from '@/calculators/time-duration-calculator/time-duration-calculator.meta';

export const canonicalSearch = timeDurationModes.canonicalizer(durationFormShape);

const TIME_MESSAGE = 'Enter a time on the 24-hour clock, from 00:00 to 23:59.';
const DATE_TIME_MESSAGE = 'Enter a real date and time, in the years 1 to 9999.';
/** What the result says when a link's zone or city was left out. */
const ZONE_NOTES = { zone: UNKNOWN_ZONE_NOTE, zoneCity: UNKNOWN_CITY_NOTE };

const MESSAGES = {
  start: TIME_MESSAGE,
  end: TIME_MESSAGE,
  from: DATE_TIME_MESSAGE,
  to: DATE_TIME_MESSAGE,
  at: DATE_TIME_MESSAGE,
  zone: ZONE_MESSAGE,
  hours: `Enter a whole number of hours from 0 to ${grouped(MAX_HOURS)}.`,
  minutes: `Enter a whole number of minutes from 0 to ${grouped(MAX_MINUTES)}.`,
};
const DATE_TIME_LIMITS = { min: '0001-01-01T00:00', max: '9999-12-31T23:59', step: 60 } as const;

const shortcutLabel = (minutes: number) => (minutes < 60 ? `+${minutes} min` : `+${plural(minutes / 60, 'hour')}`);

export default calculatorPage({
  meta,
  heading: 'Time Duration Calculator',
  lead: 'Find the hours and minutes between two times or two dates and times, or add hours to a date and time.',
  text: () => import('@/calculators/time-duration-calculator/time-duration-calculator.content'),
  canonicalSearch,
  Calculator: TimeDurationCalculator,
});


type Params = ReturnType<typeof useUrlParams<typeof timeDurationParams>>['params'];

/** What a mode's inputs and result are given: the URL's values, the form's messages, the zone in force. */
interface ModeView {
  params: Params;
  errors: Partial<Record<string, string>>;
  /** The link's zone, else (once hydrated) the visitor's own. */
  zone: string | null;
  /** The city the link's zone was chosen by, if any. */
  city: string | null;
}

/**
 * What each mode of `timeDurationModes` draws: its inputs, its submit button, the keys without
 * which there is nothing to calculate, and its result (or what to enter).
 */
const VIEWS: Record<DurationMode, { submit: string; required: readonly (keyof typeof timeDurationParams)[]; Inputs: ComponentType<ModeView>; Result: ComponentType<ModeView> }> = {
  time: {
    submit: 'Calculate Duration',
    required: ['start', 'end'],
    Inputs: ({ params, errors }) => (
      <div className="grid grid-cols-2 gap-5">
        <InputField label="Start time" name="start" type="time" step={60} defaultValue={params.start ?? ''} error={errors.start} />
        <InputField label="End time" name="end" type="time" step={60} defaultValue={params.end ?? ''} error={errors.end} />
      </div>
    ),
    Result: ({ params }) =>
      params.start && params.end ? (
        <ClockResult start={params.start} end={params.end} />
      ) : (
        <p className="text-muted-foreground">Enter a start time and an end time and press Calculate Duration.</p>
      ),
  },
  datetime: {
    submit: 'Calculate Duration',
    required: ['from', 'to'],
    Inputs: ({ params, errors, zone, city }) => (
      <>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField label="Start date and time" name="from" type="datetime-local" {...DATE_TIME_LIMITS} defaultValue={params.from ?? ''} error={errors.from} />
          <InputField label="End date and time" name="to" type="datetime-local" {...DATE_TIME_LIMITS} defaultValue={params.to ?? ''} error={errors.to} />
        </div>
        <ZoneField key={`${zone}~${city}`} zone={zone ?? ''} city={city} label="Time zone of both times" error={errors.zone} />
      </>
    ),
    Result: ({ params, zone, city }) =>
      params.from && params.to && zone ? (
        <DateTimeResult from={params.from} to={params.to} zone={zone} city={city} />
      ) : (
        <p className="text-muted-foreground">Enter a start and an end date and time (years 1 to 9999) and press Calculate Duration.</p>
      ),
  },
  add: {
    submit: 'Calculate',
    required: ['at'],
    Inputs: ({ params, errors, zone, city }) => (
      <>
        <InputField label="Date and time" name="at" type="datetime-local" {...DATE_TIME_LIMITS} defaultValue={params.at ?? ''} error={errors.at} />
        <div className="grid grid-cols-3 gap-3 sm:gap-5">
          <InputField label="Hours" name="hours" {...wholeNumberInput(0)} defaultValue={String(params.hours)} error={errors.hours} />
          <InputField label="Minutes" name="minutes" {...wholeNumberInput(0)} defaultValue={String(params.minutes)} error={errors.minutes} />
          <DirectionField ago={params.dir === 'ago'} />
        </div>
        <ZoneField key={`${zone}~${city}`} zone={zone ?? ''} city={city} label="Time zone" error={errors.zone} />
      </>
    ),
    Result: ({ params, zone, city }) =>
      params.at && zone ? (
        <AddResult at={params.at} hours={params.hours} minutes={params.minutes} ago={params.dir === 'ago'} zone={zone} city={city} />
      ) : (
        <p className="text-muted-foreground">Enter a date and time (years 1 to 9999), the hours and minutes to add or subtract, and press Calculate.</p>
      ),
  },
};

/** The calculator: the chosen mode of `timeDurationModes`, each a GET form of its own keys. */
export function TimeDurationCalculator() {
  const { params, setParams, today } = useUrlParams(timeDurationParams);
  return (
    <CalculatorCard title="Time calculator">
      <Tabs label="Calculation" name="mode" value={params.mode} tabs={timeDurationModes.tabs} onChange={(mode) => void setParams(timeDurationModes.open(mode))}>
        <ModeForm key={params.mode} mode={params.mode} params={params} ready={today !== null} />
      </Tabs>
    </CalculatorCard>
  );
}

function ModeForm({ mode, params, ready }: { mode: DurationMode; params: Params; ready: boolean }) {
  const { submit, required, Inputs, Result } = VIEWS[mode];
  const { form, errors, failure } = useCommit({ parsers: timeDurationParams, canonical: canonicalSearch, messages: MESSAGES, required });
  const view = { params, errors, zone: params.zone ?? (ready ? localZone() : null), city: params.zone ? params.zoneCity : null };
  return (
    <form {...form} className={mode === 'time' ? 'grid gap-5' : 'grid gap-4'}>
      {mode !== 'time' && <input type="hidden" name="mode" value={mode} />}
      <Inputs {...view} />
      <div>
        <Button type="submit">{submit}</Button>
      </div>
      {mode === 'time' && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Or set the end time from the start time</legend>
          <div className="flex flex-wrap gap-2">
            {SHORTCUT_MINUTES.map((minutes) => (
              <Button key={minutes} type="submit" name="plus" value={minutes} variant="secondary" size="sm">
                {shortcutLabel(minutes)}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
      <ResultCard busy={!ready} failure={failure}>
        <RefusedLinkNotes parsers={timeDurationParams} known={ready} notes={ZONE_NOTES} />
        {ready ? <Result {...view} /> : <ResultPending />}
      </ResultCard>
    </form>
  );
}

/** Add (`dir=from`) or subtract (`dir=ago`): a select, so it shares the row of the hours and minutes. */
function DirectionField({ ago }: { ago: boolean }) {
  const id = useId();
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>Direction</Label>
      <select key={String(ago)} id={id} name="dir" defaultValue={ago ? 'ago' : 'from'} className="h-10 rounded-md border border-input bg-background px-2 text-sm">
        <option value="from">Add</option>
        <option value="ago">Subtract</option>
      </select>
    </div>
  );
}

/** The zone box, which keeps the city a zone was chosen by; its draft starts again when the committed zone or city changes. */
function ZoneField({ zone, city, label, error }: { zone: string; city: string | null; label: string; error?: string }) {
  const [draft, setDraft] = useState({ zone, city });
  const hintId = useId();
  return (
    <div className="grid gap-2">
      <ZoneCombobox
        label={label}
        name="zone"
        cityKey="zoneCity"
        value={draft.zone}
        city={draft.city}
        onChange={(zone, city) => setDraft({ zone, city })}
        error={error}
        hintId={hintId}
      />
      {/* Read out with the box; on screen its placeholder says the same, which keeps the button on a phone's first screen. */}
      <p id={hintId} className="sr-only">
        The times are wall-clock times in this zone. Search by city, zone id or abbreviation (CET, EST).
      </p>
    </div>
  );
}

function ClockResult({ start, end }: { start: string; end: string }) {
  const duration = timeDuration(start, end);
  if (!duration) return null;
  return (
    <div className="grid gap-4">
      <div>
        <p className="text-3xl font-bold text-primary">
          {plural(duration.hours, 'hour')} {plural(duration.minutes, 'minute')}
        </p>
        <p className="mt-1">
          from <strong>{start}</strong> to <strong>{end}</strong>
          {duration.nextDay && ' the next day'}
        </p>
        {duration.nextDay && (
          <p className="mt-1 text-sm">The end time is earlier than the start time, so it is taken as the next day.</p>
        )}
        {duration.totalMinutes === 0 && (
          <p className="mt-1 text-sm">The two times are the same, so no time has passed between them.</p>
        )}
      </div>
      <Facts>
        <Fact label="Total minutes">{plural(duration.totalMinutes, 'minute')}</Fact>
        <Fact label="Total hours (decimal)">{formatTotalHours(duration.totalMinutes)} hours</Fact>
      </Facts>
    </div>
  );
}

/** A span between two times with its direction in words: "1 day 15 hours 45 minutes before" when the end comes first, never a minus sign. */
const spanText = (total: number) => `${daysHoursMinutes(total)}${total < 0 ? ' before' : ''}`;

/** `Friday, November 6, 2026 14:30`. */
const longDateTime = (wall: LocalDateTime) => `${formatLong(wall.date)} ${wall.time}`;

/** "1 day 15 hours 45 minutes" (days only when there are some) of a signed number of minutes. */
function daysHoursMinutes(total: number): string {
  const { days, hours, minutes } = splitMinutes(total);
  return [days > 0 && plural(days, 'day'), plural(hours, 'hour'), plural(minutes, 'minute')].filter(Boolean).join(' ');
}

/** "clocks went forward 1 hour on Sunday, March 8, 2026 (02:00 became 03:00, UTC−05:00 to UTC−04:00)". */
function changeText(change: OffsetChange): string {
  const after = addMinutesToTime(change.time, change.minutes);
  return `clocks went ${change.minutes > 0 ? 'forward' : 'back'} ${hoursAndMinutes(change.minutes)} on ${formatLong(change.date)} (${change.time} became ${after}, ${formatOffset(change.offsetBefore)} to ${formatOffset(change.offsetAfter)})`;
}

/** The note of a wall time that did not exist or occurred twice, as the time zone converter words it. */
function ResolvedNote({ asked, resolved, place, label }: { asked: LocalDateTime; resolved: ResolvedWallTime; place: string; label: string }) {
  if (resolved.gap)
    return (
      <p className="rounded-lg border border-warning-foreground/40 bg-background p-3 text-sm">
        <strong>
          {label} {asked.time} does not exist
        </strong>{' '}
        in {place} on {formatLong(asked.date)}: the clocks jumped forward. It is moved forward by the jump, to{' '}
        {resolved.wall.time} ({resolved.wall.offsetLabel}), as on the time zone converter.
      </p>
    );
  if (resolved.overlap)
    return (
      <p className="rounded-lg border border-warning-foreground/40 bg-background p-3 text-sm">
        <strong>
          {label} {asked.time} happens twice
        </strong>{' '}
        in {place} on {formatLong(asked.date)}: the clocks went back. The first {asked.time} ({resolved.wall.offsetLabel}) is used,
        as on the time zone converter.
      </p>
    );
  return null;
}

function Changes({ changes, label }: { changes: OffsetChange[]; label: string }) {
  if (changes.length === 0) return null;
  return (
    <div className="text-sm">
      <p className="font-medium">{label}</p>
      <ul className="mt-1 list-disc pl-5">
        {changes.slice(0, 12).map((change) => (
          <li key={change.instant}>C{changeText(change).slice(1)}.</li>
        ))}
      </ul>
      {changes.length > 12 && <p>…and {changes.length - 12} more.</p>}
    </div>
  );
}

function DateTimeResult({ from, to, zone, city }: { from: string; to: string; zone: string; city: string | null }) {
  const start = parseLocalDateTime(from);
  const end = parseLocalDateTime(to);
  const d = start && end ? zonedDuration(start, end, zone) : null;
  if (!start || !end || !d) return <p>These dates and times cannot be calculated in {zone}: they fall outside the years 1 to 9999.</p>;
  const negative = d.elapsedMinutes < 0;
  const differs = d.wallMinutes !== d.elapsedMinutes;
  return (
    <div className="grid gap-4">
      <div>
        <p className="text-3xl font-bold text-primary">{spanText(d.elapsedMinutes)}</p>
        <p className="mt-1">
          {negative ? (
            <>
              from the start, <strong>{longDateTime(d.from.wall)}</strong>, back to the end, <strong>{longDateTime(d.to.wall)}</strong>, in{' '}
              {placeLabel(zone, city)}
            </>
          ) : (
            <>
              from <strong>{longDateTime(d.from.wall)}</strong> to <strong>{longDateTime(d.to.wall)}</strong> in {placeLabel(zone, city)}
            </>
          )}
        </p>
        {negative && (
          <p className="mt-1 text-sm font-medium text-warning-foreground">
            The end is before the start, so the time is counted backwards: the totals below have a minus sign, as a spreadsheet gives for an end minus a later start. Swap the two to count forwards.
          </p>
        )}
        {d.elapsedMinutes === 0 && <p className="mt-1 text-sm">The start and the end are the same moment, so no time has passed between them.</p>}
      </div>
      <ResolvedNote asked={start} resolved={d.from} place={placeName(zone, city)} label="The start time" />
      <ResolvedNote asked={end} resolved={d.to} place={placeName(zone, city)} label="The end time" />
      <Facts>
        <Fact label="Total hours (decimal)">{formatTotalHours(d.elapsedMinutes)} hours</Fact>
        <Fact label="Total minutes">{plural(d.elapsedMinutes, 'minute')}</Fact>
        {differs && (
          <Fact label="Wall-clock difference">
            {spanText(d.wallMinutes)} ({formatTotalHours(d.wallMinutes)} hours)
          </Fact>
        )}
      </Facts>
      {differs && (
        <p className="text-sm">
          The elapsed time is {hoursAndMinutes(d.wallMinutes - d.elapsedMinutes)} {Math.abs(d.elapsedMinutes) < Math.abs(d.wallMinutes) ? 'shorter' : 'longer'}{' '}
          than the difference of the two clock readings, because the {d.changes && d.changes.length === 1 ? changeText(d.changes[0]!) : 'clocks changed in between'}.
          The totals above are the real time that passed.
        </p>
      )}
      {d.changes === null ? (
        differs && <p className="text-sm">Clock changes are listed for spans of up to ten years.</p>
      ) : (
        d.changes.length > 1 || (d.changes.length === 1 && !differs) ? <Changes changes={d.changes} label="Clock changes in between:" /> : null
      )}
    </div>
  );
}

function AddResult({ at, hours, minutes, ago, zone, city }: { at: string; hours: number; minutes: number; ago: boolean; zone: string; city: string | null }) {
  const start = parseLocalDateTime(at);
  const total = hours * 60 + minutes;
  if (total === 0)
    return <p className="font-medium text-warning-foreground">Enter hours or minutes to add or subtract: 0 hours and 0 minutes leave the time as it is.</p>;
  const added = start && zonedAddition(start, ago ? -total : total, zone);
  if (!start || !added) return <p>The result would fall outside the years 1 to 9999. Choose a smaller number of hours.</p>;
  const { from: resolved, to: there, wallMinutes: wall, changes } = added;
  const span = daysHoursMinutes(total);
  return (
    <div className="grid gap-4">
      <div>
        <p className="text-3xl font-bold text-primary">{longDateTime(there)}</p>
        <p className="mt-1">
          {plural(hours, 'hour')} {plural(minutes, 'minute')} {ago ? 'before' : 'after'} <strong>{longDateTime(resolved.wall)}</strong> in{' '}
          {placeLabel(zone, city)}
        </p>
      </div>
      <ResolvedNote asked={start} resolved={resolved} place={placeName(zone, city)} label="The start time" />
      <Facts>
        <Fact label="Elapsed time">{span}</Fact>
        <Fact label="Total hours (decimal)">{formatTotalHours(total)} hours</Fact>
        <Fact label="Total minutes">{plural(total, 'minute')}</Fact>
        <Fact label="UTC offset">
          {resolved.wall.offsetLabel}
          {there.offsetMinutes !== resolved.wall.offsetMinutes && ` at the start, ${there.offsetLabel} at the result`}
        </Fact>
      </Facts>
      {Math.abs(wall) !== total && (
        <p className="text-sm">
          Hours added are elapsed time: {changes && changes.length === 1 ? `the ${changeText(changes[0]!)}` : 'the clocks changed in between'}, so the wall clock
          moved {daysHoursMinutes(wall)} {ago ? 'back' : 'forward'}, not {span}.
        </p>
      )}
      {changes && changes.length > 1 && <Changes changes={changes} label="Clock changes in between:" />}
    </div>
  );
}
