/**
 * The calendar generator's calendar: one month or a year of months with the marked days (holidays,
 * own days, the weekend shaded) and their list. A module of its own, loaded once a calendar is
 * asked for: the page's first visit draws none.
 */
import { monthTitle, yearTitle, type YearMonth } from '@/lib/date/calendar-grid';
import { monthGrid, weekNumbering } from '@/lib/date/month-grid';
import { isoDateParts, WEEKDAY_NAMES, type IsoDate, type Weekday } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { placeDataYears, placeYearsMissing } from '@/lib/date/business-days';
import { isPlaceId } from '@/lib/date/work-calendar';
import { cn } from '@/shell/utils';
import { defaultWeekend } from '@/components/work-calendar-keys';
import { markedDays, type MarkedDay } from '@/calculators/calendar-generator/calendar-marks';
import { WEEK_START_DAYS, type CalendarOptions as Options } from '@/calculators/calendar-generator/calendar-generator.params';

/** Weekday names as a sentence lists them: "Saturday and Sunday", "Friday, Saturday and Sunday". */
const listNames = (days: readonly Weekday[]) => days.map((d) => WEEKDAY_NAMES[d]).join(', ').replace(/, ([^,]+)$/, ' and $1');

/**
 * One month, or the twelve months of its year, with the calendar's marked days: its holidays, the
 * visitor's own days, and its weekend shaded; the marked days are listed below.
 * `name` is what the results call the holidays (null: none are marked).
 */
export function Calendar({ shown, options, today, name }: { shown: YearMonth; options: Options; today: IsoDate | null; name: string | null }) {
  const months =
    options.view === 'year' ? Array.from({ length: 12 }, (_, i) => ({ year: shown.year, month: i + 1 })) : [shown];
  const listed = markedDays(options, shown.year).filter((day) => options.view === 'year' || isoDateParts(day.date).month === shown.month);
  const marks = new Map(listed.map((day) => [day.date, day]));
  const weekend = options.weekend ?? defaultWeekend(options.holidays);
  // Within a sentence: "in 2027", "in year 31", "in May 2027".
  const period = options.view === 'year' ? yearTitle(shown.year).replace('Year', 'year') : monthTitle(shown);
  const weekStart = WEEK_START_DAYS[options.weekStart];
  const years = placeYearsMissing(options.holidays, shown.year, shown.year) ? placeDataYears(options.holidays) : null;
  return (
    <div data-print-calendar data-view={options.view} className="@container/calendar">
      {years && (
        <p className="mb-3 text-sm font-medium text-warning-foreground">
          The holiday data of this place holds the years {years.from} to {years.to}: the holidays of {shown.year} are not known, so none
          are marked.
        </p>
      )}
      {options.view === 'year' && <h3 className="mb-3 text-2xl font-bold">{yearTitle(shown.year)}</h3>}
      <div className={cn(options.view === 'year' && 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-3')}>
        {months.map((month) => (
          <MonthTable
            key={month.month}
            month={month}
            weekStart={weekStart}
            today={today}
            marks={marks}
            weekend={weekend}
            compact={options.view === 'year'}
          />
        ))}
      </div>
      <p className="mt-3 text-xs text-muted-foreground">{NUMBERING_TEXT[weekNumbering(weekStart)](WEEKDAY_NAMES[weekStart] ?? '')}</p>
      <Legend days={listed} weekend={weekend} />
      {(name !== null || options.off.length > 0 || options.work.length > 0) && (
        <DayList
          days={listed}
          title={[name, (options.off.length > 0 || options.work.length > 0) && 'your own days'].filter(Boolean).join(' and ')}
          period={period}
          place={isPlaceId(options.holidays)}
          halfOff={options.half}
        />
      )}
    </div>
  );
}

/** What the calendar says of its week numbers, by the rule its first day of the week gives them (`weekNumbering`). */
const NUMBERING_TEXT = {
  iso: () => 'Week numbers: ISO 8601 (weeks from Monday; week 1 is the week with the year’s first Thursday).',
  jan1: (first: string) =>
    `Week numbers: week 1 is the week with January 1, counted in weeks from ${first}${first === 'Sunday' ? ', as US calendars number them' : ''} (not ISO 8601, whose weeks start on Monday).`,
} as const;

/** The week number column's heading, spelled out. */
const NUMBERING_TITLE = { iso: 'ISO week number', jan1: 'Week number, week 1 being the week with January 1' } as const;

/** How the grid marks days, for what this calendar shows (on screen: a printed page has no shading). */
function Legend({ days, weekend }: { days: readonly MarkedDay[]; weekend: readonly Weekday[] }) {
  const parts = [
    `shaded grey: the weekend (${listNames(weekend)})`,
    days.some((d) => d.off) && 'bold: days off',
    days.some((d) => d.halfDay && !d.off) && 'shaded lightly, not bold: half days, worked',
    days.some((d) => d.working) && 'underlined: your working days',
  ].filter(Boolean);
  const text = parts.join('; ');
  return (
    <p data-print-hide className="mt-3 text-xs text-muted-foreground">
      {text.charAt(0).toUpperCase() + text.slice(1)}.
    </p>
  );
}

function MonthTable({
  month,
  weekStart,
  today,
  marks,
  weekend,
  compact,
}: {
  month: YearMonth;
  weekStart: Weekday;
  today: IsoDate | null;
  marks: Map<IsoDate, MarkedDay>;
  weekend: readonly Weekday[];
  compact: boolean;
}) {
  const grid = monthGrid(month.year, month.month, weekStart);
  const weekdays = Array.from({ length: 7 }, (_, i) => WEEKDAY_NAMES[(i + weekStart) % 7] ?? '');
  const weekendColumns = Array.from({ length: 7 }, (_, i) => weekend.includes(((i + weekStart) % 7) as Weekday));
  return (
    <table className={cn('w-full table-fixed border-collapse text-center', compact ? 'text-xs' : 'text-sm')}>
      <caption className={cn('mb-2 text-left font-semibold', compact ? 'text-base' : 'text-xl')}>{monthTitle(month)}</caption>
      <thead>
        <tr className="text-muted-foreground">
          <th scope="col" className="w-8 py-1 font-medium sm:w-10">
            <abbr title={NUMBERING_TITLE[grid.numbering]}>Wk</abbr>
          </th>
          {weekdays.map((name) => (
            <th key={name} scope="col" className="py-1 font-medium">
              <abbr title={name}>{compact ? name.slice(0, 2) : name.slice(0, 3)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((week) => (
          <tr key={week.week}>
            <th scope="row" className="border py-1 font-normal text-muted-foreground">
              {week.week}
            </th>
            {week.cells.map((cell, column) => {
              // A cell before year 1 or after 9999 has no date: it is left blank like the neighbouring months' days.
              if (!cell.inMonth) return <td key={column} className="border" />;
              const mark = marks.get(cell.date);
              const names = mark?.names.join('; ');
              const isToday = cell.date === today;
              return (
                <td
                  key={column}
                  aria-current={isToday ? 'date' : undefined}
                  title={names}
                  className={cn(
                    'border align-top',
                    compact ? 'py-1' : 'h-14 p-1 sm:h-16',
                    mark?.off
                      ? 'bg-primary/10 font-semibold text-primary'
                      : mark?.halfDay
                        ? 'bg-primary/5 text-primary'
                        : weekendColumns[column] && !mark?.working && 'bg-muted',
                    isToday && 'outline-2 -outline-offset-2 outline-foreground',
                  )}
                >
                  <span className={cn(compact ? undefined : 'block text-left', mark?.working && 'underline decoration-2 underline-offset-2')}>
                    {isoDateParts(cell.date).day}
                  </span>
                  {names && (compact ? <span className="sr-only">, {names}</span> : <DayName name={names} />)}
                  {isToday && <span className="sr-only">, today</span>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What a marked day is (a holiday's name, "Your day off") in its cell, wrapped between words
 * only. Where the cells are too narrow for its longest word (`NAMES_FIT`: a phone, or a narrow
 * window), the cell shows a dot instead and the name is read out, shown on hover (the cell's
 * title) and listed under the calendar.
 */
function DayName({ name }: { name: string }) {
  return (
    <>
      <span aria-hidden="true" className={cn('block text-left leading-none', NAMES_FIT.hidden)}>
        •
      </span>
      <span className={cn('sr-only', NAMES_FIT.shown)}>
        <span className="mt-0.5 block text-left text-[0.625rem] leading-tight font-normal break-words">
          <span className="sr-only">, </span>
          {name}
        </span>
      </span>
    </>
  );
}

/**
 * From this calendar width the day cells are wide enough for the longest word of a US federal
 * holiday name ("Independence", "Washington’s", "Thanksgiving" at 0.625rem, in a wide system
 * font). A few other places' names hold longer words ("Nationalization", "Staatsfeiertag"):
 * those break inside the word (`break-words`) rather than spill into the next day's cell. A
 * container query on `[data-print-calendar]`, so printing a month (a page wide) shows the names too.
 */
const NAMES_FIT = { hidden: '@min-[38rem]/calendar:hidden', shown: '@min-[38rem]/calendar:not-sr-only' } as const;

/**
 * The marked days of the period, listed: the holidays (`title` says whose) and the visitor's own
 * days, and with a place the credit its data's licence asks for.
 */
function DayList({ days, title, period, place, halfOff }: { days: readonly MarkedDay[]; title: string; period: string; place: boolean; halfOff: boolean }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">
        {title.charAt(0).toUpperCase() + title.slice(1)} in {period}
      </h3>
      {days.length === 0 ? (
        <p className="mt-2 text-sm">None.</p>
      ) : (
        <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {days.map((day) => (
            <li key={day.date}>
              <strong>{formatLong(day.date)}</strong>: {day.names.join('; ')}
            </li>
          ))}
        </ul>
      )}
      {days.some((day) => day.halfDay) && (
        <p className="mt-2 text-sm">
          {halfOff
            ? 'Half days (off for part of the day, or for some groups only) are counted as days off.'
            : 'Half days (off for part of the day, or for some groups only) are working days here; tick “Count half days as days off” to mark them as days off.'}
        </p>
      )}
      {place && (
        <p className="mt-2 text-xs text-muted-foreground">
          Holiday data: <a href="https://github.com/vacanza/holidays" className="underline">python-holidays</a> (
          <a href="https://github.com/vacanza/holidays/blob/dev/LICENSE" className="underline">MIT licence</a>).
        </p>
      )}
    </div>
  );
}
