import { Link } from 'react-router-dom';
import type { FaqItem } from '@/content/types';

/** The one sentence shown between the heading and the countdown. */
export const halloweenLead = 'How many days until Halloween, October 31, counted in your own time zone.';

export function HalloweenIntro() {
  return (
    <>
      <p>
        The countdown shows the days left until the next Halloween, with a live clock to
        midnight at the start of October 31. It uses the date and time where you are, so the
        number goes down by one at your own midnight.
      </p>
      <p>
        Halloween is on October 31 every year. The date stays the same, but the weekday moves:
        Halloween 2026 falls on a Saturday, and Halloween 2027 on a Sunday.
      </p>
    </>
  );
}

export function HalloweenExplainer() {
  return (
    <>
      <section>
        <h2>How the countdown works</h2>
        <p>
          The card names the Halloween it counts to, with its year, such as Halloween 2027.
          Below the title are the number of days left and the date with its weekday.
        </p>
        <ul>
          <li>
            <strong>Days:</strong> counted as calendar days in your own time zone. The number
            changes at your midnight and never drifts on the days the clocks change for
            daylight saving time.
          </li>
          <li>
            <strong>Live clock:</strong> days, hours, minutes and seconds to midnight at the
            start of October 31, your local time, ticking every second. It counts to the start
            of the day, not to the evening.
          </li>
          <li>
            <strong>On the day:</strong> on October 31 the card says that Halloween is today.
          </li>
          <li>
            <strong>After the day:</strong> from November 1, the countdown rolls over to next
            year’s Halloween.
          </li>
        </ul>
        <p>
          <strong>Count down to another date</strong> is a date picker: choose a date, and the
          card counts down to it instead. The page’s link then keeps that date, and the card
          says how many days from now it is, or how many days ago. <strong>Add to calendar</strong> downloads an all-day event for
          the date as an .ics file, which calendar apps can import.{' '}
          <strong>Copy link</strong> copies the page’s link.
        </p>
      </section>

      <section>
        <h2>When is Halloween?</h2>
        <p>
          Halloween is on October 31 every year, the last day of October. It is the 304th day
          of a common year and the 305th day of a leap year.
        </p>
        <p>
          The date never moves, but the weekday does. From one year to the next, October 31
          moves one weekday on, or two when a February 29 comes in between. Halloween 2027
          falls on a Sunday, and Halloween 2028 on a Tuesday, because 2028 is a leap year.
        </p>
      </section>

      <section>
        <h2>Halloween in the coming years</h2>
        <table>
          <caption>The weekday of Halloween, 2026 to 2032</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Halloween</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">2026</th>
              <td>Saturday, October 31, 2026</td>
            </tr>
            <tr>
              <th scope="row">2027</th>
              <td>Sunday, October 31, 2027</td>
            </tr>
            <tr>
              <th scope="row">2028</th>
              <td>Tuesday, October 31, 2028</td>
            </tr>
            <tr>
              <th scope="row">2029</th>
              <td>Wednesday, October 31, 2029</td>
            </tr>
            <tr>
              <th scope="row">2030</th>
              <td>Thursday, October 31, 2030</td>
            </tr>
            <tr>
              <th scope="row">2031</th>
              <td>Friday, October 31, 2031</td>
            </tr>
            <tr>
              <th scope="row">2032</th>
              <td>Sunday, October 31, 2032</td>
            </tr>
          </tbody>
        </table>
        <p>
          For the weekday of any other date, use the{' '}
          <Link to="/weekday-finder">Weekday Finder</Link>.
        </p>
      </section>

      <section>
        <h2>Is Halloween a day off?</h2>
        <p>
          No. Halloween is not a US federal holiday, so it is a regular working and school
          day unless it falls on a weekend. In the years above, that happens in 2026, on a
          Saturday, and in 2027 and 2032, on a Sunday. The{' '}
          <Link to="/business-days-calculator">Business Days Calculator</Link> counts
          October 31 as a working day whenever it is a weekday.
        </p>
        <p>
          Thanksgiving, the fourth Thursday of November, is always 22 to 28 days after
          Halloween, and Christmas is always 55 days after it. The{' '}
          <Link to="/countdown/thanksgiving">Thanksgiving Countdown</Link> and the{' '}
          <Link to="/countdown/christmas">Christmas Countdown</Link> count down to those days.
          To count the days between any two dates, use{' '}
          <Link to="/days-between-dates">Days Between Dates</Link>.
        </p>
      </section>
    </>
  );
}

export const halloweenFaq: FaqItem[] = [
  {
    question: 'How many days until Halloween?',
    answer:
      'The countdown at the top of the page shows it. It counts calendar days in your own time zone, so the number goes down by one at your midnight. The live clock below it counts to midnight at the start of October 31.',
  },
  {
    question: 'What day of the week is Halloween this year?',
    answer:
      'The card shows the weekday of the next Halloween under the number of days. Halloween 2026 falls on a Saturday, Halloween 2027 on a Sunday and Halloween 2028 on a Tuesday.',
  },
  {
    question: 'Is Halloween always on October 31?',
    answer:
      'Yes. Halloween is on October 31 every year. Only the weekday changes: one weekday later each year, or two after a February 29.',
  },
  {
    question: 'Is Halloween a federal holiday?',
    answer:
      'No. Halloween is not a US federal holiday, so it is a regular working and school day unless it falls on a weekend, as it does in 2026, 2027 and 2032.',
  },
  {
    question: 'What happens to the countdown after Halloween?',
    answer:
      'On October 31 the card says that Halloween is today. From November 1 it counts down to next year’s Halloween, and the title shows that year.',
  },
  {
    question: 'Does the countdown work offline, and is anything sent?',
    answer:
      'Everything runs in your browser. Once the page has loaded, the countdown keeps counting without a connection, and nothing is sent anywhere.',
  },
];

export const halloweenFacts: string[] = [
  'Halloween is on October 31 every year, the last day of October.',
  'October 31 is the 304th day of a common year and the 305th day of a leap year.',
  'Halloween is not a US federal holiday.',
  'Thanksgiving always falls 22 to 28 days after Halloween, and Christmas always 55 days after it.',
];
