import { Link } from 'react-router-dom';
import { leapYearInfo, leapYearSteps, nextLeapYears, previousLeapYear } from '@/lib/date/leap-year';
import { MAX_YEAR, MIN_YEAR } from '@/lib/date/core/civil-date';
import { plural } from '@/kit/calculator/plural';
import { canonicalizer } from '@/kit/url/canonical';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useCommit } from '@/kit/url-state/use-commit';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { YearField } from '@/kit/calculator/form-fields';
import { Fact, Facts, ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { Button } from '@/kit/calculator/ui/button';
import { QuickLinks } from '@/components/quick-links';
import { leapYearParams, serializeLeapYear } from '@/calculators/leap-year-checker/leap-year-checker.params';
import { meta } from '@/calculators/leap-year-checker/leap-year-checker.meta';

const canonicalSearch = canonicalizer(leapYearParams);

/** Years people ask about: the century rule both ways, a recent leap year. */
const EXAMPLES = [1900, 2000, 2024, 2100] as const;

const yearLink = (year: number) => ({ search: serializeLeapYear({ year }) });

export default calculatorPage({
  meta,
  heading: 'Leap Year Checker',
  lead: 'Check whether any year is a leap year, with the rule worked through step by step.',
  text: () => import('@/calculators/leap-year-checker/leap-year-checker.content'),
  canonicalSearch,
  Calculator: LeapYearChecker,
});

export function LeapYearChecker() {
  const { params, today } = useUrlParams(leapYearParams);
  const { form, errors, failure } = useCommit({
    parsers: leapYearParams,
    canonical: canonicalSearch,
    messages: { year: `Enter a whole year from ${MIN_YEAR} to ${MAX_YEAR}.` },
    required: ['year'],
  });

  return (
    <CalculatorCard title="Check a year">
      <form {...form} className="grid gap-5">
        <YearField year={params.year} error={errors.year} hint={`Any year from ${MIN_YEAR} to ${MAX_YEAR}.`} className="max-w-xs" />
        <div>
          <Button type="submit">Check Year</Button>
        </div>
        <ResultCard busy={!today} failure={failure}>
          {!today ? (
            <ResultPending />
          ) : params.year !== null ? (
            <LeapYearResult year={params.year} />
          ) : (
            <p className="text-muted-foreground">Enter a year and press Check Year.</p>
          )}
        </ResultCard>
      </form>
      <QuickLinks
        label="Example years"
        heading="Try a year"
        links={EXAMPLES.map((year) => ({ to: yearLink(year), text: String(year) }))}
      />
    </CalculatorCard>
  );
}

function LeapYearResult({ year }: { year: number }) {
  const info = leapYearInfo(year);
  const previous = previousLeapYear(year);
  return (
    <div className="grid gap-4">
      <p className="text-3xl font-bold text-primary">
        {year} is {info.isLeap ? 'a leap year' : 'not a leap year'}
      </p>
      <Facts>
        <Fact label="Days in the year">{plural(info.daysInYear, 'day')}</Fact>
        <Fact label="Days in February">{plural(info.febDays, 'day')}</Fact>
        <Fact label="Previous leap year">
          {previous === null ? (
            'None from the year 1'
          ) : (
            <Link to={yearLink(previous)} preventScrollReset className="underline underline-offset-4">
              {previous}
            </Link>
          )}
        </Fact>
      </Facts>
      <div>
        <h3 className="text-sm font-semibold">The rule, step by step</h3>
        <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm">
          {leapYearSteps(year).map((step, i, steps) => (
            <li key={step.divisor}>
              Is {year} divisible by {step.divisor}? <strong>{step.divisible ? 'Yes' : 'No'}</strong>
              {i === steps.length - 1 && <>, {verdict(step.divisor, step.divisible)}</>}
              {i < steps.length - 1 && '.'}
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="text-sm font-semibold">The next 5 leap years</h3>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {nextLeapYears(year, 5).map((next) => (
            <li key={next}>
              {next <= MAX_YEAR ? (
                <Link to={yearLink(next)} preventScrollReset className="underline underline-offset-4">
                  {next}
                </Link>
              ) : (
                next
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** What the deciding step means. */
function verdict(divisor: 4 | 100 | 400, divisible: boolean): string {
  if (divisor === 4) return 'so it is not a leap year.';
  if (divisor === 100) return 'so it is a leap year.';
  return divisible
    ? 'so this century year is a leap year.'
    : 'so this century year is not a leap year.';
}
