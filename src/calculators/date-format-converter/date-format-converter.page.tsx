import { Link } from 'react-router-dom';
import { dayOfYear, isoDateParts, isoWeek, toDayNumber, type IsoDate } from '@/lib/date/core/civil-date';
import { DATE_FORMATS, DATE_FORMAT_ERRORS, formatDatePattern, parseFlexibleDate, type DateOrder } from '@/lib/date/date-format';
import { formatLong } from '@/lib/date/core/format';
import { isLeapYear } from '@/lib/date/leap-year';
import { canonicalizer } from '@/kit/url/canonical';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useCommit } from '@/kit/url-state/use-commit';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { InputField } from '@/kit/calculator/form-fields';
import { CopyButton } from '@/kit/calculator/copy-link-button';
import { Fact, Facts, ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { Button } from '@/kit/calculator/ui/button';
import { Label } from '@/kit/calculator/ui/label';
import {
  DATE_TEXT_MAX,
  dateFormatParams,
  serializeDateFormat,
} from '@/calculators/date-format-converter/date-format-converter.params';
import { meta } from '@/calculators/date-format-converter/date-format-converter.meta';
import { ScrollArea } from '@/components/scroll-area';

export const canonicalSearch = canonicalizer(dateFormatParams);

const ORDER_NAMES: Record<DateOrder, string> = { mdy: 'month first', dmy: 'day first' };
/** How each reading's date is written back to the visitor: in its own order, month spelt out. */
const ORDER_PATTERNS: Record<DateOrder, string> = { mdy: 'MMMM d, yyyy', dmy: 'd MMMM yyyy' };

export default calculatorPage({
  meta,
  heading: 'Date Format Converter',
  lead: 'Type a date the way you have it and get it in another format, such as 03/15/2025 as 2025-03-15.',
  text: () => import('@/calculators/date-format-converter/date-format-converter.content'),
  canonicalSearch,
  Calculator: DateFormatConverter,
});

export function DateFormatConverter() {
  const { params, today } = useUrlParams(dateFormatParams);
  const { form, errors, failure } = useCommit({
    parsers: dateFormatParams,
    canonical: canonicalSearch,
    required: ['date'],
    emptyMessage: 'Type a date to convert.',
    // A chosen reading belongs to the text it was chosen for.
    prepare: (fields) => {
      if (fields.get('date') !== params.date) fields.delete('order');
    },
  });

  return (
    <CalculatorCard title="Convert a date">
      <form {...form} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2 [&>*]:min-w-0">
          <InputField
            label="Date"
            name="date"
            type="text"
            maxLength={DATE_TEXT_MAX}
            autoComplete="off"
            spellCheck={false}
            placeholder="03/15/2025 or March 15, 2025"
            hint="As you have it: 2025-03-15, 03/15/2025, 15.03.2025, 15 March 2025, Sat, Mar 15 2025…"
            defaultValue={params.date ?? ''}
            error={errors.date}
          />
          <div className="grid content-start gap-2">
            <Label htmlFor="date-format-output">Output format</Label>
            <select
              key={params.format}
              id="date-format-output"
              name="format"
              defaultValue={params.format}
              className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm"
            >
              {DATE_FORMATS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}: {f.example}
                </option>
              ))}
            </select>
          </div>
        </div>
        {params.order && <input type="hidden" name="order" value={params.order} />}
        <div>
          <Button type="submit">Convert</Button>
        </div>
        {!today ? (
          <ResultCard busy>
            <ResultPending />
          </ResultCard>
        ) : failure ? (
          <ResultCard failure={failure}>{null}</ResultCard>
        ) : params.date ? (
          <Conversion text={params.date} pattern={params.format} order={params.order ?? undefined} />
        ) : (
          <ResultCard>
            <p className="text-muted-foreground">Type a date, choose a format and press Convert.</p>
          </ResultCard>
        )}
      </form>
    </CalculatorCard>
  );
}

function Conversion({ text, pattern, order }: { text: string; pattern: string; order?: DateOrder }) {
  const parsed = parseFlexibleDate(text, order);
  if (!parsed.ok) {
    return (
      <ResultCard error>
        <p className="text-lg font-semibold">{DATE_FORMAT_ERRORS[parsed.error]}</p>
        <p className="mt-1 text-sm">
          {parsed.error === 'invalid'
            ? 'Type the day, month and a four-digit year, for example 2025-03-15, 03/15/2025, 15.03.2025 or March 15, 2025.'
            : 'That has the shape of a date, but no such day exists (or its weekday does not match). Check the day, the month and the year.'}
        </p>
      </ResultCard>
    );
  }
  const { date, ambiguity } = parsed;
  const output = formatDatePattern(date, pattern);
  const { week, weekYear } = isoWeek(date);
  const { year } = isoDateParts(date);
  return (
    <ResultCard>
      <div className="grid gap-4">
        <div>
          <p className="text-sm text-muted-foreground">{DATE_FORMATS.find((f) => f.value === pattern)?.label}</p>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-3xl font-bold break-words text-primary">{output}</p>
            <CopyButton text={() => output} toast={['Date copied!', output]} label={`Copy ${output}`}>
              Copy
            </CopyButton>
          </div>
          <p className="mt-1">
            Read as <strong>{formatLong(date)}</strong>
            {ambiguity && `, ${ORDER_NAMES[ambiguity.order]}`}.
          </p>
        </div>
        {ambiguity && (
          <p className="rounded-lg border border-warning-foreground/40 bg-background p-3 text-sm">
            “{text.trim()}” can be read two ways: {ORDER_NAMES[ambiguity.order]} it is{' '}
            {formatDatePattern(date, ORDER_PATTERNS[ambiguity.order])}, {ORDER_NAMES[ambiguity.otherOrder]} it is{' '}
            {formatDatePattern(ambiguity.otherDate, ORDER_PATTERNS[ambiguity.otherOrder])}.{' '}
            <Link
              to={{ search: serializeDateFormat({ date: text, format: pattern, order: ambiguity.otherOrder }) }}
              preventScrollReset
              className="font-medium underline"
            >
              Read it as {formatDatePattern(ambiguity.otherDate, ORDER_PATTERNS[ambiguity.otherOrder])} instead
            </Link>
          </p>
        )}
        <AllFormats date={date} />
        <Facts>
          <Fact label="ISO week">
            Week {week} of {weekYear}
          </Fact>
          <Fact label="Day of the year">
            Day {dayOfYear(date)} of {isLeapYear(year) ? 366 : 365}
          </Fact>
          <Fact label="Unix time at 00:00 UTC">{toDayNumber(date) * 86_400}</Fact>
        </Facts>
      </div>
    </ResultCard>
  );
}

function AllFormats({ date }: { date: IsoDate }) {
  return (
    <ScrollArea label="The same date in all ten formats">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">The same date in all ten formats</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-1 pr-3">Format</th>
            <th scope="col" className="py-1">Date</th>
          </tr>
        </thead>
        <tbody>
          {DATE_FORMATS.map((f) => (
            <tr key={f.value} className="border-b last:border-0">
              <th scope="row" className="py-1 pr-3 font-normal text-muted-foreground">
                {f.label}
              </th>
              <td className="py-1 font-medium">{formatDatePattern(date, f.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
