import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function WeekdayFinderIntro() {
  return (
    <>
      <p>
        Pick a date to see which day of the week it falls on. Add a number of days to find
        the date that many days later, and its weekday too; a negative number goes back in
        time.
      </p>
      <p>
        For each date, the result also shows the day of the year and the ISO week number.
        Dates are plain calendar dates, so the answer is the same in every time zone.
      </p>
    </>
  );
}

export function WeekdayFinderExplainer() {
  return (
    <>
      <section>
        <h2>How to use the Weekday Finder</h2>
        <ol>
          <li>
            <strong>Date:</strong> the picker shows today until you choose another date.
          </li>
          <li>
            <strong>Days to add:</strong> a whole number of days. A negative number goes
            back, so −1 gives the day before. Leave it empty, or at 0, to see the weekday of
            the date itself.
          </li>
          <li>
            Press <strong>Find Weekday</strong>. The result shows the starting date and its
            weekday, the date that many days later or earlier with its weekday, and for both
            dates the day of the year and the ISO week.
          </li>
        </ol>
        <p>
          The quick examples add 7, 14, 30, 90 or 365 days to the date you chose, or to
          today if you have not chosen one. Dates before 1582 are worked out with today’s
          Gregorian calendar extended backwards; for a day before October 15, 1582 the
          result also gives its date in the Julian calendar then in use (October 14, 1582 is
          Thursday, October 4, 1582 in the Julian calendar, and the weekday is the same in
          both). The{' '}
          <Link to="/leap-year-checker">Leap Year Checker</Link> explains how that differs
          from the calendar in use at the time.
        </p>
      </section>

      <section>
        <h2>Adding weeks keeps the weekday</h2>
        <p>
          A week has 7 days, so adding 7 days, or any multiple of 7, lands on the same
          weekday. Starting from Monday, March 3, 2025:
        </p>
        <ul>
          <li>7 days later is Monday, March 10, 2025;</li>
          <li>14 days later is Monday, March 17, 2025;</li>
          <li>70 days later, exactly 10 weeks, is Monday, May 12, 2025;</li>
          <li>7 days earlier is Monday, February 24, 2025.</li>
        </ul>
        <p>
          For any other number, divide by 7 and look at the remainder: it tells you how many
          weekdays to move on. 30 days is 4 weeks and 2 days, so 30 days after that Monday
          is two weekdays later: Wednesday, April 2, 2025. 90 days is 12 weeks and 6 days,
          so 90 days later is Sunday, June 1, 2025.
        </p>
      </section>

      <section>
        <h2>One year later: one weekday on, sometimes two</h2>
        <p>
          365 days is 52 weeks and 1 day, so 365 days later is always one weekday later.
          Monday, March 3, 2025 plus 365 days is Tuesday, March 3, 2026.
        </p>
        <p>
          A leap year has 366 days, though. When the 365 days cross a February 29, they end
          one day short of the same date: 365 days after Friday, March 3, 2023 is Saturday,
          March 2, 2024. The same date a year later, Sunday, March 3, 2024, is two weekdays
          on.
        </p>
        <p>
          So the same date moves one weekday from one year to the next, or two when a
          February 29 lies in between. New Year’s Day shows the pattern:
        </p>
        <ul>
          <li>January 1, 2025 is a Wednesday;</li>
          <li>January 1, 2026 is a Thursday;</li>
          <li>January 1, 2027 is a Friday;</li>
          <li>January 1, 2028 is a Saturday;</li>
          <li>
            January 1, 2029 is a Monday, two weekdays on, because February 29, 2028 comes in
            between.
          </li>
        </ul>
      </section>

      <section>
        <h2>Finding the weekday by hand</h2>
        <p>
          The simplest way is to start from a date whose weekday you know and count. Work
          out the number of days between the two dates, divide by 7, and move the weekday
          on by the remainder. 100 days after Monday, March 3, 2025 is 14 weeks and 2 days
          later, so it is a Wednesday: June 11, 2025.
        </p>
        <p>
          A handy shortcut for any date in a year is the “doomsday” idea: a set of easy dates
          that always fall on the same weekday within a year. They are 4/4, 6/6, 8/8, 10/10
          and 12/12, then 5/9, 9/5, 7/11 and 11/7, the last day of February and March 14. In
          January, the date is January 3 in a common year and January 4 in a leap year.
        </p>
        <p>
          In 2025 all of these dates are Fridays. To find the weekday of Christmas Day
          2025, start from Friday, December 12: December 25 is 13 days later, which is 1
          week and 6 days, so it is a Thursday.
        </p>
        <p>
          From one year to the next, these dates move one weekday on, or two after a
          February 29, just like any other date. They are Saturdays in 2026, Sundays in 2027
          and Tuesdays in 2028. So July 4, 2026 is a Saturday: July 11, 2026 is a Saturday,
          and July 4 is exactly one week before it.
        </p>
      </section>

      <section>
        <h2>Day of the year</h2>
        <p>
          The day of the year counts the days from January 1, which is day 1, to December
          31, which is day 365, or day 366 in a leap year. March 3, 2025 is day 62. In 2024,
          a leap year, March 3 is day 63, because February 29 comes before it, and December
          31, 2024 is day 366.
        </p>
      </section>

      <section>
        <h2>ISO week numbers</h2>
        <p>
          The ISO 8601 standard numbers the weeks of a year like this:
        </p>
        <ul>
          <li>Weeks start on Monday and end on Sunday.</li>
          <li>
            Week 1 is the week that contains the year’s first Thursday, which is the same as
            the week that contains January 4.
          </li>
          <li>A year has 52 or 53 weeks.</li>
        </ul>
        <p>
          Monday, March 3, 2025 is in week 10. Around New Year, a date can belong to a week
          of the next or the previous year, and the result then names that year:
        </p>
        <ul>
          <li>
            Monday, December 29, 2025 is in week 1 of 2026, because that week, from December
            29 to January 4, contains Thursday, January 1, 2026.
          </li>
          <li>
            Friday, January 1, 2027 is in week 53 of 2026. Week 1 of 2027 starts on Monday,
            January 4, 2027.
          </li>
          <li>Sunday, January 1, 2023 is in week 52 of 2022.</li>
        </ul>
        <p>
          So December 29 to 31 can be in week 1 of the next year, and January 1 to 3 can be
          in week 52 or 53 of the previous year.
        </p>
        <p>
          To count the days between two dates, use{' '}
          <Link to="/days-between-dates">Days Between Dates</Link>. To find a date a number of
          working days away, use the{' '}
          <Link to="/business-days-calculator">Business Days Calculator</Link>, or the{' '}
          <Link to="/date-from-today">Date Calculator</Link> for dates counted from today.
        </p>
      </section>
    </>
  );
}

export const weekdayFinderFaq: FaqItem[] = [
  {
    question: 'What day of the week was a date?',
    answer:
      'Pick the date, leave the days to add at 0 and press Find Weekday. For example, March 3, 2025 is a Monday. The result also shows the day of the year and the ISO week number.',
  },
  {
    question: 'Does “in 7 days” count today?',
    answer:
      'No. Today is day 0, and the days are counted from tomorrow, so 7 days after Monday, March 3, 2025 is Monday, March 10, 2025, the same weekday. If you count today as the first day, the 7th day is Sunday, March 9, 2025, which is 6 days later: enter 6 to get it.',
  },
  {
    question: 'How do I find a date in the past?',
    answer:
      'Enter a negative number of days. 1 day before Monday, March 3, 2025 is Sunday, March 2, 2025, and 7 days before it is Monday, February 24, 2025.',
  },
  {
    question: 'Why are 365 days later not always the same date?',
    answer:
      'Because a leap year has 366 days. 365 days after March 3, 2025 is March 3, 2026, but 365 days after March 3, 2023 is March 2, 2024, because February 29, 2024 lies in between. 365 days later is always one weekday later; the same date a year later is one weekday later, or two when a February 29 is crossed.',
  },
  {
    question: 'What is an ISO week number?',
    answer:
      'The week numbering of the ISO 8601 standard: weeks start on Monday, and week 1 is the week that contains the year’s first Thursday. A year has 52 or 53 weeks. March 3, 2025 is in week 10.',
  },
  {
    question: 'Why does the week number differ from my calendar?',
    answer:
      'Many US calendars number weeks another way: weeks start on Sunday, and week 1 is the week that contains January 1. In that system January 1 is always in week 1, while in ISO numbering Friday, January 1, 2027 is in week 53 of 2026. In spreadsheets, ISOWEEKNUM gives the ISO week, and WEEKNUM counts the US way by default.',
  },
  {
    question: 'Why is December 31 in week 1?',
    answer:
      'In ISO numbering, week 1 is the week that contains the year’s first Thursday, and it can start in late December. Tuesday, December 31, 2024 is in week 1 of 2025, because that week also holds Thursday, January 2, 2025.',
  },
  {
    question: 'Does my time zone change the weekday?',
    answer:
      'No. The dates you enter are plain calendar dates, not times of day, so the weekday, the day of the year and the week number are the same wherever you are.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: WeekdayFinderIntro, Explainer: WeekdayFinderExplainer, faq: weekdayFinderFaq };
