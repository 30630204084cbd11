import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function AgeIntro() {
  return (
    <>
      <p>
        Enter a date of birth to see an exact age in years, months and days. The age is
        worked out for today unless you choose another date under “Age on”, so you can also
        find how old someone was, or will be, on any date.
      </p>
      <p>
        The result also gives the age in months, in weeks and in days, the weekday of birth
        and the next birthday. Dates are plain calendar dates, so the answer is the same in
        every time zone.
      </p>
    </>
  );
}

export function AgeExplainer() {
  return (
    <>
      <section>
        <h2>How the age is worked out</h2>
        <p>
          The calculator counts the way people do: whole years first, then whole months,
          then the days that are left. For someone born on Sunday, May 20, 1990, the age on
          Wednesday, January 15, 2025 is:
        </p>
        <ul>
          <li>
            <strong>34 years</strong>, from May 20, 1990 to May 20, 2024;
          </li>
          <li>
            <strong>7 months</strong>, from May 20, 2024 to December 20, 2024;
          </li>
          <li>
            <strong>26 days</strong>, from December 20, 2024 to January 15, 2025.
          </li>
        </ul>
        <p>
          So the age is 34 years, 7 months and 26 days. The same age is 415 months and 26
          days, 1,808 weeks and 3 days, or 12,659 days. The next birthday is Tuesday, May 20,
          2025, when this person turns 35, 125 days later.
        </p>
      </section>

      <section>
        <h2>Birthdays at the end of a month</h2>
        <p>
          Months have different lengths, so a month step that would land past the end of a
          month is clipped to that month’s last day. A baby born on January 31, 2025 is 27
          days old on February 27, 2025 and turns one month old on Friday, February 28,
          2025. In a leap year, a baby born on January 31, 2024 turned one month old on
          February 29, 2024.
        </p>
        <p>
          The months are always counted from the date of birth, so the clipping does not
          carry over. The baby born on January 31, 2025 is 1 month and 1 day old on March 1,
          2025, still 1 month and 30 days old on March 30, 2025, and two months old on
          Monday, March 31, 2025.
        </p>
      </section>

      <section>
        <h2>Born on February 29</h2>
        <p>
          February 29 only exists in leap years. In the other years, the calculator counts
          the birthday on February 28. Someone born on Tuesday, February 29, 2000 turned 25
          on Friday, February 28, 2025: 25 years, 0 months and 0 days, or 9,131 days. The day
          before, they were 24 years, 11 months and 29 days old. In a leap year the birthday
          is February 29 itself: they turned 24 on Thursday, February 29, 2024.
        </p>
        <p>
          Some laws count such a birthday on March 1 instead, for example to decide when
          someone reaches a legal age. This calculator uses February 28, so check the rule
          that applies where it matters. To see which years have a February 29, use the{' '}
          <Link to="/leap-year-checker">Leap Year Checker</Link>.
        </p>
      </section>

      <section>
        <h2>Age in days and weeks</h2>
        <p>
          The day of birth is day 0, and the age in days is the number of days from the date
          of birth to the “age on” date. A baby born on January 15, 2025 is 1 day old on
          January 16, 2025 and 365 days old on its first birthday, January 15, 2026. A baby
          born on January 15, 2024 was 366 days old on January 15, 2025, because 2024 had a
          February 29.
        </p>
        <p>
          That is why multiplying years by 365 comes out short. Someone born on May 20, 1990
          is 12,784 days old on their 35th birthday, May 20, 2025, while 35 × 365 is only
          12,775: the 9 missing days are the February 29s in between. The age in weeks is
          the number of days divided by 7, with the days left over: 12,659 days is 1,808
          weeks and 3 days.
        </p>
        <p>
          To count the days between any two dates, with or without the end date, use{' '}
          <Link to="/days-between-dates">Days Between Dates</Link>.
        </p>
      </section>

      <section>
        <h2>Weekday of birth, dates in the future and time zones</h2>
        <p>
          The result shows the weekday you were born on: May 20, 1990 was a Sunday. The{' '}
          <Link to="/weekday-finder">Weekday Finder</Link> gives the weekday of any other
          date.
        </p>
        <p>
          If the date of birth is after the “age on” date, the page says so instead of
          showing a negative age. Choose a date of birth on or before that date.
        </p>
        <p>
          The calculator works with dates only, not times of day. Dates are plain calendar
          dates, so the age is the same wherever you are and is never shifted by your time
          zone or by daylight saving time. Enter the date of birth as it was recorded where
          you were born.
        </p>
      </section>
    </>
  );
}

export const ageFaq: FaqItem[] = [
  {
    question: 'How is an exact age in years, months and days worked out?',
    answer:
      'Whole years first, then whole months, then the days that are left. Someone born on May 20, 1990 is 34 years, 7 months and 26 days old on January 15, 2025: 34 years to May 20, 2024, 7 months to December 20, 2024, then 26 days.',
  },
  {
    question: 'A baby was born on January 31. When is it one month old?',
    answer:
      'On the last day of February. A month step that would land past the end of a month is clipped to that month’s last day, so a baby born on January 31, 2025 is one month old on February 28, 2025, and one born on January 31, 2024 was one month old on February 29, 2024.',
  },
  {
    question: 'How is a February 29 birthday counted in other years?',
    answer:
      'On February 28. Someone born on February 29, 2000 turned 25 on February 28, 2025. Some laws use March 1 instead, for example for a legal age; this calculator uses February 28.',
  },
  {
    question: 'How old am I in days?',
    answer:
      'Enter your date of birth and the result shows your age in days, as well as in weeks and in months. Someone born on May 20, 1990 is 12,659 days old on January 15, 2025.',
  },
  {
    question: 'Does the day of birth count?',
    answer:
      'The day of birth is day 0: the age in days is the number of days from the date of birth to the “age on” date. A baby is 1 day old the day after it is born, and 365 days old on its first birthday, or 366 when a February 29 falls in between.',
  },
  {
    question: 'Why not just multiply the years by 365?',
    answer:
      'Because of leap days. Someone born on May 20, 1990 is 12,784 days old on May 20, 2025, their 35th birthday, but 35 × 365 is only 12,775. The difference is the 9 February 29s in between.',
  },
  {
    question: 'Does my time zone change the age?',
    answer:
      'No. The calculator works with plain calendar dates, not times of day, so the age is the same wherever you are and is never affected by daylight saving time.',
  },
  {
    question: 'What if the date of birth is after the “age on” date?',
    answer:
      'The page says that the date of birth is after that date instead of showing a negative age. Choose a date of birth on or before the date the age is worked out on.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: AgeIntro, Explainer: AgeExplainer, faq: ageFaq };
