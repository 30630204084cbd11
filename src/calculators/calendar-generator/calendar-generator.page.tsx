import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatYearMonth, monthGrid, monthTitle, shiftYearMonth, yearTitle, type YearMonth } from '@/lib/date/calendar-grid';
import { isoDateParts, WEEKDAY_NAMES, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { holidaysInYears } from '@/lib/date/business-days';
import { HOLIDAY_CALENDARS, type HolidayCalendarId, type NamedHoliday } from '@/lib/date/work-calendar';
import { canonicalizer } from '@/kit/url/canonical';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useCommit } from '@/kit/url-state/use-commit';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { CheckboxField, InputField, RadioGroupField } from '@/kit/calculator/form-fields';
import { ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { Button } from '@/kit/calculator/ui/button';
import { Label } from '@/kit/calculator/ui/label';
import { cn } from '@/shell/utils';
import { calendarParams, serializeCalendar } from '@/calculators/calendar-generator/calendar-generator.params';
import { meta } from '@/calculators/calendar-generator/calendar-generator.meta';

export const canonicalSearch = canonicalizer(calendarParams);

type Options = { weekStart: 'sun' | 'mon'; view: 'month' | 'year'; holidays: HolidayCalendarId };

const WEEK_STARTS = [
  { value: 'sun', label: 'Sunday' },
  { value: 'mon', label: 'Monday' },
] as const;

export default calculatorPage({
  meta,
  heading: 'Calendar Generator',
  lead: 'Make a calendar of any month or year, with ISO week numbers and US federal holidays, ready to print.',
  text: () => import('@/calculators/calendar-generator/calendar-generator.content'),
  canonicalSearch,
  Calculator: CalendarGenerator,
});

export function CalendarGenerator() {
  const { params, today } = useUrlParams(calendarParams);
  const { form, errors, failure } = useCommit({
    parsers: calendarParams,
    canonical: canonicalSearch,
    messages: { month: 'Enter a month as yyyy-mm (for example 2026-03), from 0001-01 to 9999-12.' },
    required: ['month'],
  });
  const current = today && { year: isoDateParts(today).year, month: isoDateParts(today).month };
  const shown = params.month ?? current;
  const generated =
    params.month !== null || params.view !== 'month' || params.weekStart !== 'sun' || params.holidays !== 'us';
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
          <CheckboxField
            key={params.holidays}
            label={`Mark ${HOLIDAY_CALENDARS.us.name}`}
            name="holidays"
            value="us"
            unchecked="none"
            defaultChecked={params.holidays === 'us'}
            className="self-end"
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
        <ResultCard busy={!shown} failure={failure} className="max-sm:px-2">
          {!shown ? (
            <ResultPending />
          ) : generated ? (
            <>
              <nav data-print-hide aria-label={`Previous and next ${unit}`} className="mb-3 flex justify-between gap-2">
                <MoveLink to={shiftYearMonth(shown, -step)} options={params}>
                  ← Previous {unit}
                </MoveLink>
                <MoveLink to={shiftYearMonth(shown, step)} options={params}>
                  Next {unit} →
                </MoveLink>
              </nav>
              <Calendar shown={shown} options={params} today={today} />
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

/** One month, or the twelve months of its year, with the holidays listed below. */
function Calendar({ shown, options, today }: { shown: YearMonth; options: Options; today: IsoDate | null }) {
  const months =
    options.view === 'year' ? Array.from({ length: 12 }, (_, i) => ({ year: shown.year, month: i + 1 })) : [shown];
  const holidays = holidaysInYears(options.holidays, shown.year, shown.year).filter(
    (h) => options.view === 'year' || isoDateParts(h.date).month === shown.month,
  );
  const names = new Map(holidays.map((h) => [h.date, h.name]));
  return (
    <div data-print-calendar data-view={options.view} className="@container/calendar">
      {options.view === 'year' && <h3 className="mb-3 text-2xl font-bold">{yearTitle(shown.year)}</h3>}
      <div className={cn(options.view === 'year' && 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-3')}>
        {months.map((month) => (
          <MonthTable
            key={month.month}
            month={month}
            weekStart={options.weekStart === 'mon' ? 1 : 0}
            today={today}
            names={names}
            compact={options.view === 'year'}
          />
        ))}
      </div>
      {holidays.length > 0 && <HolidayList holidays={holidays} name={HOLIDAY_CALENDARS[options.holidays].name} />}
    </div>
  );
}

function MonthTable({
  month,
  weekStart,
  today,
  names,
  compact,
}: {
  month: YearMonth;
  weekStart: 0 | 1;
  today: IsoDate | null;
  names: Map<IsoDate, string>;
  compact: boolean;
}) {
  const grid = monthGrid(month.year, month.month, weekStart);
  const weekdays = Array.from({ length: 7 }, (_, i) => WEEKDAY_NAMES[(i + weekStart) % 7] ?? '');
  return (
    <table className={cn('w-full table-fixed border-collapse text-center', compact ? 'text-xs' : 'text-sm')}>
      <caption className={cn('mb-2 text-left font-semibold', compact ? 'text-base' : 'text-xl')}>{monthTitle(month)}</caption>
      <thead>
        <tr className="text-muted-foreground">
          <th scope="col" className="w-8 py-1 font-medium sm:w-10">
            <abbr title="ISO week number">Wk</abbr>
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
          <tr key={week.isoWeek}>
            <th scope="row" className="border py-1 font-normal text-muted-foreground">
              {week.isoWeek}
            </th>
            {week.cells.map((cell, column) => {
              // A cell before year 1 or after 9999 has no date: it is left blank like the neighbouring months' days.
              if (!cell.inMonth) return <td key={column} className="border" />;
              const holiday = names.get(cell.date);
              const isToday = cell.date === today;
              return (
                <td
                  key={column}
                  aria-current={isToday ? 'date' : undefined}
                  title={holiday}
                  className={cn(
                    'border align-top',
                    compact ? 'py-1' : 'h-14 p-1 sm:h-16',
                    holiday && 'bg-primary/10 font-semibold text-primary',
                    isToday && 'outline-2 -outline-offset-2 outline-foreground',
                  )}
                >
                  <span className={compact ? undefined : 'block text-left'}>{isoDateParts(cell.date).day}</span>
                  {holiday && (compact ? <span className="sr-only">, {holiday}</span> : <HolidayName name={holiday} />)}
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
 * A holiday's name in its day's cell, wrapped between words only. Where the cells are too narrow
 * for its longest word (`NAMES_FIT`: a phone, or a narrow window), the cell shows a dot instead
 * and the name is read out, shown on hover (the cell's title) and listed under the calendar.
 */
function HolidayName({ name }: { name: string }) {
  return (
    <>
      <span aria-hidden="true" className={cn('block text-left leading-none', NAMES_FIT.hidden)}>
        •
      </span>
      <span className={cn('sr-only', NAMES_FIT.shown)}>
        <span className="mt-0.5 block text-left text-[0.625rem] leading-tight font-normal">
          <span className="sr-only">, </span>
          {name}
        </span>
      </span>
    </>
  );
}

/**
 * From this calendar width the day cells are wide enough for the longest word of a holiday name
 * ("Independence", "Washington’s", "Thanksgiving" at 0.625rem, in a wide system font). A container query on
 * `[data-print-calendar]`, so printing a month (a page wide) shows the names too.
 */
const NAMES_FIT = { hidden: '@min-[38rem]/calendar:hidden', shown: '@min-[38rem]/calendar:not-sr-only' } as const;

function HolidayList({ holidays, name }: { holidays: readonly NamedHoliday[]; name: string }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">{name} (days off)</h3>
      <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {holidays.map((holiday) => (
          <li key={holiday.date + holiday.name}>
            <strong>{formatLong(holiday.date)}</strong>: {holiday.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
