import { memo, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { formatTime } from '@/lib/date/core/clock-time';
import { formatOffset } from '@/lib/date/time-zones';
import {
  type MeetingRow,
  type PlaceChange,
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
import { CopyButton } from '@/kit/calculator/copy-link-button';
import { RefusedLinkNotes } from '@/kit/calculator/refused-link-keys';
import { ScrollArea } from '@/components/scroll-area';
import { PlacesField } from '@/components/places-field';
import { type Place, changeText, ownZoneFirst, pendingOwnZoneFirst, placeKey, placesLinkNote, placesMessage } from '@/components/place-list';
import { placeName } from '@/components/zone-param';
import { meetingParams, serializeMeeting, WORK_MESSAGE } from '@/calculators/meeting-planner/meeting-planner.params';
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
    messages: { places: PLACES_MESSAGE, date: DATE_MESSAGE, work: WORK_MESSAGE },
  });
  const defaults = useMemo(() => (today ? ownZoneFirst(OTHER_PLACES, DEFAULT_COUNT) : null), [today]);
  const places = params.places ?? defaults;
  const date = params.date ?? today;
  const work = params.work ?? DEFAULT_WORK;
  const rows = useMemo(() => (places && date ? meetingRows(date, places.map((p) => p.zone), work) : null), [places, date, work]);
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
            hint="Whole hours, such as 9-17"
            error={errors.work}
          />
        </div>
        {params.hour !== null && <input type="hidden" name="hour" value={params.hour} />}
        <div>
          <Button type="submit">Show hours</Button>
        </div>
        <ResultCard busy={!shown} failure={failure}>
          {!today || !rows || !places || !date ? (
            today && date ? <p>The hours of this date cannot be shown: a time would fall outside the years 1 to 9999.</p> : <ResultPending />
          ) : (
            <Meeting date={date} hour={params.hour} row={chosen} rows={rows} names={names} />
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
          hour={chosen ? params.hour : null}
          hidden={!shown}
        />
      ) : (
        !today && <HourGrid date={null} rows={null} names={PENDING_NAMES} places={PENDING_PLACES} work={work} linkWork={null} hour={null} hidden />
      )}
    </CalculatorCard>
  );
}

/** The chosen meeting in every place, or what to do to choose one. */
function Meeting({ date, hour, row, rows, names }: { date: IsoDate; hour: number | null; row: MeetingRow | undefined; rows: MeetingRow[]; names: string[] }) {
  if (hour !== null && !row) {
    return (
      <p>
        <strong>{formatTime(hour * 60)} does not exist</strong> in {names[0]} on {formatLong(date)}: the clocks skip that hour. Choose another
        hour in the table.
      </p>
    );
  }
  if (!row) {
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
  const text = meetingText(row, names);
  // The calendar file's code loads when it is asked for.
  const download = () => void import('@/calculators/meeting-planner/meeting-ics').then(({ downloadMeeting }) => downloadMeeting(row.instant, text));
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">The meeting, one hour from {formatTime(row.hour * 60)} in {names[0]}:</p>
      <p className="text-xl font-bold text-primary">{text}</p>
      {!row.suitsEveryone && (
        <p className="text-sm">
          Outside working hours in: {row.cells.flatMap((c, i) => (c.working ? [] : [names[i]])).join(', ')}.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <CopyButton text={() => text} toast={['Meeting copied!', 'Paste it into an invitation or a message.']}>
          Copy text
        </CopyButton>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          Add to calendar (.ics)
        </Button>
      </div>
    </div>
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
        Shaded: inside working hours ({formatTime(work.start * 60)}–{formatTime((work.end % 24) * 60)}) for the whole hour.{' '}
        <span className="font-semibold text-foreground">✓</span> marks the hours that suit everyone. Pick an hour in the first column to get the
        meeting in every place.
      </p>
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
                chosen={row.hour === hour && !row.repeated}
              />
            ))}
          </tbody>
        </table>
      </ScrollArea>
      {changes.length > 0 && <ClockChanges changes={changes} names={names} />}
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
  chosen,
}: {
  row: MeetingRow | null;
  names: readonly string[];
  places: readonly (Place | null)[];
  date: IsoDate | null;
  work: WorkHours | null;
  chosen: boolean;
}) {
  const cells = row?.cells ?? places.map(() => null);
  const link = row && date ? serializeMeeting({ places: places.flatMap((p) => (p ? [p] : [])), date, hour: row.hour, work }) : '';
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

/** The day's clock changes, named. */
function ClockChanges({ changes, names }: { changes: PlaceChange[]; names: readonly string[] }) {
  return (
    <div className="rounded-lg border border-warning-foreground/40 p-3 text-sm">
      <p className="font-semibold">Clock changes on this day</p>
      <ul className="mt-1 list-disc pl-5">
        {changes.map((change) => (
          <li key={`${change.place}-${change.instant}`}>
            {names[change.place]}: {changeText(change)} on {formatLong(change.date)} (
            {formatOffset(change.offsetBefore)} to {formatOffset(change.offsetAfter)}).
          </li>
        ))}
      </ul>
    </div>
  );
}
