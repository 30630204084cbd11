import { Link } from 'react-router-dom';
import { ScrollArea } from '@/components/scroll-area';
import { CodeBlock } from '@/components/code-block';
import { Faq } from '@/shell/faq';
import { Toc } from '@/components/toc';
import { ToasterHost } from '@/kit/calculator/toast';
import type { FaqItem } from '@/content/types';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong, formatMedium } from '@/lib/date/core/format';
import { examples, figures, links } from './developer-tools.data';

const f = figures;
const long = (d: string) => formatLong(d as IsoDate);
const medium = (d: string) => formatMedium(d as IsoDate);
const overflowDay = Number(f.monthOverflow.start.slice(8));

const TOC = [
  { id: 'answers', label: 'The five tasks and their answers' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'python', label: 'Python' },
  { id: 'php', label: 'PHP' },
  { id: 'java', label: 'Java' },
  { id: 'csharp', label: 'C#' },
  { id: 'ruby', label: 'Ruby' },
  { id: 'comparison', label: 'Languages compared' },
  { id: 'bugs', label: 'Common bugs and their fixes' },
] as const;

const FAQ: FaqItem[] = [
  {
    question: 'Why does my JavaScript date show the day before?',
    answer: `new Date('${f.parsing.input}') reads a date-only ISO string as midnight UTC, which is still the previous evening anywhere west of UTC. Build the date from its parts with new Date(year, month - 1, day), use date-fns parseISO, or use Temporal.PlainDate.`,
  },
  {
    question: 'How do I count business days without a database or a holiday service?',
    answer:
      'Walk the days of the range and count those that are not Saturday or Sunday, skipping any dates in your own holiday list; in Python, numpy.busday_count does this with a holidays= argument. Decide first whether the end date counts, because most APIs leave it out.',
  },
  {
    question: 'Do date APIs count the end date?',
    answer: `Subtraction and “between” functions return the difference, so the end date is not counted: ${medium(f.inclusive.from)} to ${medium(f.inclusive.to)} is ${f.inclusive.apart} days. Add 1 when both dates should count (${f.inclusive.bothCounted}). numpy.busday_count and date-fns differenceInBusinessDays also leave the end date out.`,
  },
  {
    question: 'What is Temporal?',
    answer:
      'Temporal is the new built-in date and time API for JavaScript, with separate types for a calendar date (PlainDate), a wall-clock time, an instant and a zoned date-time (ZonedDateTime). It is not in every browser yet, so test for it with typeof Temporal !== \'undefined\' and fall back to a library or a polyfill.',
  },
  {
    question: 'How should I store dates?',
    answer:
      'Store a calendar date such as a birthday or a due date as ISO 8601 text, YYYY-MM-DD, or a date-only column, with no time and no zone. Store a moment, such as when an order was placed, as a UTC instant, and keep the IANA zone id next to it if you need to show the local time later.',
  },
  {
    question: 'Why is adding 24 hours not the same as adding one day?',
    answer: `On a daylight saving change a day has ${f.dst.hoursThatDay} or ${f.dst.hoursFallBackDay} hours. In New York, ${medium(f.dst.usStart)} had ${f.dst.hoursThatDay} hours, so ${f.dst.startTime} on ${medium(f.dst.start)} plus 24 hours is ${f.dst.plus24Time} on ${medium(f.dst.plus24Date)}; add a calendar day instead.`,
  },
  {
    question: 'How do I get today’s date in a given time zone?',
    answer: `Format the current instant in that zone: Intl.DateTimeFormat with a timeZone option in JavaScript, Temporal.Now.plainDateISO('${f.today.zone}') where Temporal exists, or datetime.now(ZoneInfo('${f.today.zone}')).date() in Python. new Date().toISOString() gives the UTC date, which is not today everywhere.`,
  },
  {
    question: 'Are the results in these examples checked?',
    answer:
      'Yes. Every result in the code comments comes from one data file that the site’s test suite checks against Datewise’s own date engine, and each task links to the calculator that shows the same answer.',
  },
];

export default function DeveloperToolsBody() {
  const db = f.daysBetween;
  const ad = f.addDays;
  const bd = f.businessDays;
  const age = f.age;
  const tz = f.timeZone;
  return (
    <>
      <div className="prose">
        <p>
          Five date tasks come up in almost every codebase: the days between two dates, a date
          plus some days, business days, an age, and a time in another zone. This page solves
          each one in JavaScript, Python, PHP, Java, C# and Ruby with the same inputs, so you can
          compare the answers line by line. Every result in the comments is checked by the
          site’s test suite, and each task links to a Datewise calculator that shows the same
          answer.
        </p>
        <Toc items={TOC} />

        <section id="answers" className="below-fold">
          <h2>The five tasks and their answers</h2>
          <p>
            Every language below uses these inputs and prints these results. Open a link to see
            the same answer worked out in a calculator.
          </p>
          <ScrollArea label="Inputs and results used in every language">
          <table>
            <caption>Inputs and results used in every language</caption>
            <thead>
              <tr>
                <th scope="col">Task</th>
                <th scope="col">Inputs</th>
                <th scope="col">Result</th>
                <th scope="col">Check it</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Days between two dates</th>
                <td>
                  <code>{db.from}</code> to <code>{db.to}</code>
                </td>
                <td>{db.days} days (end date not counted)</td>
                <td>
                  <Link to={links.daysBetween}>Days Between Dates</Link>
                </td>
              </tr>
              <tr>
                <th scope="row">Add days to a date</th>
                <td>
                  <code>{ad.start}</code> plus {ad.days} days
                </td>
                <td>
                  <code>{ad.result}</code>, {long(ad.result)}
                </td>
                <td>
                  <Link to={links.addDays}>Date Calculator</Link>
                </td>
              </tr>
              <tr>
                <th scope="row">Business days between two dates</th>
                <td>
                  <code>{bd.from}</code> to <code>{bd.lastDay}</code>, Monday to Friday, no holidays
                </td>
                <td>{bd.days} business days</td>
                <td>
                  <Link to={links.businessDays}>Business Days Calculator</Link>
                </td>
              </tr>
              <tr>
                <th scope="row">Age in years</th>
                <td>
                  Born <code>{age.birth}</code>, on <code>{age.on}</code>
                </td>
                <td>
                  {age.years} years ({age.months} months and {age.days} days more)
                </td>
                <td>
                  <Link to={links.age}>Age Calculator</Link>
                </td>
              </tr>
              <tr>
                <th scope="row">Time zone conversion</th>
                <td>
                  {tz.time} in <code>{tz.from}</code> on <code>{tz.date}</code>
                </td>
                <td>
                  {tz.result} in <code>{tz.to}</code>
                </td>
                <td>
                  <Link to={links.timeZone}>Time Zone Calculator</Link>
                </td>
              </tr>
            </tbody>
          </table>
          </ScrollArea>
          <p>
            Watch the end date in the business-day task. The month runs from{' '}
            <code>{bd.from}</code> to <code>{bd.lastDay}</code>, but most APIs count from the start
            date up to, and not including, the end date. So the examples pass{' '}
            <code>{bd.endExclusive}</code> as the end to get all {bd.days} business days of
            the month. Passing <code>{bd.lastDay}</code> instead gives {bd.lastDayLeftOut}, because{' '}
            {medium(bd.lastDay)} itself is left out (
            <Link to={links.businessDaysEndLeftOut}>the same count with the end date not counted</Link>
            ).
          </p>
          <p>
            The time zone example falls between the two daylight saving changes: the United
            States moved its clocks forward on {long(f.dst.usStart)} and Europe does so on{' '}
            {long(f.dst.euStart)}. On {medium(tz.date)}, London is {tz.hoursApart} hours ahead of
            New York instead of the usual {tz.usualHoursApart}, which is exactly what a fixed-offset
            shortcut gets wrong.
          </p>
        </section>

        <section id="javascript" className="below-fold">
          <h2>JavaScript</h2>
          <p>
            JavaScript’s <code>Date</code> is an instant in time, not a calendar date, and that
            is the root of most date bugs in JavaScript. Use Temporal where it is available, and
            date-fns or careful <code>Date</code> code elsewhere.
          </p>

          <h3>Temporal, where available</h3>
          <p>
            Temporal is the new built-in date and time API. <code>Temporal.PlainDate</code> is a
            calendar date with no time and no zone, and <code>Temporal.ZonedDateTime</code> is a
            moment in a named IANA time zone. Temporal is not in every browser yet, so test for
            it before use:
          </p>
          <CodeBlock language="javascript" code={examples.temporalFeatureTest} caption="JavaScript: feature test" />
          <CodeBlock language="javascript" code={examples.temporal} caption="JavaScript: Temporal" />
          <p>
            <code>until()</code> with <code>largestUnit: &apos;years&apos;</code> returns whole
            years, then months and days. <code>dayOfWeek</code> runs from 1 (Monday) to 7
            (Sunday), and months in Temporal run from 1 to 12.
          </p>

          <h3>date-fns</h3>
          <p>
            date-fns works on ordinary <code>Date</code> objects at local midnight. Parse input
            with <code>parseISO</code>, never with <code>new Date(string)</code>. The functions
            take the later date first.
          </p>
          <CodeBlock language="javascript" code={examples.dateFns} caption="JavaScript: date-fns" />
          <p>
            Use <code>differenceInCalendarDays</code> for calendar days rather than{' '}
            <code>differenceInDays</code>, which counts only full days between two times (from 23:59
            to 00:01 the next morning is 0 full days).{' '}
            <code>differenceInBusinessDays</code> counts weekdays only and knows no holidays.
          </p>

          <h3>Time zones with Intl.DateTimeFormat</h3>
          <p>
            Without Temporal, <code>Intl.DateTimeFormat</code> with a <code>timeZone</code> option
            shows any instant in any IANA zone. What it cannot do is turn a wall-clock time in
            another zone into an instant: for that you need the zone’s offset on that date, which
            Temporal or a time zone library looks up for you.
          </p>
          <CodeBlock language="javascript" code={examples.intl} caption="JavaScript: Intl.DateTimeFormat" />

          <h3>
            The pitfall: <code>new Date(&apos;{f.parsing.input}&apos;)</code> shows the day before
          </h3>
          <p>
            A date-only ISO string such as <code>&apos;{f.parsing.input}&apos;</code> is parsed
            as midnight UTC, while a date-time string without an offset, such as{' '}
            <code>&apos;{f.parsing.input}T00:00&apos;</code>, is parsed as local time. Midnight
            UTC on {medium(f.parsing.input)} is {f.parsing.shownTime} on{' '}
            {medium(f.parsing.shownDate)} in New York, so <code>getDate()</code> returns{' '}
            {f.parsing.getDate}. Anyone west of UTC sees the day before.
          </p>
          <CodeBlock language="javascript" code={examples.pitfall} caption="JavaScript: the day-before bug and its fixes" />
        </section>

        <section id="python" className="below-fold">
          <h2>Python</h2>
          <p>
            Python’s <code>datetime.date</code> is a true calendar date, so the standard library
            covers four of the five tasks on its own.
          </p>

          <h3>Standard library</h3>
          <CodeBlock language="python" code={examples.python} caption="Python: datetime and zoneinfo" />
          <p>
            Subtracting two dates gives a <code>timedelta</code>; its <code>.days</code> is the
            difference. The age line relies on <code>True</code> counting as 1: the tuple
            comparison is <code>True</code> while this year’s birthday is still to come. <code>zoneinfo</code> needs
            Python 3.9 or later; on Windows, install the <code>tzdata</code> package for the zone
            data.
          </p>

          <h3>Business days with NumPy</h3>
          <p>
            <code>numpy.busday_count(begin, end)</code> counts Monday-to-Friday days from{' '}
            <code>begin</code> up to but not including <code>end</code>. Pass the day after your
            last day. The <code>holidays=</code> list removes dates, and <code>weekmask=</code>{' '}
            changes the working week.
          </p>
          <CodeBlock language="python" code={examples.numpy} caption="Python: numpy.busday_count" />

          <h3>Age with dateutil</h3>
          <p>
            <code>dateutil.relativedelta</code> gives years, months and days at once, the same
            breakdown the Age Calculator shows.
          </p>
          <CodeBlock language="python" code={examples.relativedelta} caption="Python: dateutil.relativedelta" />
        </section>

        <section id="php" className="below-fold">
          <h2>PHP</h2>
          <p>
            PHP has no date-only type: a <code>DateTimeImmutable</code> always carries a time and
            a zone. Create calendar dates in UTC so that no daylight saving change falls between
            them, and prefer <code>DateTimeImmutable</code> over <code>DateTime</code>, whose{' '}
            <code>modify()</code> changes the object itself.
          </p>
          <CodeBlock language="php" code={examples.php} />
        </section>

        <section id="java" className="below-fold">
          <h2>Java</h2>
          <p>
            <code>java.time</code> (Java 8 and later) has a type for each idea:{' '}
            <code>LocalDate</code> for a calendar date, <code>ZonedDateTime</code> for a moment
            in a zone, <code>Period</code> for years, months and days.
          </p>
          <CodeBlock language="java" code={examples.java} />
        </section>

        <section id="csharp" className="below-fold">
          <h2>C#</h2>
          <p>
            <code>DateOnly</code> (.NET 6 and later) is a calendar date. It has no subtraction
            operator, so compare <code>DayNumber</code> values, or subtract two{' '}
            <code>DateTime</code> values and read <code>.Days</code> from the{' '}
            <code>TimeSpan</code>. The example uses top-level statements.
          </p>
          <CodeBlock language="csharp" code={examples.csharp} />
        </section>

        <section id="ruby" className="below-fold">
          <h2>Ruby</h2>
          <p>
            Ruby’s <code>Date</code> (<code>require &apos;date&apos;</code>) is a calendar date.
            Subtracting two dates gives a <code>Rational</code>, and adding an integer adds days.
            Ruby has no business-day method, so count the weekdays of a range.
          </p>
          <CodeBlock language="ruby" code={examples.ruby} />
          <p>
            Time zones need the <code>tzinfo</code> gem (and <code>tzinfo-data</code> on systems
            without zone files, such as Windows). <code>in_time_zone</code> belongs to Rails’
            ActiveSupport, not to plain Ruby.
          </p>
          <CodeBlock language="ruby" code={examples.rubyZones} caption="Ruby: tzinfo" />
        </section>

        <section id="comparison" className="below-fold">
          <h2>Languages compared</h2>
          <ScrollArea label="Date handling built into each language">
          <table>
            <caption>Date handling built into each language</caption>
            <thead>
              <tr>
                <th scope="col">Language</th>
                <th scope="col">Date without time</th>
                <th scope="col">IANA time zones built in</th>
                <th scope="col">Month numbers</th>
                <th scope="col">Business-day helper</th>
                <th scope="col">Parsing pitfall</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">JavaScript</th>
                <td>
                  None in <code>Date</code>; <code>Temporal.PlainDate</code> where Temporal exists
                </td>
                <td>
                  Yes: <code>Intl.DateTimeFormat</code> formats in any zone;{' '}
                  <code>Temporal.ZonedDateTime</code> converts
                </td>
                <td>
                  0–11 in <code>Date</code> (January is 0); 1–12 in Temporal
                </td>
                <td>None (date-fns has one)</td>
                <td>
                  <code>new Date(&apos;{f.parsing.input}&apos;)</code> is midnight UTC
                </td>
              </tr>
              <tr>
                <th scope="row">Python</th>
                <td>
                  <code>datetime.date</code>
                </td>
                <td>
                  Yes: <code>zoneinfo</code> (3.9+)
                </td>
                <td>1–12</td>
                <td>
                  None in the standard library; NumPy’s <code>busday_count</code> and{' '}
                  <code>busday_offset</code>
                </td>
                <td>
                  <code>strptime</code> returns a naive <code>datetime</code> with no zone
                </td>
              </tr>
              <tr>
                <th scope="row">PHP</th>
                <td>None: set the time to midnight</td>
                <td>
                  Yes: <code>DateTimeZone</code>
                </td>
                <td>1–12</td>
                <td>
                  Adding only: <code>modify(&apos;+5 weekdays&apos;)</code>
                </td>
                <td>
                  <code>createFromFormat</code> rolls an invalid date such as February 31 over into
                  March
                </td>
              </tr>
              <tr>
                <th scope="row">Java</th>
                <td>
                  <code>java.time.LocalDate</code>
                </td>
                <td>
                  Yes: <code>ZoneId</code>
                </td>
                <td>
                  1–12 in <code>java.time</code> (0–11 in the old <code>Calendar</code>)
                </td>
                <td>None</td>
                <td>
                  <code>YYYY</code> in a pattern is the week-based year; use <code>yyyy</code>
                </td>
              </tr>
              <tr>
                <th scope="row">C#</th>
                <td>
                  <code>DateOnly</code> (.NET 6+)
                </td>
                <td>
                  Yes: <code>TimeZoneInfo</code> accepts IANA ids on .NET 6+
                </td>
                <td>1–12</td>
                <td>None</td>
                <td>
                  <code>DateTime.Parse</code> follows the current culture:{' '}
                  <code>{f.ambiguous.text}</code> is {medium(f.ambiguous.monthFirst)} in en-US and{' '}
                  {medium(f.ambiguous.dayFirst)} in en-GB
                </td>
              </tr>
              <tr>
                <th scope="row">Ruby</th>
                <td>
                  <code>Date</code>
                </td>
                <td>
                  No: the <code>tzinfo</code> gem (used by Rails)
                </td>
                <td>1–12</td>
                <td>None</td>
                <td>
                  <code>Date.parse(&apos;{f.ambiguous.text}&apos;)</code> reads the day first
                </td>
              </tr>
            </tbody>
          </table>
          </ScrollArea>
        </section>

        <section id="bugs" className="below-fold">
          <h2>Common bugs and their fixes</h2>

          <h3>Month overflow</h3>
          <p>
            JavaScript’s <code>setMonth</code> keeps the day number. On{' '}
            {medium(f.monthOverflow.start)}, adding one month asks for February {overflowDay}, which
            does not exist, so the date rolls {f.monthOverflow.daysPastFebruary} days past{' '}
            {medium(f.monthOverflow.clamped)} to {long(f.monthOverflow.setMonthResult)}. In a leap year such as{' '}
            {f.monthOverflow.leapYear} it lands on {medium(f.monthOverflow.leapSetMonthResult)}.
            PHP’s <code>modify(&apos;+1 month&apos;)</code> rolls over the same way. date-fns{' '}
            <code>addMonths</code>, Temporal, Java’s <code>plusMonths</code>, C#’s{' '}
            <code>AddMonths</code>, dateutil’s <code>relativedelta(months=1)</code> and Ruby’s{' '}
            <code>&gt;&gt;</code> clamp to the last day of the month instead:{' '}
            {long(f.monthOverflow.clamped)}.
          </p>
          <CodeBlock language="javascript" code={examples.monthOverflow} caption="JavaScript: month overflow" />

          <h3>Daylight saving time: 24 hours is not one day</h3>
          <p>
            In 2026 the United States springs forward on {long(f.dst.usStart)}, the second
            Sunday in March, and the European Union and the UK on {long(f.dst.euStart)}, the last
            Sunday in March. A local day with a change has {f.dst.hoursThatDay} or{' '}
            {f.dst.hoursFallBackDay} hours (New York falls back on {long(f.dst.usEnd)}), so adding 24 hours to a local time, or dividing a millisecond difference by
            86,400,000, is off near a change. Add calendar days, and do date-only arithmetic in UTC
            or with a date type.
          </p>
          <CodeBlock language="javascript" code={examples.dst} caption="JavaScript: hours vs days" />

          <h3>Inclusive counts: the off-by-one</h3>
          <p>
            From {medium(f.inclusive.from)} to {medium(f.inclusive.to)} is {f.inclusive.apart}{' '}
            days apart, but {f.inclusive.bothCounted} days if you count both the first and the
            last day, as a vacation request or a multi-day event might. Every subtraction API returns the
            first number; add 1 for the second, and say which one you mean in the interface (
            <Link to={links.inclusive}>both counts side by side</Link>).
          </p>
          <CodeBlock language="javascript" code={examples.inclusive} caption="JavaScript: both dates counted" />

          <h3>The time zone of “today”</h3>
          <p>
            “Today” depends on where you ask. At {f.today.instant.slice(11, 16)} UTC on{' '}
            {medium(f.today.utcDate)} it is still {f.today.zoneTime} on{' '}
            {medium(f.today.zoneDate)} in New York. <code>toISOString()</code> always gives the
            UTC date, and a server’s “today” is the server’s zone, not the visitor’s. Decide
            whose today you need and ask for it by zone.
          </p>
          <CodeBlock language="javascript" code={examples.today} caption="JavaScript: today in a zone" />

          <h3>Ambiguous text and two-digit years</h3>
          <p>
            <code>{f.ambiguous.text}</code> is {medium(f.ambiguous.monthFirst)} in the United
            States and {medium(f.ambiguous.dayFirst)} in most of Europe. Parse with an explicit
            format, and exchange dates as ISO 8601 (<code>YYYY-MM-DD</code>). The JavaScript
            standard leaves most other formats to each browser, so do not hand them to{' '}
            <code>new Date()</code>. Two-digit years need a rule, and languages pick different
            ones:{' '}
            <code>new Date({f.ambiguous.twoDigitYear}, 0, 1)</code> is in{' '}
            {f.ambiguous.jsDateYear}, while Python’s <code>%y</code> reads{' '}
            {f.ambiguous.twoDigitYear} as {f.ambiguous.pythonYear}.
          </p>
          <CodeBlock language="python" code={examples.parsing} caption="Python: explicit formats" />
          <CodeBlock language="javascript" code={examples.parsingJs} caption="JavaScript: explicit formats" />
          <p>
            To see one date in many formats, try the{' '}
            <Link to="/date-format-converter">Date Format Converter</Link>.
          </p>
        </section>
      </div>
      <Faq items={FAQ} />
      {/* For the code blocks' Copy confirmation. */}
      <ToasterHost />
    </>
  );
}
