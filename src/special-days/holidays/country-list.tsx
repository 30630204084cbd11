/**
 * The hub's list of every country's holiday page, A–Z: static text (`staticText`), prerendered
 * and kept as it is, so the 250 names cost no script on the first load. Each item carries what
 * the page's filter box matches (`data-match`: the name folded; `data-code`: the ISO code), so the
 * filter and the suggestion work on the list itself.
 */
import { Link } from 'react-router-dom';
import { HOLIDAY_COUNTRIES } from '@/special-days/country-holidays/countries';
import { foldAccents as fold } from '@/lib/text/fold';

/** The countries by the first letter of their name (accents dropped), A–Z. */
function byLetter() {
  const groups = new Map<string, typeof HOLIDAY_COUNTRIES>();
  for (const country of HOLIDAY_COUNTRIES) {
    const letter = fold(country.name).charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), country]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

export function CountryLinks() {
  return (
    <div className="grid gap-4">
      {byLetter().map(([letter, countries]) => (
        <div key={letter} data-letter="">
          <h3 className="text-sm font-semibold text-muted-foreground">{letter}</h3>
          <ul className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {countries.map((country) => (
              <li key={country.code} data-match={fold(country.name)} data-code={country.code}>
                <Link to={country.path} className="underline-offset-4 hover:underline">
                  {country.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
