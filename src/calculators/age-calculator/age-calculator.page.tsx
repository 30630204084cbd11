import { ageOn, nextAnniversary } from '@/lib/date/age';
import { isoDateParts, weekdayName, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { grouped, plural } from '@/kit/calculator/plural';
import { canonicalizer } from '@/kit/url/canonical';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { Fact } from '@/kit/calculator/result-card';
import { daysAway, ElapsedCalculator, ElapsedResult } from '@/components/elapsed-calculator';
import { ageParams } from '@/calculators/age-calculator/age-calculator.params';
import { meta } from '@/calculators/age-calculator/age-calculator.meta';

export const canonicalSearch = canonicalizer(ageParams);

export default calculatorPage({
  meta,
  heading: 'Age Calculator',
  lead: 'Work out an exact age in years, months and days on any date, and see when the next birthday is.',
  text: () => import('@/calculators/age-calculator/age-calculator.content'),
  canonicalSearch,
  Calculator: AgeCalculator,
});

export function AgeCalculator() {
  return (
    <ElapsedCalculator
      title="Work out an age"
      parsers={ageParams}
      canonical={canonicalSearch}
      startKey="birth"
      startLabel="Date of birth"
      onLabel="Age on"
      button="Calculate Age"
      prompt="Enter a date of birth and press Calculate Age."
      result={(birth, on) => <AgeResult birth={birth} on={on} />}
    />
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
  const leapling = month === 2 && day === 29 && (
    <p className="text-sm">
      Born on February 29: in years without that day, the birthday is counted on February 28, so each year of age
      is complete on February 28 of a common year.
    </p>
  );
  return (
    <ElapsedResult span={age} from={birth} on={on} fromLabel="born on" onLabel="age on" note={leapling}>
      <Fact label="In weeks">
        {plural(age.totalWeeks, 'week')}
        {age.totalDays % 7 > 0 && `, ${plural(age.totalDays % 7, 'day')}`}
      </Fact>
      <Fact label="In days">{plural(age.totalDays, 'day')}</Fact>
      <Fact label="Born on a">{weekdayName(birth)}</Fact>
      {next && (
        <Fact label="Next birthday" className="sm:col-span-2">
          {formatLong(next.date)}: turns {grouped(next.yearsTurning)}, {daysAway(next.daysUntil)}
        </Fact>
      )}
    </ElapsedResult>
  );
}
