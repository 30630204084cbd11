import { PrevNextNav } from '@/components/prev-next-nav';
import { addDays, isoDateParts, isoWeek, MAX_YEAR, MIN_YEAR, weekdayName, isoWeekday, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong, formatMedium, formatShort, LONGEST_LONG_DATE } from '@/lib/date/core/format';
import { formatIsoWeek, isoWeekRangeOf, isoWeeksInYear, isoWeeksOf, usWeekNumber, type IsoWeekRange } from '@/lib/date/iso-week';
import { plural } from '@/kit/calculator/plural';
import { canonicalizer } from '@/kit/url/canonical';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { leaveOutToday, useCommit } from '@/kit/url-state/use-commit';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { DATE_FIELD_LIMITS, DATE_MESSAGE, InputField, YearField } from '@/kit/calculator/form-fields';
import { Fact, Facts, ResultCard, Room } from '@/kit/calculator/result-card';
import { Button } from '@/kit/calculator/ui/button';
import { JulianNote } from '@/kit/calculator/julian-note';
import { QuickLinks } from '@/components/quick-links';
import { RefusedLinkNotes } from '@/kit/calculator/refused-link-keys';
import { ScrollArea } from '@/components/scroll-area';
import { siteConfig } from '@/shell/site-config';
import { cn } from '@/shell/utils';
import { serializeWeekNumber, weekNumberParams } from '@/calculators/week-number/week-number.params';
import { meta } from '@/calculators/week-number/week-number.meta';

export const canonicalSearch = canonicalizer(weekNumberParams);

const YEAR_MESSAGE = `Enter a whole year from ${MIN_YEAR} to ${MAX_YEAR}, or leave it empty.`;

/** What the page says of a value of the link it opened with that it left out. */
const LINK_MESSAGES: Record<keyof typeof weekNumberParams, string> = {
  date: 'The link’s date is not a real date between the years 1 and 9999, so this is today’s week.',
  year: 'The link’s year is not a whole year from 1 to 9999, so the table shows the year of the date’s week.',
};

/** The Sunday of the last ISO week of 9999, the one week that ends past the calendar's last day. */
const SUNDAY_PAST_THE_END = 'Sunday, January 2, 10000';

/** Dates whose weeks people ask about: ISO week-years that differ from the calendar year. */
const EXAMPLES = ['2027-01-01', '2021-01-03', '2024-12-30'] as IsoDate[];

export default calculatorPage({
  meta,
  heading: 'What Week Is It?',
  lead: 'The ISO week number of today or any date, with the week’s dates and every week of the year.',
  text: () => import('@/calculators/week-number/week-number.content'),
  canonicalSearch,
  Calculator: WeekNumber,
});

export function WeekNumber() {
  const { params, today } = useUrlParams(weekNumberParams);
  const date = params.date ?? today;
  const { form, errors, failure } = useCommit({
    parsers: weekNumberParams,
    canonical: canonicalSearch,
    messages: { date: DATE_MESSAGE, year: YEAR_MESSAGE },
    prepare: leaveOutToday('date', today),
    toast: (search) => {
      const chosen = weekNumberParams.date.parse(search.get('date') ?? '') ?? today;
      if (!chosen) return null;
      return ['Week found!', `${formatMedium(chosen)} is in ${formatIsoWeek(isoWeek(chosen))}`];
    },
  });
  // Until the visitor's date is known, an invisible stand-in keeps the result's and the table's room.
  const shown = date ?? (`${siteConfig.buildYear}-06-15` as IsoDate);
  const year = params.year ?? isoWeek(shown).weekYear;

  return (
    <CalculatorCard title="Find the week of a date">
      <form {...form} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField label="Date" name="date" type="date" {...DATE_FIELD_LIMITS} defaultValue={date ?? ''} error={errors.date} hint="Empty: today." />
          <YearField label="Year of the week table" year={params.year} error={errors.year} hint="Empty: the ISO year of the date’s week." />
        </div>
        <div>
          <Button type="submit">Find Week</Button>
        </div>
        <ResultCard busy={!date} failure={failure}>
          <RefusedLinkNotes parsers={weekNumberParams} known={today !== null} notes={LINK_MESSAGES} />
          <div className={cn(!date && 'invisible')}>
            <WeekResult date={shown} isToday={date !== null && date === today} />
          </div>
        </ResultCard>
      </form>
      <QuickLinks
        label="Examples: weeks around January 1"
        heading="Weeks around January 1"
        links={EXAMPLES.map((example) => ({ to: { search: serializeWeekNumber({ date: example }) }, text: formatShort(example) }))}
      />
      <YearTable year={year} date={shown} today={today} known={date !== null} keptDate={params.date} />
    </CalculatorCard>
  );
}

/** The dates of a week, Monday to Sunday, in the site's long format. */
function weekDates(week: IsoWeekRange): string {
  return `${formatLong(week.monday)} – ${week.sunday ? formatLong(week.sunday) : SUNDAY_PAST_THE_END}`;
}

function WeekResult({ date, isToday }: { date: IsoDate; isToday: boolean }) {
  const week = isoWeekRangeOf(date);
  const { year } = isoDateParts(date);
  const us = usWeekNumber(date);
  const isoDay = isoWeekday(date);
  const link = (days: number) => {
    const to = addDays(date, days);
    return to && { search: serializeWeekNumber({ date: to }) };
  };
  const previous = link(-7);
  const next = link(7);
  return (
    <div className="grid gap-4">
      {/* The lines drawn when the visitor's date arrives keep the room of their longest text, so nothing moves. */}
      <div>
        <Room longest={`${LONGEST_LONG_DATE} is in`} className="text-sm text-muted-foreground">
          {isToday ? 'Today' : formatLong(date)} is in
        </Room>
        <p className="text-3xl font-bold text-primary">Week {week.week}</p>
        <p className="mt-1 text-lg font-semibold">{formatIsoWeek(week)}</p>
        <Room longest={`${LONGEST_LONG_DATE} – ${LONGEST_LONG_DATE}`} className="mt-1">
          {weekDates(week)}
        </Room>
      </div>
      <Facts>
        <Fact label="US-style week">
          Week {us} of {year}
        </Fact>
        <Fact label={`ISO weeks in ${week.weekYear}`}>{plural(isoWeeksInYear(week.weekYear), 'week')}</Fact>
        <Fact label="Day of the ISO week">
          {weekdayName(date)}, day {isoDay}
        </Fact>
      </Facts>
      <p className="text-sm">
        ISO weeks start on Monday and week 1 is the week with the year’s first Thursday; US-style weeks start on
        Sunday and week 1 is the week with January 1.{' '}
        {us === week.week && week.weekYear === year
          ? `For this date both give week ${us}.`
          : `For this date they differ: ISO week ${week.week} of ${week.weekYear}, US week ${us} of ${year}.`}
      </p>
      {week.weekYear !== year && (
        <p className="text-sm">
          {formatMedium(date)} belongs to week {week.week} of {week.weekYear}, not of {year}: an ISO week belongs to
          the year that holds its Thursday.
        </p>
      )}
      <JulianNote date={date} />
      <PrevNextNav label="Previous and next week" className="text-sm" previous={previous ? { to: previous, text: 'Previous week' } : null} next={next ? { to: next, text: 'Next week' } : null} />
    </div>
  );
}

/** Every ISO week of `year` with its Monday and Sunday; the chosen date's week and this week are marked. */
function YearTable({
  year,
  date,
  today,
  known,
  keptDate,
}: {
  year: number;
  date: IsoDate;
  today: IsoDate | null;
  known: boolean;
  keptDate: IsoDate | null;
}) {
  const weeks = isoWeeksOf(year);
  const chosen = formatIsoWeek(isoWeek(date));
  const current = today && formatIsoWeek(isoWeek(today));
  const yearLink = (y: number) => ({ search: serializeWeekNumber({ date: keptDate, year: y }) });
  const last = weeks.at(-1)!;
  return (
    <section aria-labelledby="weeks-of-year" aria-busy={!known || undefined} className={cn('mt-8 grid gap-3', !known && 'invisible')}>
      <h3 id="weeks-of-year" className="text-lg font-semibold">
        ISO weeks of {year}
      </h3>
      <p className="text-sm">
        {year} has {weeks.length} ISO weeks, from {formatLong(weeks[0]!.monday)} to{' '}
        {last.sunday ? formatLong(last.sunday) : SUNDAY_PAST_THE_END}.
      </p>
      <PrevNextNav label="Previous and next year" className="text-sm" previous={year > MIN_YEAR ? { to: yearLink(year - 1), text: String(year - 1) } : null} next={year < MAX_YEAR ? { to: yearLink(year + 1), text: String(year + 1) } : null} />
      <ScrollArea label={`ISO weeks of ${year} table`}>
        <table className="w-full text-left text-sm">
          <thead className="text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3 font-medium">
                Week
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Monday
              </th>
              <th scope="col" className="py-2 font-medium">
                Sunday
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => {
              const label = formatIsoWeek(week);
              const mark = label === chosen ? (date === today ? 'this week' : 'your date') : label === current ? 'this week' : null;
              return (
                <tr key={label} aria-current={mark ? 'true' : undefined} className={cn('border-b last:border-0', mark && 'bg-accent')}>
                  <th scope="row" className="py-1.5 pr-3 font-semibold whitespace-nowrap">
                    {label}
                    {mark && <span className="mt-0.5 block w-fit rounded bg-primary px-1.5 py-0.5 text-xs text-primary-foreground">← {mark}</span>}
                  </th>
                  <td className="py-1.5 pr-3 whitespace-nowrap">{formatShort(week.monday)}</td>
                  <td className="py-1.5 whitespace-nowrap">{week.sunday ? formatShort(week.sunday) : 'Jan 2, 10000'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}
