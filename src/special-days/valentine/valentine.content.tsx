import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';
import { DatesByYear, HowTheCountdownWorks } from '@/components/countdown-sections';
import { addDays, isoDateFromParts, type IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';

export function ValentineIntro() {
  return (
    <>
      <p>
        The Days After Valentine’s tab gives the date a number of days after February 14 of the
        current year, with its weekday. It starts at 21 days, three weeks after Valentine’s Day,
        and lists the dates 21, 30, 60, 90 and 100 days after. The Countdown to Valentine’s tab
        counts the days until the next February 14 in your own time zone.
      </p>
      <p>
        Valentine’s Day is on February 14 every year; only its weekday changes. The worked
        examples on this page use fixed years, 2027 for a common year and 2028 for a leap year,
        so that they read the same whenever you read them. The calculator above always counts
        from Valentine’s Day of the current year, the year of your device’s date.
      </p>
    </>
  );
}

/**
 * Valentine's Day 2027, the worked example's year. The text is fixed when the site is built, while
 * the calculator counts from the visitor's own year, so the example says which year it uses.
 */
const VALENTINES_2027 = '2027-02-14' as IsoDate;
const COMMON_OFFSETS = [21, 30, 60, 90, 100] as const;

export function ValentineExplainer() {
  return (
    <>
      <section>
        <h2>Days after Valentine’s Day</h2>
        <p>
          Type a number of days, 1 or more, in <strong>Number of days</strong> and press{' '}
          <strong>Calculate</strong>, or pick one of the presets: 21, 30 or 100 days. The result
          is the date that many days after Valentine’s Day of the current year, with its
          weekday. Below it, a list gives the dates 21, 30, 60, 90 and 100 days after.
        </p>
        <p>
          A common question is the date three weeks, or 21 days, after Valentine’s Day. Others
          count 30 days, about a month, or 100 days, a milestone some couples mark. The same
          sum helps with plans: a follow-up, a deadline or a trip a set number of days out. To
          count down to one of those days, use the{' '}
          <Link to="/custom-event-countdown">Custom Countdown</Link> or the{' '}
          <Link to="/countdown/wedding">Wedding Countdown</Link>.
        </p>
        <p>
          The number of days is kept in the page’s address, such as ?days=45, so a bookmark or a
          shared link opens the same result. Everything is computed in your browser, and nothing
          is sent or stored on a server.
        </p>
      </section>

      <section>
        <h2>How the days are counted</h2>
        <p>
          Valentine’s Day itself is day 0, and day 1 is February 15. So N days after Valentine’s
          Day is February 14 plus N days: 1 day after is February 15, 14 days after is February
          28, and 21 days after is March 7 in a common year. Because 21 days is exactly three
          weeks, that date always falls on the same weekday as Valentine’s Day.
        </p>
        <p>
          If you count Valentine’s Day as day 1, take one day off your number. Counted that way
          in 2027, for example, day 21 is Saturday, March 6, 2027, which is 20 days after
          February 14.
        </p>
        <p>
          The page counts from Valentine’s Day of the current year, even once it has passed. To
          count from another year’s February 14, or from any other date, use the{' '}
          <Link to="/date-from-today?start=2027-02-14&days=21">Date From Today calculator</Link>{' '}
          with your own start date. To count the other way,{' '}
          <Link to="/days-between-dates?from=2027-02-14&to=2027-03-07&inclusive=false">
            Days Between Dates
          </Link>{' '}
          shows that February 14 to March 7, 2027 is 21 days, or 22 days when both dates are
          counted.
        </p>
      </section>

      <section>
        <h2>Worked example: common dates in 2027</h2>
        <p>
          The calculator’s list of common dates is for Valentine’s Day of the current year. As
          an example in a fixed year, Valentine’s Day 2027 falls on Sunday, February 14, 2027,
          and in 2027 the list shows these dates:
        </p>
        <table>
          <caption>Example: dates after Valentine’s Day 2027, Sunday, February 14, 2027</caption>
          <thead>
            <tr>
              <th scope="col">Days after</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {COMMON_OFFSETS.map((days) => (
              <tr key={days}>
                <th scope="row">{days} days</th>
                <td>{formatLong(addDays(VALENTINES_2027, days)!)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          These month-and-day dates are the same in every common year: March 7, March 16, April
          15, May 15 and May 25. Only the weekdays change.
        </p>
      </section>

      <section>
        <h2>Leap years and dates after February</h2>
        <p>
          In a leap year, February has 29 days. Every count that goes past February 28 then lands
          one calendar day earlier than in a common year. Counts of up to 14 days end on the same
          date either way, February 28 at the latest. 15 days after Valentine’s Day is February
          29 in a leap year, and March 1 in a common year.
        </p>
        <p>
          For example, 2028 is a leap year. 21 days after Valentine’s Day 2028 is Monday, March
          6, 2028, and 100 days after is Wednesday, May 24, 2028. In 2027, the same counts give
          March 7 and May 25. To see whether a year is a leap year, use the{' '}
          <Link to="/leap-year-checker">Leap Year Checker</Link>.
        </p>
      </section>

      <HowTheCountdownWorks
        example="Valentine’s Day 2027"
        day="February 14"
        after="from February 15, the countdown rolls over to next year’s Valentine’s Day."
      >
        <p>
          The countdown is on the <strong>Countdown to Valentine’s</strong> tab. The tab is kept
          in the page’s address as ?tab=countdown, so a link can open the page on it.
        </p>
      </HowTheCountdownWorks>

      <section>
        <h2>Valentine’s Day, 2026 to 2030</h2>
        <DatesByYear
          caption="The weekday of Valentine’s Day, 2026 to 2030"
          heading="Valentine’s Day"
          dateOf={(year) => isoDateFromParts(year, 2, 14)!}
          years={[2026, 2027, 2028, 2029, 2030]}
        />
        <p>
          February 14 is the 45th day of every year, because it comes before February 29. Its
          weekday moves one day later each year, or two days in the year after a leap year:
          Valentine’s Day 2028 falls on a Monday, and Valentine’s Day 2029 on a Wednesday. For
          the weekday of any other date, use the{' '}
          <Link to="/weekday-finder">Weekday Finder</Link>.
        </p>
        <p>
          Valentine’s Day is not a US federal holiday, so it is a regular working day when it
          falls on a weekday. Washington’s Birthday, the federal holiday on the third Monday in
          February, always falls 1 to 7 days after it. In 2027 it is Monday, February 15, the
          day after Valentine’s Day. The <Link to="/holidays">Holiday Calculator</Link> counts
          the days until Valentine’s Day and five other holidays.
        </p>
      </section>
    </>
  );
}

export const valentineFaq: FaqItem[] = [
  {
    question: 'What is 21 days after Valentine’s Day?',
    answer:
      'The Days After tab opens at 21 days and shows it for the current year’s Valentine’s Day. 21 days is exactly three weeks, so it falls on the same weekday as February 14: March 7 in a common year, such as Sunday, March 7, 2027, and March 6 in a leap year such as 2028.',
  },
  {
    question: 'When is Valentine’s Day 2027?',
    answer:
      'Valentine’s Day is on February 14 every year. In 2027 it falls on Sunday, February 14, 2027, and in 2028 on Monday, February 14, 2028.',
  },
  {
    question: 'How many days until Valentine’s Day?',
    answer:
      'Open the Countdown to Valentine’s tab. It shows the days until the next February 14, counted in your own time zone, with a live clock to midnight at the start of the day. From February 15 it counts to the next year’s Valentine’s Day.',
  },
  {
    question: 'Does the count include Valentine’s Day?',
    answer:
      'No. Valentine’s Day is day 0 and February 15 is day 1, so N days after is February 14 plus N days. If you count Valentine’s Day as day 1, take one day off your number.',
  },
  {
    question: 'Does a leap year change the date?',
    answer:
      'Yes, for any count that goes past February 28. February 29 adds a day, so the date is one day earlier: 21 days after Valentine’s Day is March 7 in 2027, but March 6 in 2028.',
  },
  {
    question: 'What is 100 days after Valentine’s Day?',
    answer:
      'May 25 in a common year, or May 24 in a leap year. In 2027, for example, it is Tuesday, May 25, 2027, and in 2028 Wednesday, May 24, 2028. The 100 days after preset shows it for the current year’s Valentine’s Day.',
  },
  {
    question: 'Is Valentine’s Day a federal holiday?',
    answer:
      'No. Valentine’s Day is not a US federal holiday, so it is a regular working day unless it falls on a weekend. Valentine’s Day 2026 falls on a Saturday, and Valentine’s Day 2027 on a Sunday.',
  },
  {
    question: 'Can I save or share a result?',
    answer:
      'Yes. The number of days and the tab are kept in the page’s address, such as ?days=45 or ?tab=countdown, so a bookmark or a shared link reopens the same result. Everything is computed in your browser, and nothing is sent or stored on a server.',
  },
];

export const valentineFacts: string[] = [
  'Valentine’s Day is on February 14 every year, the 45th day of the year.',
  'Valentine’s Day is not a US federal holiday.',
  'Washington’s Birthday, the third Monday in February, always falls 1 to 7 days after Valentine’s Day.',
  '21 days after Valentine’s Day is March 7, or March 6 in a leap year.',
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: ValentineIntro, Explainer: ValentineExplainer, faq: valentineFaq };
