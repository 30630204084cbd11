import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function LeapYearIntro() {
  return (
    <>
      <p>
        Enter a year from 1 to 9999 to see whether it is a leap year, how many days the year
        has and how many days February has that year.
      </p>
      <p>
        The result walks through the leap-year rule for that year one step at a time, and
        lists the next 5 leap years and the previous one.
      </p>
    </>
  );
}

export function LeapYearExplainer() {
  return (
    <>
      <section>
        <h2>The leap-year rule</h2>
        <p>
          In the Gregorian calendar, the calendar in everyday use today, a year is a leap
          year if it is divisible by 4 and not by 100, or if it is divisible by 400. The
          checker asks three questions in turn and stops as soon as the answer is clear:
        </p>
        <ol>
          <li>
            <strong>Is the year divisible by 4?</strong> If not, it is a common year of 365
            days. 2025 is not divisible by 4, so it is not a leap year.
          </li>
          <li>
            <strong>Is it divisible by 100?</strong> If not, it is a leap year of 366 days.
            2024 is divisible by 4 but not by 100, so it is a leap year.
          </li>
          <li>
            <strong>Is it divisible by 400?</strong> This only matters for century years. If
            it is, the year is a leap year; if not, it is not.
          </li>
        </ol>
        <p>The century years show why the last step matters:</p>
        <ul>
          <li>1900 is divisible by 4 and by 100, but not by 400: not a leap year.</li>
          <li>2000 is divisible by 4, by 100 and by 400: a leap year.</li>
          <li>2100 is divisible by 4 and by 100, but not by 400: not a leap year.</li>
        </ul>
        <p>
          A leap year has 366 days instead of 365, and the extra day is February 29. In 2024
          it was a Thursday; the next one is Tuesday, February 29, 2028.
        </p>
      </section>

      <section>
        <h2>Why we have leap years</h2>
        <p>
          The seasons repeat about every 365.2422 days, the length of the solar year. A
          calendar of 365 days every year would fall behind by almost a quarter of a day each
          year, about one day every four years, and the seasons would slowly drift through
          the months.
        </p>
        <p>
          Adding a leap day every fourth year, as the older Julian calendar did, gives an
          average year of 365.25 days. That is a little too long: about 0.0078 days a year,
          or one day in about 128 years.
        </p>
        <p>
          The Gregorian calendar fixes this by skipping the leap day in three century years
          out of every four. That leaves 97 leap years in every 400 years, for an average of
          (400 × 365 + 97) ÷ 400 = 365.2425 days. The difference from 365.2422 days is only
          about 0.0003 days a year, which adds up to one day only after more than 3,000
          years.
        </p>
      </section>

      <section>
        <h2>Eight years without a leap year</h2>
        <p>
          Leap years are usually four years apart, but around a century year that is not
          divisible by 400 the gap is eight years. After 2096, the next leap year is 2104,
          because 2100 is skipped: February 29, 2096 and February 29, 2104 are 2,921 days
          apart.
        </p>
        <p>
          For the same reason, the years 2001 to 2100 hold 24 leap years, while the years
          1901 to 2000 held 25, because 2000 was a leap year.
        </p>
      </section>

      <section>
        <h2>The 400-year cycle</h2>
        <p>
          400 Gregorian years have exactly 146,097 days, which is exactly 20,871 weeks. So
          the calendar repeats every 400 years, weekdays included: March 3, 2425 will be a
          Monday, just like March 3, 2025. You can check any date with the{' '}
          <Link to="/weekday-finder">Weekday Finder</Link>.
        </p>
      </section>

      <section>
        <h2>Years before 1582</h2>
        <p>
          The Gregorian calendar was introduced in 1582, when ten days were dropped: October
          4, 1582 was followed by October 15, 1582. Before that, the Julian calendar was in
          use, and in it every year divisible by 4 was a leap year, century years included.
          Many countries switched much later; Britain and its American colonies changed
          calendars in 1752.
        </p>
        <p>
          This checker applies today’s Gregorian rule to every year, including the years
          before 1582. This is called the proleptic Gregorian calendar. It is not the
          calendar people actually used at the time, so for old years the answer can differ:
          the checker says 1500 is not a leap year, but in the Julian calendar in use then,
          1500 was a leap year. For dates written in the Julian calendar, count every year
          divisible by 4 as a leap year.
        </p>
      </section>

      <section>
        <h2>Leap years and date calculations</h2>
        <p>
          Leap days change day counts. From February 1 to March 1 is 29 days in a leap year
          and 28 days in other years; the{' '}
          <Link to="/days-between-dates">Days Between Dates</Link> calculator counts them for
          you. For people born on February 29, the{' '}
          <Link to="/age-calculator">Age Calculator</Link> counts the birthday on February 28
          in years without one.
        </p>
      </section>
    </>
  );
}

export const leapYearFaq: FaqItem[] = [
  {
    question: 'Is 2024 a leap year?',
    answer:
      'Yes. 2024 is divisible by 4 and not by 100, so it has 366 days and February has 29 days. The next leap year after it is 2028.',
  },
  {
    question: 'Was 1900 a leap year?',
    answer:
      'No. 1900 is divisible by 4 and by 100, but not by 400, so it had 365 days and February had 28 days. Century years are leap years only when they are divisible by 400.',
  },
  {
    question: 'Was 2000 a leap year?',
    answer:
      'Yes. 2000 is divisible by 400, so the century rule does not take its leap day away. It had 366 days, with February 29, 2000.',
  },
  {
    question: 'Will 2100 be a leap year?',
    answer:
      'No. 2100 is divisible by 100 but not by 400, so it will have 365 days. The leap year before it is 2096 and the one after it is 2104, eight years apart.',
  },
  {
    question: 'When are the next leap years?',
    answer:
      'After 2025, the next leap years are 2028, 2032, 2036, 2040 and 2044. Enter any year to see the next 5 leap years after it and the previous one.',
  },
  {
    question: 'What about birthdays on February 29?',
    answer:
      'February 29 only comes in leap years. In other years, people born on that day usually celebrate on February 28 or March 1. The Age Calculator on this site counts the birthday on February 28.',
  },
  {
    question: 'Why do leap years exist?',
    answer:
      'The solar year is about 365.2422 days long. A leap day in most years divisible by 4 keeps the calendar in step with the seasons: with 97 leap years every 400 years, the average Gregorian year is 365.2425 days.',
  },
  {
    question: 'Does the checker use the Julian calendar for old years?',
    answer:
      'No. It applies the Gregorian rule to every year, also before the calendar reform of 1582 (the proleptic Gregorian calendar). That is not the Julian calendar actually used then, in which every year divisible by 4 was a leap year: the checker says 1500 is not a leap year, but in the Julian calendar it was.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: LeapYearIntro, Explainer: LeapYearExplainer, faq: leapYearFaq };
