import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { formatLong } from '@/lib/date/core/format';
import { localZone, wallTimeAt } from '@/lib/date/time-zones';
import { type OffsetChange, nextOffsetChange } from '@/lib/date/zone-changes';
import { mapInSlices } from '@/lib/tasks/slices';
import { cellDay } from '@/lib/date/meeting-planner';
import { canonicalizer } from '@/kit/url/canonical';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useCommit } from '@/kit/url-state/use-commit';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { useNow } from '@/kit/calculator/use-now';
import { Button } from '@/kit/calculator/ui/button';
import { RefusedLinkNotes } from '@/kit/calculator/refused-link-keys';
import { ScrollArea } from '@/components/scroll-area';
import { PlacesField } from '@/components/places-field';
import { hoursAndMinutes, placeLabel, placeName } from '@/components/zone-param';
import { ownZoneFirst, pendingOwnZoneFirst, placeKey, placesLinkNote, placesMessage } from '@/components/place-list';
import { type Place, changeText, serializePlaces } from '@/components/place-text';
import { worldClockParams } from '@/calculators/world-clock/world-clock.params';
import { useSubmit } from '@/kit/calculator/use-submit';
import { meta } from '@/calculators/world-clock/world-clock.meta';
import { cn } from '@/shell/utils';

export const canonicalSearch = canonicalizer(worldClockParams);

export default calculatorPage({
  meta,
  heading: 'World Clock',
  lead: 'The time now in the places you choose, with their offsets and next clock changes.',
  text: () => import('@/calculators/world-clock/world-clock.content'),
  canonicalSearch,
  Calculator: WorldClock,
});

const PLACES_MESSAGE = placesMessage(1);
const LINK_NOTES = { places: placesLinkNote(1) };

const WORLD_CITIES: readonly Place[] = [
  { zone: 'America/Los_Angeles', city: null },
  { zone: 'America/New_York', city: null },
  { zone: 'Europe/London', city: null },
  { zone: 'Asia/Kolkata', city: 'Mumbai' },
  { zone: 'Asia/Tokyo', city: null },
  { zone: 'Australia/Sydney', city: null },
];


const MINUTE = 60_000;
/** How many default places: the visitor’s own and six world cities. */
const DEFAULT_COUNT = 7;

export function WorldClock() {
  const { params, today } = useUrlParams(worldClockParams);
  const { form, errors } = useCommit({ parsers: worldClockParams, canonical: canonicalSearch, messages: { places: PLACES_MESSAGE } });
  const defaults = useMemo(() => (today ? ownZoneFirst(WORLD_CITIES, DEFAULT_COUNT) : null), [today]);
  const places = params.places ?? defaults;
  const submit = useSubmit();
  // Adding or removing a place shows it at once: the list is committed to the address.
  const commit = (list: readonly Place[]) => submit(canonicalSearch(`?places=${encodeURIComponent(serializePlaces(list))}`), '', null);
  return (
    <CalculatorCard title="Clocks">
      <form {...form} className="grid gap-4">
        <RefusedLinkNotes parsers={worldClockParams} known={today !== null} notes={LINK_NOTES} />
        <PlacesField places={places} min={1} error={errors.places} onAdd={commit} />
        <div>
          <Button type="submit">Show clocks</Button>
        </div>
        <Clocks places={places} onRemove={places && places.length > 1 ? (i) => commit(places.filter((_, j) => j !== i)) : undefined} />
      </form>
    </CalculatorCard>
  );
}

/**
 * The next clock change of every place (null: none within a year), worked out again each minute
 * (not every second), a place per task: a year of a zone's offsets is a few hundred readings, and
 * eight places at once made a long task on a slow phone. Undefined while a place's is worked out.
 */
function useNextChanges(zones: readonly string[], minute: number | null): (OffsetChange | null | undefined)[] {
  const key = zones.join(',');
  const [found, setFound] = useState<ReadonlyMap<string, OffsetChange | null>>(() => new Map());
  useEffect(() => {
    // No places yet (the visitor's date, and so the default places, are not known yet): nothing to work out.
    if (minute === null || key === '') return;
    let live = true;
    const list = key.split(',');
    void mapInSlices(list, (zone) => nextOffsetChange(zone, minute * MINUTE)).then((changes) => {
      if (live) setFound(new Map(list.map((zone, i) => [zone, changes[i] ?? null])));
    });
    return () => {
      live = false;
    };
  }, [key, minute]);
  return zones.map((zone) => found.get(zone));
}

/**
 * Until the visitor's clock is read (and in the prerendered page): the default places, the
 * visitor's own (not known yet) first, every value pending. See `Clocks`.
 */
const PENDING = pendingOwnZoneFirst(WORLD_CITIES, DEFAULT_COUNT);

/**
 * The clocks: a table, one row per place, ticking each second (only this part of the page draws
 * again each second); a polite announcement once a minute.
 *
 * The table is in the page from the first paint, hidden and with its values pending, and then
 * filled in: the browser lays out its rows while the page loads, and showing the clocks changes
 * only their text, not a hundred new elements at once (a long task on a slow phone). Every row
 * has the height of the tallest a row can be (a clock change's date and two short lines), so
 * filling it in moves nothing, and the table takes no more room than its rows.
 */
function Clocks({ places, onRemove }: { places: readonly Place[] | null; onRemove?: (index: number) => void }) {
  const now = useNow();
  const minute = now === null ? null : Math.floor(now.getTime() / MINUTE);
  const zones = places?.map((p) => p.zone) ?? [];
  const changes = useNextChanges(zones, minute);
  const own = now === null ? null : localZone();
  const ownWall = own === null || now === null ? null : wallTimeAt(own, now.getTime());
  // The clocks show once the first changes are known; a place added later shows "…" for a moment.
  const ready = places !== null && now !== null && ownWall !== null && changes.some((c) => c !== undefined);
  const rows = (ready ? places : (places ?? PENDING)).map((place, i) => {
    const wall = ready && place ? wallTimeAt(place.zone, now.getTime()) : null;
    return { place, i, wall, diff: wall && ownWall ? wall.offsetMinutes - ownWall.offsetMinutes : 0 };
  });
  const seconds = String(now?.getUTCSeconds() ?? 0).padStart(2, '0');
  const ownDate = ownWall?.date;
  // One announcement per minute: the text changes only when the minute does.
  const spoken = useMemo(
    () => (minute === null || !places ? '' : places.map((p) => `${wallTimeAt(p.zone, minute * MINUTE)?.time ?? ''} in ${placeName(p.zone, p.city)}`).join(', ')),
    [minute, places],
  );
  // What a cell shows: its value once the clocks show, "–" where a place's time cannot be read, "…" before.
  const shown = (value: ReactNode | undefined) => (ready ? (value ?? '–') : '…');
  return (
    <div data-testid="result" aria-busy={ready ? undefined : true} className="relative min-w-0">
      <p className="sr-only" aria-live="polite">
        {spoken}
      </p>
      {!ready && <p className="absolute text-muted-foreground">Reading your clock…</p>}
      <ScrollArea label="The time in each place">
        <table className={cn('w-full text-left text-sm tabular-nums', !ready && 'invisible')}>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-3">Place</th>
              <th scope="col" className="py-1 pr-3">Time</th>
              <th scope="col" className="py-1 pr-3">Date</th>
              <th scope="col" className="py-1 pr-3">UTC offset</th>
              <th scope="col" className="py-1 pr-3">From you</th>
              <th scope="col" className="py-1 pr-3">Daylight saving</th>
              <th scope="col" className="py-1 pr-3">Next clock change</th>
              {/* relative: the hidden heading stays inside the cell, not at the far edge of the scrolling frame */}
              <th scope="col" className="relative py-1">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ place, i, wall, diff }) => {
              const change = changes[i];
              return (
                <tr key={place ? placeKey(place) : ''} className="h-17 border-b last:border-0">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {place ? placeName(place.zone, place.city) : '…'}
                    {ready && place?.zone === own && i === 0 && ' (you)'}
                    <span className="block text-xs font-normal text-muted-foreground">{place?.zone ?? '…'}</span>
                  </th>
                  <td className="py-2 pr-3 text-lg font-semibold whitespace-nowrap">{shown(wall && `${wall.time}:${seconds}`)}</td>
                  <td className="py-2 pr-3">
                    <span className="whitespace-nowrap">{shown(wall && cellDay(wall))}</span>
                    {wall && ownDate && wall.date !== ownDate && (
                      <span className="block text-xs whitespace-nowrap text-muted-foreground">{wall.date > ownDate ? 'a day ahead of you' : 'a day behind you'}</span>
                    )}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{shown(wall?.offsetLabel)}</td>
                  <td className="min-w-32 py-2 pr-3">
                    {shown(wall && (diff === 0 ? 'Same time as you' : `${hoursAndMinutes(diff)} ${diff > 0 ? 'ahead' : 'behind'}`))}
                  </td>
                  <td className="py-2 pr-3">{shown(wall && (wall.isDst ? 'In effect' : 'Not in effect'))}</td>
                  {/* Squeezed, this cell and "From you" took a word a line and made every row several lines tall: each has a least width. */}
                  <td className="min-w-40 py-2 pr-3">
                    {shown(
                      change === undefined ? (
                        '…'
                      ) : change ? (
                        <>
                          <span className="block whitespace-nowrap">{formatLong(change.date)}: </span>
                          <span className="block text-xs text-muted-foreground">{changeText(change)}</span>
                        </>
                      ) : (
                        'None within a year'
                      ),
                    )}
                  </td>
                  <td className="py-2">
                    {(ready ? onRemove : rows.length > 1) && (
                      <Button
                        type="button"
                        variant="outline"
                        size="xs"
                        aria-label={place ? `Remove ${placeLabel(place.zone, place.city)}` : 'Remove'}
                        onClick={() => onRemove?.(i)}
                      >
                        Remove
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
    </div>
  );
}
