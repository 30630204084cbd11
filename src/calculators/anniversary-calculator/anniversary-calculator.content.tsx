import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function AnniversaryIntro() {
  return (
    <>
      <p>
        Enter a start date, such as a wedding, the day you met or a first day at work, to
        see how long it has been in years, months and days. The time is counted to today
        unless you choose another date under “On”.
      </p>
      <p>
        The result also gives the total in months and in days, the next anniversary, and
        the dates of the milestone anniversaries from the 1st to the 50th. Dates are plain
        calendar dates, so the answer is the same in every time zone.
      </p>
    </>
  );
}

export function AnniversaryExplainer() {
  return (
    <>
      <section>
        <h2>How the time together is counted</h2>
        <p>
          The calculator counts whole years first, then whole months, then the days that
          are left. For a wedding on Saturday, June 15, 2019, the time together on Monday,
          March 10, 2025 is:
        </p>
        <ul>
          <li>
            <strong>5 years</strong>, from June 15, 2019 to June 15, 2024;
          </li>
          <li>
            <strong>8 months</strong>, from June 15, 2024 to February 15, 2025;
          </li>
          <li>
            <strong>23 days</strong>, from February 15, 2025 to March 10, 2025.
          </li>
        </ul>
        <p>
          So the couple has been married 5 years, 8 months and 23 days, which is also 68
          months and 23 days, or 2,095 days. The next anniversary is the 6th, on Sunday, June
          15, 2025, 97 days later. On the anniversary itself, the page says it is today.
        </p>
      </section>

      <section>
        <h2>Month ends and February 29</h2>
        <p>
          Months have different lengths, so a month step that would land past the end of a
          month is clipped to that month’s last day. From a start on August 31, 2024, six
          whole months are complete on February 28, 2025, and March 1, 2025 is 6 months and
          1 day.
        </p>
        <p>
          February 29 only exists in leap years, so an anniversary of February 29 is counted
          on February 28 in the other years. For a wedding on Saturday, February 29, 2020,
          the 1st anniversary was Sunday, February 28, 2021, and the 5th is Friday, February
          28, 2025. In leap years the anniversary is February 29 itself: the 8th falls on
          Tuesday, February 29, 2028. If you would rather celebrate on March 1 in common
          years, that is simply the day after the date shown. The{' '}
          <Link to="/leap-year-checker">Leap Year Checker</Link> tells you which years have a
          February 29.
        </p>
      </section>

      <section>
        <h2>Milestone anniversaries</h2>
        <p>
          Below the result, a table lists the 1st, 5th, 10th, 15th, 20th, 25th, 30th, 40th
          and 50th anniversaries with their traditional names, their dates and weekdays, and
          whether each one has passed, is today, or how many days away it is. For the
          wedding on June 15, 2019, seen from March 10, 2025:
        </p>
        <ul>
          <li>1st, Paper: Monday, June 15, 2020, passed</li>
          <li>5th, Wood: Saturday, June 15, 2024, passed</li>
          <li>10th, Tin: Friday, June 15, 2029, in 1,558 days</li>
          <li>15th, Crystal: Thursday, June 15, 2034, in 3,384 days</li>
          <li>20th, China: Wednesday, June 15, 2039, in 5,210 days</li>
          <li>25th, Silver: Wednesday, June 15, 2044, in 7,037 days</li>
          <li>30th, Pearl: Tuesday, June 15, 2049, in 8,863 days</li>
          <li>40th, Ruby: Sunday, June 15, 2059, in 12,515 days</li>
          <li>50th, Golden: Saturday, June 15, 2069, in 16,168 days</li>
        </ul>
        <p>
          The names come from a traditional list of anniversary gifts. Such lists vary from
          country to country and from one list to another, and the modern US list differs
          from the traditional one, so you may see other names elsewhere. The calculator
          shows the traditional names only.
        </p>
      </section>

      <section>
        <h2>Total days, future dates and time zones</h2>
        <p>
          The start date is day 0, and the total in days is the number of days from the
          start date to the “On” date. From June 15, 2019 to the 6th anniversary on June 15,
          2025 there are 2,192 days, two more than 6 × 365, because of February 29, 2020 and
          February 29, 2024. To count the days between any two dates, with or without the
          end date, use <Link to="/days-between-dates">Days Between Dates</Link>. To find
          the date a number of days after the start, use the{' '}
          <Link to="/date-from-today">Date Calculator</Link>.
        </p>
        <p>
          If the start date is after the “On” date, the page says so instead of showing a
          negative time; the milestone dates are still listed. For an exact age from a date
          of birth, use the <Link to="/age-calculator">Age Calculator</Link>.
        </p>
        <p>
          Dates are plain calendar dates, so the result is the same wherever you are and is
          never shifted by your time zone or by daylight saving time.
        </p>
      </section>
    </>
  );
}

export const anniversaryFaq: FaqItem[] = [
  {
    question: 'How long have we been together?',
    answer:
      'Enter your start date and the page counts whole years, then whole months, then the days left. From a wedding on June 15, 2019 to March 10, 2025 it is 5 years, 8 months and 23 days, or 2,095 days in total.',
  },
  {
    question: 'When is our next anniversary?',
    answer:
      'The result shows the date and weekday of the next anniversary, which anniversary it is, and how many days away it is. For a wedding on June 15, 2019, seen from March 10, 2025, the next one is the 6th, on Sunday, June 15, 2025, in 97 days. On the day itself the page says it is today.',
  },
  {
    question: 'We started on January 31. When is it one month?',
    answer:
      'On the last day of February. A month step that would land past the end of a month is clipped to that month’s last day, so from January 31, 2025 the page shows 1 month and 0 days on February 28, 2025.',
  },
  {
    question: 'When is the anniversary of a February 29 wedding?',
    answer:
      'On February 28 in common years and on February 29 in leap years. For a wedding on February 29, 2020, the 1st anniversary was February 28, 2021, and the 8th is February 29, 2028.',
  },
  {
    question: 'Does the start date count as a day?',
    answer:
      'The start date is day 0: the total in days is the number of days from the start date to the “On” date. From June 15, 2019 to June 15, 2025 is 2,192 days, not 6 × 365 = 2,190, because two February 29s fall in between.',
  },
  {
    question: 'What are the traditional anniversary names?',
    answer:
      'The milestone table uses Paper for the 1st, Wood for the 5th, Tin for the 10th, Crystal for the 15th, China for the 20th, Silver for the 25th, Pearl for the 30th, Ruby for the 40th and Golden for the 50th. Gift lists vary by country and by list, and the modern US list differs.',
  },
  {
    question: 'Does my time zone change the result?',
    answer:
      'No. The dates you enter are treated as plain calendar dates, so the result is the same wherever you are and is never affected by daylight saving time.',
  },
  {
    question: 'What if the start date is in the future?',
    answer:
      'If the start date is after the “On” date, the page says so instead of showing a negative time. The milestone dates are still listed, each with the number of days until it.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: AnniversaryIntro, Explainer: AnniversaryExplainer, faq: anniversaryFaq };
