import { startTransition, useDeferredValue, useId, useMemo, useState } from 'react';
import { HOLIDAY_CALENDARS, parsePlaceId } from '@/lib/date/work-calendar';
import type { PlaceCountry } from '@/lib/date/place-holidays';
import { Input } from '@/kit/calculator/ui/input';
import { Label } from '@/kit/calculator/ui/label';
import { foldAccents } from '@/lib/text/fold';

const folded = new Map<string, string>();

/** Lower case without accents, for matching what is typed against names (each name folded once: a keystroke matches some 600). */
function fold(text: string): string {
  let result = folded.get(text);
  if (result === undefined) folded.set(text, (result = foldAccents(text)));
  return result;
}

/**
 * The holiday calendar's place: one `<select name="holidays">` of the site's own calendars, the
 * regions of the chosen place's country (an optgroup at the top) and every country, so a plain
 * form submits it before JavaScript runs and the keyboard can use it as any select. Only one
 * country's regions are listed: all of them (hundreds of options) cost a slow phone a long task
 * to draw and style whenever the list appears (`npm run bench` measures the interactions). A region of another country is a second choice
 * once its country is chosen, or found at once with the filter box, which narrows the list to
 * the countries and regions (of any country) whose name or code holds what is typed; the chosen
 * place and its country stay. With the US federal calendar chosen, the US states are listed.
 */
export function PlacePicker({ places, value, onChange }: { places: readonly PlaceCountry[]; value: string; onChange: (holidays: string) => void }) {
  const id = useId();
  const [filter, setFilter] = useState('');
  // The list follows the typing in the background: a keystroke paints at once, and a quicker one interrupts the list's update.
  const query = fold(useDeferredValue(filter).trim());
  // The choice shows at once; the page's answer to it (its holidays loading, the result) follows
  // as a transition, so an arrow key through the list paints before the page has caught up.
  const [picked, setPicked] = useState(value);
  const [address, setAddress] = useState(value);
  if (value !== address) {
    setAddress(value);
    setPicked(value);
  }
  // The options change with the page's place and the filter, not with each key press on the list.
  const { options, count } = useMemo(() => listOf(places, value, query), [places, value, query]);
  return (
    <div className="grid min-w-0 gap-2 sm:max-w-md">
      <Label htmlFor={`${id}-place`}>Holidays</Label>
      <Input
        type="search"
        aria-label="Filter the places by name"
        aria-controls={`${id}-place`}
        placeholder="Filter: type a country or region"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className="h-9"
      />
      <select
        id={`${id}-place`}
        name="holidays"
        value={picked}
        onChange={(event) => {
          const next = event.target.value;
          setPicked(next);
          startTransition(() => onChange(next));
        }}
        aria-describedby={`${id}-count`}
        // Size containment: the list's width is the field's, not its longest option's. Otherwise
        // every change of the chosen option measured all of its options again (a long layout on
        // a slow phone, on each arrow key).
        className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm [contain:size]"
      >
        {options}
      </select>
      <p id={`${id}-count`} className="text-xs text-muted-foreground">
        {count}
      </p>
    </div>
  );
}

/** The select's options for the chosen place `value` and the folded filter `query`, and the line under the list. */
function listOf(places: readonly PlaceCountry[], value: string, query: string) {
  const matches = (...texts: string[]) => query === '' || texts.some((text) => fold(text).includes(query));
  const chosen = parsePlaceId(value)?.country;
  // The United States' national option is the site's own US federal calendar, listed first.
  const countries = places.filter(
    (country) => !Object.hasOwn(HOLIDAY_CALENDARS, country.code) && (country.code === chosen || matches(country.name, country.code)),
  );
  const regionGroups = places
    .map((country) => {
      const own = country.code === chosen && (query === '' || matches(country.name, country.code));
      const regions = country.regions.filter(
        (r) => own || value === `${country.code}-${r.code}` || (query !== '' && matches(r.name, `${country.code}-${r.code}`)),
      );
      return { country, regions };
    })
    .filter((group) => group.regions.length > 0);
  const chosenCountry = places.find((country) => country.code === chosen);
  const options = (
    <>
      {Object.entries(HOLIDAY_CALENDARS).map(([calendar, { label }]) => (
        <option key={calendar} value={calendar}>
          {label}
        </option>
      ))}
      {regionGroups.map(({ country, regions }) => (
        <optgroup key={country.code} label={`Regions of ${country.name}`}>
          {regions.map((region) => (
            <option key={region.code} value={`${country.code}-${region.code}`}>
              {region.name}
            </option>
          ))}
        </optgroup>
      ))}
      {countries.length > 0 && (
        <optgroup label="Countries">
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}, national
            </option>
          ))}
        </optgroup>
      )}
    </>
  );
  const count =
    query !== ''
      ? `${countries.length} of ${places.length} countries and ${regionGroups.reduce((n, g) => n + g.regions.length, 0)} regions match.`
      : chosenCountry && chosenCountry.regions.length > 0
        ? `${places.length} countries. ${chosenCountry.name}’s ${chosenCountry.regions.length} regions, each with its own holidays, are at the top of the list.`
        : `${places.length} countries. Choose one and its regions, where it has any, are listed at the top; or type a region’s name in the filter.`;
  return { options, count };
}
