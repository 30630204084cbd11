/**
 * The date calculator's "Weekday Finder" tab: its field, result (with the spec's common
 * questions) and toast. A module of its own, loaded when the tab opens (see `widgetModes`).
 */
import { isoDateFromParts, isoDateParts, weekdayName, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong, formatMedium } from '@/lib/date/core/format';
import type { ModeView } from '@/kit/url-state/modes';
import { DateField } from '@/kit/calculator/form-fields';
import { JulianNote } from '@/kit/calculator/julian-note';
import { ResultCard, ResultPending } from '@/kit/calculator/result-card';
import type { weekdayKeys } from '@/calculators/date-from-today/date-from-today.params';

type WeekdayView = ModeView<typeof weekdayKeys>;

export const Inputs = ({ params, setParams, today }: WeekdayView) => (
  <DateField label="Date" name="date" value={params.date ?? today} onChange={(date) => setParams({ date })} needed className="sm:max-w-xs" />
);

export function Result({ params, setParams, today }: WeekdayView) {
  const date = params.date ?? today;
  return (
    <>
      <ResultCard busy={!date}>
        {date ? (
          <>
            <p className="text-3xl font-bold text-primary">{weekdayName(date)}</p>
            <p className="text-xl font-semibold">{formatLong(date)}</p>
            <JulianNote date={date} />
          </>
        ) : (
          <ResultPending />
        )}
      </ResultCard>
      {today && <WeekdayQuestions today={today} onPick={(picked) => setParams({ date: picked }, { history: 'push' })} />}
    </>
  );
}

/** The toast after a submit on the tab. */
export function toastText({ params, today }: WeekdayView): string | null {
  const date = params.date ?? today;
  return date ? `${formatMedium(date)} is a ${weekdayName(date)}` : null;
}

/** Spec: the weekday tab's list of common questions; each sets the date. */
function WeekdayQuestions({ today, onPick }: { today: IsoDate; onPick: (date: IsoDate) => void }) {
  const { year } = isoDateParts(today);
  const questions = [
    { label: `What day of the week is Christmas ${year}?`, date: isoDateFromParts(year, 12, 25) },
    { label: `What day of the week is New Year’s Day ${year + 1}?`, date: isoDateFromParts(year + 1, 1, 1) },
    { label: `What day of the week is July 4, ${year + 1}?`, date: isoDateFromParts(year + 1, 7, 4) },
    { label: 'What day of the week was January 1, 2000?', date: isoDateFromParts(2000, 1, 1) },
  ];
  return (
    <div>
      <h3 className="text-sm font-semibold">Common questions</h3>
      <ul className="mt-2 grid gap-1">
        {questions.map(
          ({ label, date }) =>
            date && (
              <li key={label}>
                <button type="button" className="text-left text-sm text-primary underline-offset-4 hover:underline" onClick={() => onPick(date)}>
                  {label}
                </button>
              </li>
            ),
        )}
      </ul>
    </div>
  );
}
