/**
 * A committed plan: its schedule table, Project Summary, the days its business-day tasks skip,
 * chart and downloads. Loaded once a link holds tasks, so the form's first load does not carry it
 * (nor the working-day calendar's holiday data and arithmetic).
 */
import { daysBetween, isoDateParts, MONTH_NAMES, toDayNumber, weekdayOfDayNumber, fromDayNumber, type IsoDate, type Weekday } from '@/lib/date/core/civil-date';
import { formatLong, formatShort } from '@/lib/date/core/format';
import { countWorkdays } from '@/lib/date/skipped-holidays';
import { timelineCsv, timelineIcs } from '@/lib/date/project-export';
import { scheduleProject, type TimelineRow } from '@/lib/date/project-timeline';
import { downloadText } from '@/kit/calculator/download';
import { plural } from '@/kit/calculator/plural';
import { Fact, Facts, ResultCard } from '@/kit/calculator/result-card';
import { ScrollArea } from '@/components/scroll-area';
import { Skipped } from '@/components/skipped-days';
import { DateListNotes, UnknownPlaceNote, useWorkCalendar } from '@/components/work-calendar-control';
import { calendarOf } from '@/components/work-calendar-keys';
import { Button } from '@/kit/calculator/ui/button';
import { cn } from '@/shell/utils';
import type { Timeline } from '@/calculators/project-timeline-calculator/project-timeline-calculator.params';


/**
 * The plan of `timeline` (from `today` when it has no start), scheduled with its working-day
 * calendar once the calendar's holiday data is here: until then the result waits, as before
 * hydration, rather than show dates without the holidays. A place the data does not know counts
 * no holidays, and `onUnknownPlace` is told, once, so the page can drop it from the address.
 */
export default function TimelineView({
  timeline,
  today,
  onUnknownPlace,
}: {
  timeline: Timeline;
  today: IsoDate | null;
  onUnknownPlace?: (timeline: Timeline) => void;
}) {
  const { params, loading, unknownPlace } = useWorkCalendar(timeline, () => onUnknownPlace?.(timeline));
  const start = timeline.start ?? today;
  if (!start) return <ResultCard busy className="mt-6 min-h-96"><p>Working out the result for your date…</p></ResultCard>;
  // The same words as while this chunk loads: nothing changes on screen until the schedule is there.
  if (loading) return <ResultCard busy className="mt-6 min-h-96"><p>Scheduling the tasks…</p></ResultCard>;
  const calendar = calendarOf(params);
  const schedule = scheduleProject(
    start,
    timeline.task.map((task) => ({ name: task.name, duration: task.duration, businessDaysOnly: task.business })),
    calendar,
  );
  if (!schedule?.projectStart || !schedule.projectEnd) {
    return (
      <ResultCard error className="mt-6">
        <p>This plan runs past December 31, 9999, the last date the calculator works with. Choose an earlier start or shorter tasks.</p>
      </ResultCard>
    );
  }
  const { rows, projectStart, projectEnd } = schedule;
  const { count: businessDays, skipped, weekendDays } = countWorkdays(projectStart, projectEnd, true, calendar);
  const baseName = `project-timeline-${projectStart}`;

  return (
    <div data-testid="result" className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
      <DateListNotes known />
      <UnknownPlaceNote place={unknownPlace} choose="from the list under “Working days for business-day tasks”" className="" />
      <section aria-labelledby="project-summary" role="status" aria-live="polite" className="rounded-xl border border-primary/30 bg-accent/60 p-5">
        <h2 id="project-summary" className="text-xl font-semibold">
          Project Summary
        </h2>
        <p className="mt-2 text-2xl font-bold text-primary">
          {formatLong(projectStart)} to {formatLong(projectEnd)}
        </p>
        <Facts className="mt-3 sm:grid-cols-3">
          <Fact label="Project start">{formatLong(projectStart)}</Fact>
          <Fact label="Project end">{formatLong(projectEnd)}</Fact>
          <Fact label="Total tasks">{rows.length}</Fact>
          <Fact label="Calendar days (both counted)">{plural(daysBetween(projectStart, projectEnd) + 1, 'day')}</Fact>
          <Fact label="Business days (both counted)">{plural(businessDays, 'day')}</Fact>
        </Facts>
      </section>

      <section aria-labelledby="schedule-heading">
        <h2 id="schedule-heading" className="text-xl font-semibold">
          Schedule
        </h2>
        {/* On a phone the Duration and Type columns move under the task's name, so the table fits;
            a long name that still widens it scrolls, with a cue. */}
        <ScrollArea label="Schedule table" className="mt-3" frameClassName="rounded-xl border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted">
              <tr>
                <th scope="col" className={CELL}>#</th>
                <th scope="col" className={CELL}>Task Name</th>
                <th scope="col" className={CELL}>Start Date</th>
                <th scope="col" className={CELL}>End Date</th>
                <th scope="col" className={cn(CELL, WIDE_ONLY)}>Duration</th>
                <th scope="col" className={cn(CELL, WIDE_ONLY)}>Type</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.taskNumber} className="border-t align-top">
                  <td className={cn(CELL, 'tabular-nums')}>{row.taskNumber}</td>
                  {/* On a phone the duration and type follow the name (generated text: the row's text stays as is). */}
                  <th
                    scope="row"
                    data-details={`${plural(row.duration, 'day')}, ${typeLabel(row.businessDaysOnly)}`}
                    className={cn(CELL, 'font-medium break-words', PHONE_DETAILS)}
                  >
                    {row.name}
                  </th>
                  <td className={CELL}>{formatLong(row.start)}</td>
                  <td className={CELL}>{formatLong(row.end)}</td>
                  <td className={cn(CELL, WIDE_ONLY, 'tabular-nums')}>{plural(row.duration, 'day')}</td>
                  <td className={cn(CELL, WIDE_ONLY)}>
                    <TaskType business={row.businessDaysOnly} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </section>

      <section aria-labelledby="days-off-heading">
        <h2 id="days-off-heading" className="text-xl font-semibold">
          Days not worked
        </h2>
        <p className="mt-2 text-sm">
          From {formatLong(projectStart)} to {formatLong(projectEnd)}. Business-day tasks skip these days; calendar-day tasks run through them.
        </p>
        <Skipped holidays={skipped} weekendDays={weekendDays} params={params} span={[projectStart, projectEnd]} />
      </section>

      <TimelineChart rows={rows} weekend={calendar.weekend} />

      <section data-print-hide aria-labelledby="export-heading">
        <h2 id="export-heading" className="text-xl font-semibold">
          Take the plan with you
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={() => downloadText(`${baseName}.csv`, timelineCsv(rows), 'text/csv;charset=utf-8')}>
            Download CSV
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => downloadText(`${baseName}.ics`, timelineIcs(rows, new Date()), 'text/calendar;charset=utf-8')}
          >
            Add to calendar (.ics)
          </Button>
        </div>
        <p className="mt-2 text-sm text-muted-foreground">
          The CSV opens in Excel, Google Sheets and Numbers with ISO dates (yyyy-mm-dd); the .ics file adds one all-day
          event per task to your calendar.
        </p>
      </section>
    </div>
  );
}

/** A cell of the schedule: narrower padding on a phone. */
const CELL = 'px-2 py-2 sm:px-3';
/** The columns shown from 640 px; below, their values follow the task's name (`PHONE_DETAILS`). */
const WIDE_ONLY = 'hidden sm:table-cell';
const PHONE_DETAILS = 'after:mt-1 after:block after:font-normal after:text-muted-foreground after:content-[attr(data-details)] sm:after:hidden';

const typeLabel = (business: boolean) => (business ? 'Business Days' : 'Calendar Days');

function TaskType({ business }: { business: boolean }) {
  return (
    <span
      className={cn(
        'inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium',
        business ? 'border-primary text-primary' : 'border-success text-success',
      )}
    >
      {typeLabel(business)}
    </span>
  );
}

const ROW_HEIGHT = 36;
const AXIS_HEIGHT = 30;
const MAX_SHADED_DAYS = 800;

/**
 * The tasks as bars on a date axis, weekends shaded. The table above holds the same dates as
 * text; each bar also names its task and dates (`<title>`).
 */
function TimelineChart({ rows, weekend }: { rows: readonly TimelineRow[]; weekend: readonly Weekday[] }) {
  const first = toDayNumber(rows[0]!.start);
  const last = toDayNumber(rows.at(-1)!.end);
  const span = last - first + 1;
  const dayWidth = Math.min(28, Math.max(1, 700 / span));
  const width = Math.max(320, Math.ceil(span * dayWidth) + 2);
  const height = AXIS_HEIGHT + rows.length * ROW_HEIGHT + 4;
  const x = (day: number) => 1 + (day - first) * dayWidth;
  const weekendDays = span <= MAX_SHADED_DAYS ? daysOf(first, last).filter((d) => weekend.includes(weekdayOfDayNumber(d))) : [];

  return (
    <section aria-labelledby="chart-heading">
      <h2 id="chart-heading" className="text-xl font-semibold">
        Timeline chart
      </h2>
      <ScrollArea label="The tasks on a date axis" className="mt-3" frameClassName="rounded-xl border bg-card">
        <div className="w-max p-2">
          <svg
            role="img"
            aria-labelledby="chart-title"
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            className="block max-w-none text-foreground"
          >
            <title id="chart-title">
              {`Timeline chart: ${plural(rows.length, 'task')} from ${formatLong(rows[0]!.start)} to ${formatLong(rows.at(-1)!.end)}. The schedule table lists the same dates.`}
            </title>
            {weekendDays.map((d) => (
              <rect key={d} x={x(d)} y={AXIS_HEIGHT - 4} width={dayWidth} height={height - AXIS_HEIGHT} className="fill-muted" />
            ))}
            {axisTicks(first, last, dayWidth).map((tick) => (
              <g key={tick.day}>
                <line x1={x(tick.day)} x2={x(tick.day)} y1={AXIS_HEIGHT - 10} y2={height} className="stroke-border" />
                <text x={x(tick.day) + 3} y={AXIS_HEIGHT - 12} className="fill-muted-foreground text-[11px]">
                  {tick.label}
                </text>
              </g>
            ))}
            {rows.map((row, i) => {
              const from = toDayNumber(row.start);
              const to = toDayNumber(row.end);
              const top = AXIS_HEIGHT + i * ROW_HEIGHT;
              const barX = x(from);
              const barWidth = Math.max(2, (to - from + 1) * dayWidth);
              const rightHalf = barX > width / 2;
              return (
                <g key={row.taskNumber}>
                  <title>{`${row.taskNumber}. ${row.name}: ${formatLong(row.start)} to ${formatLong(row.end)}, ${plural(row.duration, row.businessDaysOnly ? 'business day' : 'calendar day')}`}</title>
                  <text
                    x={rightHalf ? barX + barWidth : barX}
                    y={top + 13}
                    textAnchor={rightHalf ? 'end' : 'start'}
                    className="fill-foreground text-[12px]"
                  >
                    {`${row.taskNumber}. ${shorten(row.name)}`}
                  </text>
                  <rect
                    x={barX}
                    y={top + 17}
                    width={barWidth}
                    height={14}
                    rx={3}
                    className={row.businessDaysOnly ? 'fill-primary' : 'fill-success'}
                  />
                </g>
              );
            })}
          </svg>
        </div>
      </ScrollArea>
      <ul aria-label="Chart legend" className="mt-2 flex flex-wrap gap-4 text-sm">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-6 rounded bg-primary" /> Business-day task
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-6 rounded bg-success" /> Calendar-day task
        </li>
        {weekendDays.length > 0 && (
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-3 w-6 rounded border bg-muted" /> Weekend
          </li>
        )}
      </ul>
    </section>
  );
}

function daysOf(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Month starts on the axis (with the first day); Mondays too when the span is a few weeks. */
function axisTicks(first: number, last: number, dayWidth: number): { day: number; label: string }[] {
  const ticks: { day: number; label: string }[] = [{ day: first, label: formatShort(fromDayNumber(first)).replace(/, \d+$/, '') }];
  const weekly = dayWidth * 7 >= 44;
  for (let d = first + 1; d <= last; d++) {
    const { day, month, year } = isoDateParts(fromDayNumber(d));
    const space = (d - (ticks.at(-1)?.day ?? first)) * dayWidth;
    if (day === 1 && space >= 44) ticks.push({ day: d, label: `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${month === 1 ? year : ''}`.trim() });
    else if (weekly && weekdayOfDayNumber(d) === 1 && space >= 44) ticks.push({ day: d, label: `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${day}` });
  }
  return ticks;
}

function shorten(name: string): string {
  const chars = [...name];
  return chars.length > 28 ? `${chars.slice(0, 27).join('')}…` : name;
}
