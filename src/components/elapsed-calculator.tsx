import type { ReactNode } from 'react';
import type { Age } from '@/lib/date/age';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { plural } from '@/kit/calculator/plural';
import type { parseAsCivilDate } from '@/kit/url-state/parsers';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { leaveOutToday, useCommit } from '@/kit/url-state/use-commit';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { DATE_FIELD_LIMITS, DATE_MESSAGE, InputField } from '@/kit/calculator/form-fields';
import { Fact, Facts, ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { Button } from '@/kit/calculator/ui/button';

/**
 * The form of a time span from a start date to "on" (today unless chosen): the age and
 * anniversary calculators. Nothing happens without a start date; a submit leaves today out of
 * the link, so a shared link keeps counting to the day it is opened. `result` draws the span of
 * committed dates; `after` adds what follows the form (the milestone table).
 */
export function ElapsedCalculator<K extends string>({
  title,
  parsers,
  canonical,
  startKey,
  startLabel,
  startHint,
  onLabel,
  button,
  prompt,
  result,
  after,
}: {
  title: string;
  /** The page's contract: its start date under `startKey`, and `on` (absent: today). */
  parsers: Record<K | 'on', typeof parseAsCivilDate>;
  canonical: (search: string) => string;
  startKey: K;
  startLabel: string;
  startHint?: string;
  onLabel: string;
  button: string;
  prompt: string;
  result: (start: IsoDate, on: IsoDate) => ReactNode;
  after?: (start: IsoDate, on: IsoDate) => ReactNode;
}) {
  const { params, today } = useUrlParams(parsers);
  const start = params[startKey];
  const on = params.on ?? today;
  const { form, errors, failure } = useCommit({
    parsers,
    canonical,
    messages: { [startKey]: DATE_MESSAGE, on: DATE_MESSAGE } as Partial<Record<K | 'on', string>>,
    required: [startKey],
    prepare: leaveOutToday('on', today),
  });
  return (
    <CalculatorCard title={title}>
      <form {...form} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            label={startLabel}
            name={startKey}
            type="date"
            {...DATE_FIELD_LIMITS}
            defaultValue={start ?? ''}
            error={errors[startKey]}
            hint={startHint}
          />
          <InputField
            label={onLabel}
            name="on"
            type="date"
            {...DATE_FIELD_LIMITS}
            defaultValue={on ?? ''}
            error={errors.on}
            hint="Today, unless you choose another date."
          />
        </div>
        <div>
          <Button type="submit">{button}</Button>
        </div>
        <ResultCard busy={!on} failure={failure}>
          {!on ? <ResultPending /> : start ? result(start, on) : <p className="text-muted-foreground">{prompt}</p>}
        </ResultCard>
      </form>
      {on && start && !failure && after?.(start, on)}
    </CalculatorCard>
  );
}

/**
 * The result of a time span from one date to another (an age, time together): years, months and
 * days in large type, the two dates, then the page's own figures (`children`) after the total in
 * months, and an optional note.
 */
export function ElapsedResult({
  span,
  from,
  on,
  fromLabel,
  onLabel,
  note,
  children,
}: {
  span: Age;
  from: IsoDate;
  on: IsoDate;
  fromLabel: string;
  onLabel: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <div>
        <p className="text-3xl font-bold text-primary">
          {plural(span.years, 'year')}, {plural(span.months, 'month')}, {plural(span.days, 'day')}
        </p>
        <p className="mt-1">
          {fromLabel} <strong>{formatLong(from)}</strong>
        </p>
        <p>
          {onLabel} <strong>{formatLong(on)}</strong>
        </p>
      </div>
      <Facts>
        <Fact label="In months">
          {plural(span.totalMonths, 'month')}
          {span.days > 0 && `, ${plural(span.days, 'day')}`}
        </Fact>
        {children}
      </Facts>
      {note}
    </div>
  );
}

/** "today" or "in 125 days": how far away an anniversary is. */
export function daysAway(days: number): string {
  return days === 0 ? 'today' : `in ${plural(days, 'day')}`;
}
