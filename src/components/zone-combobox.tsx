import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { QUICK_ZONES, formatOffset, zoneCity, zoneOffsetMs } from '@/lib/date/time-zones';
import { quickPickNames } from '@/lib/date/quick-picks';
import { ScrollArea } from '@/components/scroll-area';
import type { PlaceMatch } from '@/lib/date/city-search';
import { Input } from '@/kit/calculator/ui/input';
import { Label } from '@/kit/calculator/ui/label';
import { Button } from '@/kit/calculator/ui/button';
import { useHydrated } from '@/shell/use-hydrated';
import { cn } from '@/shell/utils';

type Directory = { search: (query: string) => PlaceMatch[] };

let directory: Promise<Directory> | null = null;

/** The zones and the cities (src/data/cities.json), loaded and built once, when a zone box is first used. */
function loadDirectory(): Promise<Directory> {
  directory ??= Promise.all([import('@/lib/date/city-search'), import('@/data/cities.json')]).then(async ([{ placeIndex, searchPlaces }, data]) => {
    const places = await placeIndex(data.default, Date.now());
    return { search: (query: string) => searchPlaces(places, query) };
  });
  directory.catch(() => (directory = null));
  return directory;
}

/** A zone's offset now, for the list ("UTC+09:00"). */
const offsetNow = (zone: string) => formatOffset(zoneOffsetMs(zone, Date.now()) / 60_000);

/**
 * A time zone field: a text box named after its URL key that accepts a zone id or a quick-pick
 * label as typed (so it works before JavaScript), which then becomes an ARIA 1.2 combobox
 * listing matching places: cities (with their country and zone), zones by id or abbreviation,
 * with the eight quick picks below it. With `cityKey`, a chosen city is kept: the box shows its
 * name and the form sends the zone under `name` and the city under `cityKey` (hidden fields).
 */
export function ZoneCombobox({
  label,
  name,
  value,
  city = null,
  cityKey,
  onChange,
  onPick,
  quickPicks = true,
  error,
  hintId,
  aside,
  autoFocus = false,
  instant,
}: {
  label: string;
  /** The field's URL key; none for a box that only picks (an "Add a place" box). */
  name?: string;
  value: string;
  /** The chosen city of the zone `value`, shown in the box (with `cityKey`). */
  city?: string | null;
  cityKey?: string;
  onChange: (zone: string, city: string | null) => void;
  /** Called when a place is chosen from the list or the quick picks (not while typing). */
  onPick?: (zone: string, city: string | null) => void;
  quickPicks?: boolean;
  error?: string;
  /** The id of the hint that says what can be typed (shared by both zone boxes). */
  hintId: string;
  /** Shown at the end of the label's line (the swap button). */
  aside?: ReactNode;
  /** Takes the focus when it appears, listing the matches of its text: it replaces a plain box the visitor is in. */
  autoFocus?: boolean;
  /** The moment whose abbreviations the quick picks show ("New York (EDT)" in summer); default now. */
  instant?: number;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const hydrated = useHydrated();
  const [zones, setZones] = useState<Directory | null>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  // One pass over the cities per query, not per render (moving through the list renders too), and
  // after the keystroke has painted: the list follows the typed text a moment later on a slow phone.
  const listQuery = useDeferredValue(query);
  const options = useMemo(() => (open && zones ? zones.search(listQuery) : []), [open, zones, listQuery]);
  const keepsCity = hydrated && cityKey !== undefined;
  // Named once hydrated (the picks are hidden until then): the prerendered page's date is not the visitor's.
  const pickNames = useMemo(
    () => (hydrated && quickPicks ? quickPickNames(instant ?? Date.now()) : QUICK_ZONES.map((zone) => ({ text: zoneCity(zone.id), long: '' }))),
    [hydrated, quickPicks, instant],
  );
  const expanded = open && (zones === null || options.length > 0 || query !== '');

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const show = (text: string) => {
    setQuery(text);
    setActive(0);
    setOpen(true);
    if (!zones) void loadDirectory().then(setZones);
  };

  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    if (input.value) show(input.value);
    // Only as it appears: the visitor was in the plain box it replaces, and goes on where they were.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (zone: string, chosenCity: string | null = null) => {
    onChange(zone, keepsCity || onPick ? chosenCity : null);
    onPick?.(zone, chosenCity);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show(value);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(options.length - 1, 0)));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active].zone, options[active].city);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const describedBy = [hintId, keepsCity && city && `${id}-zone`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="grid content-start gap-2">
      <div className="flex min-h-7 items-end justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      <div className="relative">
        <Input
          ref={inputRef}
          id={id}
          name={keepsCity ? undefined : name}
          value={keepsCity && city ? city : value}
          autoComplete="off"
          spellCheck={false}
          placeholder={hydrated ? 'City, zone or abbreviation' : 'Your time zone'}
          maxLength={64}
          role={hydrated ? 'combobox' : undefined}
          aria-autocomplete={hydrated ? 'list' : undefined}
          aria-expanded={hydrated ? expanded : undefined}
          aria-controls={hydrated ? listId : undefined}
          aria-activedescendant={expanded && options[active] ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            onChange(event.target.value, null);
            show(event.target.value);
          }}
          onFocus={() => void loadDirectory().then(setZones)}
          onClick={() => show('')}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {keepsCity && <input type="hidden" name={name} value={value} />}
        {keepsCity && city && <input type="hidden" name={cityKey} value={city} />}
        {hydrated && (
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={`${label}: matching places`}
            hidden={!expanded}
            className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border bg-card p-1 text-sm shadow-lg"
          >
            {zones === null ? (
              <li role="option" aria-selected={false} aria-disabled className="px-3 py-2 text-muted-foreground">
                Loading places…
              </li>
            ) : options.length === 0 ? (
              <li role="option" aria-selected={false} aria-disabled className="px-3 py-2 text-muted-foreground">
                No city or time zone matches “{listQuery}”.
              </li>
            ) : (
              options.map((place, i) => (
                <li
                  key={`${place.zone}~${place.city ?? ''}~${place.detail}`}
                  id={`${id}-opt-${i}`}
                  data-index={i}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(place.zone, place.city)}
                  onMouseMove={() => setActive(i)}
                  className={cn('cursor-pointer rounded px-3 py-2', i === active && 'bg-accent text-accent-foreground')}
                >
                  {place.city ? (
                    <>
                      <span className="font-medium">{place.city}</span>, {place.detail}{' '}
                      <span className="text-muted-foreground">
                        · {place.zone} · {offsetNow(place.zone)} now
                      </span>
                    </>
                  ) : (
                    <>
                      <span className="font-medium">{place.zone}</span>{' '}
                      <span className="text-muted-foreground">
                        {offsetNow(place.zone)} now{place.detail && ` · ${place.detail}`}
                      </span>
                    </>
                  )}
                </li>
              ))
            )}
          </ul>
        )}
      </div>
      {keepsCity && city && (
        <p id={`${id}-zone`} className="text-xs text-muted-foreground">
          Time zone: {value}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-warning-foreground">
          {error}
        </p>
      )}
      {quickPicks && (
        // One row, scrolled sideways with the site's cue where it is wider than the field: the picks'
        // names change once the date is known, and a row that wrapped would then move what is below.
        <ScrollArea label={`Quick picks for ${label.toLowerCase()}, scrolls sideways`} className={cn(!hydrated && 'invisible')}>
        <div role="group" aria-label={`Quick picks for ${label.toLowerCase()}`} className="flex w-max gap-1 pb-1">
          {QUICK_ZONES.map((zone, i) => {
            const shown = pickNames[i]!;
            return (
              <Button
                key={zone.label}
                type="button"
                variant={value === zone.id ? 'default' : 'outline'}
                size="xs"
                className="shrink-0"
                aria-label={shown.long && !shown.text.includes(shown.long) ? `${shown.text}: ${shown.long}` : undefined}
                aria-pressed={value === zone.id}
                onClick={() => choose(zone.id)}
              >
                {shown.text}
              </Button>
            );
          })}
        </div>
        </ScrollArea>
      )}
    </div>
  );
}
