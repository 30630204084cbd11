import { use, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isoDateParts, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { type HolidayRow, holidayRows, isNationwide, nextHoliday, nextHolidayFrom } from '@/lib/date/holiday-table';
import { loadCountryHolidays, loadUsFederalRules } from '@/lib/date/place-data';
import type { CountryHolidays, DayKind } from '@/lib/date/place-holidays';
import { downloadText } from '@/kit/calculator/download';
import { grouped } from '@/kit/calculator/plural';
import { CalculatorHeading } from '@/kit/calculator/article-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { CheckboxField, YearField } from '@/kit/calculator/form-fields';
import { validateInScript } from '@/kit/calculator/form';
import { NotCalculated, Room } from '@/kit/calculator/result-card';
import { RefusedLinkNotes } from '@/kit/calculator/refused-link-keys';
import { Button } from '@/kit/calculator/ui/button';
import { useToday } from '@/kit/calculator/use-today';
import { readSearch } from '@/kit/url/canonical';
import type { PageDefinition } from '@/registry/types';
import { RelatedLinks } from '@/shell/related-links';
import { siteConfig } from '@/shell/site-config';
import { staticText } from '@/shell/static-island';
import { applyHead, headFor } from '@/shell/head';
import { usePageProps } from '@/shell/page-props-context';
import { cn } from '@/shell/utils';
import { ScrollArea } from '@/components/scroll-area';
import { countryPageHeading, slugOf, type HolidayCountry } from '@/special-days/country-holidays/holiday-country';
import { countryMeta, meta } from '@/special-days/country-holidays/country-holidays.meta';
import {
  canonicalCountrySearch,
  countryHolidaysParams,
  DEFAULT_KINDS,
  serializeCountryHolidays,
  YEAR_MESSAGE,
} from '@/special-days/country-holidays/country-holidays.params';
import { listText, whereLabel } from '@/special-days/country-holidays/list-text';
import { NameDetails, TableNotes, WeekendWorkdays, kindLabel } from '@/special-days/country-holidays/holiday-cells';
import { dayName } from '@/lib/date/day-name';
import { firstDayOfWeek } from '@/lib/date/first-day';
import { WEEKDAY_KEYS } from '@/kit/calculator/weekend-param';
import { DAY_KIND_TEXT } from '@/components/day-kinds';
import { PageCountry } from '@/special-days/country-holidays/page-country';

/**
 * A page per country (`/holidays/germany`, which `/holidays/de` redirects to): the year's holidays as a table
 * with the regions they apply to, the next one with the days until it, other years, regions and
 * kinds of day by the URL's `year`, `region` and `types`, a calendar file, and text and FAQ read
 * from the data. Its country is its props (the family's declaration, country-holidays.family.ts,
 * gives each member its own); the country's data (one small file) is read before the page
 * renders, so the prerendered page holds the table of the build's year.
 */
export default {
  meta,
  canonicalSearch: canonicalCountrySearch,
  Component: () => <CountryHolidaysPage country={usePageProps<HolidayCountry>()} />,
} satisfies PageDefinition;

/** The trail above the heading: Home › Holidays › the country. */
const TRAIL = [{ to: '/holidays', label: 'Holidays' }];

/** A country's page (the shell shows it only at a member's path, with its props). */
export function CountryHolidaysPage({ country }: { country: HolidayCountry }) {
  const { pathname } = useLocation();
  const today = useToday();
  const params = useCountryParams(today);
  const todayYear = today ? isoDateParts(today).year : null;
  // The link's year, else the visitor's; the build's year until the visitor's date is known.
  const year = params.year ?? todayYear ?? siteConfig.buildYear;
  // The title and description say the year shown (the shell's head, from the path, says the build's).
  useEffect(() => applyHead(headFor(countryMeta(country, year))), [country, year, pathname]);
  return (
    <PageCountry value={country}>
      <article data-kind="calculator">
        <CalculatorHeading
          heading={countryPageHeading(country.name, year)}
          lead={`Every public holiday in ${country.name}${country.regionCount > 0 ? ' and its regions' : ''}, any year, and the days until the next.`}
          breadcrumb={country.name}
          trail={TRAIL}
        />
        <CountryHolidays key={country.code} country={country} today={today} params={params} year={year} />
        <Text className="below-fold" />
        <div className="below-fold">
          <RelatedLinks paths={meta.related} />
        </div>
      </article>
    </PageCountry>
  );
}

/** The text below the table, read from the data (static text: no script on the first load). */
const Text = staticText(() => import('@/special-days/country-holidays/country-holidays.text').then((m) => m.CountryText));

/** The kinds in sentences and captions: "Public holidays", "Holidays of Catholic areas". */
const KIND_PLURALS: Partial<Record<DayKind, string>> = {
  public: 'Public holidays',
  bank: 'Bank holidays',
  half: 'Half days',
  optional: 'Optional holidays',
  government: 'Government holidays',
  school: 'School holidays',
  workday: 'Holidays worked',
  catholic: 'Holidays of Catholic areas',
  unofficial: 'Unofficial days',
};
const kindPlural = (kind: DayKind) => KIND_PLURALS[kind] ?? DAY_KIND_TEXT[kind].label.replace(/^Holiday of/, 'Holidays of');

/** The country's other kinds of day (more/<cc>.json), loaded when the table asks for them: null while not needed, loading or unavailable. */
function useMoreKinds(code: string, wanted: boolean): { data: CountryHolidays | null; state: 'idle' | 'loading' | 'failed' | 'ready' } {
  const [loaded, setLoaded] = useState<{ code: string; data: CountryHolidays | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!wanted || loaded?.code === code) return;
    let live = true;
    import('@/lib/date/place-more').then((m) => m.loadCountryMore(code)).then(
      (data) => live && setLoaded({ code, data, failed: false }),
      () => live && setLoaded({ code, data: null, failed: true }),
    );
    return () => void (live = false);
  }, [code, wanted, loaded]);
  if (!wanted) return { data: null, state: 'idle' };
  if (loaded?.code !== code) return { data: null, state: 'loading' };
  return { data: loaded.data, state: loaded.failed ? 'failed' : 'ready' };
}

/** The place's id in the working-day calendar's `holidays` key: `de`, `de-by`; the US federal calendar is `us`. */
const placeId = (country: HolidayCountry, region: string | null) => (region ? `${country.code}-${region}` : country.code);

/** The page's keys: the link's once the page has hydrated (the prerender and hydration read the defaults). */
function useCountryParams(today: IsoDate | null) {
  const { search } = useLocation();
  return useMemo(
    () => (today ? readSearch(new URLSearchParams(search), countryHolidaysParams) : { year: null, region: null, types: DEFAULT_KINDS }),
    [search, today],
  );
}

/**
 * The GET form's submit once the page runs: the year checked (an inline message, nothing sent),
 * then the fields' canonical query string as a new history entry.
 */
function useSubmitForm(todayYear: number | null) {
  const navigate = useNavigate();
  const [yearError, setYearError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string') fields.append(key, value);
    const year = fields.get('year')?.trim() ?? '';
    if (year !== '' && countryHolidaysParams.year.parse(year) === null) {
      setYearError(YEAR_MESSAGE);
      (event.currentTarget.elements.namedItem('year') as HTMLInputElement | null)?.focus();
      return;
    }
    setYearError(undefined);
    // The visitor's own year is the default: a shared link then keeps meaning "this year".
    if (year === String(todayYear)) fields.delete('year');
    navigate({ search: canonicalCountrySearch(fields.toString()) });
  };
  return { form: { method: 'get', ref: validateInScript, onSubmit }, yearError } as const;
}

function CountryHolidays({
  country,
  today,
  params,
  year,
}: {
  country: HolidayCountry;
  today: IsoDate | null;
  params: ReturnType<typeof useCountryParams>;
  year: number;
}) {
  // Read before the first render (prerender and hydration wait for it), so the table is in the HTML.
  const main = use(loadCountryHolidays(country.code))!;
  // The United States' nationwide days come from the site's own federal rules, loaded for that page only.
  const federal = country.code === 'us' ? use(loadUsFederalRules()) : undefined;
  const todayYear = today ? isoDateParts(today).year : null;
  const { form, yearError } = useSubmitForm(todayYear);
  const navigate = useNavigate();
  const unknownRegion = params.region !== null && !main.regions.includes(params.region) ? params.region : null;
  const region = unknownRegion ? null : params.region;
  const years = main.yearsOf(region);
  const types = params.types;
  const more = useMoreKinds(country.code, types.some((t) => main.moreKinds.includes(t)));
  const source = useMemo(() => ({ main, more: more.data, federal }), [main, more.data, federal]);
  const kinds = types.join();
  // Each year's table once for the shown place and kinds: the table and the next holiday share it.
  const rowsOfYear = useMemo(() => {
    const tables = new Map<number, HolidayRow[] | null>();
    return (y: number) => {
      if (!tables.has(y)) tables.set(y, holidayRows(source, region, y, kinds.split(',') as DayKind[]));
      return tables.get(y)!;
    };
  }, [source, region, kinds]);
  const rows = rowsOfYear(year);
  const place = region ? `${main.regionName(region)}, ${country.name}` : country.name;
  const current = year === (todayYear ?? siteConfig.buildYear);

  const yearLink = (y: number) => ({ search: serializeCountryHolidays({ year: y, region, types }) });
  const download = async () => {
    if (!rows || rows.length === 0) return;
    const { allDayEventsIcs } = await import('@/lib/date/icalendar');
    const dtstamp = new Date();
    const calendarName = `Holidays ${year}: ${place}`;
    const events = rows.map((row) => ({
      uid: `${placeId(country, region)}-${row.date}-${slugOf(row.name)}-${row.type}@datewise`,
      title: row.half ? `${dayName(row)} (half day)` : dayName(row),
      date: row.date,
      endDate: row.last,
      description: `${kindLabel(row)} in ${country.name}, ${whereLabel(row, main.regionName)}.`,
      dtstamp,
    }));
    downloadText(`holidays-${placeId(country, region)}-${year}.ics`, allDayEventsIcs(events, calendarName), 'text/calendar;charset=utf-8');
  };
  const downloadCsv = async () => {
    if (!rows || rows.length === 0) return;
    const { holidayCsv } = await import('@/special-days/country-holidays/holiday-csv');
    const csv = holidayCsv(rows, kindLabel, (row) => capitalized(whereLabel(row, main.regionName)), dayName);
    downloadText(`${country.slug}${region ? `-${region}` : ''}-holidays-${year}.csv`, csv, 'text/csv;charset=utf-8');
  };
  // The region list applies as it changes (the form's button sends it without JavaScript); it
  // follows the address, and stays the same element, so the keyboard's focus stays on it. It reads
  // the address itself: the page's params wait for the visitor's date, which may not be known yet.
  const onRegion = (value: string) => {
    const link = readSearch(new URLSearchParams(window.location.search), countryHolidaysParams);
    navigate({ search: serializeCountryHolidays({ ...link, region: value || null }) }, { replace: true, preventScrollReset: true });
  };

  return (
      <CalculatorCard title={`Holidays in ${country.name}`}>
        <NextHoliday rowsOfYear={rowsOfYear} whole={region === null} data={main} today={today} />
        <form {...form} className="mt-4 grid gap-3" data-print-hide>
          <div className="flex flex-wrap items-end gap-3">
            <YearField year={year} error={yearError} className="w-24" />
            {main.regions.length > 0 && (
              <div className="grid gap-2">
                <label htmlFor="holiday-region" className="text-sm font-medium">
                  Region
                </label>
                <select
                  id="holiday-region"
                  name="region"
                  value={region ?? ''}
                  onChange={(event) => onRegion(event.currentTarget.value)}
                  className="h-10 w-44 rounded-md border border-input bg-background px-3 text-sm sm:w-auto sm:max-w-72"
                >
                  <option value="">All of {country.name}</option>
                  {regionOptions(main).map((r) => (
                    <option key={r.code} value={r.code}>
                      {r.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
          {main.kinds.length > 1 && (
            <fieldset>
              <legend className="mb-1 text-sm font-medium">Kinds of day</legend>
              <div key={types.join()} className="flex flex-wrap gap-x-4 gap-y-2">
                {main.kinds.map((kind) => (
                  <CheckboxField key={kind} label={DAY_KIND_TEXT[kind].box} name="types" value={kind} unchecked={null} defaultChecked={types.includes(kind)} />
                ))}
              </div>
            </fieldset>
          )}
          <div>
            <Button type="submit">Show holidays</Button>
          </div>
        </form>

        <div role="status" aria-live="polite" className="mt-6">
          <RefusedLinkNotes
            parsers={countryHolidaysParams}
            known={today !== null}
            notes={{
              year: `The link’s year is not one from 1900 to 2100, so the table shows ${year}.`,
              region: `The link’s region is not a region code of ${country.name}, so the table shows the whole country.`,
              types: `The link’s kinds of day are not a list of the kinds the holiday data has (${listText(main.kinds.map((k) => k.replaceAll('_', ' ')))}), so the table shows public holidays.`,
            }}
          />
          {more.state === 'failed' && (
            <p className="mb-3 text-sm font-semibold text-warning-foreground">The other kinds of day could not be loaded; the table shows public holidays, bank holidays and half days.</p>
          )}
          {unknownRegion && (
            <p className="mb-3 text-sm font-semibold text-warning-foreground">
              {main.regions.length > 0
                ? `The holiday data has no region “${unknownRegion}” in ${country.name}, so the table shows the whole country.`
                : `The holiday data has no regions of ${country.name}, so the link’s region “${unknownRegion}” is left out and the table shows the whole country.`}
            </p>
          )}
        </div>

        <div data-testid="result" className="grid gap-4">
          {rows === null ? (
            <NotCalculated message={`Holidays of ${place} are known from ${years.from} to ${years.to}. Enter a year in that range.`} />
          ) : (
            <>
              <nav aria-label="Previous and next year" className="flex justify-between gap-2" data-print-hide>
                {year > years.from ? (
                  <Link to={yearLink(year - 1)} preventScrollReset className="underline underline-offset-4">
                    ← {year - 1}
                  </Link>
                ) : (
                  <span />
                )}
                {year < years.to && (
                  <Link to={yearLink(year + 1)} preventScrollReset className="underline underline-offset-4">
                    {year + 1} →
                  </Link>
                )}
              </nav>
              {rows.length > 0 ? (
                <ScrollArea label={`Holidays in ${place} ${year} table`} className="holiday-table-area">
                  <HolidayTable rows={rows} data={main} caption={`${listText(types.map(kindPlural))} in ${place}, ${year}`} today={current ? today : undefined} />
                </ScrollArea>
              ) : (
                <p>
                  The holiday data lists no {listText(types.map((t) => kindPlural(t).toLowerCase()))} in {place} in {year}.
                </p>
              )}
              <TableNotes rows={rows} />
              <WeekendWorkdays workdays={main.workdaysOfYear(year)} place={country.name} />
              <p className="text-sm text-muted-foreground">
                Holidays of {place} are known from {years.from} to {years.to}.
              </p>
              {country.code === 'us' && (
                <p className="text-sm text-muted-foreground">
                  Nationwide rows are the federal holidays under the law of {year}, each with its day off when the Friday/Monday rule (from 1971)
                  moves it. Rows naming states come from today’s state laws applied to every year, so for a year before a state made a day a
                  holiday they still list it.
                </p>
              )}
              <div className="flex flex-wrap items-center gap-3" data-print-hide>
                {rows.length > 0 && (
                  <>
                    <Button type="button" variant="outline" size="sm" onClick={download}>
                      Add to calendar
                    </Button>
                    <Button type="button" variant="outline" size="sm" onClick={downloadCsv}>
                      Download CSV
                    </Button>
                  </>
                )}
                <Link className="text-sm underline underline-offset-4" to={{ pathname: '/business-days-calculator', search: `?holidays=${placeId(country, region)}` }}>
                  Count business days in {place}
                </Link>
                <Link
                  className="text-sm underline underline-offset-4"
                  to={{ pathname: '/calendar-generator', search: calendarSearch(country.code, year, placeId(country, region)) }}
                >
                  Calendar of {year} with these holidays
                </Link>
              </div>
            </>
          )}
        </div>
      </CalculatorCard>
  );
}

/**
 * The calendar generator's address for the year's calendar with the place's holidays, its weeks
 * starting on the country's first day (CLDR; Sunday, the generator's default, is left out).
 */
function calendarSearch(country: string, year: number, holidays: string): string {
  const first = firstDayOfWeek(country);
  return `?view=year&month=${year}-01${first === 0 ? '' : `&weekStart=${WEEKDAY_KEYS[first]}`}&holidays=${holidays}`;
}

/**
 * The country's regions for the form's list, sorted by name without accents or case, once per
 * country. Not by `localeCompare`: the first collator the page builds loads the browser's
 * collation data, a long task on a phone (India's list made one at hydration).
 */
const regionOptions = (main: CountryHolidays) => {
  let options = regionLists.get(main);
  if (!options) {
    const key = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    options = main.regions
      .map((code) => ({ code, name: main.regionName(code), key: key(main.regionName(code)) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    regionLists.set(main, options);
  }
  return options;
};
const regionLists = new WeakMap<CountryHolidays, { code: string; name: string; key: string }[]>();

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The days until a date, as the table's last column says it. */
function untilText(days: number): string {
  return days === 0 ? 'Today' : days === 1 ? 'Tomorrow' : `In ${grouped(days)} days`;
}

/**
 * The year's table: one row per holiday, the long date in its first cell. `today` (the current
 * year only) adds the days until each holiday to come; `null` keeps that column's room until the
 * visitor's date is known. On a phone each row is stacked (`.holiday-table` in index.css): the
 * roles are set explicitly so the table stays a table for screen readers whatever its display.
 */
function HolidayTable({ rows, data, caption, today }: { rows: readonly HolidayRow[]; data: CountryHolidays; caption: string; today: IsoDate | null | undefined }) {
  const column = (name: string) => (
    <th scope="col" role="columnheader">
      {name}
    </th>
  );
  return (
    <table role="table" className="holiday-table w-full border-collapse text-sm">
      <caption className="pb-2 text-left text-lg font-semibold">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row" className="bg-muted text-left">
          {column('Date')}
          {column('Holiday')}
          {column('Type')}
          {column('Where')}
          {today !== undefined && column('Days until')}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => {
          const until = today ? nextHoliday([row], today) : null;
          return (
            <tr role="row" key={`${row.date}|${row.name}|${row.type}|${row.regions?.join() ?? ''}`}>
              <td role="cell" className="whitespace-nowrap">
                {formatLong(row.date)}
              </td>
              <th scope="row" role="rowheader" className="text-left font-medium">
                {dayName(row)}
                <NameDetails row={row} localLabel={data.lang} country={data.code} />
              </th>
              <td role="cell">{kindLabel(row)}</td>
              <td role="cell">{capitalized(whereLabel(row, data.regionName))}</td>
              {today !== undefined && (
                <td role="cell" className="whitespace-nowrap">
                  <Room longest="In 365 days">{today ? (until ? untilText(until.days) : '—') : ''}</Room>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The next holiday of the shown kinds and place, with the days until it, from the visitor's date
 * (this year's list, else next year's first), and where it applies. For the whole country, the
 * next one of the whole country (a region's own day only when the country has none). Blank,
 * keeping its room, until that date is known.
 */
function NextHoliday({
  rowsOfYear,
  whole,
  data,
  today,
}: {
  rowsOfYear: (year: number) => readonly HolidayRow[] | null;
  /** The table is the whole country's. */
  whole: boolean;
  data: CountryHolidays;
  today: IsoDate | null;
}) {
  const next = useMemo(
    () => today && ((whole && nextHolidayFrom((year) => rowsOfYear(year)?.filter(isNationwide) ?? null, today)) || nextHolidayFrom(rowsOfYear, today)),
    [rowsOfYear, whole, today],
  );
  // Full width, one line each: short labels, the name and the date on lines of their own, so
  // nothing is cut off and the box keeps its height when the visitor's date arrives.
  return (
    <div className={cn('rounded-lg border bg-background px-4 py-2', today && !next && 'hidden')} data-print-hide>
      <p className="flex items-baseline justify-between gap-3 text-sm text-muted-foreground">
        <span>Next holiday</span>
        <span className={cn('font-bold tabular-nums text-primary', !next && 'invisible')}>
          <span className="text-lg">{next?.days === 0 ? 'Today' : grouped(next?.days ?? 365)}</span>
          {next?.days !== 0 && <> {next?.days === 1 ? 'day' : 'days'}</>}
        </span>
      </p>
      <p className="font-semibold">{next ? dayName(next.row) : '\u00a0'}</p>
      <p className="text-sm text-muted-foreground">{next ? formatLong(next.row.date) : '\u00a0'}</p>
      <p className="truncate text-sm text-muted-foreground">{next ? capitalized(whereLabel(next.row, data.regionName)) : '\u00a0'}</p>
    </div>
  );
}
