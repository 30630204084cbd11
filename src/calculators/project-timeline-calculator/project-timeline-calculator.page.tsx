import { Suspense, lazy, startTransition, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useForm } from '@tanstack/react-form';
import { parseIsoDate, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { grouped, plural } from '@/kit/calculator/plural';
import { validateInScript } from '@/kit/calculator/form';
import { useToday } from '@/kit/calculator/use-today';
import { articlePage } from '@/kit/calculator/article-frame';
import { staticText } from '@/shell/static-island';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { DATE_FIELD_LIMITS, wholeNumberInput } from '@/kit/calculator/form-fields';
import { ResultCard } from '@/kit/calculator/result-card';
import { ToasterHost, toastSuccess } from '@/kit/calculator/toast';
import { lazyIsland } from '@/components/lazy-island';
import type { WorkCalendarParams } from '@/components/work-calendar-keys';
import { CALENDAR_KEY_DEFAULTS, calendarKeysOf, calendarSet } from '@/components/work-calendar-values';
import { CalendarOffer } from '@/components/calendar-offer-slot';
import { Button } from '@/kit/calculator/ui/button';
import { Input } from '@/kit/calculator/ui/input';
import { Label } from '@/kit/calculator/ui/label';
import { cn } from '@/shell/utils';
import {
  DURATION_MAX,
  MAX_TASKS,
  canonicalTimelineSearch,
  keptTask,
  readTimeline,
  rowProblems,
  timelineSearch,
  type RowProblem,
  type TaskDraft,
  type Timeline,
} from '@/calculators/project-timeline-calculator/project-timeline-calculator.params';
import { meta } from '@/calculators/project-timeline-calculator/project-timeline-calculator.meta';

// The planning tips under the form: static text from the same module.
const PlanningTips = staticText(() =>
  import('@/calculators/project-timeline-calculator/project-timeline-calculator.content').then((text) => text.PlanningTips),
);

// The schedule, its chart and its exports load once a link holds tasks, not with the form.
const TimelineView = lazy(() => import('@/calculators/project-timeline-calculator/timeline-view'));

/**
 * The working-day calendar's shared control (`WorkCalendarControl`), loaded on demand on this
 * page: its module brings nuqs's parsers and the business-day arithmetic, which the form's first
 * load has no room for. Prerendered in full (a plain form submits its fields); it loads when its
 * fold opens, when the visitor reaches for it, or at once when the address sets a calendar key,
 * and the control then loads its own fields as on every business-day page.
 */
const CalendarControl = lazyIsland<{ params: WorkCalendarParams; onChange: (patch: Partial<WorkCalendarParams>) => void }>(
  // Loaded only once woken, so the control's own fields are wanted too: they load with it.
  () => import('@/components/work-calendar-control').then(({ WorkCalendarControl }) => (props) => <WorkCalendarControl {...props} awake />),
  { params: CALENDAR_KEY_DEFAULTS, onChange: () => {} },
);

/** The form starts with three empty rows (before JavaScript, too: a plain form cannot add one). */
const EMPTY_ROWS = 3;
const emptyRow = (): TaskDraft => ({ name: '', duration: '', business: false });

export default articlePage({
  meta,
  heading: 'Project Timeline Calculator',
  lead: 'Schedule tasks back to back from a start date, in business days or calendar days, and see when each one starts and ends.',
  text: () => import('@/calculators/project-timeline-calculator/project-timeline-calculator.content'),
  canonicalSearch: canonicalTimelineSearch,
  Calculator: () => (
    <>
      <ProjectTimeline />
      <PlanningTips className="prose mt-8 below-fold" />
      <ToasterHost />
    </>
  ),
});

/**
 * The form's values for a timeline from the address. An empty start date means today (the
 * field is not filled in with it: the prerendered page cannot know the visitor's date, and
 * filling it in after hydration would move the field's text).
 */
function formValues(timeline: Timeline) {
  const rows = timeline.task.map((task) => ({ name: task.name, duration: String(task.duration), business: task.business }));
  while (rows.length < EMPTY_ROWS) rows.push(emptyRow());
  return { start: timeline.start ?? '', tasks: rows, calendar: calendarKeysOf(timeline) };
}

/**
 * The plan's form (TanStack Form array rows, checked by the page's zod rules, and the
 * working-day calendar) and, once the address holds tasks, their schedule. Calculate writes
 * `start`, one `task` per kept row and the calendar's keys as a new history entry; Back, or a
 * shared link, puts the address's plan back into the form.
 */
export function ProjectTimeline() {
  const today = useToday();
  const live = today !== null; // the page runs in the browser (see useToday)
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = searchParams.toString();
  // The address is read only once live: the prerendered page is the empty form.
  const timeline = readTimeline(live ? searchParams : new URLSearchParams());
  // What the last Calculate left out, and whether it scheduled anything (null: nothing to say).
  const [outcome, setOutcome] = useState<{ problems: RowProblem[]; scheduled: number } | null>(null);
  const committed = useRef<string | null>(null);
  // Whether the calendar's fold has been opened: its control then loads, ready for the visitor.
  const [calendarOpened, setCalendarOpened] = useState(false);

  const form = useForm({ defaultValues: formValues(timeline) });

  /**
   * Calculate: the rows' values as they stand (the form has no field rules of its own: rowProblems
   * says what a row lacks). Not TanStack Form's handleSubmit, whose touched, submitting and
   * submitted states re-render every field at once during the click. The outcome and the new
   * address render as a transition, so the click paints at once and the table's render yields.
   */
  const calculate = (value: typeof form.state.values) => {
    const kept = value.tasks.map(keptTask).filter((task) => task !== null);
    startTransition(() => setOutcome({ problems: rowProblems(value.tasks), scheduled: kept.length }));
    if (kept.length === 0) return;
    const next = timelineSearch({ start: (value.start || today) as Timeline['start'], task: kept, ...value.calendar, kinds: value.calendar.kinds ?? [] });
    committed.current = new URLSearchParams(next).toString();
    scheduled.current = kept.length;
    startTransition(() => void navigate({ search: next }, { preventScrollReset: true }));
  };

  // The toast follows the schedule's commit (after every render: the same plan again is a new
  // entry with the same address): sonner renders it synchronously, which during the click
  // would render the whole schedule at once.
  const scheduled = useRef(0);
  useEffect(() => {
    if (scheduled.current === 0 || search !== committed.current) return;
    void toastSuccess('Timeline calculated!', `${plural(scheduled.current, 'task')} scheduled. Copy the link to share the plan.`);
    scheduled.current = 0;
  });

  // A new address that this form did not write (Back, a link, first hydration) refills the form.
  useEffect(() => {
    if (!live || search === committed.current) return;
    committed.current = search;
    setOutcome(null);
    form.reset(formValues(readTimeline(new URLSearchParams(search))));
  }, [live, search, form]);

  // A place the holiday data does not know counts no holidays: the schedule says so, and the
  // address and the form leave it out (with its bank and half-day options), so a link keeps only what counts.
  const dropUnknownPlace = useCallback(
    (shown: Timeline) => {
      const next = timelineSearch({ ...shown, holidays: 'none', bank: false, half: false });
      committed.current = new URLSearchParams(next).toString();
      form.setFieldValue('calendar', (calendar) => ({ ...calendar, holidays: 'none', bank: false, half: false }));
      navigate({ search: next }, { replace: true, preventScrollReset: true });
    },
    [form, navigate],
  );

  // The visitor's own calendar, offered (CalendarOffer): into the form as choosing it by hand, and
  // into the address when it shows a schedule, so that the schedule and its link follow.
  const applyCalendar = (patch: Pick<WorkCalendarParams, 'holidays' | 'weekend'>) => {
    form.setFieldValue('calendar', (calendar) => ({ ...calendar, ...patch }));
    if (timeline.task.length === 0) return;
    const next = timelineSearch({ ...timeline, ...patch });
    committed.current = new URLSearchParams(next).toString();
    navigate({ search: next }, { replace: true, preventScrollReset: true });
  };

  /** One task row: name, duration, business-days box, and the buttons that move or remove it. */
  const taskRow = (index: number, count: number, actions: { move: (to: number) => void; remove: () => void }) => {
    const n = index + 1;
    const id = `task-${index}`;
    const problem = outcome?.problems.find((p) => p.task === n);
    const invalid = (field: RowProblem['fields'][number]) =>
      problem?.fields.includes(field) ? { 'aria-invalid': true, 'aria-describedby': 'task-problems' } : {};
    return (
      <div role="group" aria-label={`Task ${n}`} className="grid gap-3 rounded-lg border bg-background p-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
        <form.Field name={`tasks[${index}].name`}>
          {(field) => (
            <div className="grid gap-1">
              <Label htmlFor={`${id}-name`}>Task {n} name</Label>
              <Input
                id={`${id}-name`}
                name="taskName"
                value={field.state.value}
                placeholder={index === 0 ? 'Design' : undefined}
                {...invalid('name')}
                onChange={(event) => field.handleChange(event.target.value)}
              />
            </div>
          )}
        </form.Field>
        <form.Field name={`tasks[${index}].duration`}>
          {(field) => (
            <div className="grid gap-1">
              <Label htmlFor={`${id}-days`}>Task {n} days</Label>
              <Input
                id={`${id}-days`}
                name="taskDays"
                {...wholeNumberInput(1)}
                value={field.state.value}
                {...invalid('duration')}
                onChange={(event) => field.handleChange(event.target.value)}
              />
            </div>
          )}
        </form.Field>
        <form.Field name={`tasks[${index}].business`}>
          {(field) => (
            <div className="flex items-center gap-2 sm:h-10">
              <input
                id={`${id}-business`}
                type="checkbox"
                name="taskBusiness"
                value={String(index)}
                checked={field.state.value}
                onChange={(event) => field.handleChange(event.target.checked)}
                className="size-4 accent-primary"
              />
              <Label htmlFor={`${id}-business`}>Business days only</Label>
            </div>
          )}
        </form.Field>
        <div className={cn('flex flex-wrap gap-2 sm:col-span-3', !live && 'invisible')}>
          <Button id={`${id}-up`} type="button" variant="outline" size="sm" disabled={index === 0} onClick={() => actions.move(index - 1)} aria-label={`Move task ${n} up`}>
            ↑ Up
          </Button>
          <Button id={`${id}-down`} type="button" variant="outline" size="sm" disabled={index === count - 1} onClick={() => actions.move(index + 1)} aria-label={`Move task ${n} down`}>
            ↓ Down
          </Button>
          {count > 1 && (
            <Button type="button" variant="outline" size="sm" onClick={actions.remove} aria-label={`Remove task ${n}`}>
              Remove
            </Button>
          )}
        </div>
      </div>
    );
  };

  // The plan is worked out in a task of its own, after the click has painted: on a slow phone the
  // rows' checks, the new address and the router's update take longer than a click may.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.state.values;
    setTimeout(() => calculate(values), 0);
  };

  return (
    <>
      <CalculatorCard title="Plan your project">
        <form method="get" ref={validateInScript} onSubmit={submit} className="grid gap-6">
          <form.Field name="start">
            {(field) => (
              <div className="grid gap-2 sm:max-w-xs">
                <Label htmlFor="project-start">Project start date</Label>
                <Input
                  id="project-start"
                  name="start"
                  type="date"
                  min={DATE_FIELD_LIMITS.min}
                  max={DATE_FIELD_LIMITS.max}
                  value={field.state.value}
                  aria-describedby="project-start-hint"
                  onChange={(event) => field.handleChange(event.target.value)}
                />
                <p id="project-start-hint" className="text-xs text-muted-foreground">
                  Empty: the plan starts today.
                </p>
              </div>
            )}
          </form.Field>

          {/* An array field renders again on its own row operations only; a refill from the address
              (Back, a shared link) changes the number of rows too. */}
          <form.Subscribe selector={(state) => state.values.tasks.length}>
            {() => (
              <form.Field name="tasks" mode="array">
                {(tasks) => (
                  <fieldset className="grid gap-3">
                    <legend className="mb-2 text-lg font-semibold">Tasks</legend>
                    <ol className="grid gap-3">
                      {tasks.state.value.map((_, i) => (
                        <li key={i}>
                          {taskRow(i, tasks.state.value.length, {
                            move: (to) => {
                              tasks.moveValue(i, to);
                              // Focus follows the row to its new place (or stays on the button that can still move it).
                              const direction = to < i ? 'up' : 'down';
                              requestAnimationFrame(() => focusFirst(`task-${to}-${direction}`, `task-${to}-${direction === 'up' ? 'down' : 'up'}`));
                            },
                            remove: () => {
                              tasks.removeValue(i);
                              requestAnimationFrame(() => focusFirst(`task-${Math.max(0, i - 1)}-name`));
                            },
                          })}
                        </li>
                      ))}
                    </ol>
                    <div className={cn(!live && 'invisible')}>
                      <Button
                        type="button"
                        variant="secondary"
                        disabled={tasks.state.value.length >= MAX_TASKS}
                        onClick={() => {
                          const at = tasks.state.value.length;
                          tasks.pushValue(emptyRow());
                          requestAnimationFrame(() => document.getElementById(`task-${at}-name`)?.focus());
                        }}
                      >
                        Add Task
                      </Button>
                    </div>
                  </fieldset>
                )}
              </form.Field>
            )}
          </form.Subscribe>

          <details className="rounded-lg border p-4" onToggle={(event) => event.currentTarget.open && setCalendarOpened(true)}>
            <summary className="cursor-pointer text-sm font-semibold">Working days for business-day tasks: holidays, weekend and your own days</summary>
            <form.Subscribe selector={(state) => state.values.calendar}>
              {(calendar) => (
                <CalendarControl
                  className="mt-4"
                  params={calendar}
                  onChange={(patch) => form.setFieldValue('calendar', (current) => ({ ...current, ...patch }))}
                  awake={calendarOpened || calendarSet(calendar)}
                />
              )}
            </form.Subscribe>
          </details>
          <form.Subscribe selector={(state) => state.values.calendar}>
            {(calendar) => <CalendarOffer params={calendar} onApply={applyCalendar} />}
          </form.Subscribe>

          <div className="grid gap-2">
            <div>
              <Button type="submit">Calculate Project Timeline</Button>
            </div>
            <SubmitOutcome outcome={outcome} />
          </div>
        </form>
      </CalculatorCard>

      {/* A Calculate that scheduled nothing takes the previous schedule away: the form no longer shows its tasks. */}
      {live && timeline.task.length > 0 && outcome?.scheduled !== 0 ? (
        <Suspense fallback={<ResultCard busy className="mt-6 min-h-96"><p>Scheduling the tasks…</p></ResultCard>}>
          <TimelineView timeline={timeline} today={today} onUnknownPlace={dropUnknownPlace} />
        </Suspense>
      ) : (
        <ResultCard className="mt-6">
          <p className="text-muted-foreground">
            {outcome?.scheduled === 0
              ? 'No schedule yet: no row holds a complete task (see the message under the form).'
              : 'Add your tasks with their durations and press Calculate Project Timeline.'}
            <form.Subscribe selector={(state) => state.values.start}>
              {(start) => <StartNote start={start} today={today} />}
            </form.Subscribe>
          </p>
        </ResultCard>
      )}
    </>
  );
}

/**
 * What the last Calculate did not schedule, row by row, and why (decisions §8): a task needs a name
 * and a whole number of days from 1 to 9,999. Rows left empty are not mentioned.
 */
function SubmitOutcome({ outcome }: { outcome: { problems: RowProblem[]; scheduled: number } | null }) {
  if (!outcome || (outcome.problems.length === 0 && outcome.scheduled > 0)) return null;
  const rule = `A task needs a name and a whole number of days from 1 to ${grouped(DURATION_MAX)}.`;
  return (
    <div id="task-problems" role="alert" className="text-sm font-medium text-warning-foreground">
      {outcome.problems.length === 0 ? (
        <p>Nothing to schedule: enter a task name and its number of days. {rule}</p>
      ) : (
        <>
          <p>
            {outcome.scheduled === 0
              ? `Nothing was scheduled: ${outcome.problems.length === 1 ? 'the row below was' : 'the rows below were'} skipped.`
              : `${plural(outcome.scheduled, 'task')} scheduled; ${plural(outcome.problems.length, 'row')} skipped.`}{' '}
            {rule}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {outcome.problems.map((p) => (
              <li key={p.task}>
                Task {p.task}: {p.reason}.
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Where the plan starts, as the form's start field says (empty: today). */
function StartNote({ start, today }: { start: string; today: IsoDate | null }) {
  const date = parseIsoDate(start);
  if (date) return <> The plan starts on {formatLong(date)}, the date in the form.</>;
  return today ? <> Without a start date the plan starts today, {formatLong(today)}.</> : null;
}

/** Focuses the first of these elements that exists and is enabled. */
function focusFirst(...ids: string[]) {
  for (const id of ids) {
    const element = document.getElementById(id) as HTMLButtonElement | HTMLInputElement | null;
    if (element && !element.disabled) return element.focus();
  }
}
