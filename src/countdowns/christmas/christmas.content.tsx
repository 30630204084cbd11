import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';
import { DatesByYear, HowTheCountdownWorks } from '@/components/countdown-sections';
import { isoDateFromParts } from '@/lib/date/core/civil-date';

export function ChristmasIntro() {
  return (
    <>
      <p>
        The countdown shows the days left until the next Christmas Day, with a live clock to
        midnight at the start of December 25. It uses the date and time where you are, so the
        number goes down by one at your own midnight.
      </p>
      <p>
        Christmas is on December 25 every year, but its weekday moves. Christmas 2026 falls on
        a Friday, and Christmas 2027 on a Saturday, so the federal day off in 2027 is Friday,
        December 24.
      </p>
    </>
  );
}

export function ChristmasExplainer() {
  return (
    <>
      <HowTheCountdownWorks
        example="Christmas 2027"
        day="December 25"
        after="from December 26, the countdown rolls over to next year’s Christmas."
      >
          <p>
            This countdown always counts to December 25; the{' '}
            <Link to="/countdown/halloween">Halloween Countdown</Link> and the{' '}
            <Link to="/countdown/thanksgiving">Thanksgiving Countdown</Link> can count down to
            another date.
          </p>
      </HowTheCountdownWorks>

      <section>
        <h2>When is Christmas?</h2>
        <p>
          Christmas Day is on December 25 every year, and Christmas Eve is the day before. It
          is the 359th day of a common year and the 360th day of a leap year, with six days of
          the year left after it.
        </p>
        <p>
          The date never moves, but the weekday does. From one year to the next, December 25
          moves one weekday on, or two when a February 29 comes in between. Christmas 2027
          falls on a Saturday, and Christmas 2028 on a Monday, because 2028 is a leap year.
          New Year’s Day comes exactly one week after Christmas, so it always falls on the
          same weekday.
        </p>
      </section>

      <section>
        <h2>Christmas, 2026 to 2032</h2>
        <DatesByYear
          caption="Christmas Day and the federal day off, 2026 to 2032"
          heading="Christmas Day"
          dateOf={(year) => isoDateFromParts(year, 12, 25)!}
          dayOff
        />
        <p>
          For the weekday of any other date, use the{' '}
          <Link to="/weekday-finder">Weekday Finder</Link>.
        </p>
      </section>

      <section>
        <h2>The federal holiday on a weekend</h2>
        <p>
          Christmas Day is a US federal holiday. When December 25 falls on a weekend, the day
          off moves to a weekday: a Saturday Christmas is observed on Friday, December 24, and
          a Sunday Christmas on Monday, December 26. Christmas 2027 and Christmas 2032 fall on
          a Saturday, so both are observed on Friday, December 24. Christmas 2033 falls on a
          Sunday and is observed on Monday, December 26, 2033.
        </p>
        <p>
          The countdown always counts to December 25 itself, not to the observed day. New
          Year’s Day moves with it: January 1, 2028 is a Saturday, so it is observed on
          Friday, December 31, 2027.
        </p>
        <p>
          To count the working days around the holidays, use the{' '}
          <Link to="/business-days-calculator">Business Days Calculator</Link>, which leaves
          out the observed days. The <Link to="/new-year-countdown">New Year Countdown</Link>{' '}
          counts down to January 1.
        </p>
      </section>
    </>
  );
}

export const christmasFaq: FaqItem[] = [
  {
    question: 'How many days until Christmas?',
    answer:
      'The countdown at the top of the page shows it. It counts calendar days in your own time zone, so the number goes down by one at your midnight. The live clock below it counts to midnight at the start of December 25.',
  },
  {
    question: 'What day of the week is Christmas this year?',
    answer:
      'The card shows the weekday of the next Christmas under the number of days. Christmas 2026 falls on a Friday, Christmas 2027 on a Saturday and Christmas 2028 on a Monday.',
  },
  {
    question: 'When is Christmas observed if it falls on a weekend?',
    answer:
      'The federal day off moves to the nearest weekday: Friday, December 24 for a Saturday Christmas, and Monday, December 26 for a Sunday Christmas. Christmas 2027 falls on a Saturday, so it is observed on Friday, December 24, 2027.',
  },
  {
    question: 'Does the countdown count to Christmas Eve or Christmas Day?',
    answer:
      'To Christmas Day. The live clock reaches zero at midnight at the start of December 25, your local time, which is the moment Christmas Eve ends.',
  },
  {
    question: 'What happens to the countdown after Christmas?',
    answer:
      'On December 25 the card says that Christmas is today. From December 26 it counts down to next year’s Christmas, and the title shows that year.',
  },
  {
    question: 'Does the countdown work offline, and is anything sent?',
    answer:
      'Everything runs in your browser. Once the page has loaded, the countdown keeps counting without a connection, and nothing is sent anywhere.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: ChristmasIntro, Explainer: ChristmasExplainer, faq: christmasFaq };
