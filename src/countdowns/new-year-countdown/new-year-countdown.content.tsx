import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function NewYearIntro() {
  return (
    <>
      <p>
        This countdown runs to New Year’s Day, January 1 of next year. Its title names the
        year that is coming, such as “New Year 2027”, above the number of days left, the
        weekday January 1 falls on and a live clock that ticks every second.
      </p>
      <p>
        The count follows the date where you are, so it goes down at your local midnight and
        the clock reaches zero at midnight on January 1 in your time zone. Add to calendar
        saves New Year’s Day as an all-day event, and Copy link copies the page’s link.
      </p>
    </>
  );
}

export function NewYearExplainer() {
  return (
    <>
      <section>
        <h2>How the countdown works</h2>
        <p>
          The target is January 1 of the year after the current one. The big number counts
          calendar days in your own time zone, so it changes at your local midnight, not at
          midnight somewhere else. From July 1, 2026, for example, it is 184 days to January
          1, 2027, and on December 31 the count is 1 day.
        </p>
        <p>
          On January 1 itself, the countdown starts again and counts toward the next New
          Year’s Day. From January 1, 2027 that is 365 days to January 1, 2028. From January
          1, 2028 it is 366 days to January 1, 2029, because 2028 has a February 29.
        </p>
        <p>
          The live clock shows days, hours, minutes and seconds until local midnight at the
          start of January 1. It uses your device’s clock and time zone, so people in
          different time zones reach zero at different moments. That is correct: the new year
          arrives at local midnight. Midnight in London comes five hours before midnight in
          New York, and each place celebrates at its own. The clock shows one day fewer than
          the big number, plus the hours, minutes and seconds left until tonight’s midnight.
        </p>
        <p>
          Add to calendar downloads New Year’s Day as an all-day event, an .ics file that
          calendar apps can open. To compare the time in two places, use the{' '}
          <Link to="/time-zone-calculator">Time Zone Converter</Link>.
        </p>
      </section>

      <section>
        <h2>What day of the week is New Year’s Day?</h2>
        <ul>
          <li>2027: Friday, January 1</li>
          <li>2028: Saturday, January 1</li>
          <li>2029: Monday, January 1</li>
          <li>2030: Tuesday, January 1</li>
          <li>2031: Wednesday, January 1</li>
          <li>2032: Thursday, January 1</li>
          <li>2033: Saturday, January 1</li>
        </ul>
        <p>
          January 1 moves one weekday later after a common year of 365 days, and two after a
          leap year of 366 days. That is why it skips from Saturday in 2028 to Monday in
          2029, and from Thursday in 2032 to Saturday in 2033. The{' '}
          <Link to="/weekday-finder">Weekday Finder</Link> gives the weekday of any other
          date.
        </p>
      </section>

      <section>
        <h2>Leap years</h2>
        <p>
          2028 is a leap year, so 2028 has 366 days, with Tuesday, February 29, 2028 as the
          extra day. A year is a leap year when it is divisible by 4, except century years,
          which must be divisible by 400: 2000 was a leap year, and 2100 will not be. The{' '}
          <Link to="/leap-year-checker">Leap Year Checker</Link> tells you whether any year
          is one.
        </p>
      </section>

      <section>
        <h2>Next year’s calendar</h2>
        <p>
          To print a calendar of next year, with ISO week numbers and US federal holidays,
          use the <Link to="/calendar-generator">Calendar Generator</Link>. New Year’s Day is
          a federal holiday. When January 1 falls on a Saturday, the day off is the Friday
          before: New Year’s Day 2028 is observed on Friday, December 31, 2027.
        </p>
      </section>
    </>
  );
}

export const newYearFaq: FaqItem[] = [
  {
    question: 'How many days until New Year?',
    answer:
      'The countdown shows the days until January 1 of next year, counted as calendar days in your own time zone. The number goes down by one at each local midnight, and on December 31 it is 1 day.',
  },
  {
    question: 'When does the countdown reach zero?',
    answer:
      'At midnight at the start of January 1 in your own time zone. People in other time zones reach zero at other moments, because the new year arrives at local midnight everywhere. On January 1 the countdown starts again toward the next New Year’s Day.',
  },
  {
    question: 'Does it account for my time zone and daylight saving time?',
    answer:
      'Yes. The days are counted as calendar days in your time zone, so the count changes at your midnight, and a change to or from daylight saving time does not alter the number of days. The live clock uses your device’s clock and time zone and counts down to local midnight on January 1.',
  },
  {
    question: 'What day of the week is January 1, 2027?',
    answer:
      'A Friday. January 1, 2028 is a Saturday, and January 1, 2029 is a Monday, two weekdays later, because 2028 is a leap year.',
  },
  {
    question: 'How many days are there in 2027 and 2028?',
    answer:
      '2027 has 365 days. 2028 is a leap year with a February 29, so it has 366.',
  },
  {
    question: 'Is anything sent anywhere?',
    answer:
      'No. The countdown runs in your browser, using your device’s clock, and the site makes no network request after its own files have loaded.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: NewYearIntro, Explainer: NewYearExplainer, faq: newYearFaq };
