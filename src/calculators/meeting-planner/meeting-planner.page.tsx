import { lazy, memo, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { type IsoDate, type Weekday, WEEKDAY_NAMES } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { formatTime } from '@/lib/date/core/clock-time';
import { zoneWeekend } from '@/lib/date/zone-weekend';
import {
  type MeetingRow,
  type WorkHours,
  DEFAULT_WORK,
  cellDay,
  meetingRows,
  meetingText,
  shortDate,
} from '@/lib/date/meeting-planner';
import { canonicalizer } from '@/kit/url/canonical';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useCommit } from '@/kit/url-state/use-commit';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { DATE_FIELD_LIMITS, DATE_MESSAGE, InputField } from '@/kit/calculator/form-fields';
import { ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { Button } from '@/kit/calculator/ui/button';
import { RefusedLinkNotes } from '@/kit/calculator/refused-link-keys';
import { ScrollArea } from '@/components/scroll-area';
import { PlacesField } from '@/components/places-field';
import { ownZoneFirst, pendingOwnZoneFirst, placeKey, placesLinkNote, placesMessage } from '@/components/place-list';
import type { Place } from '@/components/place-text';
import { placeName } from '@/components/zone-param';
import { meetingParams, serializeMeeting, TITLE_MAX, TITLE_MESSAGE, WORK_MESSAGE } from '@/calculators/meeting-planner/meeting-planner.params';
import { meta } from '@/calculators/meeting-planner/meeting-planner.meta';
import { cn } from '@/shell/utils';

export const canonicalSearch = canonicalizer(meetingParams);

export default calculatorPage({
  meta,
  heading: 'Meeting Planner',
  lead: 'Find the hours that suit everyone across time zones, daylight saving included.',
  text: () => import('@/calculators/meeting-planner/meeting-planner.content'),
  canonicalSearch,
  Calculator: MeetingPlanner,
});

const PLACES_MESSAGE = placesMessage(2);
const LINK_NOTES = {
  places: placesLinkNote(2),
  date: 'The link’s date is not a real date between the years 1 and 9999, so today is shown.',
  hour: 'The link’s hour is not a whole hour from 0 to 23, so no hour is chosen.',
  work: `The link’s working hours could not be used, so 9-17 is used. ${WORK_MESSAGE}`,
  title: `The link’s meeting title could not be used, so the meeting is called “Meeting”. ${TITLE_MESSAGE}`,
};

/** The visitor's zone, London and Tokyo (New York where the visitor's zone is one of them). */
const OTHER_PLACES: readonly Place[] = [
  { zone: 'Europe/London', city: null },
  { zone: 'Asia/Tokyo', city: null },
  { zone: 'America/New_York', city: null },
];
const DEFAULT_COUNT = 3;

export function MeetingPlanner() {
  const { params, today } = useUrlParams(meetingParams);
  const { form, errors, failure } = useCommit({
    parsers: meetingParams,
    canonical: canonicalSearch,
    messages: { places: PLACES_MESSAGE, date: DATE_MESSAGE, work: WORK_MESSAGE, title: TITLE_MESSAGE },
  });
  const defaults = useMemo(() => (today ? ownZoneFirst(OTHER_PLACES, DEFAULT_COUNT) : null), [today]);
  const places = params.places ?? defaults;
  const date = params.date ?? today;
  const work = params.work ?? DEFAULT_WORK;
  const weekends = useMemo(() => places?.map((p) => zoneWeekend(p.zone)) ?? [], [places]);
  const rows = useMemo(
    () => (places && date ? meetingRows(date, places.map((p) => p.zone), work, weekends) : null),
    [places, date, work, weekends],
  );
  const names = useMemo(() => places?.map((p) => placeName(p.zone, p.city)) ?? [], [places]);
  const chosen = params.hour === null ? undefined : rows?.find((r) => r.hour === params.hour);
  const shown = useShownAfterAFrame(today !== null);

  return (
    <CalculatorCard title="Plan a meeting">
      <form {...form} className="grid gap-5">
        <RefusedLinkNotes parsers={meetingParams} known={today !== null} notes={LINK_NOTES} />
        <PlacesField places={places} min={2} error={errors.places} />
        <div className="grid grid-cols-2 gap-5">
          <InputField label="Date" name="date" type="date" {...DATE_FIELD_LIMITS} defaultValue={date ?? ''} error={errors.date} />
          <InputField
            label="Working hours"
            name="work"
            defaultValue={`${work.start}-${work.end}`}
            inputMode="numeric"
            pattern="[0-9]{1,2}-[0-9]{1,2}"
            hint="Such as 9-17 or 8-18"
            error={errors.work}
          />
        </div>
        {params.hour !== null && <input type="hidden" name="hour" value={params.hour} />}
        {/* Show hours beside the title's box (below its label: 14 px and a gap of 8), so the form's end stays on a phone's first screen. */}
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
          <InputField
            label="Meeting title (optional)"
            name="title"
            defaultValue={params.title ?? ''}
            maxLength={TITLE_MAX}
            autoComplete="off"
            placeholder="Meeting"
            error={errors.title}
          />
          <Button type="submit" className="mt-5.5">
            Show hours
          </Button>
        </div>
        <ResultCard busy={!shown} failure={failure}>
          {!today || !rows || !places || !date ? (
            today && date ? <p>The hours of this date cannot be shown: a time would fall outside the years 1 to 9999.</p> : <ResultPending />
          ) : (
            <Meeting date={date} hour={params.hour} row={chosen} rows={rows} names={names} title={params.title} />
          )}
        </ResultCard>
      </form>
      {today && rows && places && date ? (
        <HourGrid
          date={date}
          rows={rows}
          names={names}
          places={places}
          work={work}
          linkWork={params.work}
          title={params.title}
          weekends={weekends}
          hour={chosen ? params.hour : null}
          hidden={!shown}
        />
      ) : (
        !today && <HourGrid date={null} rows={null} names={PENDING_NAMES} places={PENDING_PLACES} work={work} linkWork={null} title={null} weekends={[]} hour={null} hidden />
      )}
    </CalculatorCard>
  );
}

// The chosen hour's meeting and the day's clock changes load when shown (a link with `hour`, a click in the grid, a clock-change day).
const details = () => import('@/calculators/meeting-planner/meeting-details');
const ChosenMeeting = lazy(() => details().then((module) => ({ default: module.ChosenMeeting })));
const ClockChanges = lazy(() => details().then((module) => ({ default: module.ClockChanges })));
const MissingHour = lazy(() => details().then((module) => ({ default: module.MissingHour })));

/** The chosen meeting in every place, or what to do to choose one. */
function Meeting({
  date,
  hour,
  row,
  rows,
  names,
  title,
}: {
  date: IsoDate;
  hour: number | null;
  row: MeetingRow | undefined;
  rows: MeetingRow[];
  names: string[];
  /** The visitor's title for the meeting; null: "Meeting". */
  title: string | null;
}) {
  if (hour === null) {
    const suits = rows.filter((r) => r.suitsEveryone && !r.repeated).map((r) => formatTime(r.hour * 60));
    return (
      <div className="grid gap-1">
        <p className="font-semibold">Choose an hour in the table to get the meeting in every place.</p>
        <p>
          {suits.length > 0
            ? `Hours of ${names[0]} inside everyone’s working hours on ${shortDate(date)}: ${suits.join(', ')}.`
            : `No hour on ${shortDate(date)} is inside everyone’s working hours. The rows show how many places are working at each hour.`}
        </p>
      </div>
    );
  }
  return (
    <Suspense fallback={<ResultPending />}>
      {row ? (
        <ChosenMeeting row={row} names={names} times={meetingText(row, names)} title={title} />
      ) : (
        <MissingHour hour={hour} date={date} place={names[0]!} />
      )}
    </Suspense>
  );
}

/**
 * False until a frame after `known` turned true: the grid is filled in while hidden in one frame
 * and shown in the next, so that neither is a long task on a slow phone. The result stays busy
 * until then, so that what reads it finds the grid shown.
 */
function useShownAfterAFrame(known: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!known) return;
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [known]);
  return shown;
}

/**
 * Until the visitor's date is known (and in the prerendered page): the default places, the
 * visitor's own (not known yet) first, and a day's 24 hours. See `HourGrid`.
 */
const PENDING_PLACES = pendingOwnZoneFirst(OTHER_PLACES, DEFAULT_COUNT);
const PENDING_NAMES = PENDING_PLACES.map((place) => (place ? placeName(place.zone, place.city) : '…'));
const PENDING_ROWS = Array.from({ length: 24 }, (_, hour) => ({ hour, repeated: false }));

/**
 * A column's key: the first place's column is "first" (so a pending grid's first column, whose
 * place is not known yet, is filled in, not drawn again); the others are keyed by place, so
 * removing a place removes its cells and leaves the others' as they are.
 */
const columnKey = (place: Place | null, i: number) => (i === 0 || !place ? 'first' : placeKey(place));

/**
 * The hours of the date in the first place: one row per hour, one column per place, and who is
 * working. Memoised, as its rows are: choosing an hour redraws only the two rows whose mark moves.
 *
 * Until the visitor's date is known, the grid is in the page hidden, its values pending
 * (`date` and `rows` null), and is then filled in: the browser lays out its cells while the page
 * loads, and showing the hours changes their text, not a few hundred new elements at once (a long
 * task on a slow phone).
 */
const HourGrid = memo(function HourGrid({
  date,
  rows,
  names,
  places,
  work,
  linkWork,
  title,
  weekends,
  hour,
  hidden,
}: {
  date: IsoDate | null;
  rows: MeetingRow[] | null;
  names: readonly string[];
  places: readonly (Place | null)[];
  work: WorkHours;
  /** The link's working hours: an hour's link keeps them, and adds none when the link has none. */
  linkWork: WorkHours | null;
  /** The link's meeting title, kept by an hour's link. */
  title: string | null;
  /** Each place's weekend (none while pending). */
  weekends: readonly (readonly Weekday[])[];
  hour: number | null;
  /** Pending, or filled in and not shown yet. */
  hidden: boolean;
}) {
  const changes = rows?.flatMap((r) => r.changes) ?? [];
  const day = date ? formatLong(date) : '…';
  return (
    <section className={cn('mt-6 grid gap-3', hidden && 'invisible')} aria-labelledby="hours-heading">
      <h3 id="hours-heading" className="text-lg font-semibold">
        Hours of {day} in {names[0]}
      </h3>
      <p className="text-sm text-muted-foreground">
        Shaded: inside working hours ({formatTime(work.start * 60)}–{formatTime((work.end % 24) * 60)}) for the whole hour, on a working day
        there: a weekend hour is not a working hour. <span className="font-semibold text-foreground">✓</span> marks the hours that suit
        everyone. Pick an hour in the first column to get the meeting in every place.
      </p>
      <p className="text-sm text-muted-foreground">Weekends (each country’s, from CLDR): {weekendText(weekends, names)}.</p>
      <ScrollArea label={`Hours of ${day} in every place`}>
        <table className="w-full border-collapse text-left text-sm tabular-nums">
          <thead>
            <tr className="border-b">
              {places.map((place, i) => (
                <th key={columnKey(place, i)} scope="col" className="px-2 py-1 align-bottom">
                  {names[i]}
                  <span className="block text-xs font-normal text-muted-foreground">{place?.zone ?? '…'}</span>
                </th>
              ))}
              <th scope="col" className="px-2 py-1 align-bottom">
                Working
              </th>
            </tr>
          </thead>
          <tbody>
            {(rows ?? PENDING_ROWS).map((row, i) => (
              <HourRow
                key={`${row.hour}-${row.repeated}`}
                row={rows?.[i] ?? null}
                names={names}
                places={places}
                date={date}
                work={linkWork}
                title={title}
                chosen={row.hour === hour && !row.repeated}
              />
            ))}
          </tbody>
        </table>
      </ScrollArea>
      {changes.length > 0 && (
        <Suspense>
          <ClockChanges changes={changes} names={names} />
        </Suspense>
      )}
    </section>
  );
});

/**
 * One hour's row: its link (the first place's time), every place's time, and who is working.
 * `row` is null while the grid is pending: "…" in every cell.
 */
const HourRow = memo(function HourRow({
  row,
  names,
  places,
  date,
  work,
  title,
  chosen,
}: {
  row: MeetingRow | null;
  names: readonly string[];
  places: readonly (Place | null)[];
  date: IsoDate | null;
  work: WorkHours | null;
  title: string | null;
  chosen: boolean;
}) {
  const cells = row?.cells ?? places.map(() => null);
  const link = row && date ? serializeMeeting({ places: places.flatMap((p) => (p ? [p] : [])), date, hour: row.hour, work, title }) : '';
  return (
    <tr
      aria-current={chosen ? 'true' : undefined}
      className={cn('border-b last:border-0', row?.suitsEveryone && 'font-semibold', chosen && 'outline outline-2 outline-primary')}
    >
      {cells.map((cell, i) => {
        const time = cell?.time ?? '…';
        return (
          <td key={columnKey(places[i] ?? null, i)} className={cn('px-2 py-1 whitespace-nowrap', cell?.working && 'bg-accent')}>
            {i === 0 && !row?.repeated ? (
              <Link to={{ search: link }} preventScrollReset className="underline underline-offset-2" aria-label={`Choose ${time} in ${names[0]}`}>
                {time}
              </Link>
            ) : (
              time
            )}
            {i === 0 && row?.repeated && ' (again)'}
            {cell && cell.dayShift !== 0 && <span className="ml-1 text-xs text-muted-foreground">{cellDay(cell)}</span>}
            {row?.changes.some((c) => c.place === i) && <span className="ml-1 text-xs font-semibold text-warning-foreground">clock change</span>}
          </td>
        );
      })}
      <td className="px-2 py-1 whitespace-nowrap">
        {!row ? '…' : row.suitsEveryone ? '✓ everyone' : `${row.cells.filter((c) => c.working).length} of ${row.cells.length}`}
      </td>
    </tr>
  );
});

/**
 * The places' weekends in words, places with the same weekend together.
 *
 * @example weekendText([[6, 0], [5, 6], [6, 0]], ['London', 'Riyadh', 'Tokyo']) // 'Saturday and Sunday in London, Tokyo; Friday and Saturday in Riyadh'
 */
function weekendText(weekends: readonly (readonly Weekday[])[], names: readonly string[]): string {
  const groups = new Map<string, string[]>();
  weekends.forEach((days, i) => {
    const key = days.map((d) => WEEKDAY_NAMES[d]).join(' and ');
    groups.set(key, [...(groups.get(key) ?? []), names[i]!]);
  });
  return groups.size === 0 ? '…' : [...groups].map(([days, places]) => `${days} in ${places.join(', ')}`).join('; ');
}
