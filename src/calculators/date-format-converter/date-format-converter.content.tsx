import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';
import { DATE_FORMATS } from '@/lib/date/date-format';
import { ScrollArea } from '@/components/scroll-area';

/** A format's name without the pattern its label ends with: 'ISO 8601 (yyyy-MM-dd)' → 'ISO 8601'. */
function formatName(label: string, pattern: string): string {
  const suffix = ` (${pattern})`;
  return label.endsWith(suffix) ? label.slice(0, -suffix.length) : label;
}

export function DateFormatIntro() {
  return (
    <>
      <p>
        Type a date as you have it, such as 03/15/2025, 15.03.2025 or March 15th, 2025.
        Choose one of ten output formats and press Convert to get the date in that format,
        ready to copy.
      </p>
      <p>
        The result also shows the date in all ten formats, with its weekday, ISO week
        number, day of the year and Unix time. When a date like 03/04/2025 can be read two
        ways, the page says which reading it used and lets you switch with one click.
      </p>
    </>
  );
}

export function DateFormatExplainer() {
  return (
    <>
      <section>
        <h2>How to use the Date Format Converter</h2>
        <ol>
          <li>
            <strong>Date:</strong> type the date as you have it. The shapes the page
            understands are listed below, under “What you can type”.
          </li>
          <li>
            <strong>Output format:</strong> choose one of the ten formats. Each is shown with
            an example. The default is ISO 8601, yyyy-MM-dd.
          </li>
          <li>
            Press <strong>Convert</strong>. If the Date box is empty, nothing happens.
          </li>
          <li>
            Press <strong>Copy</strong> to copy the converted date, or{' '}
            <strong>Copy link</strong> to copy the page’s link.
          </li>
        </ol>
        <p>
          The result shows the date in the format you chose, in large type, and below it the
          date as the page read it, such as “Saturday, March 15, 2025”. Then come the same
          date in all ten formats, its ISO week, its day of the year and its Unix time. If the
          text can’t be read as a date, a red box with an error message takes the place of
          the result.
        </p>
        <p>
          The page’s link holds the date as you typed it and the output format, so you can
          bookmark a conversion or share it.
        </p>
      </section>

      <section>
        <h2>A worked example</h2>
        <p>
          Say you have July 4th, 2026 and need it as numbers in the European order. Type{' '}
          <code>July 4th, 2026</code>, choose European (dd/MM/yyyy) and press Convert. The
          result is 04/07/2026, and the page shows that it read the date as Saturday, July 4,
          2026.
        </p>
        <p>Below that, the same date appears in the other formats, among them:</p>
        <ul>
          <li>2026-07-04 (ISO 8601);</li>
          <li>07/04/2026 (US);</li>
          <li>4 July 2026 (long, European);</li>
          <li>Jul 04, 2026 (short month).</li>
        </ul>
        <p>
          The result also gives Week 27 of 2026, Day 185 of 365, and the Unix time
          1783123200, which is 00:00 UTC on July 4, 2026.
        </p>
      </section>

      <section>
        <h2>What you can type</h2>
        <ul>
          <li>
            <strong>Year first:</strong> 2025-03-15, 2025/03/15 or 2025.03.15.
          </li>
          <li>
            <strong>Numbers with the year last:</strong> 03/15/2025, 15/03/2025, 15-03-2025
            or 15.03.2025. The next section explains how the page tells the day from the
            month.
          </li>
          <li>
            <strong>Month names:</strong> 15 March 2025, 15th March, 2025, March 15, 2025 or
            Mar 15 2025. A month can be written in full or as its first three letters, and
            Sept also works. The day can have an ending such as st, nd, rd or th.
          </li>
        </ul>
        <p>
          Capital letters and extra spaces don’t matter. A weekday in front, such as
          “Saturday,” or “Sat”, is fine, but it has to match the date. Years must have four
          digits, from 0001 to 9999: 3/15/25 is not accepted, while 3/15/2025 is.
        </p>
        <p>When the text can’t be read, one of two messages appears:</p>
        <ul>
          <li>
            <strong>Invalid date format</strong> means the text is in none of the shapes
            above, such as “next friday” or “15/2025”.
          </li>
          <li>
            <strong>Unable to parse date. Please check format and try again.</strong> means
            the text has one of the shapes, but it is not a real date, or its weekday is
            wrong. 2025-02-30 and 2025-13-01 are not real dates, and neither is February 29,
            2025, since 2025 is not a leap year. “Monday, March 15, 2025” is rejected because
            March 15, 2025 is a Saturday.
          </li>
        </ul>
        <p>
          The <Link to="/leap-year-checker">Leap Year Checker</Link> tells you which years
          have a February 29.
        </p>
      </section>

      <section>
        <h2>Day first or month first?</h2>
        <p>
          03/04/2025 is March 4, 2025 in the United States and 3 April 2025 in most of the
          rest of the world. When a date is all numbers with the year last, the page reads it
          like this:
        </p>
        <ul>
          <li>
            With slashes, month first, the US order: 03/04/2025 is March 4, 2025.
          </li>
          <li>
            With dashes or dots, day first: 03-04-2025 and 03.04.2025 are both 3 April 2025.
          </li>
          <li>
            If only one reading is a real date, the page uses that one. There is no month 13,
            so 13/04/2025 and 04/13/2025 are both April 13, 2025.
          </li>
        </ul>
        <p>
          When both readings are real dates and they differ, the result says which reading it
          used, such as “month first: March 4, 2025”, and offers the other one. Click “Read it
          as 3 April 2025 instead” to convert the date that way. A date such as 05/05/2025
          reads the same both ways, so there is nothing to choose.
        </p>
        <p>
          This also applies to dates copied from the result. The European format writes July
          4, 2026 as 04/07/2026, and typed back in with its slashes, it is read month first,
          as April 7, 2026. Dates with the year first, or with a month name, can be read only
          one way, so they never raise the question.
        </p>
      </section>

      <section>
        <h2>The ten formats</h2>
        <p>
          The examples show Saturday, March 15, 2025. In the patterns, yyyy is the four-digit
          year, MM the month as two digits, MMM and MMMM the short and full month name, dd
          the day as two digits, d the day without a leading zero, and EEEE the weekday.
        </p>
        <ScrollArea label="Date formats table">
          <table>
            <caption>The ten output formats</caption>
            <thead>
              <tr>
                <th scope="col">Pattern</th>
                <th scope="col">Name</th>
                <th scope="col">Example</th>
              </tr>
            </thead>
            <tbody>
              {DATE_FORMATS.map((format) => (
                <tr key={format.value}>
                  <th scope="row">
                    <code>{format.value}</code>
                  </th>
                  <td>{formatName(format.label, format.value)}</td>
                  <td>{format.example}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
        <p>
          To avoid any doubt, use ISO 8601, yyyy-MM-dd. It is the international standard
          for writing dates. It puts the year first and the month before the day, so it
          can’t be confused with the US or the European order. Dates written this way also
          sort in date order when they are sorted as plain text, and so do yyyy/MM/dd and
          yyyy.MM.dd.
        </p>
      </section>

      <section>
        <h2>ISO weeks, day of the year and Unix time</h2>
        <p>
          <strong>ISO week.</strong> The ISO 8601 standard numbers the weeks of a year from
          Monday to Sunday. Week 1 is the week that contains the year’s first Thursday. So
          the last days of December can belong to week 1 of the next year, and the first
          days of January to the last week of the year before. That is why the result names
          the year of the week:
        </p>
        <ul>
          <li>March 15, 2025 is in Week 11 of 2025.</li>
          <li>Monday, December 29, 2025 is in Week 1 of 2026.</li>
          <li>Sunday, January 1, 2023 is in Week 52 of 2022.</li>
        </ul>
        <p>
          Most years have 52 weeks. A year has 53 when it has 53 Thursdays: when it starts
          on a Thursday, or when it is a leap year that starts on a Wednesday. 2026 starts on
          Thursday, January 1, so it has 53 weeks, and Friday, January 1, 2027 is in Week 53
          of 2026. 2020, a leap year, starts on a Wednesday, and Thursday, December 31, 2020
          is in Week 53 of 2020. To see week numbers on a whole month or year, use the{' '}
          <Link to="/calendar-generator">Calendar Generator</Link>.
        </p>
        <p>
          <strong>Day of the year.</strong> January 1 is day 1 and December 31 is day 365, or
          day 366 in a leap year. March 15, 2025 is Day 74 of 365, and December 31, 2024 is
          Day 366 of 366. To count the days between any two dates, use{' '}
          <Link to="/days-between-dates">Days Between Dates</Link>. To find the date a number
          of days later, with its weekday, use the{' '}
          <Link to="/weekday-finder">Weekday Finder</Link>.
        </p>
        <p>
          <strong>Unix time.</strong> Unix time counts the seconds since 00:00 UTC on January
          1, 1970, with every day 86,400 seconds long. The page gives it for 00:00 UTC on
          the date: 1741996800 for March 15, 2025. January 1, 1970 is 0, and dates before
          1970 give negative numbers: December 31, 1969 is −86400.
        </p>
        <p>
          Midnight UTC is not midnight in most time zones: west of UTC, it is still the day
          before. To see what time it is in another place, use the{' '}
          <Link to="/time-zone-calculator">Time Zone Calculator</Link>.
        </p>
      </section>
    </>
  );
}

export const dateFormatFaq: FaqItem[] = [
  {
    question: 'Is 03/04/2025 March 4 or April 3?',
    answer:
      'It depends on where it was written. In the US it is March 4, 2025, month first; in most of the rest of the world it is 3 April 2025, day first. With slashes, the page reads it month first and says so in the result, with a one-click option to read it as 3 April 2025 instead. With dashes or dots, as in 03-04-2025, it reads the day first.',
  },
  {
    question: 'Which date format is best to avoid confusion?',
    answer:
      'ISO 8601, yyyy-MM-dd, as in 2025-03-15. The year comes first and the month before the day, so it can’t be mixed up with the US or the European order. Dates in this format also sort in date order when sorted as plain text.',
  },
  {
    question: 'What is an ISO week number?',
    answer:
      'It is the week number from the ISO 8601 standard. Weeks run from Monday to Sunday, and week 1 is the week that contains the year’s first Thursday. So a week can belong to another year than some of its days: Monday, December 29, 2025 is in week 1 of 2026.',
  },
  {
    question: 'Why does a year have 53 weeks?',
    answer:
      'An ISO week belongs to the year of its Thursday, so a year has 53 weeks when it has 53 Thursdays: when it starts on a Thursday, or when it is a leap year that starts on a Wednesday. 2026 starts on a Thursday, so it has 53 weeks, and Friday, January 1, 2027 is in week 53 of 2026.',
  },
  {
    question: 'What does “Invalid date format” mean?',
    answer:
      'The text is in none of the shapes the page understands, such as “next friday” or “15/2025”. Type the date with a four-digit year, as numbers like 2025-03-15 or 03/15/2025, or with a month name like March 15, 2025.',
  },
  {
    question: 'What does “Unable to parse date. Please check format and try again.” mean?',
    answer:
      'The text has an accepted shape, but it is not a real date, or its weekday is wrong. 2025-02-30 and 2025-13-01 are not real dates, and neither is February 29, 2025, since 2025 is not a leap year. “Monday, March 15, 2025” is rejected because March 15, 2025 is a Saturday.',
  },
  {
    question: 'Can I type a two-digit year?',
    answer:
      'No. Years must have four digits, from 0001 to 9999, so type 3/15/2025 rather than 3/15/25.',
  },
  {
    question: 'What is the Unix time shown for a date?',
    answer:
      'It is the number of seconds from 00:00 UTC on January 1, 1970 to 00:00 UTC on the date. For March 15, 2025 it is 1741996800. Dates before 1970 give negative numbers: December 31, 1969 is −86400.',
  },
  {
    question: 'Is the date I type sent to a server?',
    answer:
      'No. The conversion runs entirely in your browser. The date you type becomes part of the page’s link, so it is included when you bookmark or share that link.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: DateFormatIntro, Explainer: DateFormatExplainer, faq: dateFormatFaq };
