import { useId, useMemo, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import {
  QUICK_ZONES,
  convertZonedTime,
  formatOffset,
  localZone,
  wallTimeAt,
  zoneCity,
  type Occurrence,
  type ZonedConversion,
} from '@/lib/date/time-zones';
import { formatTime, formatTime12, parseTime } from '@/lib/date/core/clock-time';
import { nextOffsetChange } from '@/lib/date/zone-changes';
import { canonicalizer, renderSearch } from '@/kit/url/canonical';
import { useUrlParams } from '@/kit/url-state/use-url-params';
import { useCommit } from '@/kit/url-state/use-commit';
import { calculatorPage } from '@/kit/url-state/calculator-frame';
import { CalculatorCard } from '@/kit/calculator/calculator-card';
import { DATE_FIELD_LIMITS, DATE_MESSAGE, InputField } from '@/kit/calculator/form-fields';
import { Fact, Facts, ResultCard, ResultPending } from '@/kit/calculator/result-card';
import { Button } from '@/kit/calculator/ui/button';
import { ZoneCombobox } from '@/components/zone-combobox';
import { quickPickName } from '@/lib/date/quick-picks';
import { serializeTimeZone, swapFormShape, timeZoneParams } from '@/calculators/time-zone-calculator/time-zone-calculator.params';
import { meta } from '@/calculators/time-zone-calculator/time-zone-calculator.meta';
import { ScrollArea } from '@/components/scroll-area';
import { hoursAndMinutes, placeLabel, placeName, UNKNOWN_CITY_NOTE, UNKNOWN_ZONE_NOTE, ZONE_MESSAGE } from '@/components/zone-param';
import { changeText, serializePlaces } from '@/components/place-text';
import { RefusedLinkNotes } from '@/kit/calculator/refused-link-keys';

export const canonicalSearch = canonicalizer(timeZoneParams, swapFormShape);

export default calculatorPage({
  meta,
  heading: 'Time Zone Converter',
  lead: 'Convert a time between any two time zones, daylight saving included.',
  text: () => import('@/calculators/time-zone-calculator/time-zone-calculator.content'),
  canonicalSearch,
  Calculator: TimeZoneCalculator,
});


/** What the result says of each value of the address it was opened with that the page left out. */
const LINK_NOTES = {
  date: 'The link’s date is not a real date between the years 1 and 9999, so it was left out.',
  time: 'The link’s time is not a time on the 24-hour clock (00:00 to 23:59), so it was left out.',
  from: UNKNOWN_ZONE_NOTE,
  to: 'The link’s “to” time zone is not one this browser knows, so UTC is used.',
  fromCity: UNKNOWN_CITY_NOTE,
  toCity: UNKNOWN_CITY_NOTE,
};

export function TimeZoneCalculator() {
  const { params, today } = useUrlParams(timeZoneParams);
  const { form, errors, failure } = useCommit({
    parsers: timeZoneParams,
    canonical: canonicalSearch,
    messages: { date: DATE_MESSAGE, time: 'Enter a time on the 24-hour clock, from 00:00 to 23:59.', from: ZONE_MESSAGE, to: ZONE_MESSAGE },
    required: ['date', 'time'],
  });
  // The drafts start from the committed inputs; before hydration the visitor's date, time and zone are unknown.
  const start = useMemo(() => {
    if (!today) return null;
    const now = new Date();
    return { date: today, time: formatTime(now.getHours() * 60 + now.getMinutes()), from: localZone() };
  }, [today]);
  const from = params.from ?? start?.from ?? null;
  const committed = params.date && params.time && from;

  return (
    <CalculatorCard title="Convert a time">
      <form {...form} className="grid gap-5">
        {/* The form's default button: Enter in a field converts, never swaps (Swap is a submit button too). */}
        <button type="submit" hidden tabIndex={-1} />
        <div className="grid grid-cols-2 gap-5">
          <InputField
            label="Date"
            name="date"
            type="date"
            {...DATE_FIELD_LIMITS}
            defaultValue={params.date ?? start?.date ?? ''}
            error={errors.date}
          />
          <InputField
            label="Time"
            name="time"
            type="time"
            step={60}
            defaultValue={params.time ?? start?.time ?? ''}
            error={errors.time}
          />
        </div>
        <ZoneFields
          key={`${from}|${params.to}|${params.fromCity}|${params.toCity}`}
          from={from ?? ''}
          to={params.to}
          fromCity={params.fromCity}
          toCity={params.toCity}
          errors={errors}
          instant={params.date && from ? convertZonedTime({ date: params.date, time: params.time ?? '12:00', fromZone: from, toZone: 'UTC' })?.instant : undefined}
        />
        <div>
          <Button type="submit">Convert</Button>
        </div>
        <ResultCard busy={!today} failure={failure}>
          <RefusedLinkNotes parsers={timeZoneParams} known={today !== null} notes={LINK_NOTES} />
          {!today ? (
            <ResultPending />
          ) : committed ? (
            <ConversionResult
              date={params.date!}
              time={params.time!}
              from={from}
              to={params.to}
              fromCity={params.fromCity}
              toCity={params.toCity}
              occurrence={params.occurrence}
            />
          ) : (
            <p className="text-muted-foreground">Choose a date, a time and two time zones, and press Convert.</p>
          )}
        </ResultCard>
      </form>
    </CalculatorCard>
  );
}

/** The two zone boxes and the swap button; the drafts start again when the committed zones change. */
function ZoneFields({
  from,
  to,
  fromCity,
  toCity,
  errors,
  instant,
}: {
  from: string;
  to: string;
  fromCity: string | null;
  toCity: string | null;
  errors: Partial<Record<string, string>>;
  /** The chosen moment, whose abbreviations the quick picks show. */
  instant: number | undefined;
}) {
  const [zones, setZones] = useState({ from, to, fromCity, toCity });
  // With both date and time filled, Swap converts at once (as it does without JavaScript);
  // otherwise it only trades the two boxes.
  const swap = (event: MouseEvent<HTMLButtonElement>) => {
    const fields = event.currentTarget.form?.elements;
    const filled = ['date', 'time'].every((key) => (fields?.namedItem(key) as HTMLInputElement | null)?.value);
    if (filled) return;
    event.preventDefault();
    setZones((z) => ({ from: z.to, to: z.from, fromCity: z.toCity, toCity: z.fromCity }));
  };
  const hintId = useId();
  const swapButton = (
    <Button type="submit" name="swap" value="true" variant="outline" size="xs" onClick={swap}>
      ⇄ Swap zones
    </Button>
  );
  return (
    <div className="grid gap-3">
      <div className="grid items-start gap-4 sm:grid-cols-2 sm:gap-5">
        <ZoneCombobox
          label="From time zone"
          name="from"
          cityKey="fromCity"
          value={zones.from}
          city={zones.fromCity}
          onChange={(zone, city) => setZones((z) => ({ ...z, from: zone, fromCity: city }))}
          error={errors.from}
          hintId={hintId}
          instant={instant}
        />
        <ZoneCombobox
          label="To time zone"
          name="to"
          cityKey="toCity"
          value={zones.to}
          city={zones.toCity}
          onChange={(zone, city) => setZones((z) => ({ ...z, to: zone, toCity: city }))}
          error={errors.to}
          hintId={hintId}
          aside={swapButton}
          instant={instant}
        />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        Search by city, zone id or abbreviation (CET, EST).
      </p>
    </div>
  );
}

/** The next change of a zone's clocks after an instant, within a year, in words. */
function nextChangeText(zone: string, instant: number): string {
  const change = nextOffsetChange(zone, instant);
  if (!change) return 'none within a year';
  const text = changeText(change);
  return `${formatLong(change.date)}: ${text.charAt(0).toUpperCase()}${text.slice(1)} (${formatOffset(change.offsetAfter)})`;
}

function dstText(isDst: boolean): string {
  return isDst ? 'daylight saving time' : 'standard time';
}

function ConversionResult({
  date,
  time,
  from,
  to,
  fromCity,
  toCity,
  occurrence,
}: {
  date: IsoDate;
  time: string;
  from: string;
  to: string;
  fromCity: string | null;
  toCity: string | null;
  occurrence: Occurrence;
}) {
  const result = convertZonedTime({ date, time, fromZone: from, toZone: to, occurrence });
  if (!result) return <p>This date and time cannot be converted: the result would fall outside the years 1 to 9999.</p>;
  const { source, target } = result;
  const difference = target.offsetMinutes - source.offsetMinutes;
  const fromName = placeName(from, fromCity);
  const toName = placeName(to, toCity);
  return (
    <div className="grid gap-4">
      <div>
        <p className="text-sm text-muted-foreground">In {placeLabel(to, toCity)}</p>
        <p className="text-3xl font-bold text-primary">
          {target.time} <span className="text-xl">({formatTime12(target.time)})</span>
        </p>
        <p className="text-lg font-semibold">{formatLong(target.date)}</p>
        <p className="mt-1">
          when it is <strong>{source.time}</strong> ({formatTime12(source.time)}) on <strong>{formatLong(source.date)}</strong> in{' '}
          {placeLabel(from, fromCity)}.
        </p>
      </div>
      {result.gap && <GapNote asked={time} result={result} />}
      {result.overlap && <OverlapNote date={date} time={time} from={from} to={to} occurrence={occurrence} result={result} />}
      <Facts>
        <Fact label={`${fromName} on that date`}>
          {source.offsetLabel}, {dstText(source.isDst)}
        </Fact>
        <Fact label={`${toName} on that date`}>
          {target.offsetLabel}, {dstText(target.isDst)}
        </Fact>
        <Fact label="Difference">
          {difference === 0
            ? 'Same time'
            : `${toName} is ${hoursAndMinutes(difference)} ${difference > 0 ? 'ahead of' : 'behind'} ${fromName}`}
        </Fact>
        <Fact label={`Next clock change in ${fromName}`}>{nextChangeText(from, result.instant)}</Fact>
        <Fact label={`Next clock change in ${toName}`}>{nextChangeText(to, result.instant)}</Fact>
      </Facts>
      <p>
        <Link
          to={{
            pathname: '/meeting-planner',
            search: renderSearch([
              ['places', serializePlaces([{ zone: from, city: fromCity }, { zone: to, city: toCity }])],
              ['date', source.date],
            ]),
          }}
          className="font-medium underline"
        >
          Plan a meeting in {fromName} and {toName}
        </Link>{' '}
        <span className="text-muted-foreground">(the hours of {formatLong(source.date)} side by side)</span>
      </p>
      <WorldTable instant={result.instant} />
    </div>
  );
}

function GapNote({ asked, result }: { asked: string; result: ZonedConversion }) {
  const gap = ((parseTime(result.source.time) ?? 0) - (parseTime(asked) ?? 0) + 1440) % 1440;
  return (
    <p className="rounded-lg border border-warning-foreground/40 bg-background p-3 text-sm">
      <strong>{asked} does not exist</strong> in {zoneCity(result.source.zone)} on {formatLong(result.source.date)}: the clocks
      jumped forward {hoursAndMinutes(gap)} for daylight saving time. This result uses {result.source.time} (
      {result.source.offsetLabel}), the time a clock that was not put forward would have shown as {asked}.
    </p>
  );
}

function OverlapNote({
  date,
  time,
  from,
  to,
  occurrence,
  result,
}: {
  date: IsoDate;
  time: string;
  from: string;
  to: string;
  occurrence: Occurrence;
  result: ZonedConversion;
}) {
  const other: Occurrence = occurrence === 'later' ? 'earlier' : 'later';
  const alternative = convertZonedTime({ date, time, fromZone: from, toZone: to, occurrence: other });
  const nth = (o: Occurrence) => (o === 'earlier' ? 'first' : 'second');
  return (
    <div className="rounded-lg border border-warning-foreground/40 bg-background p-3 text-sm">
      <p>
        <strong>{time} happens twice</strong> in {zoneCity(from)} on {formatLong(date)}: the clocks went back, so that hour was
        lived twice. This result uses the {nth(occurrence)} {time} ({result.source.offsetLabel}, {dstText(result.source.isDst)}).
      </p>
      {alternative && (
        <p className="mt-2">
          <Link
            to={{ search: serializeTimeZone({ date, time, from, to, occurrence: other }) }}
            preventScrollReset
            className="font-medium underline"
          >
            Use the {nth(other)} {time} ({alternative.source.offsetLabel}) instead: {alternative.target.time} (
            {formatTime12(alternative.target.time)}) in {zoneCity(to)}
          </Link>
        </p>
      )}
    </div>
  );
}

/** The same instant in the eight quick-pick zones. */
function WorldTable({ instant }: { instant: number }) {
  return (
    <ScrollArea label="The same moment in eight zones">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">The same moment in eight zones</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-1 pr-3">Zone</th>
            <th scope="col" className="py-1 pr-3">Time</th>
            <th scope="col" className="py-1 pr-3">Date</th>
            <th scope="col" className="py-1">UTC offset</th>
          </tr>
        </thead>
        <tbody>
          {QUICK_ZONES.map((zone) => {
            const there = wallTimeAt(zone.id, instant);
            if (!there) return null;
            return (
              <tr key={zone.label} className="border-b last:border-0">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {quickPickName(zone.id, instant).text}
                </th>
                <td className="py-1 pr-3">
                  {there.time} ({formatTime12(there.time)})
                </td>
                <td className="py-1 pr-3">{formatLong(there.date)}</td>
                <td className="py-1">
                  {there.offsetLabel}
                  {there.isDst && ' (DST)'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollArea>
  );
}
