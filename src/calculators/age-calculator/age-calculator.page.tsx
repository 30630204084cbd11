import { ageOn, nextAnniversary } from '@/lib/date/age';
import { isoDateParts, weekdayName, type IsoDate } from '@/lib/date/civil-date';
import { formatLong } from '@/lib/date/format';
import { plural } from '@/lib/plural';
import { canonicalizer } from '@/lib/url/canonical';
import { useUrlParams } from '@/hooks/use-url-params';
import { useCommit } from '@/hooks/use-commit';
import { CalculatorFrame } from '@/components/calculator-frame';
import { CalculatorCard } from '@/components/calculator-card';
import { DATE_FIELD_LIMITS, DATE_MESSAGE, InputField } from '@/components/form-fields';
import { Fact, Facts, ResultCard, ResultPending } from '@/components/result-card';
import { Button } from '@/components/ui/button';
import { ageParams } from '@/calculators/age-calculator/age-calculator.params';
import { meta } from '@/calculators/age-calculator/age-calculator.meta';
import { AgeExplainer, AgeIntro, ageFaq, ageLead } from '@/calculators/age-calculator/age-calculator.content';

export { meta };
export const canonicalSearch = canonicalizer(ageParams);

export default function AgeCalculatorPage() {
  return (
    <CalculatorFrame
      meta={meta}
      heading="Age Calculator"
      lead={ageLead}
      intro={<AgeIntro />}
      explainer={<AgeExplainer />}
      faq={ageFaq}
    >
      <AgeCalculator />
    </CalculatorFrame>
  );
}

export function AgeCalculator() {
  const { params, today } = useUrlParams(ageParams);
  const on = params.on ?? today;
  const { form, errors } = useCommit({
    parsers: ageParams,
    canonical: canonicalSearch,
    messages: { birth: DATE_MESSAGE, on: DATE_MESSAGE },
    required: ['birth'],
    // "Today" stays out of the link, so a shared link keeps counting to the day it is opened.
    prepare: (fields) => {
      if (fields.get('on') === today) fields.delete('on');
    },
  });

  return (
    <CalculatorCard title="Work out an age">
      <form {...form} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            label="Date of birth"
            name="birth"
            type="date"
            {...DATE_FIELD_LIMITS}
            defaultValue={params.birth ?? ''}
            error={errors.birth}
          />
          <InputField
            label="Age on"
            name="on"
            type="date"
            {...DATE_FIELD_LIMITS}
            defaultValue={on ?? ''}
            error={errors.on}
            hint="Today, unless you choose another date."
          />
        </div>
        <div>
          <Button type="submit">Calculate Age</Button>
        </div>
        <ResultCard busy={!on}>
          {!on ? (
            <ResultPending />
          ) : params.birth ? (
            <AgeResult birth={params.birth} on={on} />
          ) : (
            <p className="text-muted-foreground">Enter a date of birth and press Calculate Age.</p>
          )}
        </ResultCard>
      </form>
    </CalculatorCard>
  );
}

function AgeResult({ birth, on }: { birth: IsoDate; on: IsoDate }) {
  const age = ageOn(birth, on);
  if (!age) {
    return (
      <p className="font-medium text-warning-foreground">
        The date of birth, {formatLong(birth)}, is after {formatLong(on)}. Choose a date of birth on or before the
        date the age is worked out on.
      </p>
    );
  }
  const next = nextAnniversary(birth, on);
  const { month, day } = isoDateParts(birth);
  return (
    <div className="grid gap-4">
      <div>
        <p className="text-3xl font-bold text-primary">
          {plural(age.years, 'year')}, {plural(age.months, 'month')}, {plural(age.days, 'day')}
        </p>
        <p className="mt-1">
          born on <strong>{formatLong(birth)}</strong>
        </p>
        <p>
          age on <strong>{formatLong(on)}</strong>
        </p>
      </div>
      <Facts>
        <Fact label="In months">
          {plural(age.totalMonths, 'month')}
          {age.days > 0 && `, ${plural(age.days, 'day')}`}
        </Fact>
        <Fact label="In weeks">
          {plural(age.totalWeeks, 'week')}
          {age.totalDays % 7 > 0 && `, ${plural(age.totalDays % 7, 'day')}`}
        </Fact>
        <Fact label="In days">{plural(age.totalDays, 'day')}</Fact>
        <Fact label="Born on a">{weekdayName(birth)}</Fact>
        {next && (
          <Fact label="Next birthday" className="sm:col-span-2">
            {formatLong(next.date)}: turns {next.yearsTurning.toLocaleString('en-US')},{' '}
            {next.daysUntil === 0 ? 'today' : `in ${plural(next.daysUntil, 'day')}`}
          </Fact>
        )}
      </Facts>
      {month === 2 && day === 29 && (
        <p className="text-sm">
          Born on February 29: in years without that day, the birthday is counted on February 28, so each year of
          age is complete on February 28 of a common year.
        </p>
      )}
    </div>
  );
}
