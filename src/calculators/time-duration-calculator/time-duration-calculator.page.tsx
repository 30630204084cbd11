import { timeDuration } from '@/lib/date/time-duration';
import { plural } from '@/kit/calculator/plural';
import { canonicalizer } from '@/kit/url/canonical';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useCommit } from '@/kit/url-state/use-commit';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { InputField } from '@/kit/calculator/form-fields';
import { Fact, Facts, ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { Button } from '@/kit/calculator/ui/button';
import {
  SHORTCUT_MINUTES,
  shortcutFormShape,
  timeDurationParams,
} from '@/calculators/time-duration-calculator/time-duration-calculator.params';
import { meta } from '@/calculators/time-duration-calculator/time-duration-calculator.meta';

export const canonicalSearch = canonicalizer(timeDurationParams, shortcutFormShape);

const TIME_MESSAGE = 'Enter a time on the 24-hour clock, from 00:00 to 23:59.';

const shortcutLabel = (minutes: number) => (minutes < 60 ? `+${minutes} min` : `+${plural(minutes / 60, 'hour')}`);

export default calculatorPage({
  meta,
  heading: 'Time Duration Calculator',
  lead: 'Find the hours and minutes between two times of day, overnight shifts included.',
  text: () => import('@/calculators/time-duration-calculator/time-duration-calculator.content'),
  canonicalSearch,
  Calculator: TimeDurationCalculator,
});

export function TimeDurationCalculator() {
  const { params, today } = useUrlParams(timeDurationParams);
  const { form, errors, failure } = useCommit({
    parsers: timeDurationParams,
    canonical: canonicalSearch,
    messages: { start: TIME_MESSAGE, end: TIME_MESSAGE },
    required: ['start', 'end'],
  });

  return (
    <CalculatorCard title="Time between two clock times">
      <form {...form} className="grid gap-5">
        <div className="grid grid-cols-2 gap-5">
          <InputField label="Start time" name="start" type="time" step={60} defaultValue={params.start ?? ''} error={errors.start} />
          <InputField label="End time" name="end" type="time" step={60} defaultValue={params.end ?? ''} error={errors.end} />
        </div>
        <div>
          <Button type="submit">Calculate Duration</Button>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Or set the end time from the start time</legend>
          <div className="flex flex-wrap gap-2">
            {SHORTCUT_MINUTES.map((minutes) => (
              <Button key={minutes} type="submit" name="plus" value={minutes} variant="secondary" size="sm">
                {shortcutLabel(minutes)}
              </Button>
            ))}
          </div>
        </fieldset>
        <ResultCard busy={!today} failure={failure}>
          {!today ? (
            <ResultPending />
          ) : params.start && params.end ? (
            <DurationResult start={params.start} end={params.end} />
          ) : (
            <p className="text-muted-foreground">Enter a start time and an end time and press Calculate Duration.</p>
          )}
        </ResultCard>
      </form>
    </CalculatorCard>
  );
}

function DurationResult({ start, end }: { start: string; end: string }) {
  const duration = timeDuration(start, end);
  if (!duration) return null;
  return (
    <div className="grid gap-4">
      <div>
        <p className="text-3xl font-bold text-primary">
          {plural(duration.hours, 'hour')} {plural(duration.minutes, 'minute')}
        </p>
        <p className="mt-1">
          from <strong>{start}</strong> to <strong>{end}</strong>
          {duration.nextDay && ' the next day'}
        </p>
        {duration.nextDay && (
          <p className="mt-1 text-sm">The end time is earlier than the start time, so it is taken as the next day.</p>
        )}
        {duration.totalMinutes === 0 && (
          <p className="mt-1 text-sm">The two times are the same, so no time has passed between them.</p>
        )}
      </div>
      <Facts>
        <Fact label="Total minutes">{plural(duration.totalMinutes, 'minute')}</Fact>
        <Fact label="Total hours (decimal)">{duration.totalHours.toFixed(2)} hours</Fact>
      </Facts>
    </div>
  );
}
