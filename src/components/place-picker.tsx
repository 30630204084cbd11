import { useId, useState } from 'react';
import { HOLIDAY_CALENDARS } from '@/lib/date/work-calendar';
import type { PlaceCountry } from '@/lib/date/place-holidays';
import { Input } from '@/kit/calculator/ui/input';
import { Label } from '@/kit/calculator/ui/label';


/** Lower case without accents, for matching what is typed against names. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The holiday calendar's place: one `<select name="holidays">` of the site's own calendars and
 * every country with its regions (an optgroup a country: "Germany, national", then its states), so a plain form submits it before
 * JavaScript runs and the keyboard can use it as any select. Once live, a filter box narrows the
 * list to the countries and regions whose name or code holds what is typed (the chosen one stays).
 */
export function PlacePicker({ places, value, onChange }: { places: readonly PlaceCountry[]; value: string; onChange: (holidays: string) => void }) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const query = fold(filter.trim());
  const matches = (...texts: string[]) => query === '' || texts.some((text) => fold(text).includes(query));
  const shown = places
    .map((country) => {
      const countryMatches = matches(country.name, country.code);
      const regions = country.regions.filter((r) => countryMatches || matches(r.name, `${country.code}-${r.code}`) || value === `${country.code}-${r.code}`);
      return { country, regions, all: countryMatches || value === country.code || regions.length > 0 };
    })
    .filter((entry) => entry.all);
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
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-count`}
        className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm"
      >
        {Object.entries(HOLIDAY_CALENDARS).map(([calendar, { label }]) => (
          <option key={calendar} value={calendar}>
            {label}
          </option>
        ))}
        {shown.map(({ country, regions }) => (
          <optgroup key={country.code} label={country.name}>
            <option value={country.code}>{country.name}, national</option>
            {regions.map((region) => (
              <option key={region.code} value={`${country.code}-${region.code}`}>
                {region.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id={`${id}-count`} className="text-xs text-muted-foreground">
        {query === '' ? `${places.length} countries and their regions.` : `${shown.length} of ${places.length} countries match.`}
      </p>
    </div>
  );
}
