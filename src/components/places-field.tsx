import { lazy, startTransition, Suspense, useId, useState } from 'react';
import { MAX_PLACES, placeKey } from '@/components/place-list';
import { type Place, serializePlaces } from '@/components/place-text';
import { placeLabel, placeName } from '@/components/zone-param';
import { InputField } from '@/kit/calculator/form-fields';
import { Input } from '@/kit/calculator/ui/input';
import { Label } from '@/kit/calculator/ui/label';
import { Button } from '@/kit/calculator/ui/button';
import { useHydrated } from '@/shell/use-hydrated';
import { cn } from '@/shell/utils';

/**
 * The `places` field of the meeting planner and the world clock. Before JavaScript it is a text
 * box of the GET form (zone ids or labels, comma-separated, each with an optional `~City`). Once
 * hydrated it is the list of places, each with buttons that move it up or down the list (the first
 * place's hours are the meeting planner's rows) and remove it, and a box that adds a place found
 * by city, country, abbreviation or zone; the list is sent in a hidden `places` field. Its box
 * keeps the height of three places either way, so nothing below it moves when the page hydrates.
 * With `onAdd` it is only the box that adds a place (the page lists the places itself, and an
 * added place is committed at once through `onAdd`), and its height is the taller of the plain
 * box's and the searchable one's (with their hints) at any width, no more. The draft follows the
 * committed places.
 */
export function PlacesField({ places, ...props }: Omit<FieldProps, 'places'> & { places: readonly Place[] | null }) {
  // Drawn anew once, when the places become known (null until the visitor's date is): its list then
  // appears whole and nothing in it moves. Kept after that.
  return <Field key={places ? 'known' : 'pending'} places={places ?? []} {...props} />;
}

interface FieldProps {
  /** The committed places (the draft starts from them, and again whenever they change). */
  places: readonly Place[];
  min: number;
  error?: string;
  onAdd?: (places: Place[]) => void;
  className?: string;
}

function Field({ places, min, error, onAdd, className = onAdd ? 'min-h-30' : 'min-h-72' }: FieldProps) {
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<readonly Place[]>(places);
  // The draft starts again from the committed places when they change (a submit, Back, a link), in
  // this render: the field is not drawn anew, so after a submit only what changed is redrawn.
  const committed = serializePlaces(places);
  const [draftOf, setDraftOf] = useState(committed);
  if (draftOf !== committed) {
    setDraftOf(committed);
    setDraft(places);
  }
  const [adding, setAdding] = useState('');
  const id = useId();
  if (!hydrated) {
    return (
      <div className={className}>
        <InputField
          label="Places"
          name="places"
          defaultValue={serializePlaces(places)}
          error={error}
          autoComplete="off"
          spellCheck={false}
          placeholder="America/New_York, Europe/London, Asia/Tokyo"
          hint={`Time zones such as Europe/Paris or EST, separated by commas (${min} to ${MAX_PLACES}); a city can follow its zone after ~, as in America/New_York~Boston.`}
        />
      </div>
    );
  }
  const full = draft.length >= MAX_PLACES;
  /** Moves the place at `i` by `by` rows; the focus follows it (to the other arrow where it can go no further). */
  const move = (i: number, by: -1 | 1) => {
    setDraft((list) => {
      const next = [...list];
      next.splice(i + by, 0, ...next.splice(i, 1));
      return next;
    });
    const [ahead, back] = by < 0 ? ['up', 'down'] : ['down', 'up'];
    requestAnimationFrame(() => {
      const button = document.getElementById(`${id}-${i + by}-${ahead}`) as HTMLButtonElement | null;
      (button && !button.disabled ? button : document.getElementById(`${id}-${i + by}-${back}`))?.focus();
    });
  };
  return (
    // min-w-0 and one column of minmax(0, 1fr): a fieldset and its grid track are as wide as their content by default, which
    // pushed the list past a phone's edge.
    <fieldset className={cn('grid min-w-0 grid-cols-1 content-start gap-2', className)} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={cn('mb-2 text-sm font-medium', onAdd && 'sr-only')}>Places</legend>
      <input type="hidden" name="places" value={serializePlaces(draft)} />
      {!onAdd && (
        <ol className="grid gap-1">
          {draft.map((place, i) => {
            const label = placeLabel(place.zone, place.city);
            return (
              <li key={placeKey(place)} className="flex min-h-9 min-w-0 items-center gap-1 rounded-md border pr-1 pl-3 text-sm leading-4">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">
                    {i + 1}. {placeName(place.zone, place.city)}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">{place.zone}</span>
                </span>
                <Button id={`${id}-${i}-up`} type="button" variant="outline" size="xs" disabled={i === 0} aria-label={`Move ${label} up`} onClick={() => move(i, -1)}>
                  ↑
                </Button>
                <Button
                  id={`${id}-${i}-down`}
                  type="button"
                  variant="outline"
                  size="xs"
                  disabled={i === draft.length - 1}
                  aria-label={`Move ${label} down`}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="xs"
                  disabled={draft.length <= min}
                  aria-label={`Remove ${label}`}
                  onClick={() => setDraft((list) => list.filter((_, j) => j !== i))}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-warning-foreground">
          {error}
        </p>
      )}
      <div className="mt-1">
        {full ? (
          <p className="text-sm text-muted-foreground">The list holds {MAX_PLACES} places, the most it can: remove one to add another.</p>
        ) : (
          <AddPlace
            value={adding}
            onChange={setAdding}
            onPick={(zone, city) => {
              setAdding('');
              const next = draft.some((p) => p.zone === zone && p.city === city) ? [...draft] : [...draft, { zone, city }];
              if (onAdd) onAdd(next);
              else setDraft(next);
            }}
            hintId={`${id}-hint`}
          />
        )}
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
          Type a city, a country, an abbreviation (CET, EST) or a zone, and pick it from the list. {min} to {MAX_PLACES}{' '}
          {onAdd ? 'places.' : 'places; the first one’s hours are the rows.'}
        </p>
      </div>
    </fieldset>
  );
}

// The searchable box's code (and the city list it loads on focus) is not part of the page's first
// load: it loads when the visitor reaches for the box (what it weighs: `npm run bench`).
const ZoneCombobox = lazy(() => import('@/components/zone-combobox').then((module) => ({ default: module.ZoneCombobox })));

/**
 * The Add a place box: a plain text box until the visitor reaches for it (a pointer over it, a
 * touch, focus), then the searchable box, which takes over the text typed so far and the focus.
 * The plain box stays until that code has come (a transition), so nothing typed is lost.
 */
function AddPlace({ value, onChange, onPick, hintId }: { value: string; onChange: (text: string) => void; onPick: (zone: string, city: string | null) => void; hintId: string }) {
  const [reached, setReached] = useState(false);
  const [focused, setFocused] = useState(false);
  const id = useId();
  const reach = () => startTransition(() => setReached(true));
  const plain = (
    <div className="grid content-start gap-2">
      <div className="flex min-h-7 items-end">
        <Label htmlFor={id}>Add a place</Label>
      </div>
      <Input
        id={id}
        value={value}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        placeholder="City, zone or abbreviation"
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
    </div>
  );
  return (
    <div onPointerEnter={reach} onTouchStart={reach} onFocus={reach}>
      <Suspense fallback={plain}>
        {reached ? (
          <ZoneCombobox label="Add a place" value={value} onChange={onChange} onPick={onPick} quickPicks={false} hintId={hintId} autoFocus={focused} />
        ) : (
          plain
        )}
      </Suspense>
    </div>
  );
}
