import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatYearMonth, shiftYearMonth, type YearMonth } from '@/lib/date/calendar-grid';
import { isoDateParts } from '@/lib/date/core/civil-date';
import { canonicalizer } from '@/kit/url/canonical';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useCommit } from '@/kit/url-state/use-commit';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { InputField, RadioGroupField } from '@/kit/calculator/form-fields';
import { RefusedLinkNotes } from '@/kit/calculator/refused-link-keys';
import { ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { Button } from '@/kit/calculator/ui/button';
import { Label } from '@/kit/calculator/ui/label';
import { DATE_LIST_NOTES, UnknownPlaceNote, useWorkCalendar, workCalendarControl } from '@/components/work-calendar-control';
import { workCalendarFormShape } from '@/components/work-calendar-keys';
import { CalendarOffer } from '@/components/calendar-offer-slot';
import { calendarKeysOf } from '@/components/work-calendar-values';
import { CALENDAR_DEFAULTS, calendarParams, serializeCalendar, type CalendarOptions } from '@/calculators/calendar-generator/calendar-generator.params';
import { workCalendarKeys } from '@/components/work-calendar-url-keys';
import { meta } from '@/calculators/calendar-generator/calendar-generator.meta';

/** The form's shapes of the working-day calendar's keys: the weekday boxes, a weekend preset, each own day's field. */
export const canonicalSearch = canonicalizer(calendarParams, workCalendarFormShape);

/** The calendar itself, loaded once one is asked for. */
const Calendar = lazy(() => import('@/calculators/calendar-generator/calendar-view').then((view) => ({ default: view.Calendar })));

/**
 * The names of the working-day calendar control's fields as a plain form submits them (a submit
 * with JavaScript takes their values from the control's state instead): the keys, the weekend presets'
 * button and the weekend as drawn (see `workCalendarFormShape`).
 */
const CALENDAR_FIELDS: readonly string[] = [...Object.keys(workCalendarKeys), 'weekendPreset', 'weekendShown'];

/** The working-day calendar's fields, prerendered at this page's defaults (US federal holidays marked). */
const CalendarControl = workCalendarControl(CALENDAR_DEFAULTS);

type Options = CalendarOptions;


const WEEK_STARTS = [
  { value: 'sun', label: 'Sunday' },
  { value: 'mon', label: 'Monday' },
  { value: 'sat', label: 'Saturday' },
  { value: 'fri', label: 'Friday' },
] as const;

export default calculatorPage({
  meta,
  heading: 'Calendar Generator',
  lead: 'Make a calendar of any month or year, with week numbers, the holidays of any country or region and your own days off, ready to print.',
  text: () => import('@/calculators/calendar-generator/calendar-generator.content'),
  canonicalSearch,
  Calculator: CalendarGenerator,
});

export function CalendarGenerator() {
  const { params, setParams, today } = useUrlParams(calendarParams);
  // The working-day calendar's control is controlled: its draft lives here until Generate, and a
  // new address (a submit, Back, a link) starts it again from the address.
  const committed = calendarKeysOf(params);
  const committedKey = JSON.stringify(committed);
  const [draft, setDraft] = useState({ of: committedKey, calendar: committed });
  const calendar = draft.of === committedKey ? draft.calendar : committed;
  // Opening the fold loads the control's fields before the visitor reaches them.
  const [opened, setOpened] = useState(false);
  const { form, errors, failure } = useCommit({
    parsers: calendarParams,
    canonical: canonicalSearch,
    messages: { month: 'Enter a month as yyyy-mm (for example 2026-03), from 0001-01 to 9999-12.' },
    required: ['month'],
    // The control's state, not its fields: until its module has loaded they are the prerendered defaults.
    prepare: (fields) => {
      for (const key of CALENDAR_FIELDS) fields.delete(key);
      for (const [key, value] of new URLSearchParams(serializeCalendar(calendar))) fields.set(key, value);
    },
  });

  const generated = serializeCalendar(params) !== '';
  // Until a calendar is asked for, its holidays are not needed: the page's first visit loads none.
  // A place the data does not know marks no holidays; the address says so with `holidays=none`
  // (without the key this page would mark US federal holidays), so the link keeps what is shown.
  const marked = useWorkCalendar(generated ? params : { ...params, holidays: 'none' }, setParams);
  const options: Options = generated ? marked.params : params;

  const current = today && { year: isoDateParts(today).year, month: isoDateParts(today).month };
  const shown = params.month ?? current;
  // A place whose data has not loaded yet has no calendar yet: the result waits as before hydration.
  const waiting = !shown || marked.loading;
  const step = params.view === 'year' ? 12 : 1;
  const unit = params.view === 'year' ? 'year' : 'month';

  return (
    <CalculatorCard title="Make a calendar">
      <form {...form} className="grid gap-5">
        <div data-print-hide className="grid gap-5 sm:grid-cols-2">
          <InputField
            label="Month"
            name="month"
            type="month"
            min="0001-01"
            max="9999-12"
            placeholder="yyyy-mm"
            defaultValue={shown ? formatYearMonth(shown) : ''}
            error={errors.month}
          />
          <div className="grid content-start gap-2">
            <Label htmlFor="calendar-view">Show</Label>
            <select
              key={params.view}
              id="calendar-view"
              name="view"
              defaultValue={params.view}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            >
              <option value="month">One month</option>
              <option value="year">The whole year</option>
            </select>
          </div>
          <RadioGroupField
            key={params.weekStart}
            legend="Week starts on"
            name="weekStart"
            options={WEEK_STARTS}
            defaultValue={params.weekStart}
          />
        </div>
        <div data-print-hide className="flex flex-wrap items-center gap-2">
          <Button type="submit">Generate</Button>
          {generated && !failure && (
            <Button type="button" variant="outline" onClick={() => window.print()} className={today ? undefined : 'invisible'}>
              Print
            </Button>
          )}
        </div>
        {/* Folded, so that on a phone the month, the view and Generate fit the first screen; after Generate, so that
            Enter in a field submits with Generate, not with the first weekend preset (the form's first submit button). */}
        <details data-print-hide className="rounded-md border" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium">Holidays, weekend and your own days</summary>
          <div className="border-t p-3">
            <CalendarControl
              params={calendar}
              onChange={(patch) => setDraft({ of: committedKey, calendar: { ...calendar, ...patch } })}
              awake={opened}
            />
          </div>
        </details>
        {/* Applied, the offer marks the place's holidays at once: the address then holds them, and the calendar is drawn. */}
        <CalendarOffer params={calendar} defaults={CALENDAR_DEFAULTS} onApply={(patch) => void setParams(patch)} />
        <ResultCard busy={waiting} failure={failure} className="max-sm:px-2">
          <RefusedLinkNotes parsers={calendarParams} known={today !== null} notes={DATE_LIST_NOTES} />
          <UnknownPlaceNote place={marked.unknownPlace} verb="marked" choose="under “Holidays, weekend and your own days”" />
          {waiting ? (
            <ResultPending />
          ) : generated ? (
            <>
              <nav data-print-hide aria-label={`Previous and next ${unit}`} className="mb-3 flex justify-between gap-2">
                <MoveLink to={shiftYearMonth(shown, -step)} options={options}>
                  ← Previous {unit}
                </MoveLink>
                <MoveLink to={shiftYearMonth(shown, step)} options={options}>
                  Next {unit} →
                </MoveLink>
              </nav>
              <Suspense fallback={<ResultPending />}>
                <Calendar shown={shown} options={options} today={today} name={marked.name} />
              </Suspense>
            </>
          ) : (
            <p className="text-muted-foreground">Choose a month and press Generate.</p>
          )}
        </ResultCard>
      </form>
    </CalculatorCard>
  );
}

function MoveLink({ to, options, children }: { to: YearMonth | null; options: Options; children: ReactNode }) {
  if (!to) return <span />;
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={{ search: serializeCalendar({ ...options, month: to }) }} preventScrollReset>
        {children}
      </Link>
    </Button>
  );
}
