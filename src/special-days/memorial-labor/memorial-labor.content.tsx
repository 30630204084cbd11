import { Link } from 'react-router-dom';
import { ScrollArea } from '@/components/scroll-area';
import type { FaqItem, PageText } from '@/content/types';
import { daysBetween } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { laborDay, memorialDay } from '@/lib/date/holidays';

export function MemorialLaborIntro() {
  return (
    <>
      <p>
        Pick a year to see when Memorial Day and Labor Day fall, how many days and weeks lie
        between them, and which federal holidays come in between. The list offers ten years:
        the five years before this one, this year and the four years after it.
      </p>
      <p>
        Memorial Day is the last Monday in May and Labor Day the first Monday in September. In
        2026 they fall on Monday, May 25, 2026 and Monday, September 7, 2026, which is 105
        days or exactly 15 weeks apart.
      </p>
    </>
  );
}

/** Memorial Day and Labor Day in a run of years, with the days between, computed by the engine. */
function SummerSpans({ years }: { years: readonly number[] }) {
  return (
    <ScrollArea label="Memorial Day and Labor Day, 2026 to 2030">
    <table>
      <caption>Memorial Day and Labor Day, 2026 to 2030</caption>
      <thead>
        <tr>
          <th scope="col">Year</th>
          <th scope="col">Memorial Day</th>
          <th scope="col">Labor Day</th>
          <th scope="col">Days between</th>
          <th scope="col">Counting both Mondays</th>
        </tr>
      </thead>
      <tbody>
        {years.map((year) => {
          const start = memorialDay(year);
          const end = laborDay(year);
          const days = daysBetween(start, end);
          return (
            <tr key={year}>
              <td>{year}</td>
              <td>{formatLong(start)}</td>
              <td>{formatLong(end)}</td>
              <td>
                {days} days ({days / 7} weeks)
              </td>
              <td>{days + 1} days</td>
            </tr>
          );
        })}
      </tbody>
    </table>
    </ScrollArea>
  );
}

export function MemorialLaborExplainer() {
  return (
    <>
      <section>
        <h2>What the page shows</h2>
        <ul>
          <li>
            <strong>Year:</strong> a list of ten years, from five years before this year to four
            years after it. The page opens on this year unless its link names another.
          </li>
          <li>
            <strong>Memorial Day and Labor Day:</strong> the date of each, with its weekday.
          </li>
          <li>
            <strong>Days between:</strong> the plain difference from Memorial Day to Labor Day,
            and the count with both Mondays included, which is one day more.
          </li>
          <li>
            <strong>In weeks:</strong> the same span in weeks and days.
          </li>
          <li>
            <strong>Weekends in between:</strong> one for each week, from the first weekend
            after Memorial Day up to Labor Day weekend: 15 in 2026 and 14 in 2027.
          </li>
          <li>
            <strong>Federal holidays in between:</strong> Juneteenth and Independence Day, each
            with its date, and with its federal day off when that day is moved.
          </li>
          <li>
            <strong>Days Between Dates link:</strong> opens the same span in the{' '}
            <Link to="/days-between-dates">Days Between Dates</Link> calculator, to count it in
            other ways.
          </li>
        </ul>
        <p>
          The chosen year is kept in the page’s address, for example <code>?year=2027</code>,
          so a bookmark or a shared link opens the same year. Everything is computed in your
          browser, and nothing is sent or stored on a server.
        </p>
      </section>

      <section>
        <h2>The rules: last Monday in May, first Monday in September</h2>
        <p>
          Both days are US federal holidays, listed in 5 U.S.C. 6103. Memorial Day is the last
          Monday in May. It has been held on that Monday since 1971, under the Uniform Monday
          Holiday Act; before that, it was held on May 30. Labor Day is the first Monday in
          September.
        </p>
        <p>
          So Memorial Day always falls between May 25 and May 31, and Labor Day between
          September 1 and September 7. Both are always Mondays, so both always give a
          three-day weekend, and the rule for holidays on a Saturday or Sunday never moves
          them.
        </p>
      </section>

      <section>
        <h2>The unofficial summer: always 14 or 15 weeks</h2>
        <p>
          Memorial Day weekend is widely seen as the unofficial start of summer in the United
          States, and Labor Day weekend as its end. That summer is not the same as the one on
          the calendar, which runs from the June solstice to the September equinox.
        </p>
        <p>
          Because both days are Mondays, the days between them are always a whole number of
          weeks. It is 98 days, or 14 weeks, when Memorial Day falls on May 26 to May 31. It
          is 105 days, or 15 weeks, only when Memorial Day falls on May 25: then 14 weeks later
          is still August 31, and Labor Day is one week after that, on September 7. No other
          gap occurs. From 1971 to 2100, the gap is 98 days in 112 years and 105 days in 18
          years.
        </p>
        <p>
          Counting both Mondays adds one day: 99 days in a 14-week year, 106 days in a
          15-week year. 2026 is a 15-week year, like 2020 before it; the next one is 2037.
        </p>
      </section>

      <section>
        <h2>Memorial Day and Labor Day, 2026 to 2030</h2>
        <SummerSpans years={[2026, 2027, 2028, 2029, 2030]} />
        <p>
          For all the US federal holidays of a year, see the{' '}
          <Link to="/holidays">Holiday Calculator</Link>. To see the summer months on a
          calendar, with the holidays marked, use the{' '}
          <Link to="/calendar-generator">Calendar Generator</Link>.
        </p>
      </section>

      <section>
        <h2>Worked example: summer 2026</h2>
        <p>
          In 2026, May 31 is a Sunday, so the last Monday in May is May 25: Memorial Day is
          Monday, May 25, 2026. September 1 is a Tuesday, so the first Monday in September is
          September 7: Labor Day is Monday, September 7, 2026.
        </p>
        <p>
          From May 25 to September 1 is 99 days, and from September 1 to September 7 is 6 more,
          so the two Mondays are 105 days apart: exactly 15 weeks. Counting both Mondays gives
          106 days, and the days strictly between them number 104.{' '}
          <Link to="/days-between-dates?from=2026-05-25&to=2026-09-07">
            Open this span in Days Between Dates
          </Link>{' '}
          to see all three counts. In 2027 the gap is back to 98 days, from Monday, May 31,
          2027 to Monday, September 6, 2027.
        </p>
      </section>

      <section>
        <h2>Holidays in between and the three-day weekends of summer</h2>
        <p>
          Since 2021, two federal holidays fall between the two Mondays every year: Juneteenth
          National Independence Day on June 19, which became a federal holiday that year, and
          Independence Day on July 4. When one of them falls on a Saturday, the federal day
          off is the Friday before; on a Sunday, it is the Monday after.
        </p>
        <p>
          In 2026, Juneteenth is a Friday and July 4 is a Saturday, observed on Friday, July
          3, 2026. With Memorial Day and Labor Day, that makes four three-day weekends:
        </p>
        <ul>
          <li>Saturday, May 23 to Monday, May 25, 2026 (Memorial Day)</li>
          <li>Friday, June 19 to Sunday, June 21, 2026 (Juneteenth)</li>
          <li>Friday, July 3 to Sunday, July 5, 2026 (Independence Day, observed)</li>
          <li>Saturday, September 5 to Monday, September 7, 2026 (Labor Day)</li>
        </ul>
        <p>
          In 2027, Juneteenth is a Saturday, observed on Friday, June 18, 2027, and July 4 is a
          Sunday, observed on Monday, July 5, 2027, so there are four again. These days off are
          the federal ones; other employers and schools set their own. To count working days
          with US federal holidays left out, use the{' '}
          <Link to="/business-days-calculator">Business Days Calculator</Link>.
        </p>
      </section>
    </>
  );
}

export const memorialLaborFaq: FaqItem[] = [
  {
    question: 'When is Memorial Day 2027?',
    answer:
      'Memorial Day 2027 is Monday, May 31, 2027. Memorial Day is always the last Monday in May, so it falls between May 25 and May 31.',
  },
  {
    question: 'When is Labor Day 2027?',
    answer:
      'Labor Day 2027 is Monday, September 6, 2027. Labor Day is always the first Monday in September, so it falls between September 1 and September 7.',
  },
  {
    question: 'How many days are there between Memorial Day and Labor Day?',
    answer:
      'Always 98 or 105 days. In 2026 it is 105 days, from Monday, May 25 to Monday, September 7; in 2027 it is 98 days, from Monday, May 31 to Monday, September 6.',
  },
  {
    question: 'How many weeks of summer are there between the two holidays?',
    answer:
      'Exactly 14 weeks in most years, and 15 weeks when Memorial Day falls on May 25. Both days are Mondays, so the gap is always a whole number of weeks. 2026 is a 15-week year; the next one is 2037.',
  },
  {
    question: 'Does the count include both Mondays?',
    answer:
      'The page shows both counts. The plain difference is the number of days you move forward from Memorial Day to reach Labor Day: 105 days in 2026. Counting both Mondays adds one day: 106 days in 2026 and 99 days in 2027.',
  },
  {
    question: 'Is Juneteenth between Memorial Day and Labor Day?',
    answer:
      'Yes. June 19 always falls between them, and Juneteenth has been a federal holiday since 2021. Independence Day on July 4 does too, so from 2021 on there are two federal holidays between the two Mondays.',
  },
  {
    question: 'Why is Memorial Day always on a Monday?',
    answer:
      'Since 1971, under the Uniform Monday Holiday Act, Memorial Day has been the last Monday in May; before that, it was held on May 30. Labor Day is the first Monday in September, so both always give a three-day weekend.',
  },
  {
    question: 'Which years can I choose, and can I share a year?',
    answer:
      'The list offers ten years, from five years before this year to four years after it. The chosen year is kept in the page’s address, so a bookmark or a shared link opens the same year. Everything is computed in your browser.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: MemorialLaborIntro, Explainer: MemorialLaborExplainer, faq: memorialLaborFaq };
