import { Link } from 'react-router-dom';
import type { ContentText, FaqItem } from '@/content/types';
import { useSiteLinks } from '@/shell/site-links';

export function AboutContent() {
  const { calculatorSections } = useSiteLinks();
  const calculatorCount = calculatorSections.reduce((sum, section) => sum + section.pages.length, 0);
  return (
    <>
      <section>
        <h2>What Datewise is</h2>
        <p>
          Datewise is a free website of date and time calculators. It answers everyday
          questions such as “what date is 90 days from today?”, “how many business days are
          left before the deadline?”, “how many days are there between these two dates?” or
          “what time is 3 PM in Tokyo?”.
        </p>
        <p>
          Datewise has {calculatorCount} calculators, all listed on the{' '}
          <Link to="/time-calculators">calculators page</Link>. Among them are the{' '}
          <Link to="/date-from-today">Date Calculator</Link>, the{' '}
          <Link to="/days-between-dates">Days Between Dates calculator</Link> and the{' '}
          <Link to="/business-days-calculator">Business Days Calculator</Link>.
        </p>
      </section>

      <section>
        <h2>Who it is for</h2>
        <p>
          Anyone who needs a date worked out: students counting down to exams, people
          planning a trip or a wedding, office workers checking a notice period, project
          managers laying out a schedule. There is nothing to install, no sign-up and no
          account, and every page works on a phone as well as on a computer.
        </p>
      </section>

      <section>
        <h2>How results are computed</h2>
        <p>
          Every calculation runs in your own browser. Nothing you type is sent to a server.
        </p>
        <p>
          Calendar dates are treated as plain calendar dates (civil dates), not as moments in
          time. A date such as March 3, 2025 is simply that day, so the answer to “how many
          days from March 3 to June 1?” is the same in every time zone, and no result shifts
          by a day because of daylight saving time. “Today” is the date shown by your own
          device.
        </p>
        <p>
          Where a time zone does matter, as in the time zone calculator, Datewise uses the
          time-zone database built into your browser, including each zone’s daylight saving
          rules. The offset shown is the one in effect on the date you choose.
        </p>
      </section>

      <section>
        <h2>How correctness is checked</h2>
        <p>
          Datewise has an automated test suite. It checks date results against an
          independent reference implementation: a deliberately simple, day-by-day count that
          walks the calendar one day at a time. Because the reference works so differently
          from the calculators themselves, a mistake in one is unlikely to be repeated in the
          other.
        </p>
        <p>
          The suite runs under several time zones, to make sure that a date result does not
          depend on the time zone your device is set to.
        </p>
      </section>

      <section>
        <h2>Privacy</h2>
        <p>
          No accounts, no cookies, no analytics and no advertising; the details are in the{' '}
          <Link to="/privacy">privacy notice</Link>.
        </p>
      </section>

      <section>
        <h2>Found a wrong result?</h2>
        <p>
          Please tell us. Tests catch a lot, but not everything. The{' '}
          <Link to="/contact">contact page</Link> explains how to send a report and what to
          include, so that we can reproduce the calculation and fix it.
        </p>
      </section>
    </>
  );
}

export const aboutFaq: FaqItem[] = [
  {
    question: 'Is Datewise free?',
    answer:
      'Yes. Every calculator is free to use, with no account, no sign-up and no advertising.',
  },
  {
    question: 'Do I need to create an account?',
    answer:
      'No. There are no accounts. Your inputs are kept in the page address, so you can bookmark a calculation or share its link instead of saving it.',
  },
  {
    question: 'How do you know the results are right?',
    answer:
      'An automated test suite compares date results with an independent reference implementation, a simple day-by-day count, and runs under several time zones. If you still find a result you believe is wrong, please report it through the contact page.',
  },
  {
    question: 'Why does another site give me a different number of days?',
    answer:
      'Usually because of the counting rule. Some tools count the start and end dates, some count only one of them, and some count the days strictly in between. From January 1 to January 10 that gives 10, 9 or 8 days. The Days Between Dates calculator shows all three figures.',
  },
];

/** The page's text for its frame (see `contentText`). */
export const text: ContentText = { Content: AboutContent, faq: aboutFaq };
