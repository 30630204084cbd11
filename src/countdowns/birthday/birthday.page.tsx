import { useState } from 'react';
import { validateInScript } from '@/kit/calculator/form';
import { compareIsoDates, isoDateParts, weekdayName, type IsoDate } from '@/lib/date/core/civil-date';
import { nextAnniversary } from '@/lib/date/age';
import { ordinal } from '@/kit/calculator/plural';
import { canonicalizer } from '@/kit/url/canonical';
import { dropFutureDate } from '@/kit/url-state/future-date';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CountdownCard } from '@/components/countdown-card';
import { DateField } from '@/kit/calculator/form-fields';
import { Button } from '@/kit/calculator/ui/button';
import { birthdayParams } from '@/countdowns/birthday/birthday.params';
import { meta } from '@/countdowns/birthday/birthday.meta';

/** Short calendar facts shown beside the countdown. */
const birthdayFacts: string[] = [
  'A birthday falls one weekday later each year, or two weekdays later when a February 29 comes in between.',
  'A first birthday is 365 days after the day of birth, or 366 when a February 29 comes in between.',
  'February 29 comes every four years, except in century years not divisible by 400: 2000 had one, but 2100 will not.',
  'On this site, a February 29 birthday is counted on February 28 in common years.',
];

/** A birth date after today is refused: the link never keeps it. */
export const canonicalSearch = canonicalizer(birthdayParams, dropFutureDate('birth'));

export default calculatorPage({
  meta,
  heading: 'Birthday Countdown',
  lead: 'Count the days until your next birthday and see the age you will turn.',
  text: () => import('@/countdowns/birthday/birthday.content'),
  canonicalSearch,
  Calculator: BirthdayCountdown,
});

const FUTURE_MESSAGE = 'That birth date is in the future. Choose a date that is today or earlier.';

export function BirthdayCountdown() {
  const { params, setParams, today } = useUrlParams(birthdayParams);
  // A future date the visitor typed: refused on the page, never written to the link.
  const [typed, setTyped] = useState<IsoDate | null>(null);
  const isFuture = (date: IsoDate | null) => date !== null && today !== null && compareIsoDates(date, today) > 0;
  const future = isFuture(typed) || isFuture(params.birth);
  const next = params.birth && today && !future ? nextAnniversary(params.birth, today) : null;
  const age = next && params.birth ? isoDateParts(next.date).year - isoDateParts(params.birth).year : null;
  return (
    <CountdownCard
      title={next ? `Your birthday ${isoDateParts(next.date).year}` : 'Your next birthday'}
      description={
        next && age !== null
          ? `You turn ${age} on ${weekdayName(next.date)}: your ${ordinal(age)} birthday.${
              params.birth?.endsWith('-02-29') && next.date.endsWith('-02-28')
                ? ' Born on February 29: in a common year the birthday is counted on February 28.'
                : ''
            }`
          : 'Enter your birth date to count down to your next birthday.'
      }
      event={age !== null ? `your ${ordinal(age)} birthday` : 'your birthday'}
      target={next?.date ?? null}
      today={today}
      color="purple"
      facts={birthdayFacts}
      uid="birthday"
      prompt={future ? FUTURE_MESSAGE : 'Select your birth date above to see how many days are left until your next birthday.'}
      promptAlert={future}
      form={
        <form method="get" ref={validateInScript} onSubmit={(event) => event.preventDefault()} className="mt-4 flex flex-wrap items-end gap-3">
          <DateField
            label="Your birth date"
            name="birth"
            value={params.birth}
            max={today ?? undefined}
            onChange={(birth) => {
              setTyped(birth);
              if (!isFuture(birth)) void setParams({ birth });
            }}
            hint="Future dates are not allowed."
            error={isFuture(typed) ? FUTURE_MESSAGE : null}
          />
          <Button type="submit">
            Count down
          </Button>
        </form>
      }
    />
  );
}
