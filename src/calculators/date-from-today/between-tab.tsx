/**
 * The date calculator's "Between Dates" tab: its fields, result and toast. A module of its own,
 * loaded when the tab opens (see `BetweenTab` in the widget), so the day counting costs the
 * page's first load nothing.
 */
import { formatLong } from '@/lib/date/core/format';
import { daysBetweenCounts, shownCount } from '@/lib/date/days-between';
import { countWorkdays } from '@/lib/date/skipped-holidays';
import type { ModeView } from '@/kit/url-state/modes';
import { plural } from '@/kit/calculator/plural';
import { ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { betweenDatesOf, BetweenDatesInputs, describeBetween } from '@/components/between-dates-inputs';
import { DateListNotes, settledCalendar, UnknownPlaceNote, useWorkCalendar, WorkCalendarDetails } from '@/components/work-calendar-control';
import { calendarOf } from '@/components/work-calendar-keys';
import { Skipped } from '@/components/skipped-days';
import type { betweenKeys } from '@/calculators/date-from-today/date-from-today.params';

type BetweenView = ModeView<typeof betweenKeys>;

/**
 * The tab's dates (today and today + 30 unless set) and its count, null before hydration and
 * while a place's holiday data loads; `calendar` is the working-day calendar counted with.
 */
function betweenOf({ params: linked, today }: BetweenView) {
  const params = settledCalendar(linked);
  const values = { ...linked, ...betweenDatesOf(linked, today) };
  const { from, to, inclusive } = values;
  if (!from || !to || !params) return { values, known: null, count: null };
  const known = { from, to, business: countWorkdays(from, to, inclusive, calendarOf(params)) };
  return { values, known, count: shownCount(daysBetweenCounts(from, to), known.business.count, values) };
}

export const Inputs = ({ params, today, setParams }: BetweenView) => <BetweenDatesInputs values={{ ...params, ...betweenDatesOf(params, today) }} onChange={setParams} />;

export function Result(view: BetweenView) {
  const calendar = useWorkCalendar(view.params, view.setParams);
  const { params } = calendar;
  const {
    values: { inclusive, workdays },
    known,
    count,
  } = betweenOf(view);
  const skipped = known && workdays && known.from <= known.to ? known.business : null;
  return (
    <>
      <ResultCard busy={count === null}>
        <UnknownPlaceNote place={calendar.unknownPlace} />
        <DateListNotes known={view.today !== null} />
        {known && count !== null ? (
          <>
            <p className="text-3xl font-bold text-primary">{plural(count, workdays ? 'business day' : 'day')}</p>
            <p className="mt-1">
              from <strong>{formatLong(known.from)}</strong> to <strong>{formatLong(known.to)}</strong>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {inclusive ? 'Both dates counted.' : 'The end date is not counted.'}
              {known.to < known.from &&
                (workdays
                  ? ' The end date is before the start date, so there are no business days to count.'
                  : ' The end date is before the start date, so the count is negative.')}
            </p>
            {skipped && <Skipped holidays={skipped.skipped} weekendDays={skipped.weekendDays} params={params} span={[known.from, known.to]} />}
          </>
        ) : (
          <ResultPending />
        )}
      </ResultCard>
      <WorkCalendarDetails params={params} onChange={(patch) => void view.setParams(patch)} offer={workdays} />
    </>
  );
}

/** The toast after a submit on the tab. */
export function toastText(view: BetweenView): string | null {
  const { values, count } = betweenOf(view);
  return count === null ? null : describeBetween(values, count);
}
