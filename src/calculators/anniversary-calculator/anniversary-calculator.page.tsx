import { ageOn, milestones, nextAnniversary } from '@/lib/date/age';
import { daysBetween, type IsoDate } from '@/lib/date/civil-date';
import { formatLong } from '@/lib/date/format';
import { ordinal, plural } from '@/lib/plural';
import { canonicalizer } from '@/lib/url/canonical';
import { useUrlParams } from '@/hooks/use-url-params';
import { useCommit } from '@/hooks/use-commit';
import { CalculatorFrame } from '@/components/calculator-frame';
import { CalculatorCard } from '@/components/calculator-card';
import { DATE_FIELD_LIMITS, DATE_MESSAGE, InputField } from '@/components/form-fields';
import { Fact, Facts, ResultCard, ResultPending } from '@/components/result-card';
import { Button } from '@/components/ui/button';
import { anniversaryParams } from '@/calculators/anniversary-calculator/anniversary-calculator.params';
import { meta } from '@/calculators/anniversary-calculator/anniversary-calculator.meta';
import {
  AnniversaryExplainer,
  AnniversaryIntro,
  anniversaryFaq,
  anniversaryLead,
} from '@/calculators/anniversary-calculator/anniversary-calculator.content';

export { meta };
export const canonicalSearch = canonicalizer(anniversaryParams);

export default function AnniversaryCalculatorPage() {
  return (
    <CalculatorFrame
      meta={meta}
      heading="Anniversary Calculator"
      lead={anniversaryLead}
      intro={<AnniversaryIntro />}
      explainer={<AnniversaryExplainer />}
      faq={anniversaryFaq}
    >
      <AnniversaryCalculator />
    </CalculatorFrame>
  );
}

export function AnniversaryCalculator() {
  const { params, today } = useUrlParams(anniversaryParams);
  const on = params.on ?? today;
  const { form, errors } = useCommit({
    parsers: anniversaryParams,
    canonical: canonicalSearch,
    messages: { start: DATE_MESSAGE, on: DATE_MESSAGE },
    required: ['start'],
    // "Today" stays out of the link, so a shared link keeps counting to the day it is opened.
    prepare: (fields) => {
      if (fields.get('on') === today) fields.delete('on');
    },
  });

  return (
    <CalculatorCard title="Count the time together">
      <form {...form} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            label="Start date"
            name="start"
            type="date"
            {...DATE_FIELD_LIMITS}
            defaultValue={params.start ?? ''}
            error={errors.start}
            hint="A wedding, the day you met, a first day at work…"
          />
          <InputField
            label="On"
            name="on"
            type="date"
            {...DATE_FIELD_LIMITS}
            defaultValue={on ?? ''}
            error={errors.on}
            hint="Today, unless you choose another date."
          />
        </div>
        <div>
          <Button type="submit">Calculate Anniversary</Button>
        </div>
        <ResultCard busy={!on}>
          {!on ? (
            <ResultPending />
          ) : params.start ? (
            <AnniversaryResult start={params.start} on={on} />
          ) : (
            <p className="text-muted-foreground">Enter a start date and press Calculate Anniversary.</p>
          )}
        </ResultCard>
      </form>
      {on && params.start && <MilestoneTable start={params.start} on={on} />}
    </CalculatorCard>
  );
}

function AnniversaryResult({ start, on }: { start: IsoDate; on: IsoDate }) {
  const span = ageOn(start, on);
  if (!span) {
    return (
      <p className="font-medium text-warning-foreground">
        The start date, {formatLong(start)}, is after {formatLong(on)}. Choose a start date on or before it; the
        milestone dates are listed below.
      </p>
    );
  }
  const next = nextAnniversary(start, on);
  return (
    <div className="grid gap-4">
      <div>
        <p className="text-3xl font-bold text-primary">
          {plural(span.years, 'year')}, {plural(span.months, 'month')}, {plural(span.days, 'day')}
        </p>
        <p className="mt-1">
          since <strong>{formatLong(start)}</strong>
        </p>
        <p>
          on <strong>{formatLong(on)}</strong>
        </p>
      </div>
      <Facts>
        <Fact label="In months">
          {plural(span.totalMonths, 'month')}
          {span.days > 0 && `, ${plural(span.days, 'day')}`}
        </Fact>
        <Fact label="In days">{plural(span.totalDays, 'day')}</Fact>
        {next && (
          <Fact label={`Next anniversary (the ${ordinal(next.yearsTurning)})`}>
            {formatLong(next.date)}, {next.daysUntil === 0 ? 'today' : `in ${plural(next.daysUntil, 'day')}`}
          </Fact>
        )}
      </Facts>
    </div>
  );
}

/** Years 1, 5, 10 … 50 with their traditional names, dates and how far away they are. */
function MilestoneTable({ start, on }: { start: IsoDate; on: IsoDate }) {
  return (
    <section aria-labelledby="milestones-heading" className="mt-6">
      <h3 id="milestones-heading" className="text-lg font-semibold">
        Milestone anniversaries
      </h3>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3 font-medium">
                Year
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Traditional name
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 font-medium">
                When
              </th>
            </tr>
          </thead>
          <tbody>
            {milestones(start).map((row) => {
              const away = daysBetween(on, row.date);
              return (
                <tr key={row.year} className="border-b last:border-0">
                  <td className="py-2 pr-3 font-semibold">{ordinal(row.year)}</td>
                  <td className="py-2 pr-3">{row.name}</td>
                  <td className="py-2 pr-3">{formatLong(row.date)}</td>
                  <td className="py-2">
                    {away < 0 ? 'Passed' : away === 0 ? 'Today' : `In ${plural(away, 'day')}`}
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
