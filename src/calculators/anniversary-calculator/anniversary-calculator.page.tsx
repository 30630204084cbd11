import { ageOn, milestones, nextAnniversary } from '@/lib/date/age';
import { daysBetween, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { ordinal, plural } from '@/kit/calculator/plural';
import { canonicalizer } from '@/kit/url/canonical';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { Fact } from '@/kit/calculator/result-card';
import { daysAway, ElapsedCalculator, ElapsedResult } from '@/components/elapsed-calculator';
import { anniversaryParams } from '@/calculators/anniversary-calculator/anniversary-calculator.params';
import { meta } from '@/calculators/anniversary-calculator/anniversary-calculator.meta';
import { ScrollArea } from '@/components/scroll-area';

const canonicalSearch = canonicalizer(anniversaryParams);

export default calculatorPage({
  meta,
  heading: 'Anniversary Calculator',
  lead: 'Count the time since a wedding or any start date, and see the next anniversary and the milestone dates.',
  text: () => import('@/calculators/anniversary-calculator/anniversary-calculator.content'),
  canonicalSearch,
  Calculator: AnniversaryCalculator,
});

export function AnniversaryCalculator() {
  return (
    <ElapsedCalculator
      title="Count the time together"
      parsers={anniversaryParams}
      canonical={canonicalSearch}
      startKey="start"
      startLabel="Start date"
      startHint="A wedding, the day you met, a first day at work…"
      onLabel="On"
      button="Calculate Anniversary"
      prompt="Enter a start date and press Calculate Anniversary."
      result={(start, on) => <AnniversaryResult start={start} on={on} />}
      after={(start, on) => <MilestoneTable start={start} on={on} />}
    />
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
    <ElapsedResult span={span} from={start} on={on} fromLabel="since" onLabel="on">
      <Fact label="In days">{plural(span.totalDays, 'day')}</Fact>
      {next && (
        <Fact label={`Next anniversary (the ${ordinal(next.yearsTurning)})`}>
          {formatLong(next.date)}, {daysAway(next.daysUntil)}
        </Fact>
      )}
    </ElapsedResult>
  );
}

/** Years 1, 5, 10 … 50 with their traditional names, dates and how far away they are. */
function MilestoneTable({ start, on }: { start: IsoDate; on: IsoDate }) {
  return (
    <section aria-labelledby="milestones-heading" className="mt-6">
      <h3 id="milestones-heading" className="text-lg font-semibold">
        Milestone anniversaries
      </h3>
      <ScrollArea label="Milestone anniversaries table" className="mt-3">
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
      </ScrollArea>
    </section>
  );
}
