import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';
import { HowTheCountdownWorks, SetYourOwnDate } from '@/components/countdown-sections';

export function SchoolEndIntro() {
  return (
    <>
      <p>
        This countdown shows how many days are left until the last day of school, with a live
        clock to the start of that day. It counts to June 1. Once June 1 has passed, it counts
        to June 1 of the next year.
      </p>
      <p>
        School calendars differ, so you can count to your own last day instead. The page’s link
        keeps the date you pick, so you can bookmark the countdown or share it.
      </p>
    </>
  );
}

export function SchoolEndExplainer() {
  return (
    <>
      <HowTheCountdownWorks
        example="Last Day of School 2027"
        day="June 1"
        after="from June 2, it counts to June 1 of the next year. On June 2, 2026, for example, it shows 364 days until Tuesday, June 1, 2027."
      />

      <SetYourOwnDate />

      <section>
        <h2>Why June 1?</h2>
        <p>
          June 1 is a common default for the end of the school year. It is not the calendar of
          any particular school. Real last days vary by district and by country, and some
          school years follow a different pattern altogether. Set your own date to count to
          yours.
        </p>
        <p>June 1 falls on these weekdays:</p>
        <ul>
          <li>Monday, June 1, 2026</li>
          <li>Tuesday, June 1, 2027</li>
          <li>Thursday, June 1, 2028</li>
          <li>Friday, June 1, 2029</li>
          <li>Saturday, June 1, 2030</li>
          <li>Sunday, June 1, 2031</li>
          <li>Tuesday, June 1, 2032</li>
        </ul>
        <p>
          The date moves one weekday later each year, or two when a February 29 comes in
          between, as from 2027 to 2028. For any other year, use the{' '}
          <Link to="/weekday-finder">Weekday Finder</Link>.
        </p>
      </section>

      <section>
        <h2>More school dates</h2>
        <p>
          From June 1 to August 15 is 75 days in every year. To count down to the first day
          of school, use the <Link to="/countdown/school-start">School Start Countdown</Link>.
          To count the days between any two dates, use{' '}
          <Link to="/days-between-dates">Days Between Dates</Link>, and to count weekdays only,
          the <Link to="/business-days-calculator">Business Days Calculator</Link>. It does
          not know school breaks, so treat its count of weekdays as a rough guide to school
          days.
        </p>
      </section>
    </>
  );
}

export const schoolEndFaq: FaqItem[] = [
  {
    question: 'How many days until the last day of school?',
    answer:
      'The big number at the top of the page shows it. It counts calendar days in your time zone to June 1, or to the date you set. On May 1, for example, it shows 31 days until June 1.',
  },
  {
    question: 'How do I set my own last day of school?',
    answer:
      'Choose the date under Count down to another date. The page counts to that date, and its link keeps the date, so you can bookmark the page or share it.',
  },
  {
    question: 'What happens after the last day of school?',
    answer:
      'On June 1 the countdown says it is today. From June 2 it counts to June 1 of the next year. A date you set yourself does not move: once it has passed, the page says how many days ago it was.',
  },
  {
    question: 'Why does the countdown use June 1?',
    answer:
      'June 1 is a common default, not the calendar of any particular school. Last days vary by district and by country, so set your own date to count to yours.',
  },
  {
    question: 'Does the countdown work on daylight-saving days?',
    answer:
      'Yes. Days are counted as calendar dates in your time zone, not as 24-hour blocks, so the number changes at your midnight and is never off by one when the clocks change.',
  },
  {
    question: 'Can I add the last day of school to my calendar?',
    answer:
      'Yes. Add to calendar downloads an all-day event file (.ics) for the date, which calendar apps can open.',
  },
  {
    question: 'Is anything sent or stored?',
    answer:
      'No. Everything runs in your browser. The date you set lives only in the page’s link.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: SchoolEndIntro, Explainer: SchoolEndExplainer, faq: schoolEndFaq };
