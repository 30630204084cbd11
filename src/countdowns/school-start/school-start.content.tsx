import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';
import { HowTheCountdownWorks, SetYourOwnDate } from '@/components/countdown-sections';

export function SchoolStartIntro() {
  return (
    <>
      <p>
        This countdown shows how many days are left until the first day of school, with a live
        clock to the start of that day. It counts to August 15. Once August 15 has passed, it
        counts to August 15 of the next year.
      </p>
      <p>
        School calendars differ, so you can count to your own first day instead. The page’s
        link keeps the date you pick, so you can bookmark the countdown or share it.
      </p>
    </>
  );
}

export function SchoolStartExplainer() {
  return (
    <>
      <HowTheCountdownWorks
        example="First Day of School 2027"
        day="August 15"
        after="from August 16, it counts to August 15 of the next year. On August 16, 2026, for example, it shows 364 days until Sunday, August 15, 2027."
      />

      <SetYourOwnDate />

      <section>
        <h2>Why August 15?</h2>
        <p>
          August 15 is a common default for the start of the school year. It is not the
          calendar of any particular school. Real first days vary by district and by country,
          and some school years follow a different pattern altogether. Set your own date to
          count to yours.
        </p>
        <p>August 15 falls on these weekdays:</p>
        <ul>
          <li>Saturday, August 15, 2026</li>
          <li>Sunday, August 15, 2027</li>
          <li>Tuesday, August 15, 2028</li>
          <li>Wednesday, August 15, 2029</li>
          <li>Thursday, August 15, 2030</li>
          <li>Friday, August 15, 2031</li>
          <li>Sunday, August 15, 2032</li>
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
          From June 1 to August 15 is 75 days in every year. To count down to the last day of
          school, use the <Link to="/countdown/school-end">School End Countdown</Link>. To count
          the days between any two dates, use{' '}
          <Link to="/days-between-dates">Days Between Dates</Link>, and to count weekdays only,
          the <Link to="/business-days-calculator">Business Days Calculator</Link>. It does
          not know school breaks, so treat its count of weekdays as a rough guide to school
          days.
        </p>
      </section>
    </>
  );
}

export const schoolStartFaq: FaqItem[] = [
  {
    question: 'How many days until school starts?',
    answer:
      'The big number at the top of the page shows it. It counts calendar days in your time zone to August 15, or to the date you set. On August 1, for example, it shows 14 days until August 15.',
  },
  {
    question: 'How do I set my own first day of school?',
    answer:
      'Choose the date under Count down to another date. The page counts to that date, and its link keeps the date, so you can bookmark the page or share it.',
  },
  {
    question: 'What happens after the first day of school?',
    answer:
      'On August 15 the countdown says it is today. From August 16 it counts to August 15 of the next year. A date you set yourself does not move: once it has passed, the page says how many days ago it was.',
  },
  {
    question: 'Why does the countdown use August 15?',
    answer:
      'August 15 is a common default, not the calendar of any particular school. First days vary by district and by country, so set your own date to count to yours.',
  },
  {
    question: 'Does the countdown work on daylight-saving days?',
    answer:
      'Yes. Days are counted as calendar dates in your time zone, not as 24-hour blocks, so the number changes at your midnight and is never off by one when the clocks change.',
  },
  {
    question: 'Can I add the first day of school to my calendar?',
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
export const text: PageText = { Intro: SchoolStartIntro, Explainer: SchoolStartExplainer, faq: schoolStartFaq };
