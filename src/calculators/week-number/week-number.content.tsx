import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function WeekNumberIntro() {
  return (
    <>
      <p>
        The calculator opens on today’s week. Enter any date from the year 1 to 9999 to see
        its ISO 8601 week number, written both as “Week 48” and as “2026-W48”, the Monday and
        Sunday of that week, and the US-style week number of the same date.
      </p>
      <p>
        Under the result, a table lists every ISO week of the year with its Monday and
        Sunday, and marks the week of your date. Enter a year to see the weeks of another
        year; leave it empty to see the year of your date’s week.
      </p>
    </>
  );
}

export function WeekNumberExplainer() {
  return (
    <>
      <section>
        <h2>How ISO week numbers work</h2>
        <p>
          ISO 8601, the international standard for writing dates, numbers the weeks of a year
          with two rules:
        </p>
        <ol>
          <li>
            <strong>Weeks start on Monday</strong> and end on Sunday.
          </li>
          <li>
            <strong>Week 1 is the week that holds the year’s first Thursday.</strong> It is also
            the week that holds January 4, and the first week with at least four days in the
            new year.
          </li>
        </ol>
        <p>
          Every week therefore belongs to exactly one year: the year of its Thursday. The
          weeks are counted from 1 to 52, or to 53 in some years, and written with their
          year as <code>2026-W48</code> (the ISO week-numbering year, a hyphen, a W and two
          digits).
        </p>
      </section>

      <section>
        <h2>A worked example</h2>
        <p>
          Take Wednesday, November 25, 2026. Its week runs from Monday, November 23 to Sunday,
          November 29, 2026, and the Thursday of that week, November 26, is in 2026, so the
          week belongs to 2026.
        </p>
        <p>
          The first Thursday of 2026 is January 1, so week 1 of 2026 runs from Monday,
          December 29, 2025 to Sunday, January 4, 2026. Monday, November 23, 2026 is 329 days,
          or 47 weeks, after Monday, December 29, 2025, so its week is week 1 + 47 = week 48:
          <strong> Week 48</strong>, written <strong>2026-W48</strong>.
        </p>
      </section>

      <section>
        <h2>Weeks around January 1</h2>
        <p>
          Because a week belongs to the year of its Thursday, the first days of January can
          belong to the last week of the year before, and the last days of December to week 1
          of the next year:
        </p>
        <ul>
          <li>
            Sunday, January 3, 2021 is in week 53 of 2020 (2020-W53): the Thursday of its
            week was December 31, 2020.
          </li>
          <li>
            Monday, December 30, 2024 is in week 1 of 2025 (2025-W01): the Thursday of its
            week was January 2, 2025.
          </li>
          <li>
            Friday, January 1, 2027 is in week 53 of 2026 (2026-W53), and week 1 of 2027
            starts on Monday, January 4, 2027.
          </li>
        </ul>
        <p>
          So always give the week-numbering year with the week number. “Week 1 of 2025”
          starts in December 2024.
        </p>
      </section>

      <section>
        <h2>Years with 53 weeks</h2>
        <p>
          52 weeks make 364 days, one or two days fewer than a year, so every five or six
          years the ISO calendar adds a week 53. A year has 53 ISO weeks when it starts on a
          Thursday, or when it is a leap year that starts on a Wednesday: then it holds 53
          Thursdays. From 2000 to 2050 that happens in 2004, 2009, 2015, 2020, 2026, 2032,
          2037, 2043 and 2048. 2026 has 53 weeks, from Monday, December 29, 2025 to Sunday,
          January 3, 2027.
        </p>
      </section>

      <section>
        <h2>US-style week numbers</h2>
        <p>
          Many US calendars and planners number weeks another way: weeks start on Sunday,
          and week 1 is the week that holds January 1, however few days of it fall in the new
          year. The weeks are counted within the calendar year, as a spreadsheet’s WEEKNUM
          does by default, so January 1 is always in week 1 and December 31 is in week 53,
          or 54 in a leap year that starts on a Saturday (as 2000 did).
        </p>
        <p>
          The two numbers often agree, but they can differ by one, and around January 1 they
          can belong to different years. Friday, January 1, 2027 is ISO week 53 of 2026 but US
          week 1 of 2027; Sunday, January 3, 2027 is still ISO week 53 of 2026, while it starts
          US week 2. The result shows both numbers for your date. In spreadsheets, ISOWEEKNUM
          gives the ISO week; see the <Link to="/excel-formulas">Excel formulas guide</Link>.
        </p>
      </section>

      <section>
        <h2>More about a date</h2>
        <p>
          The <Link to="/weekday-finder">Weekday Finder</Link> gives the weekday and day of the
          year of any date, and the <Link to="/calendar-generator">Calendar Generator</Link>{' '}
          prints a month or a year with its ISO week numbers beside the weeks.
        </p>
      </section>
    </>
  );
}

export const weekNumberFaq: FaqItem[] = [
  {
    question: 'What week of the year is it?',
    answer:
      'The calculator opens on today’s ISO week, read from your device’s date, with the week’s Monday and Sunday and its US-style number. For example, Wednesday, November 25, 2026 is in Week 48 (2026-W48), from Monday, November 23 to Sunday, November 29, 2026.',
  },
  {
    question: 'Does every year have 52 weeks?',
    answer:
      'No. In ISO numbering a year has 53 weeks when it starts on a Thursday, or when it is a leap year that starts on a Wednesday, as in 2020 and 2026; the next after 2026 is 2032. Other years have 52 weeks.',
  },
  {
    question: 'What is week 53?',
    answer:
      'The extra week of a year with 53 ISO weeks. Week 53 of 2026 runs from Monday, December 28, 2026 to Sunday, January 3, 2027, so January 1, 2, and 3, 2027 are still in week 53 of 2026.',
  },
  {
    question: 'Why is January 1 sometimes in week 52 or 53?',
    answer:
      'An ISO week belongs to the year that holds its Thursday. When January 1 falls on a Friday, Saturday or Sunday, its week’s Thursday is in December, so the day belongs to the last week of the year before: Sunday, January 3, 2021 is in week 53 of 2020.',
  },
  {
    question: 'Can December 31 be in week 1?',
    answer:
      'Yes. When December 31 falls on a Monday, Tuesday or Wednesday, its week’s Thursday is in January, so the day is in week 1 of the next year: Monday, December 30, 2024 and Tuesday, December 31, 2024 are in week 1 of 2025 (2025-W01).',
  },
  {
    question: 'How are US week numbers different from ISO week numbers?',
    answer:
      'US-style weeks start on Sunday and week 1 is the week that holds January 1; ISO weeks start on Monday and week 1 is the week that holds the first Thursday. Friday, January 1, 2027 is US week 1 of 2027 but ISO week 53 of 2026. The result shows both numbers for your date.',
  },
  {
    question: 'What does 2026-W48 mean?',
    answer:
      'It is the ISO 8601 way to write a week: the ISO week-numbering year, a W and the week number with two digits. 2026-W48 is week 48 of 2026, from Monday, November 23 to Sunday, November 29, 2026. A day of it can be written too: 2026-W48-3 is the Wednesday, November 25.',
  },
  {
    question: 'What about dates before 1582?',
    answer:
      'The Gregorian calendar began on October 15, 1582. For earlier dates the calculator counts weeks in the Gregorian calendar extended backwards, as ISO 8601 allows, and gives the same day’s Julian calendar date, the calendar people then used: October 14, 1582 in the Gregorian calendar, in week 41 of 1582, was October 4, 1582 in the Julian calendar, a Thursday in both.',
  },
  {
    question: 'Does the week number depend on my time zone?',
    answer:
      'Only through which date it is. The calculator works on calendar dates, so a date has the same week everywhere; today’s week is the week of the date on your device, which can already be tomorrow, or still yesterday, in other parts of the world.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: WeekNumberIntro, Explainer: WeekNumberExplainer, faq: weekNumberFaq };
