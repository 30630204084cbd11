import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function SpecialDaysIntro() {
  return (
    <>
      <p>
        The page shows the days until Christmas and until New Year’s Day, counted in your own
        time zone. Each count links to its full countdown, with a live clock to midnight.
      </p>
      <p>
        Below the counts are links to every special-day calculator and countdown on the site:
        holidays such as <Link to="/countdown/halloween">Halloween</Link> and{' '}
        <Link to="/countdown/thanksgiving">Thanksgiving</Link>, your own days such as a{' '}
        <Link to="/countdown/birthday">birthday</Link> or a{' '}
        <Link to="/countdown/wedding">wedding</Link>, the{' '}
        <Link to="/countdown/school-end">last day of school</Link> and the{' '}
        <Link to="/countdown/school-start">first day of a new school year</Link>, and{' '}
        <Link to="/special-days/election">US election day</Link>.
      </p>
    </>
  );
}

export function SpecialDaysExplainer() {
  return (
    <>
      <section>
        <h2>How the counts work</h2>
        <p>
          Each count is a number of calendar days in your own time zone. It uses your device’s
          date and time, so it changes at your midnight, not at midnight somewhere else. A
          daylight-saving day does not throw it off.
        </p>
        <p>
          Christmas and New Year’s Day are always 7 days apart. From January 1 to December 25,
          the New Year’s count is 7 more than the Christmas count.
        </p>
      </section>

      <section>
        <h2>When a day has passed</h2>
        <p>
          An annual date rolls over to next year once it has passed. On December 25 the
          Christmas count says Christmas is today. From December 26 it counts to next year’s
          Christmas: on December 26, 2026, it shows 364 days until December 25, 2027.
        </p>
        <p>
          The New Year’s count always runs to the coming January 1, so on January 1 it already
          counts to the next one. On January 1, 2027, it shows 365 days until January 1, 2028.
        </p>
        <p>
          For a date of your own, use the{' '}
          <Link to="/custom-event-countdown">Custom Countdown</Link>. To find the date a number
          of days from today, use the <Link to="/date-from-today">Date Calculator</Link>, and to
          count the days between two dates, use{' '}
          <Link to="/days-between-dates">Days Between Dates</Link>.
        </p>
      </section>
    </>
  );
}

export const specialDaysFaq: FaqItem[] = [
  {
    question: 'How many days until Christmas?',
    answer:
      'The first count at the top of the page shows it, in calendar days in your own time zone. On December 25 it says Christmas is today, and from December 26 it counts to next year’s Christmas.',
  },
  {
    question: 'What does the New Year’s count show on January 1?',
    answer:
      'It counts to the next January 1. On January 1, 2027, for example, it shows 365 days until January 1, 2028.',
  },
  {
    question: 'Why does someone in another time zone see a different number?',
    answer:
      'The counts follow the date where you are, so they change at your own midnight. For a few hours, someone in another time zone can be on a different date and see a number one higher or lower.',
  },
  {
    question: 'Can I count down to a date of my own?',
    answer:
      'Yes. The Custom Countdown counts down to any date you choose, and the birthday and wedding countdowns count to those days. The links below the counts open them.',
  },
  {
    question: 'Is anything sent when I use this page?',
    answer:
      'No. Everything runs in your browser, and nothing is sent anywhere.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: SpecialDaysIntro, Explainer: SpecialDaysExplainer, faq: specialDaysFaq };
