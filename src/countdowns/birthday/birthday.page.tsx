import { compareIsoDates, isoDateParts, weekdayName } from '@/lib/date/civil-date';
import { nextAnniversary } from '@/lib/date/age';
import { ordinal } from '@/lib/plural';
import { canonicalizer } from '@/lib/url/canonical';
import { useUrlParams } from '@/hooks/use-url-params';
import { CalculatorFrame } from '@/components/calculator-frame';
import { CountdownCard } from '@/components/countdown-card';
import { DateField } from '@/components/form-fields';
import { Button } from '@/components/ui/button';
import { birthdayParams } from '@/countdowns/birthday/birthday.params';
import { meta } from '@/countdowns/birthday/birthday.meta';
import {
  BirthdayExplainer,
  BirthdayIntro,
  birthdayFacts,
  birthdayFaq,
  birthdayLead,
} from '@/countdowns/birthday/birthday.content';

export { meta };
export const canonicalSearch = canonicalizer(birthdayParams);

export default function BirthdayCountdownPage() {
  return (
    <CalculatorFrame
      meta={meta}
      heading="Birthday Countdown"
      lead={birthdayLead}
      intro={<BirthdayIntro />}
      explainer={<BirthdayExplainer />}
      faq={birthdayFaq}
    >
      <BirthdayCountdown />
    </CalculatorFrame>
  );
}

export function BirthdayCountdown() {
  const { params, setParams, today } = useUrlParams(birthdayParams);
  const future = params.birth !== null && today !== null && compareIsoDates(params.birth, today) > 0;
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
      prompt={
        <p className="text-lg">
          {future ? (
            <strong>That birth date is in the future. Choose a date that is today or earlier.</strong>
          ) : (
            'Select your birth date above to see how many days are left until your next birthday.'
          )}
        </p>
      }
      form={
        <form method="get" onSubmit={(event) => event.preventDefault()} className="mt-4 flex flex-wrap items-end gap-3">
          <DateField
            label="Your birth date"
            name="birth"
            value={params.birth}
            max={today ?? undefined}
            onChange={(birth) => setParams({ birth })}
            hint="Future dates are not allowed."
          />
          <Button type="submit" variant="secondary">
            Count down
          </Button>
        </form>
      }
    />
  );
}
