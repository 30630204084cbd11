/**
 * Developer guide: every worked example's inputs and results (literals, checked against the
 * engine by developer-tools.data.test.ts), the code examples built from them, and the links
 * that open a calculator with the same inputs.
 */
import type { GuideCheck } from '@/content/types';
import { dateArgs, jsDateArgs } from '@/content/code-args';

/** Inputs and results of every example on the page. */
export const figures = {
  /** Task 1: days between two dates (end date not counted, as every subtraction API does). */
  daysBetween: { from: '2026-01-01', to: '2026-12-25', days: 358, bothCounted: 359 },
  /** Task 2: a date plus a number of days. */
  addDays: { start: '2026-11-23', days: 90, result: '2027-02-21', resultLong: 'Sunday, February 21, 2027' },
  /**
   * Task 3: business days (Monday to Friday, no holidays) in March 2026. End-exclusive APIs
   * (numpy.busday_count, date-fns differenceInBusinessDays, half-open ranges) need April 1.
   */
  businessDays: {
    from: '2026-03-01',
    lastDay: '2026-03-31',
    endExclusive: '2026-04-01',
    days: 22,
    /** busday_count(from, lastDay): March 31 itself left out. */
    lastDayLeftOut: 21,
    /** A one-off day off passed as a holiday. */
    holiday: '2026-03-20',
    withHoliday: 21,
  },
  /** Task 4: age in whole years (and the months and days after them). */
  age: { birth: '1990-05-15', on: '2026-11-23', years: 36, months: 6, days: 8 },
  /** Task 5: a wall-clock time in one zone shown in another. */
  timeZone: {
    date: '2026-03-10',
    time: '09:00',
    from: 'America/New_York',
    to: 'Europe/London',
    /** New York's offset on that date (daylight saving time has begun). */
    fromOffset: '-04:00',
    result: '13:00',
    resultDate: '2026-03-10',
    hoursApart: 4,
    /** The usual gap, e.g. at 09:00 on 2026-01-15 (both zones on standard time). */
    usualDate: '2026-01-15',
    usualHoursApart: 5,
  },
  /** The parsing pitfall: a date-only ISO string read as UTC midnight, seen in New York. */
  parsing: {
    input: '2026-03-01',
    zone: 'America/New_York',
    getDate: 28,
    shownDate: '2026-02-28',
    shownTime: '19:00',
    fixedDay: 1,
  },
  /** JavaScript setMonth on January 31: February 31 overflows into March. */
  monthOverflow: {
    start: '2026-01-31',
    setMonthResult: '2026-03-03',
    /** Date#toDateString() of that result. */
    setMonthDateString: 'Tue Mar 03 2026',
    daysPastFebruary: 3,
    clamped: '2026-02-28',
    leapYear: 2028,
    leapSetMonthResult: '2028-03-02',
  },
  /** Daylight saving time starts of 2026 and what "plus 24 hours" does across one. */
  dst: {
    year: 2026,
    /** United States: second Sunday in March. */
    usStart: '2026-03-08',
    /** The day after the US change. */
    usStartNextDay: '2026-03-09',
    /** European Union and UK: last Sunday in March. */
    euStart: '2026-03-29',
    start: '2026-03-07',
    startTime: '12:00',
    plus24Date: '2026-03-08',
    plus24Time: '13:00',
    /** United States: first Sunday in November, a 25-hour day. */
    usEnd: '2026-11-01',
    hoursFallBackDay: 25,
    /** Hours in New York's spring-forward day. */
    hoursThatDay: 23,
    /** (midnight March 9 − midnight March 8) / 86 400 000 in New York. */
    millisecondRatio: '0.9583333333333334',
  },
  /** Off-by-one: apart vs both dates counted. */
  inclusive: { from: '2026-01-01', to: '2026-01-31', apart: 30, bothCounted: 31 },
  /** "Today" depends on the zone: one instant, two dates. */
  today: {
    instant: '2026-11-24T01:00:00.000Z',
    utcDate: '2026-11-24',
    zone: 'America/New_York',
    zoneDate: '2026-11-23',
    zoneTime: '20:00',
  },
  /** Ambiguous text and two-digit years. */
  ambiguous: {
    text: '03/04/2026',
    monthFirst: '2026-03-04',
    dayFirst: '2026-04-03',
    twoDigitYear: 26,
    /** new Date(26, 0, 1): years 0–99 mean 1900–1999. */
    jsDateYear: 1926,
    /** strptime %y: 00–68 → 2000–2068, 69–99 → 1969–1999. */
    pythonYear: 2026,
  },
} as const;

const f = figures;

export { dateArgs, jsDateArgs };

/** '09:00' → '9, 0'. */
function timeArgs(time: string): string {
  return time
    .split(':')
    .map((part) => String(Number(part)))
    .join(', ');
}

const db = f.daysBetween;
const ad = f.addDays;
const bd = f.businessDays;
const age = f.age;
const tz = f.timeZone;

/** The code examples, each printing or commenting its result. */
export const examples = {
  temporalFeatureTest: `if (typeof Temporal !== 'undefined') {
  // Temporal is available: use Temporal.PlainDate and Temporal.ZonedDateTime
} else {
  // Fall back to date-fns, or load a polyfill such as @js-temporal/polyfill
}`,

  temporal: `const { PlainDate, ZonedDateTime } = Temporal;

// 1. Days between two dates (end date not counted)
const from = PlainDate.from('${db.from}');
const to = PlainDate.from('${db.to}');
console.log(from.until(to, { largestUnit: 'days' }).days); // ${db.days}

// 2. Add days
console.log(PlainDate.from('${ad.start}').add({ days: ${ad.days} }).toString()); // ${ad.result}

// 3. Business days, Monday to Friday, end date excluded
function businessDays(start, end) {
  let count = 0;
  for (let d = start; PlainDate.compare(d, end) < 0; d = d.add({ days: 1 })) {
    if (d.dayOfWeek <= 5) count += 1; // dayOfWeek: 1 = Monday … 7 = Sunday
  }
  return count;
}
console.log(businessDays(PlainDate.from('${bd.from}'), PlainDate.from('${bd.endExclusive}'))); // ${bd.days}

// 4. Age in whole years
const birth = PlainDate.from('${age.birth}');
console.log(birth.until(PlainDate.from('${age.on}'), { largestUnit: 'years' }).years); // ${age.years}

// 5. Time zone conversion
const newYork = ZonedDateTime.from('${tz.date}T${tz.time}[${tz.from}]');
const london = newYork.withTimeZone('${tz.to}');
console.log(london.toPlainTime().toString({ smallestUnit: 'minute' })); // ${tz.result}`,

  dateFns: `import {
  addDays,
  differenceInBusinessDays,
  differenceInCalendarDays,
  differenceInYears,
  format,
  parseISO,
} from 'date-fns';

// parseISO reads a date-only string as local midnight (new Date() reads it as UTC)
const from = parseISO('${db.from}');
const to = parseISO('${db.to}');

// 1. Days between two dates: later date first
console.log(differenceInCalendarDays(to, from)); // ${db.days}

// 2. Add days
console.log(format(addDays(parseISO('${ad.start}'), ${ad.days}), 'yyyy-MM-dd')); // ${ad.result}

// 3. Business days: counts from the start date up to, not including, the end date
console.log(differenceInBusinessDays(parseISO('${bd.endExclusive}'), parseISO('${bd.from}'))); // ${bd.days}

// 4. Age in whole years
console.log(differenceInYears(parseISO('${age.on}'), parseISO('${age.birth}'))); // ${age.years}`,

  intl: `// A Date is an instant. Write 09:00 in New York with that date's offset:
// ${tz.fromOffset} because daylight saving time began on ${f.dst.usStart}.
const instant = new Date('${tz.date}T${tz.time}:00${tz.fromOffset}');

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: '${tz.to}',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}).format(instant);
console.log(londonTime); // ${tz.result}`,

  pitfall: `// Runs on a computer set to ${f.parsing.zone}
const d = new Date('${f.parsing.input}'); // date-only ISO string: UTC midnight
console.log(d.getDate());             // ${f.parsing.getDate} (it is ${f.parsing.shownTime} on ${f.parsing.shownDate} in New York)

// Fix 1: build a local date from the parts (months are 0-based)
const [y, m, day] = '${f.parsing.input}'.split('-').map(Number);
const local = new Date(y, m - 1, day);
console.log(local.getDate());         // ${f.parsing.fixedDay}

// Fix 2: date-fns parseISO('${f.parsing.input}') gives local midnight
// Fix 3: Temporal.PlainDate.from('${f.parsing.input}').day is ${f.parsing.fixedDay} in every zone

// Note: a date-time string without an offset is local time:
// new Date('${f.parsing.input}T00:00') is local midnight, not UTC`,

  python: `from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo  # Python 3.9+

# 1. Days between two dates (end date not counted)
print((date(${dateArgs(db.to)}) - date(${dateArgs(db.from)})).days)  # ${db.days}

# 2. Add days
print(date(${dateArgs(ad.start)}) + timedelta(days=${ad.days}))  # ${ad.result}

# 3. Business days without NumPy: Monday to Friday, end date excluded
def business_days(start, end):
    return sum(1 for n in range((end - start).days)
               if (start + timedelta(days=n)).weekday() < 5)  # 0 = Monday

print(business_days(date(${dateArgs(bd.from)}), date(${dateArgs(bd.endExclusive)})))  # ${bd.days}

# 4. Age in whole years: subtract 1 if the birthday has not come yet this year
birth, on = date(${dateArgs(age.birth)}), date(${dateArgs(age.on)})
print(on.year - birth.year - ((on.month, on.day) < (birth.month, birth.day)))  # ${age.years}

# 5. Time zone conversion
new_york = datetime(${dateArgs(tz.date)}, ${timeArgs(tz.time)}, tzinfo=ZoneInfo('${tz.from}'))
print(new_york.astimezone(ZoneInfo('${tz.to}')).strftime('%H:%M'))  # ${tz.result}`,

  numpy: `import numpy as np

# The end date is exclusive: pass the day after the last day to count
print(np.busday_count('${bd.from}', '${bd.endExclusive}'))  # ${bd.days}
print(np.busday_count('${bd.from}', '${bd.lastDay}'))  # ${bd.lastDayLeftOut} (${bd.lastDay} left out)

# Holidays are skipped too (here one day off of your own)
print(np.busday_count('${bd.from}', '${bd.endExclusive}', holidays=['${bd.holiday}']))  # ${bd.withHoliday}`,

  relativedelta: `from datetime import date
from dateutil.relativedelta import relativedelta  # pip install python-dateutil

r = relativedelta(date(${dateArgs(age.on)}), date(${dateArgs(age.birth)}))
print(r.years, r.months, r.days)  # ${age.years} ${age.months} ${age.days}`,

  php: `<?php
$utc = new DateTimeZone('UTC');

// 1. Days between two dates (end date not counted)
$from = new DateTimeImmutable('${db.from}', $utc);
$to = new DateTimeImmutable('${db.to}', $utc);
echo $from->diff($to)->days, PHP_EOL; // ${db.days}

// 2. Add days
$start = new DateTimeImmutable('${ad.start}', $utc);
echo $start->modify('+${ad.days} days')->format('Y-m-d'), PHP_EOL; // ${ad.result}

// 3. Business days: no built-in count; a DatePeriod leaves out its end date
$period = new DatePeriod(
    new DateTimeImmutable('${bd.from}', $utc),
    new DateInterval('P1D'),
    new DateTimeImmutable('${bd.endExclusive}', $utc),
);
$businessDays = 0;
foreach ($period as $day) {
    if ((int) $day->format('N') <= 5) { // N: 1 = Monday … 7 = Sunday
        $businessDays++;
    }
}
echo $businessDays, PHP_EOL; // ${bd.days}

// 4. Age in whole years
$birth = new DateTimeImmutable('${age.birth}', $utc);
echo $birth->diff(new DateTimeImmutable('${age.on}', $utc))->y, PHP_EOL; // ${age.years}

// 5. Time zone conversion
$newYork = new DateTimeImmutable('${tz.date} ${tz.time}', new DateTimeZone('${tz.from}'));
echo $newYork->setTimezone(new DateTimeZone('${tz.to}'))->format('H:i'), PHP_EOL; // ${tz.result}`,

  java: `import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;

public class DateExamples {
    public static void main(String[] args) {
        // 1. Days between two dates (end date not counted)
        LocalDate from = LocalDate.of(${dateArgs(db.from)});
        LocalDate to = LocalDate.of(${dateArgs(db.to)});
        System.out.println(ChronoUnit.DAYS.between(from, to)); // ${db.days}

        // 2. Add days
        System.out.println(LocalDate.of(${dateArgs(ad.start)}).plusDays(${ad.days})); // ${ad.result}

        // 3. Business days: datesUntil (Java 9+) leaves out the end date
        long businessDays = LocalDate.of(${dateArgs(bd.from)})
                .datesUntil(LocalDate.of(${dateArgs(bd.endExclusive)}))
                .filter(d -> d.getDayOfWeek() != DayOfWeek.SATURDAY
                        && d.getDayOfWeek() != DayOfWeek.SUNDAY)
                .count();
        System.out.println(businessDays); // ${bd.days}

        // 4. Age in whole years
        Period age = Period.between(LocalDate.of(${dateArgs(age.birth)}), LocalDate.of(${dateArgs(age.on)}));
        System.out.println(age.getYears()); // ${age.years}

        // 5. Time zone conversion
        ZonedDateTime newYork = ZonedDateTime.of(
                LocalDateTime.of(${dateArgs(tz.date)}, ${timeArgs(tz.time)}), ZoneId.of("${tz.from}"));
        ZonedDateTime london = newYork.withZoneSameInstant(ZoneId.of("${tz.to}"));
        System.out.println(london.toLocalTime()); // ${tz.result}
    }
}`,

  csharp: `using System;
using System.Linq;

// 1. Days between two dates (end date not counted)
var firstDay = new DateOnly(${dateArgs(db.from)});
var lastDay = new DateOnly(${dateArgs(db.to)});
Console.WriteLine(lastDay.DayNumber - firstDay.DayNumber); // ${db.days}
Console.WriteLine((new DateTime(${dateArgs(db.to)}) - new DateTime(${dateArgs(db.from)})).Days); // ${db.days}

// 2. Add days
Console.WriteLine(new DateOnly(${dateArgs(ad.start)}).AddDays(${ad.days}).ToString("yyyy-MM-dd")); // ${ad.result}

// 3. Business days, Monday to Friday, end date excluded
var rangeStart = new DateOnly(${dateArgs(bd.from)});
var rangeEnd = new DateOnly(${dateArgs(bd.endExclusive)});
var businessDays = Enumerable.Range(0, rangeEnd.DayNumber - rangeStart.DayNumber)
    .Select(n => rangeStart.AddDays(n))
    .Count(d => d.DayOfWeek is not (DayOfWeek.Saturday or DayOfWeek.Sunday));
Console.WriteLine(businessDays); // ${bd.days}

// 4. Age in whole years
var birth = new DateOnly(${dateArgs(age.birth)});
var asOf = new DateOnly(${dateArgs(age.on)});
var age = asOf.Year - birth.Year;
if (asOf < birth.AddYears(age)) age--; // birthday not reached yet this year
Console.WriteLine(age); // ${age.years}

// 5. Time zone conversion (IANA ids work on .NET 6 and later)
var newYork = TimeZoneInfo.FindSystemTimeZoneById("${tz.from}");
var london = TimeZoneInfo.FindSystemTimeZoneById("${tz.to}");
var meeting = new DateTime(${dateArgs(tz.date)}, ${timeArgs(tz.time)}, 0, DateTimeKind.Unspecified);
Console.WriteLine(TimeZoneInfo.ConvertTime(meeting, newYork, london).ToString("HH:mm")); // ${tz.result}`,

  ruby: `require 'date'

# 1. Days between two dates: Date - Date is a Rational, so call to_i
days = (Date.new(${dateArgs(db.to)}) - Date.new(${dateArgs(db.from)})).to_i
puts days # ${db.days}

# 2. Add days
puts Date.new(${dateArgs(ad.start)}) + ${ad.days} # ${ad.result}

# 3. Business days: there is no Date#business_day?; the ... range leaves out the end date
business_days = (Date.new(${dateArgs(bd.from)})...Date.new(${dateArgs(bd.endExclusive)})).count { |d| !d.saturday? && !d.sunday? }
puts business_days # ${bd.days}

# 4. Age in whole years: >> adds months
birth = Date.new(${dateArgs(age.birth)})
on = Date.new(${dateArgs(age.on)})
age = on.year - birth.year
age -= 1 if on < (birth >> (12 * age)) # birthday not reached yet this year
puts age # ${age.years}`,

  rubyZones: `# 5. Time zone conversion: plain Ruby has no IANA zones; use the tzinfo gem (2.0+)
require 'tzinfo'

new_york = TZInfo::Timezone.get('${tz.from}')
london = TZInfo::Timezone.get('${tz.to}')
meeting = new_york.local_time(${dateArgs(tz.date)}, ${timeArgs(tz.time)})
puts london.to_local(meeting).strftime('%H:%M') # ${tz.result}

# In Rails, ActiveSupport (built on tzinfo) adds in_time_zone:
# ActiveSupport::TimeZone['${tz.from}'].local(${dateArgs(tz.date)}, ${timeArgs(tz.time)}).in_time_zone('${tz.to}').strftime('%H:%M') # => "${tz.result}"`,

  monthOverflow: `import { addMonths, format } from 'date-fns';

const d = new Date(${jsDateArgs(f.monthOverflow.start)}); // ${f.monthOverflow.start} (months are 0-based)
d.setMonth(d.getMonth() + 1);          // asks for February 31
console.log(d.toDateString());         // ${f.monthOverflow.setMonthDateString}

// Fix: addMonths clamps to the last day of the month
const next = addMonths(new Date(${jsDateArgs(f.monthOverflow.start)}), 1);
console.log(format(next, 'yyyy-MM-dd')); // ${f.monthOverflow.clamped}
// Temporal: PlainDate.from('${f.monthOverflow.start}').add({ months: 1 }) is ${f.monthOverflow.clamped} too`,

  dst: `// Runs on a computer set to America/New_York
const start = new Date(${jsDateArgs(f.dst.start)}, ${timeArgs(f.dst.startTime)}); // ${f.dst.start} ${f.dst.startTime}
const plus24h = new Date(start.getTime() + 24 * 60 * 60 * 1000);
console.log(plus24h.getHours()); // ${Number(f.dst.plus24Time.slice(0, 2))}: ${f.dst.plus24Date} had only ${f.dst.hoursThatDay} hours

// Fix: add a calendar day, not 24 hours
const nextDay = new Date(start);
nextDay.setDate(nextDay.getDate() + 1);
console.log(nextDay.getHours()); // ${Number(f.dst.startTime.slice(0, 2))}

// Day counts: never divide local-time milliseconds by 86 400 000
console.log((new Date(${jsDateArgs(f.dst.usStartNextDay)}) - new Date(${jsDateArgs(f.dst.usStart)})) / 86400000); // ${f.dst.millisecondRatio}
console.log((Date.UTC(${jsDateArgs(f.dst.usStartNextDay)}) - Date.UTC(${jsDateArgs(f.dst.usStart)})) / 86400000); // 1

// Temporal keeps the two apart
const zoned = Temporal.ZonedDateTime.from('${f.dst.start}T${f.dst.startTime}[America/New_York]');
console.log(zoned.add({ hours: 24 }).hour, zoned.add({ days: 1 }).hour); // ${Number(f.dst.plus24Time.slice(0, 2))} ${Number(f.dst.startTime.slice(0, 2))}`,

  inclusive: `import { differenceInCalendarDays, parseISO } from 'date-fns';

const apart = differenceInCalendarDays(parseISO('${f.inclusive.to}'), parseISO('${f.inclusive.from}'));
console.log(apart);     // ${f.inclusive.apart}
console.log(apart + 1); // ${f.inclusive.bothCounted}: both ${f.inclusive.from} and ${f.inclusive.to} counted`,

  today: `// At ${f.today.instant} it is ${f.today.zoneTime} on ${f.today.zoneDate} in New York
const now = new Date();
now.toISOString().slice(0, 10); // the UTC date: ${f.today.utcDate} at that instant

// The date in a given zone
function todayIn(timeZone) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type) => parts.find((p) => p.type === type).value;
  return get('year') + '-' + get('month') + '-' + get('day');
}
todayIn('${f.today.zone}'); // ${f.today.zoneDate} at that instant

// Temporal: Temporal.Now.plainDateISO('${f.today.zone}')
// Python:   datetime.now(ZoneInfo('${f.today.zone}')).date()`,

  parsing: `# Python: say which order the text uses
from datetime import datetime
print(datetime.strptime('${f.ambiguous.text}', '%m/%d/%Y').date())  # ${f.ambiguous.monthFirst}
print(datetime.strptime('${f.ambiguous.text}', '%d/%m/%Y').date())  # ${f.ambiguous.dayFirst}

# %y maps 00–68 to 2000–2068 and 69–99 to 1969–1999
print(datetime.strptime('${f.ambiguous.text.slice(0, 6)}${f.ambiguous.twoDigitYear}', '%m/%d/%y').year)  # ${f.ambiguous.pythonYear}`,

  parsingJs: `import { format, parse } from 'date-fns';

const d = parse('${f.ambiguous.text}', 'dd/MM/yyyy', new Date());
console.log(format(d, 'yyyy-MM-dd')); // ${f.ambiguous.dayFirst}

// The Date constructor maps years 0–99 to 1900–1999
console.log(new Date(${f.ambiguous.twoDigitYear}, 0, 1).getFullYear()); // ${f.ambiguous.jsDateYear}`,
} as const;

/** Links that open a calculator with an example's inputs, and what its result then shows. */
export const links = {
  daysBetween: `/days-between-dates?from=${db.from}&to=${db.to}&inclusive=false`,
  addDays: `/date-from-today?start=${ad.start}&days=${ad.days}`,
  businessDays: `/business-days-calculator?mode=count&from=${bd.from}&to=${bd.lastDay}&inclusive=true`,
  businessDaysEndLeftOut: `/business-days-calculator?mode=count&from=${bd.from}&to=${bd.lastDay}&inclusive=false`,
  age: `/age-calculator?birth=${age.birth}&on=${age.on}`,
  timeZone: `/time-zone-calculator?date=${tz.date}&time=${tz.time}&from=${tz.from}&to=${tz.to}`,
  inclusive: `/days-between-dates?from=${f.inclusive.from}&to=${f.inclusive.to}`,
} as const;

export const checks: readonly GuideCheck[] = [
  { link: links.daysBetween, result: `${db.days} days` },
  { link: links.addDays, result: ad.resultLong },
  { link: links.businessDays, result: `${bd.days} business days` },
  { link: links.businessDaysEndLeftOut, result: `${bd.lastDayLeftOut} business days` },
  { link: links.age, result: `${age.years} years` },
  { link: links.timeZone, result: tz.result },
  { link: links.inclusive, result: `${f.inclusive.bothCounted} days` },
];
