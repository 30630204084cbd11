import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function TimeDurationIntro() {
  return (
    <>
      <p>
        Enter a start time and an end time on the 24-hour clock to see how long it is from
        one to the other, in hours and minutes.
      </p>
      <p>
        The result also gives the total in minutes and in decimal hours, ready for a
        timesheet. An end time earlier than the start time is taken as the next day, so
        overnight shifts work too.
      </p>
      <p>
        Two more modes work with dates as well as times, in a time zone you choose:{' '}
        <strong>Dates and times</strong> finds the time between two date-times, over days,
        weeks or years, and <strong>Add or subtract</strong> finds the date and time a number
        of hours and minutes before or after another. Both count the real time that passes,
        daylight saving changes included.
      </p>
    </>
  );
}

export function TimeDurationExplainer() {
  return (
    <>
      <section>
        <h2>How to use the Time Duration Calculator</h2>
        <ol>
          <li>
            <strong>Start time</strong> and <strong>End time:</strong> enter both, as hours
            and minutes on the 24-hour clock (HH:mm). Both times are needed.
          </li>
          <li>
            Press <strong>Calculate Duration</strong>. The result shows the duration in
            hours and minutes, the total in minutes and the total in hours with two
            decimals.
          </li>
        </ol>
        <p>
          From 09:00 to 17:30, for example, is 8 hours 30 minutes: 510 minutes, or 8.50
          hours.
        </p>
        <p>
          The shortcut buttons <strong>+30 min</strong>, <strong>+1 hour</strong>,{' '}
          <strong>+2 hours</strong> and <strong>+8 hours</strong> set the end time from the
          start time and calculate at once. With a start time of 09:00, +8 hours sets the end
          time to 17:00, a duration of 8 hours.
        </p>
      </section>

      <section>
        <h2>Shifts that cross midnight</h2>
        <p>
          When the end time is earlier than the start time, the calculator takes it as the
          next day, and the result says so. A night shift from 22:00 to 06:30 is 2 hours up
          to midnight plus 6 hours 30 minutes after it: 8 hours 30 minutes in all, or 8.50
          hours.
        </p>
        <p>
          The shortcut buttons wrap past midnight the same way: with a start time of 23:30,
          +1 hour sets the end time to 00:30 the next day, a duration of 1 hour.
        </p>
        <p>
          Two things to watch for. If you swap the times by mistake, 10:00 to 08:00 is taken
          as an overnight span of 22 hours, not 2 hours. And equal times, such as 09:00 to
          09:00, give 0 minutes, not 24 hours: two clock times alone can’t show a span of a
          full day or more.
        </p>
      </section>

      <section>
        <h2>Decimal hours for timesheets</h2>
        <p>
          Timesheets and payroll often record hours as a decimal number instead of hours and
          minutes. To turn minutes into a decimal part of an hour, divide them by 60:
        </p>
        <ul>
          <li>15 minutes = 15 ÷ 60 = 0.25 hours</li>
          <li>30 minutes = 0.50 hours</li>
          <li>45 minutes = 0.75 hours</li>
          <li>20 minutes ≈ 0.33 hours</li>
          <li>40 minutes ≈ 0.67 hours</li>
          <li>50 minutes ≈ 0.83 hours</li>
          <li>6 minutes = 0.10 hours</li>
        </ul>
        <p>
          So a shift from 08:00 to 16:45 is 8 hours 45 minutes, or 525 minutes, which is
          8.75 hours. An afternoon from 13:15 to 17:05 is 3 hours 50 minutes, or 230
          minutes, which is 3.83 hours.
        </p>
        <p>
          To go back from decimal hours to minutes, multiply the decimal part by 60: 0.75
          hours is 45 minutes. Don’t read the decimals as minutes: 8.5 hours is 8 hours 30
          minutes, not 8 hours 50 minutes. 8 hours 50 minutes is 8.83 hours.
        </p>
      </section>

      <section>
        <h2>Add minutes first, then convert</h2>
        <p>
          Decimal hours are rounded to two places, so adding up rounded figures can be a
          little off. A shift from 07:50 to 15:10 is 7 hours 20 minutes, shown as 7.33
          hours. Three such shifts added as decimals give 21.99 hours, but in minutes they
          are 3 × 440 = 1,320 minutes, exactly 22.00 hours. For a weekly total, add up the
          total minutes of each day, then divide by 60 once.
        </p>
      </section>

      <section>
        <h2>Breaks</h2>
        <p>
          The calculator measures the whole time from start to end. If an unpaid break
          should not count, take it off yourself: 09:00 to 17:30 is 510 minutes, and with a
          30-minute break that leaves 480 minutes of work, or 8.00 hours.
        </p>
      </section>

      <section>
        <h2>Time between two dates and times</h2>
        <p>
          Choose <strong>Dates and times</strong>, enter a start and an end date and time and a
          time zone (your own is filled in), and press <strong>Calculate Duration</strong>. The
          result gives the time between them in days, hours and minutes, and the totals in
          hours and in minutes.
        </p>
        <p>
          From Friday, March 6, 2026 at 18:00 to Monday, March 9, 2026 at 09:00 in London is
          2 days 15 hours 0 minutes: 63.00 hours, or 3,780 minutes. Friday 18:00 to Sunday
          18:00 is two whole days, 48 hours, and Sunday 18:00 to Monday 09:00 adds 15 more.
        </p>
        <p>
          The same weekend in New York is an hour shorter, 62.00 hours, because the clocks
          there went forward 1 hour on Sunday, March 8, 2026. The result then shows both figures:
          the elapsed time, 62.00 hours, which is what a timesheet or a parking meter counts,
          and the wall-clock difference, 63.00 hours, with the change named.
        </p>
        <p>
          If the end is before the start, the result says so in words: Sunday, November 8, 2026
          06:15 to Friday, November 6, 2026 14:30 is “1 day 15 hours 45 minutes before”, and the
          totals have a minus sign (-39.75 hours), as a spreadsheet gives for an end minus a
          later start. Either shows at once that the two were swapped, where a plain positive
          figure would hide it.
        </p>
      </section>

      <section>
        <h2>Adding or subtracting hours and minutes</h2>
        <p>
          Choose <strong>Add or subtract</strong>, enter a date and time, the hours and minutes
          (up to 999,999 hours and 59,999 minutes) and whether to add or subtract them, and
          press <strong>Calculate</strong>.
        </p>
        <p>
          Friday, November 6, 2026 at 14:30 plus 39 hours 45 minutes is{' '}
          <strong>Sunday, November 8, 2026 06:15</strong>: 9 hours 30 minutes take it to
          midnight, 24 hours more to midnight on Saturday night, and the last 6 hours 15 minutes
          to 06:15 on Sunday.
        </p>
        <p>
          Hours added are elapsed time. In New York, Saturday, October 31, 2026 at 14:30 plus 24
          hours is Sunday, November 1, 2026 at 13:30, not 14:30: the clocks went back 1 hour that
          night, so the wall clock moved only 23 hours. The result says so whenever a clock
          change lies in between.
        </p>
      </section>

      <section>
        <h2>Daylight saving nights</h2>
        <p>
          On the night the clocks go forward, an hour of the wall clock never happens. In New
          York, 22:00 on Saturday, March 7, 2026 to 06:30 on Sunday, March 8 is 7 hours 30
          minutes (7.50 hours), though the clocks differ by 8 hours 30 minutes. On the night
          they go back an hour happens twice: 22:00 on Saturday, October 31, 2026 to 06:30 on
          Sunday, November 1 is 9 hours 30 minutes (9.50 hours).
        </p>
        <p>
          A time inside the skipped hour does not exist: 02:30 on March 8, 2026 in New York is
          read as 03:30 (UTC−04:00), the time a clock that was not put forward would have shown.
          A time in the repeated hour, such as 01:30 on November 1, 2026, is taken as the first
          of the two (UTC−04:00). The result says which was used, as the{' '}
          <Link to="/time-zone-calculator">Time Zone Converter</Link> does. Changes are not
          always a whole hour: on Lord Howe Island the clocks move by 30 minutes.
        </p>
      </section>

      <section>
        <h2>The 24-hour clock</h2>
        <p>
          On the 24-hour clock the day runs from 00:00, midnight, to 23:59, one minute
          before the next midnight. Noon is 12:00. For times from 1:00 p.m. on, add 12 to
          the hour: 1:00 p.m. is 13:00 and 5:30 p.m. is 17:30. Times in the hour after
          midnight start with 00: 12:15 a.m. is 00:15.
        </p>
        <p>
          From 12:00 to 00:00 is 12 hours: 00:00 is the midnight at the start of the next
          day.
        </p>
        <p>
          To count whole days rather than hours, use{' '}
          <Link to="/days-between-dates">Days Between Dates</Link>. To find the date a number
          of days or working days away, use the{' '}
          <Link to="/date-from-today">Date Calculator</Link> or the{' '}
          <Link to="/business-days-calculator">Business Days Calculator</Link>.
        </p>
      </section>
    </>
  );
}

export const timeDurationFaq: FaqItem[] = [
  {
    question: 'How do I calculate the hours between two times?',
    answer:
      'Enter the start time and the end time and press Calculate Duration. From 09:00 to 17:30 is 8 hours 30 minutes, which is 510 minutes or 8.50 hours.',
  },
  {
    question: 'What if the shift goes past midnight?',
    answer:
      'Enter the times as they are. An end time earlier than the start time is taken as the next day, and the result says so: 22:00 to 06:30 is 8 hours 30 minutes.',
  },
  {
    question: 'Why do I get 22 hours instead of 2?',
    answer:
      'The times are probably swapped. An end time earlier than the start is taken as the next day, so 10:00 to 08:00 is 22 hours. Enter the earlier time as the start time: 08:00 to 10:00 is 2 hours.',
  },
  {
    question: 'Is 8.5 hours 8 hours 50 minutes?',
    answer:
      'No. Decimal hours are parts of an hour, not minutes: 8.5 hours is 8 hours 30 minutes, because 0.5 × 60 = 30. 8 hours 50 minutes is 8.83 hours.',
  },
  {
    question: 'How do I convert minutes to decimal hours?',
    answer:
      'Divide the minutes by 60. 15 minutes is 0.25 hours, 45 minutes is 0.75 hours and 20 minutes is about 0.33 hours, so 8 hours 45 minutes is 8.75 hours. The result shows this total with two decimals.',
  },
  {
    question: 'Do I need to use the 24-hour clock?',
    answer:
      'The calculator works with 24-hour times, from 00:00 to 23:59, and shows them that way in the result. Some devices show the time fields with AM and PM. To convert, add 12 to the hour for times from 1:00 p.m. on, so 5:30 p.m. is 17:30; 12:15 a.m. is 00:15.',
  },
  {
    question: 'Does it account for daylight saving time?',
    answer:
      'The Dates and times and Add or subtract modes do: they count the real time that passes in the time zone you choose, and name each clock change in between. In New York, 22:00 on March 7, 2026 to 06:30 on March 8 is 7 hours 30 minutes, because the clocks went forward 1 hour. The Clock times mode knows no dates or zones, so it shows the plain clock difference, 8 hours 30 minutes.',
  },
  {
    question: 'Why is Friday 18:00 to Monday 09:00 63 hours?',
    answer:
      'Friday 18:00 to Sunday 18:00 is two whole days, 48 hours, and Sunday 18:00 to Monday 09:00 is 15 more: 63 hours, or 2 days 15 hours. On a weekend when the clocks go forward it is 62 hours (New York, March 6 to 9, 2026), and when they go back, 64.',
  },
  {
    question: 'What happens with a time that does not exist, or occurs twice?',
    answer:
      'When the clocks go forward, the skipped times do not exist: 02:30 on March 8, 2026 in New York is read as 03:30, moved forward by the jump. When they go back, the repeated times occur twice: 01:30 on November 1, 2026 is taken as the first 01:30 (UTC−04:00). The result says which time was used, as the Time Zone Converter does.',
  },
  {
    question: 'What is 39 hours 45 minutes after 14:30?',
    answer:
      '6:15 two days later: Friday, November 6, 2026 14:30 plus 39 hours 45 minutes is Sunday, November 8, 2026 06:15. Use Add or subtract, which gives the date as well as the time, and counts a clock change in between as real time.',
  },
  {
    question: 'What if the start and end times are the same?',
    answer:
      'The duration is 0 minutes, not 24 hours. Two clock times can’t show a span of a full day or more; for that, choose Dates and times and enter the dates too.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: TimeDurationIntro, Explainer: TimeDurationExplainer, faq: timeDurationFaq };
