import { lazy, Suspense } from 'react';
import { addDays, isoDateParts, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong, LONGEST_LONG_DATE } from '@/lib/date/core/format';
import { daysAfterValentines } from '@/lib/date/holidays';
import { plural } from '@/kit/calculator/plural';
import { canonicalizer } from '@/kit/url/canonical';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useCommit } from '@/kit/url-state/use-commit';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { InputField, wholeNumberInput } from '@/kit/calculator/form-fields';
import { QuickLinks } from '@/components/quick-links';
import { BLANK, ResultCard, Room } from '@/kit/calculator/result-card';
import { cn } from '@/shell/utils';
import { Button } from '@/kit/calculator/ui/button';
import { Tabs } from '@/kit/calculator/ui/tabs';
import { serializeValentine, valentineParams } from '@/special-days/valentine/valentine.params';
import { meta } from '@/special-days/valentine/valentine.meta';

const canonicalSearch = canonicalizer(valentineParams);

const TABS = [
  { value: 'after', label: 'Days After Valentine’s' },
  { value: 'countdown', label: 'Countdown to Valentine’s' },
] as const;

/** Spec §9: the presets and the common-date list. */
const PRESETS = [21, 30, 100] as const;
const COMMON = [
  { days: 21, label: '21 days (3 weeks)' },
  { days: 30, label: '30 days' },
  { days: 60, label: '60 days' },
  { days: 90, label: '90 days' },
  { days: 100, label: '100 days' },
] as const;

const STAND_IN = { valentine: '2000-02-14' as IsoDate, date: '2000-03-06' as IsoDate };

const ValentineCountdown = lazy(() => import('@/special-days/valentine/valentine-countdown'));

export default calculatorPage({
  meta,
  heading: 'Valentine’s Day Calculator',
  lead: 'Find the date any number of days after Valentine’s Day, or count down the days until the next February 14.',
  text: () => import('@/special-days/valentine/valentine.content'),
  canonicalSearch,
  Calculator: Valentine,
});

export function Valentine() {
  const { params, setParams } = useUrlParams(valentineParams);
  return (
    <CalculatorCard title="Valentine’s Day" copyLink={params.tab === 'after'}>
      <Tabs label="Valentine’s Day calculator" name="tab" value={params.tab} tabs={TABS} onChange={(tab) => void setParams({ tab })}>
        {params.tab === 'after' ? (
          <DaysAfter />
        ) : (
          <Suspense fallback={<ResultCard busy className="min-h-96"><span className="sr-only">Loading the countdown…</span></ResultCard>}>
            <ValentineCountdown />
          </Suspense>
        )}
      </Tabs>
    </CalculatorCard>
  );
}

/** The Days After tab: Valentine's Day of this year plus a number of days. */
function DaysAfter() {
  const { params, today } = useUrlParams(valentineParams);
  const { form, errors, failure } = useCommit({
    parsers: valentineParams,
    canonical: canonicalSearch,
    messages: { days: 'Enter a whole number of days, 1 or more.' },
    skipEmpty: ['days'],
    toast: (search) => {
      const days = valentineParams.days.parse(search.get('days') ?? '21');
      const result = today && days !== null ? daysAfterValentines(isoDateParts(today).year, days) : null;
      return result?.date ? ['Date calculated!', `${plural(days!, 'day')} after Valentine’s Day is ${formatLong(result.date)}`] : null;
    },
  });
  const result = today ? daysAfterValentines(isoDateParts(today).year, params.days) : null;
  const shown = result ?? STAND_IN;

  return (
    <div className="grid gap-5">
      <form {...form} className="grid gap-5">
        <div className="flex flex-wrap items-end gap-3">
          <InputField
            label="Number of days"
            name="days"
            {...wholeNumberInput(1)}
            defaultValue={String(params.days)}
            error={errors.days}
            hint="Days after February 14; 1 or more."
            className="w-48"
          />
          <Button type="submit">Calculate</Button>
        </div>
        <ResultCard busy={!result} failure={failure} keepLast>
          {result && !result.date ? (
            <p>
              {plural(params.days, 'day')} after {formatLong(result.valentine)} is after December 31, 9999, the last date
              this calculator works with. Enter a smaller number of days.
            </p>
          ) : (
            // Before the year is known, an invisible stand-in of the same shape keeps the layout still.
            <div className={cn('grid gap-1', !result && 'invisible')}>
              <p>
                {plural(params.days, 'day')} after Valentine’s Day {isoDateParts(shown.valentine).year} (
                {formatLong(shown.valentine)}) is
              </p>
              <p className="text-2xl font-bold text-primary sm:text-3xl">{formatLong(shown.date ?? shown.valentine)}</p>
            </div>
          )}
        </ResultCard>
      </form>
      <QuickLinks
        label="Preset day counts"
        heading="Presets"
        links={PRESETS.map((days) => ({ to: { search: serializeValentine({ days }) }, text: `${days} days after` }))}
      />
      <CommonDates valentine={result?.valentine ?? null} />
    </div>
  );
}

/** The spec's common offsets; blank cells keep the table's size until the year is known. */
function CommonDates({ valentine }: { valentine: IsoDate | null }) {
  return (
    <section aria-labelledby="valentine-common">
      <h3 id="valentine-common" className="text-lg font-semibold">
        Common dates after Valentine’s Day{' '}
        {valentine ? isoDateParts(valentine).year : <span className="invisible">2000</span>}
      </h3>
      <div className="mt-3 overflow-x-auto rounded-xl border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2">After February 14</th>
              <th scope="col" className="px-3 py-2">Date</th>
            </tr>
          </thead>
          <tbody>
            {COMMON.map(({ days, label }) => {
              const date = valentine && addDays(valentine, days);
              return (
                <tr key={days} className="border-t">
                  <th scope="row" className="px-3 py-2 font-medium">{label}</th>
                  {/* The cell keeps the room of the longest date (data-longest), so the columns
                      keep their widths when the dates arrive. */}
                  <td className="px-3 py-2">
                    <Room longest={LONGEST_LONG_DATE}>{!valentine ? BLANK : date ? formatLong(date) : 'After December 31, 9999'}</Room>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
