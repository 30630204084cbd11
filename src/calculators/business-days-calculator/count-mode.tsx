/**
 * The business days page's count mode: the business days between two dates and what was not
 * counted. Declared with the page's modes (business-days-calculator.page.tsx).
 */
import { formatLong } from '@/lib/date/core/format';
import { countWorkdays } from '@/lib/date/skipped-holidays';
import type { ModeView } from '@/kit/url-state/modes';
import { plural } from '@/kit/calculator/plural';
import { ResultPending } from '@/kit/calculator/result-card';
import { betweenDatesOf, BetweenDatesInputs, describeBetween } from '@/components/between-dates-inputs';
import { calendarOf } from '@/components/work-calendar-keys';
import { Skipped } from '@/components/skipped-days';
import type { countKeys, sharedKeys } from '@/calculators/business-days-calculator/business-days-calculator.params';

type CountView = ModeView<typeof countKeys & typeof sharedKeys>;

/** The dates counted between (today and today + 30 unless set) and the count, null before hydration and while a place's data loads. */
function countOf({ params, today }: CountView) {
  const { from, to } = betweenDatesOf(params, today);
  // No count until the page knows the date and the calendar's data (`today` is null until then), even for a link's dates.
  return { from, to, count: today && from && to ? countWorkdays(from, to, params.inclusive, calendarOf(params)) : null };
}

export function toastText(view: CountView): string | null {
  const { from, to, count } = countOf(view);
  return count && describeBetween({ from, to, inclusive: view.params.inclusive }, count.count);
}

export const Inputs = (view: CountView) => (
  <div className="grid gap-5">
    <BetweenDatesInputs values={{ ...betweenDatesOf(view.params, view.today), inclusive: view.params.inclusive }} onChange={view.setParams} />
  </div>
);

export function Result(view: CountView) {
  const { from, to, count } = countOf(view);
  if (!view.today) return <ResultPending />;
  return count && from && to ? (
    <>
      <p className="text-3xl font-bold text-primary">{plural(count.count, 'business day')}</p>
      <p className="mt-1">
        from <strong>{formatLong(from)}</strong> to <strong>{formatLong(to)}</strong>
        {view.params.inclusive ? ', both dates counted' : ', end date not counted'}
      </p>
      {to < from && (
        <p className="mt-1 text-sm font-medium text-warning-foreground">
          The end date is before the start date, so there are no business days to count.
        </p>
      )}
      <Skipped holidays={count.skipped} weekendDays={count.weekendDays} params={view.params} span={[from, to]} />
    </>
  ) : null;
}
