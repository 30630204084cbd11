import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';
import { DatesByYear, HowTheCountdownWorks } from '@/components/countdown-sections';
import { isoDateFromParts } from '@/lib/date/core/civil-date';

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
      <HowTheCountdownWorks
        example="Halloween 2027"
        day="October 31"
        after="from November 1, the countdown rolls over to next year’s Halloween."
        customDate
      />

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
        <h2>Halloween, 2026 to 2032</h2>
        <DatesByYear
          caption="The weekday of Halloween, 2026 to 2032"
          heading="Halloween"
          dateOf={(year) => isoDateFromParts(year, 10, 31)!}
        />
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

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: HalloweenIntro, Explainer: HalloweenExplainer, faq: halloweenFaq };
