/**
 * The date calculator's "Between Dates" tab: its fields, result and toast. A module of its own,
 * loaded when the tab opens (see `BetweenTab` in the widget), so the day counting costs the
 * page's first load nothing.
 */
import { addDays } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { dayCount } from '@/lib/date/day-count';
import type { ModeView } from '@/kit/url-state/modes';
import { plural } from '@/kit/calculator/plural';
import { ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { BetweenDatesInputs, describeBetween } from '@/components/between-dates-inputs';
import type { betweenKeys } from '@/calculators/date-from-today/date-from-today.params';

type BetweenView = ModeView<typeof betweenKeys>;

/** The tab's dates (today and today + 30 unless set) and its count, null before hydration. */
function betweenOf({ params, today }: BetweenView) {
  const values = { ...params, from: params.from ?? today, to: params.to ?? (today && addDays(today, 30)) };
  const { from, to, inclusive, workdays } = values;
  return { values, count: from && to ? dayCount(from, to, { inclusive, businessOnly: workdays }) : null };
}

export const Inputs = (view: BetweenView) => <BetweenDatesInputs values={betweenOf(view).values} onChange={view.setParams} />;

export function Result(view: BetweenView) {
  const {
    values: { from, to, inclusive, workdays },
    count,
  } = betweenOf(view);
  return (
    <ResultCard busy={count === null}>
      {from && to && count !== null ? (
        <>
          <p className="text-3xl font-bold text-primary">{plural(count, workdays ? 'business day' : 'day')}</p>
          <p className="mt-1">
            from <strong>{formatLong(from)}</strong> to <strong>{formatLong(to)}</strong>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            {inclusive ? 'Both dates counted.' : 'The end date is not counted.'}
            {to < from &&
              (workdays
                ? ' The end date is before the start date, so there are no business days to count.'
                : ' The end date is before the start date, so the count is negative.')}
          </p>
        </>
      ) : (
        <ResultPending />
      )}
    </ResultCard>
  );
}

/** The toast after a submit on the tab. */
export function toastText(view: BetweenView): string | null {
  const { values, count } = betweenOf(view);
  return count === null ? null : describeBetween(values, count);
}
