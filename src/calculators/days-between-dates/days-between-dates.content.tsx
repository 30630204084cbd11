import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function DaysBetweenIntro() {
  return (
    <>
      <p>
        Count the days from one date to another: enter a start date and an end date to see
        how many days lie between them, counted three ways, and the same span in years,
        months and days.
      </p>
      <p>
        You can also count business days only (Monday to Friday). Dates are plain calendar
        dates, so the answer is the same in every time zone.
      </p>
    </>
  );
}

export function DaysBetweenExplainer() {
  return (
    <>
      <section>
        <h2>Three ways to count the days</h2>
        <p>
          “How many days between two dates?” has three reasonable answers, and the page
          shows all three. From January 1 to January 10:
        </p>
        <ul>
          <li>
            <strong>End date not counted: 9 days.</strong> This is the plain difference,
            the number of days you move forward to get from the start to the end. Use it for
            “how long until” questions, ages in days or nights of a stay.
          </li>
          <li>
            <strong>Both dates counted: 10 days.</strong> The plain difference plus one. Use
            it when the first and the last day both count, as for an event, a leave period or
            a rental that runs from one date to the other.
          </li>
          <li>
            <strong>Strictly between: 8 days.</strong> Only the days after the start and
            before the end, January 2 to January 9.
          </li>
        </ul>
        <p>
          The same date entered twice is 0 days apart, or 1 day when both dates are counted.
        </p>
      </section>

      <section>
        <h2>When the end date is before the start</h2>
        <p>
          If the end date comes first, the count is negative and the page says that the end
          date is before the start date. From June 10 to June 3 is −7 days, or −8 days
          counting both dates: counting both dates widens the span by one day and keeps the
          minus sign. Swap the two dates for a positive count.
        </p>
        <p>
          When counting business days only, an end date before the start gives a count of
          0.
        </p>
      </section>

      <section>
        <h2>Years, months, weeks and days</h2>
        <p>
          A long span is easier to read as years, months and days. The breakdown takes whole
          years first, then whole months, then the days that are left. From March 15, 2024
          to June 20, 2025 is 1 year (to March 15, 2025), then 3 months (to June 15, 2025),
          then 5 days: 1 year, 3 months and 5 days, or 462 days in total.
        </p>
        <p>
          Months have different lengths, so a step of one month that would land past the end
          of a month is clipped to that month’s last day: January 31 plus one month is
          February 28, or February 29 in a leap year. So January 31 to February 28, 2025
          counts as one whole month.
        </p>
        <p>
          Weeks are simply the number of days divided by 7: 462 days is exactly 66 weeks, and
          100 days is 14 weeks and 2 days.
        </p>
      </section>

      <section>
        <h2>Business days between two dates</h2>
        <p>
          With the business-days option, only Mondays to Fridays are counted, from the start
          date up to but not including the end date, or including the end date when both
          dates are counted. From Monday, March 3, 2025 to Monday, March 10, 2025 there are
          5 business days, or 6 counting both dates.
        </p>
        <p>
          Holidays are not skipped here. To leave out US federal holidays, or to use
          different weekend days, use the{' '}
          <Link to="/business-days-calculator">Business Days Calculator</Link>. To find a
          date a number of days away instead, use the{' '}
          <Link to="/date-from-today">Date Calculator</Link>.
        </p>
      </section>
    </>
  );
}

export const daysBetweenFaq: FaqItem[] = [
  {
    question: 'How many days are there between two dates?',
    answer:
      'Enter both dates and the page shows the count three ways. From January 1 to January 10 it is 9 days with the end date not counted, 10 days counting both dates, and 8 days strictly between.',
  },
  {
    question: 'Does the count include the start and end dates?',
    answer:
      'The page shows all three counts. The plain count, with the end date not counted, is the number of days you move forward from the start to reach the end. Counting both dates adds one day; counting only the days strictly between takes one away.',
  },
  {
    question: 'What happens if the end date is before the start date?',
    answer:
      'The count is negative and the page says so: June 10 to June 3 is −7 days, or −8 counting both dates. When counting business days only, the count is 0.',
  },
  {
    question: 'Are leap years included?',
    answer:
      'Yes. The count follows the real calendar, so February 29 is counted in leap years. From February 1 to March 1 is 29 days in 2024 and 28 days in 2025.',
  },
  {
    question: 'Can I count only business days?',
    answer:
      'Yes. Turn on the business-days option to count Mondays to Fridays only. Holidays are not skipped on this page; the Business Days Calculator can skip US federal holidays and use other weekend days.',
  },
  {
    question: 'Does my time zone change the result?',
    answer:
      'No. The dates you enter are treated as plain calendar dates, so the number of days between them is the same wherever you are and is never affected by daylight saving time.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: DaysBetweenIntro, Explainer: DaysBetweenExplainer, faq: daysBetweenFaq };
