import { lazy, Suspense, useId, useState } from 'react';
import { type Place, MAX_PLACES, placeKey, serializePlaces } from '@/components/place-list';
import { placeLabel } from '@/components/zone-param';

// The box that adds a place works only after hydration: its code loads then, not with the page.
const ZoneCombobox = lazy(() => import('@/components/zone-combobox').then((module) => ({ default: module.ZoneCombobox })));
import { InputField } from '@/kit/calculator/form-fields';
import { Input } from '@/kit/calculator/ui/input';
import { Button } from '@/kit/calculator/ui/button';
import { useHydrated } from '@/shell/use-hydrated';
import { cn } from '@/shell/utils';

/**
 * The `places` field of the meeting planner and the world clock. Before JavaScript it is a text
 * box of the GET form (zone ids or labels, comma-separated, each with an optional `~City`). Once
 * hydrated it is the list of places, each with a Remove button, and a box that adds a place found
 * by city, country, abbreviation or zone; the list is sent in a hidden `places` field. Its box
 * keeps the height of three places either way, so nothing below it moves when the page hydrates.
 * With `onAdd` it is only the box that adds a place (the page lists the places itself, and an
 * added place is committed at once through `onAdd`). The draft follows the committed places.
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

function Field({ places, min, error, onAdd, className = onAdd ? 'min-h-40' : 'min-h-72' }: FieldProps) {
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
  return (
    <fieldset className={cn('grid content-start gap-2', className)} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={cn('mb-2 text-sm font-medium', onAdd && 'sr-only')}>Places</legend>
      <input type="hidden" name="places" value={serializePlaces(draft)} />
      {!onAdd && (
        <ol className="grid gap-1">
          {draft.map((place, i) => (
            <li key={placeKey(place)} className="flex min-h-9 items-center justify-between gap-2 rounded-md border px-3 py-1 text-sm">
              <span className="min-w-0 truncate">
                <span className="font-medium">{i + 1}.</span> {placeLabel(place.zone, place.city)}
              </span>
              <Button
                type="button"
                variant="outline"
                size="xs"
                disabled={draft.length <= min}
                aria-label={`Remove ${placeLabel(place.zone, place.city)}`}
                onClick={() => setDraft((list) => list.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </li>
          ))}
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
          <Suspense fallback={<AddPlaceLoading />}>
            <ZoneCombobox
              label="Add a place"
              value={adding}
              onChange={(text) => setAdding(text)}
              onPick={(zone, city) => {
                setAdding('');
                const next = draft.some((p) => p.zone === zone && p.city === city) ? [...draft] : [...draft, { zone, city }];
                if (onAdd) onAdd(next);
                else setDraft(next);
              }}
              quickPicks={false}
              hintId={`${id}-hint`}
            />
          </Suspense>
        )}
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
          Type a city, a country, an abbreviation (CET, EST) or a zone, and pick it from the list. {min} to {MAX_PLACES}{' '}
          {onAdd ? 'places.' : 'places; the first one’s hours are the rows.'}
        </p>
      </div>
    </fieldset>
  );
}

/** What the Add a place box shows while its code loads: the same label and box, not yet usable. */
function AddPlaceLoading() {
  return (
    <div className="grid content-start gap-2">
      <div className="flex min-h-7 items-end text-sm font-medium leading-none">Add a place</div>
      <Input disabled aria-label="Add a place" placeholder="City, zone or abbreviation" />
    </div>
  );
}
