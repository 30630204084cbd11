/**
 * The offer of the visitor's own working-day calendar (decisions §26): "Use Saudi Arabia’s weekend
 * and holidays?", from the region of the browser's language and the country of its time zone
 * (lib/visitor-country.ts), as one click that sets the keys as choosing the country by hand would.
 * Never applied by itself, and only on a page whose address sets none of the calendar's keys, so a
 * link gives everyone the same result. Loaded when the page is idle after hydration
 * (`CalendarOffer` in work-calendar-control.tsx), with the zones' countries and the place list;
 * fixed at the foot of the window, so its appearing moves nothing on the page.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { openedQuery } from '@/shell/opened-address';
import { Button } from '@/kit/calculator/ui/button';
import { serializeWeekend } from '@/kit/calculator/weekend-param';
import { countryTable, visitorCountries, type CountryLines } from '@/lib/visitor-country';
// A data file, not a module: fetched when the offer is looked for, as the holiday data is.
import countriesUrl from '@/data/visitor-countries.json?url';
import { defaultWeekend, type WorkCalendarParams } from '@/components/work-calendar-keys';
import { CALENDAR_KEY_DEFAULTS } from '@/components/work-calendar-values';

/** The keys of the working-day calendar, and the weekend's preset button (a plain form's shape): an address holding any of them has chosen its calendar. */
const CALENDAR_LINK_KEYS = [...Object.keys(CALENDAR_KEY_DEFAULTS), 'weekendPreset'];

/** Whether the address the page shows, or the one it was opened with, sets a key of the working-day calendar. */
function addressSetsCalendar(pathname: string, search: string): boolean {
  const queries = [new URLSearchParams(search), openedQuery(pathname, search)];
  return queries.some((query) => query !== null && CALENDAR_LINK_KEYS.some((key) => query.has(key)));
}

/** Names that English writes with “the” (the United States, the Philippines, the Cayman Islands). */
const WITH_THE = /^(United |Bahamas|Netherlands|Philippines|Gambia|Maldives|Comoros|Seychelles)|Islands$|Republic$/;

/** A country's name as a sentence writes it: “Saudi Arabia”, “the United States”. */
const countryInText = (name: string): string => `${WITH_THE.test(name) ? 'the ' : ''}${name}`;

/** A country's name as the owner of what follows: “Saudi Arabia’s”, “the United States’”. */
const possessive = (name: string): string => `${countryInText(name)}${name.endsWith('s') ? '’' : '’s'}`;

/** One country the visitor may mean: the keys that choose it and the button's text. */
interface Choice {
  patch: Pick<WorkCalendarParams, 'holidays' | 'weekend'>;
  label: string;
  name: string;
}

/**
 * The visitor's countries whose calendar differs from `params` (with its text: “Use Saudi Arabia’s
 * weekend and holidays”, “Use the United States’ holidays” where the weekend stays the same).
 */
async function choicesFor(params: WorkCalendarParams): Promise<Choice[]> {
  const response = await fetch(countriesUrl);
  if (!response.ok) return [];
  const table = countryTable((await response.json()) as CountryLines);
  const countries = visitorCountries(
    { languages: navigator.languages ?? [navigator.language], timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    table,
  );
  const weekendNow = serializeWeekend(params.weekend ?? defaultWeekend(params.holidays));
  return countries.flatMap((code) => {
    // A country's code is its calendar's id (`us`: the site's own US federal calendar).
    const holidays = code;
    const name = table.names.get(code) ?? code;
    const changes = [serializeWeekend(defaultWeekend(holidays)) !== weekendNow && 'weekend', holidays !== params.holidays && 'holidays'].filter(Boolean);
    return changes.length === 0 ? [] : [{ patch: { holidays, weekend: null }, label: `Use ${possessive(name)} ${changes.join(' and ')}`, name }];
  });
}

/** Whether the offer has been answered (applied or declined) in this visit: it is not made again. */
let answered = false;

export default function CalendarOfferPrompt({
  params,
  atDefaults,
  onApply,
}: {
  params: WorkCalendarParams;
  /** Whether the page wants the offer (it counts business days) and the calendar's values are its defaults (none set by the visitor or the link). */
  atDefaults: boolean;
  onApply: (patch: Pick<WorkCalendarParams, 'holidays' | 'weekend'>) => void;
}) {
  const { pathname, search } = useLocation();
  const open = atDefaults && !answered && !addressSetsCalendar(pathname, search);
  const [choices, setChoices] = useState<Choice[] | null>(null);
  // Found once, for the calendar the page opened with; an offer is made for the defaults only.
  const [first] = useState(params);
  useEffect(() => {
    if (!open) return;
    let live = true;
    void choicesFor(first).then((found) => live && setChoices(found), () => {});
    return () => {
      live = false;
    };
  }, [open, first]);
  // Once shown, the offer is answered when the calendar is chosen otherwise (by hand, by a link).
  useEffect(() => {
    if (!open && choices && choices.length > 0) answered = true;
  }, [open, choices]);
  // The live region is on the page empty first, so that a screen reader announces what comes into it.
  return (
    <div role="status" data-calendar-offer-status className="contents">
      {open && choices && choices.length > 0 && <Offer choices={choices} onApply={onApply} />}
    </div>
  );
}

function Offer({ choices, onApply }: { choices: Choice[]; onApply: (patch: Choice['patch']) => void }) {
  const [closed, setClosed] = useState(false);
  const close = (patch?: Choice['patch']) => {
    answered = true;
    // Focus left on a button that goes away goes to the page's main region, not to the document's start.
    if (document.activeElement?.closest('[data-calendar-offer]')) document.getElementById('main')?.focus({ preventScroll: true });
    if (patch) onApply(patch);
    setClosed(true);
  };
  if (closed) return null;
  const names = choices.map((c) => c.name);
  return (
    <section
      data-calendar-offer
      aria-label="Your working-day calendar"
      className="fixed inset-x-4 bottom-4 z-40 grid gap-2 rounded-lg border bg-background p-3 text-sm shadow-lg sm:left-auto sm:w-[26rem]"
    >
      <p className="font-medium">Counting working days in {names.map(countryInText).join(' or ')}?</p>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice, i) => (
          <Button
            key={choice.patch.holidays}
            type="button"
            size="sm"
            variant={i === 0 ? 'default' : 'outline'}
            className="h-auto min-h-9 py-1.5 text-left whitespace-normal"
            onClick={() => close(choice.patch)}
          >
            {choice.label}
          </Button>
        ))}
        <Button type="button" size="sm" variant="ghost" className="min-h-9" onClick={() => close()}>
          No thanks
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">From your browser’s language and time zone; a link without a calendar shows everyone the same.</p>
    </section>
  );
}
