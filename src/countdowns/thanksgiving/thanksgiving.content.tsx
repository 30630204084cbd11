import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';
import { DatesByYear, HowTheCountdownWorks } from '@/components/countdown-sections';
import { thanksgiving } from '@/lib/date/holidays';

export function ThanksgivingIntro() {
  return (
    <>
      <p>
        The countdown shows the days left until the next Thanksgiving, with a live clock to
        midnight at the start of the day. It uses the date and time where you are, so the
        number goes down by one at your own midnight.
      </p>
      <p>
        Thanksgiving is the fourth Thursday of November, so its date changes every year.
        Thanksgiving 2026 is on November 26, and Thanksgiving 2027 on November 25.
      </p>
    </>
  );
}

export function ThanksgivingExplainer() {
  return (
    <>
      <HowTheCountdownWorks
        example="Thanksgiving 2027"
        day="Thanksgiving Day"
        after="from the Friday after Thanksgiving, the countdown rolls over to next year’s Thanksgiving."
        customDate
      />

      <section>
        <h2>When is Thanksgiving?</h2>
        <p>
          Thanksgiving Day is the fourth Thursday of November. The first Thursday of November
          falls between November 1 and 7, and the fourth comes exactly three weeks later, so
          Thanksgiving always falls between November 22 and 28.
        </p>
        <p>
          It is the fourth Thursday, not the last one. November has 30 days, so it has five
          Thursdays when November 1 is a Wednesday or a Thursday. In those years Thanksgiving
          comes a week before the last Thursday. November 1, 2028 is a Wednesday, so
          Thanksgiving 2028 is on November 23 and the last Thursday is November 30, 2028. In
          2029, Thanksgiving is on November 22 and the last Thursday is November 29.
        </p>
      </section>

      <section>
        <h2>Thanksgiving, 2026 to 2032</h2>
        <DatesByYear caption="The date of Thanksgiving, 2026 to 2032" heading="Thanksgiving" dateOf={thanksgiving} />
        <p>
          To see a whole November with its holidays, use the{' '}
          <Link to="/calendar-generator">Calendar Generator</Link>.
        </p>
      </section>

      <section>
        <h2>Why the date moves</h2>
        <p>
          A year is 52 weeks and one day, or 52 weeks and two days in a leap year. So the
          Thursday 52 weeks after Thanksgiving falls one day earlier in November the next
          year, or two days earlier when a February 29 comes in between. Thanksgiving 2027 is
          on November 25, and Thanksgiving 2028 on November 23.
        </p>
        <p>
          When that Thursday would fall before November 22, it is only the third Thursday, so
          Thanksgiving comes a week later instead. Thanksgiving 2029 is on November 22, and
          Thanksgiving 2030 on November 28, 53 weeks later.
        </p>
      </section>

      <section>
        <h2>Thanksgiving as a federal holiday</h2>
        <p>
          Thanksgiving Day is one of the US federal holidays, set by law as the fourth
          Thursday in November. Because it is always a Thursday, it never falls on a weekend,
          so the day off is always Thanksgiving Day itself.
        </p>
        <p>
          The Friday after Thanksgiving is not a federal holiday. The{' '}
          <Link to="/business-days-calculator">Business Days Calculator</Link> counts it as a
          working day. Christmas always comes 27 to 33 days after Thanksgiving; the{' '}
          <Link to="/countdown/christmas">Christmas Countdown</Link> counts down to it. To
          count the days between any two dates, use{' '}
          <Link to="/days-between-dates">Days Between Dates</Link>.
        </p>
      </section>
    </>
  );
}

export const thanksgivingFaq: FaqItem[] = [
  {
    question: 'How many days until Thanksgiving?',
    answer:
      'The countdown at the top of the page shows it. It counts calendar days in your own time zone, so the number goes down by one at your midnight. The live clock below it counts to midnight at the start of Thanksgiving Day.',
  },
  {
    question: 'What date is Thanksgiving this year?',
    answer:
      'The card shows the date of the next Thanksgiving under the number of days. Thanksgiving 2026 is on Thursday, November 26, Thanksgiving 2027 on Thursday, November 25, and Thanksgiving 2028 on Thursday, November 23.',
  },
  {
    question: 'Why does the date of Thanksgiving change every year?',
    answer:
      'Thanksgiving is the fourth Thursday of November, not a fixed date. A year is 52 weeks and one or two days, so the date moves one or two days earlier each year, then jumps a week later when it would fall before November 22.',
  },
  {
    question: 'Is Thanksgiving the last Thursday of November?',
    answer:
      'Not always. It is the fourth Thursday. When November has five Thursdays, Thanksgiving is a week before the last one: in 2028 Thanksgiving is on November 23 and the last Thursday is November 30.',
  },
  {
    question: 'Is the day after Thanksgiving a federal holiday?',
    answer:
      'No. Thanksgiving Day is a federal holiday, but the Friday after it is not. Thanksgiving itself is always a Thursday, so it is never moved to another day off.',
  },
  {
    question: 'Can I count down to another date?',
    answer:
      'Yes. Choose a date in Count down to another date, below the countdown, and the card counts down to it instead. The page’s link keeps that date, and the card says how many days from now it is, or how many days ago.',
  },
  {
    question: 'Does the countdown work offline, and is anything sent?',
    answer:
      'Everything runs in your browser. Once the page has loaded, the countdown keeps counting without a connection, and nothing is sent anywhere.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: ThanksgivingIntro, Explainer: ThanksgivingExplainer, faq: thanksgivingFaq };
