import { Link } from 'react-router-dom';
import { isoDateParts, MAX_YEAR, MIN_YEAR } from '@/lib/date/core/civil-date';
import { formatLong, LONGEST_LONG_DATE } from '@/lib/date/core/format';
import { FEDERAL_HOLIDAYS_FROM, holidayList, HOLIDAY_LIST, newYearDayOffInYearBefore, OBSERVED_RULE_FROM, usFederalHolidays } from '@/lib/date/holidays';
import { allDayEventsIcs } from '@/lib/date/icalendar';
import { downloadText } from '@/kit/calculator/download';
import { grouped, plural } from '@/kit/calculator/plural';
import { canonicalizer } from '@/kit/url/canonical';
import { siteConfig } from '@/shell/site-config';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useCommit } from '@/kit/url-state/use-commit';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { YearField } from '@/kit/calculator/form-fields';
import { NotCalculated, Room } from '@/kit/calculator/result-card';
import { UsHolidayTable } from '@/components/us-holiday-table';
import { Button } from '@/kit/calculator/ui/button';
import { cn } from '@/shell/utils';
import { holidaysParams, serializeHolidays } from '@/special-days/holidays/holidays.params';
import { meta } from '@/special-days/holidays/holidays.meta';
import { ScrollArea } from '@/components/scroll-area';
import { CountryFilter } from '@/special-days/holidays/country-filter';

const canonicalSearch = canonicalizer(holidaysParams);

export default calculatorPage({
  meta,
  heading: 'Holiday Calculator',
  lead: 'Days until the next holidays, the US federal holidays of any year with their days off, and the public holidays of every country.',
  text: () => import('@/special-days/holidays/holidays.content'),
  canonicalSearch,
  Calculator: Holidays,
});

export function Holidays() {
  const { params, today } = useUrlParams(holidaysParams);
  const { form, errors, failure } = useCommit({
    parsers: holidaysParams,
    canonical: canonicalSearch,
    messages: { year: `Enter a whole year from ${MIN_YEAR} to ${MAX_YEAR}.` },
    required: ['year'],
  });
  // The table's year: the link's, else the visitor's; the build's year is only an invisible stand-in.
  const year = params.year ?? (today ? isoDateParts(today).year : null);

  return (
    <>
    <CalculatorCard title="Holidays">
      <div data-testid="result" className="grid gap-8">
        <section aria-labelledby="upcoming-holidays">
          <h3 id="upcoming-holidays" className="text-lg font-semibold">
            Days until the next holidays
          </h3>
          <div role="status" aria-live="polite" aria-busy={!today || undefined}>
            <ol className="mt-3 grid gap-2 sm:grid-cols-2">
              {/* Keyed by place, not by holiday: sorting then changes the rows' text, it moves no box. */}
              {today
                ? holidayList(today).map((holiday, i) => (
                    <HolidayRow key={i} name={holiday.name} date={formatLong(holiday.date)} days={holiday.daysUntil} />
                  ))
                : HOLIDAY_LIST.map((holiday, i) => <HolidayRow key={i} name={holiday.name} />)}
            </ol>
          </div>
        </section>

        <section aria-labelledby="federal-holidays">
          <h3 id="federal-holidays" className="text-lg font-semibold">
            US federal holidays by year
          </h3>
          <form {...form} className="mt-3 flex flex-wrap items-end gap-3">
            <YearField year={year} error={errors.year} className="w-40" />
            <Button type="submit">Show holidays</Button>
          </form>
          <div role="status" aria-live="polite" aria-busy={year === null || undefined} className="mt-4">
            {failure ? <NotCalculated message={failure} /> : <FederalYear year={year ?? siteConfig.buildYear} known={year !== null} />}
          </div>
        </section>
      </div>
    </CalculatorCard>
    <CountryFilter />
    </>
  );
}

/** The longest of the six holidays' names, whose room every row's name keeps. */
const LONGEST_NAME = HOLIDAY_LIST.map((holiday) => holiday.name).reduce((a, b) => (b.length > a.length ? b : a));

/** One of the six holidays: its next date and the days until it; blank stand-ins before the date is known. */
function HolidayRow({ name, date, days }: { name: string; date?: string; days?: number }) {
  const known = date !== undefined && days !== undefined;
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border bg-background p-3">
      <span>
        {/* The name and the date each keep the room of the longest one (data-longest), and the
            count has a fixed width, so a row's height depends on the screen's width alone: it
            stays when the dates arrive and when the holidays change places. */}
        <Room longest={LONGEST_NAME} className="font-semibold">
          {name}
        </Room>
        <Room longest={LONGEST_LONG_DATE} className="text-sm text-muted-foreground">
          {date}
        </Room>
      </span>
      <span className={cn('w-24 shrink-0 text-right text-2xl font-bold tabular-nums text-primary', !known && 'invisible')}>
        {days === 0 ? 'Today!' : grouped(days ?? 365)}
        {days !== 0 && <span className="block text-sm font-normal text-muted-foreground">{days === 1 ? 'day' : 'days'}</span>}
      </span>
    </li>
  );
}

/** The federal holiday table of `year`, with the neighbouring years and the year's calendar file. */
function FederalYear({ year, known }: { year: number; known: boolean }) {
  const yearLink = (y: number) => ({ search: serializeHolidays({ year: y }) });
  const download = () => {
    const dtstamp = new Date();
    const events = usFederalHolidays(year).map((holiday) => ({
      uid: `us-federal-${holiday.id}-${year}@datewise`,
      title: holiday.observed === holiday.date ? holiday.name : `${holiday.name} (observed)`,
      date: holiday.observed,
      description: `US federal holiday. Legal date: ${formatLong(holiday.date)}. Day off: ${formatLong(holiday.observed)}.`,
      dtstamp,
    }));
    downloadText(`us-federal-holidays-${year}.ics`, allDayEventsIcs(events), 'text/calendar;charset=utf-8');
  };
  const holidays = usFederalHolidays(year).length;
  return (
    <div className={cn('grid gap-4', !known && 'invisible')}>
      <nav aria-label="Previous and next year" className="flex justify-between gap-2">
        {year > MIN_YEAR ? (
          <Link to={yearLink(year - 1)} preventScrollReset className="underline underline-offset-4">
            ← {year - 1}
          </Link>
        ) : (
          <span />
        )}
        {year < MAX_YEAR && (
          <Link to={yearLink(year + 1)} preventScrollReset className="underline underline-offset-4">
            {year + 1} →
          </Link>
        )}
      </nav>
      {holidays > 0 && (
        <ScrollArea label={`US federal holidays ${year} table`}>
          <UsHolidayTable year={year} />
        </ScrollArea>
      )}
      <div className="grid gap-2 text-sm text-muted-foreground">
        <FederalTableNotes year={year} count={holidays} />
      </div>
      {holidays > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" size="sm" onClick={download}>
            Add to calendar
          </Button>
          <span className="text-sm text-muted-foreground">
            {plural(holidays, 'holiday')} on their days off, as one .ics file
          </span>
        </div>
      )}
    </div>
  );
}

/** Two or three short notes shown under the federal holiday table of `year`, which lists `count` holidays. */
function FederalTableNotes({ year, count }: { year: number; count: number }) {
  const newYearDayOffThisYear = newYearDayOffInYearBefore(year);
  return (
    <>
      <p>
        <strong>Weekends:</strong> Since 1971, when a holiday falls on a Saturday, the day off is the Friday
        before; on a Sunday, it is the Monday after. New Year’s Day on a Saturday is observed on
        Friday, December 31 of the year before, so that day off appears in the previous year’s
        calendar.
        {newYearDayOffThisYear !== null && (
          <>
            {' '}
            {formatLong(newYearDayOffThisYear)} is the day off for New Year’s Day {year + 1}.
          </>
        )}
      </p>
      <p>
        <strong>Which holidays:</strong>{' '}
        {year < FEDERAL_HOLIDAYS_FROM
          ? 'The United States had no federal holidays before 1870, when the first four (New Year’s Day, Independence Day, Thanksgiving and Christmas) became law.'
          : `The holidays of ${year} under the law of that year: ${plural(count, 'holiday')}.${
              year < 2021 ? ' Juneteenth (June 19) became a federal holiday in 2021.' : ''
            }${year < 1986 ? ' Martin Luther King Jr. Day was first observed in 1986.' : ''}`}
      </p>
      {year >= FEDERAL_HOLIDAYS_FROM && year < OBSERVED_RULE_FROM && (
        <p>
          Before 1971 the table gives the legal date as the day off: the rule that moves a holiday on a Saturday to the Friday before and
          one on a Sunday to the Monday after dates from 1971.
        </p>
      )}
    </>
  );
}
