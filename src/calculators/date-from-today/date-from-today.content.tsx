import { Link } from 'react-router-dom';
import type { FaqItem } from '@/content/types';
import { ScrollArea } from '@/components/scroll-area';

export function DateCalculatorIntro() {
  return (
    <>
      <p>
        Find the date a number of days from or before today, tomorrow or any date you pick,
        in calendar days or in business days (Monday to Friday). The same calculator also
        counts the days between two dates and tells you the day of the week of any date.
      </p>
      <p>
        Results appear as you type, with the weekday and the full date, for example{' '}
        <strong>Monday, June 9, 2025</strong>. Everything is worked out in your browser.
      </p>
    </>
  );
}

export function ManualMethod() {
  return (
    <section>
      <h2>How to calculate a date by hand</h2>
      <p>
        Adding days to a date by hand is a matter of walking through the calendar one month
        at a time:
      </p>
      <ol>
        <li>
          Count the days left in the starting month: the length of the month minus the
          starting day. Subtract them from the number of days to add; you are now on the
          last day of that month.
        </li>
        <li>
          While the days still to add are more than the length of the next month, move to
          the end of that month and subtract its length.
        </li>
        <li>
          The days that remain are the day of the month in the next month.
        </li>
      </ol>
      <p>
        For this you need the month lengths. The old rhyme gives them: “Thirty days hath
        September, April, June and November; all the rest have thirty-one, except February
        alone”, which has 28 days, or 29 in a leap year. A year is a leap year if it is
        divisible by 4, except years divisible by 100, which are leap years only if they
        are also divisible by 400.
      </p>

      <h3>A worked example: 100 days from March 1, 2025</h3>
      <ul>
        <li>
          March has 31 days, so 31 − 1 = 30 days remain in March. At March 31, 100 − 30 = 70
          days are left to add.
        </li>
        <li>April has 30 days. At April 30, 70 − 30 = 40 days are left.</li>
        <li>May has 31 days. At May 31, 40 − 31 = 9 days are left.</li>
        <li>June has more than 9 days, so the answer is June 9.</li>
      </ul>
      <p>
        100 days from Saturday, March 1, 2025 is <strong>Monday, June 9, 2025</strong>. To
        check the weekday, divide by 7: 100 days is 14 weeks and 2 days, and two days after
        a Saturday is a Monday. Counting backwards works the same way in reverse: 100 days
        before June 9, 2025 is March 1, 2025.
      </p>

      <h3>Converting years to days</h3>
      <p>
        A quick rule is that a year has 365.25 days on average: three years of 365 days and
        one leap year of 366 days make 1,461 days every four years, and 1,461 ÷ 4 = 365.25.
      </p>
      <p>
        That is an approximation, for two reasons. First, the calendar skips the leap year
        in century years not divisible by 400 (1900 and 2100 are not leap years), so the
        true long-run average is 365.2425 days. Second, a real span of time contains a whole
        number of days, depending on how many February 29ths it crosses. For example,
        10 × 365.25 = 3,652.5, but from January 1, 2025 to January 1, 2035 there are exactly
        3,652 days, because only 2028 and 2032 are leap years in between. For an exact
        answer, count the days, or let the calculator do it.
      </p>
    </section>
  );
}

export function HowToUse() {
  return (
    <section>
      <h2>How to use the Date Calculator</h2>
      <ol>
        <li>
          <strong>Choose a tab</strong> for what you want to find: Standard, Business Days,
          Between Dates or Weekday Finder.
        </li>
        <li>
          <strong>Standard:</strong> enter a number of years, months, weeks and days (any of
          them can be 0, but not all four), choose <em>from</em> for a date in the future or{' '}
          <em>ago</em> for a date in the past, and choose the start: today, tomorrow or a
          custom date. Tick the business-days option to skip Saturdays and Sundays; business
          days are counted in days only, so the years, months and weeks are then left out.
        </li>
        <li>
          <strong>Business Days:</strong> the same inputs, always counting Monday to Friday
          only. For holidays or a different weekend, use the{' '}
          <Link to="/business-days-calculator">Business Days Calculator</Link>.
        </li>
        <li>
          <strong>Between Dates:</strong> pick a start date and an end date. Choose whether
          both dates are counted (inclusive counting) and whether to count business days
          only. The <Link to="/days-between-dates">Days Between Dates</Link> page explains
          the counting rules in detail.
        </li>
        <li>
          <strong>Weekday Finder:</strong> pick any date to see which day of the week it
          falls on.
        </li>
        <li>
          <strong>Share or bookmark:</strong> the link icon, <em>Copy link</em>, copies a
          link that reopens the same calculation. If the start is <em>today</em> or{' '}
          <em>tomorrow</em>, the link keeps that choice, so it counts from the day it is
          opened; pick a custom date to fix the start.
        </li>
      </ol>
    </section>
  );
}

const featureRows: { feature: string; cells: [boolean, boolean, boolean, boolean] }[] = [
  { feature: 'Dates N days from today', cells: [true, true, false, false] },
  { feature: 'Dates N days from any date', cells: [true, true, false, false] },
  { feature: 'Past dates (N days ago)', cells: [true, true, false, false] },
  { feature: 'Years, months and weeks', cells: [true, false, false, false] },
  { feature: 'Business days (Monday to Friday)', cells: [true, true, true, false] },
  { feature: 'Days between two dates', cells: [false, false, true, false] },
  { feature: 'Inclusive counting (both dates)', cells: [false, false, true, false] },
  { feature: 'Weekday lookup', cells: [false, false, false, true] },
  { feature: 'Shareable link', cells: [true, true, true, true] },
];

export function UnitsRule() {
  return (
    <section>
      <h2>Adding years, months and weeks</h2>
      <p>
        Months differ in length, so “1 month from January 31” needs a rule. The calculator
        applies one rule, in this order:
      </p>
      <ol>
        <li>
          <strong>Years and months first</strong>, as one count of months (a year is 12
          months). The day of the month stays the same. If the month reached is too short
          for it, the date becomes that month’s last day: January 31 + 1 month is February
          28, or February 29 in a leap year. The result says when this happened.
        </li>
        <li>
          <strong>Then weeks and days</strong>, counted from that date: a week is 7 days.
        </li>
      </ol>
      <p>
        Worked example: 2 years 3 months 1 week 4 days from Wednesday, November 25, 2026.
        2 years and 3 months are 27 months, which lead to February 25, 2029; 1 week and 4
        days are 11 days more, which give <strong>Thursday, March 8, 2029</strong>. The
        order matters at month ends: March 31, 2025 minus 1 month and 1 day is February 27,
        2025 (March 31 − 1 month = February 28, then 1 day back), while counting the day
        first would give February 28.
      </p>
      <p>
        Going back works the same way: 6 months before August 31 is February 28 (or 29).
        Spreadsheets follow the same month rule: Excel’s <code>EDATE</code> and JavaScript
        libraries such as date-fns’ <code>addMonths</code> also clip to the month’s last
        day.
      </p>
    </section>
  );
}

export function FeatureComparison() {
  return (
    <section>
      <h2>What each tab does</h2>
      <ScrollArea label="Feature comparison table">
      <table>
        <caption>Features of the four Date Calculator tabs</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">Standard</th>
            <th scope="col">Business Days</th>
            <th scope="col">Between Dates</th>
            <th scope="col">Weekday Finder</th>
          </tr>
        </thead>
        <tbody>
          {featureRows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {row.cells.map((yes, i) => (
                <td key={i}>{yes ? 'Yes' : '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      </ScrollArea>
      <p>
        Every result date is shown with its day of the week; the Weekday Finder is for
        looking up a date you already have.
      </p>
    </section>
  );
}

export function DateArticle() {
  return (
    <section>
      <h2>Why counting dates goes wrong</h2>

      <h3>Off by one: inclusive and exclusive counting</h3>
      <p>
        The most common mistake is being off by one day. From January 1 to January 10 there
        are 9 days if you do not count the end date, 10 days if you count both dates, and 8
        days strictly between them. All three are correct answers to different questions. A
        hotel stay from January 1 to January 10 is 9 nights; a festival that runs from
        January 1 to January 10 lasts 10 days. Before you count, decide whether the first
        and last days are included.
      </p>

      <h3>Months of different lengths</h3>
      <p>
        A month is not a fixed number of days: it has 28, 29, 30 or 31. That is why “30 days
        from January 31” and “one month from January 31” are different dates. 30 days from
        Friday, January 31, 2025 is Sunday, March 2, 2025, while one month later is usually
        taken as the last day of February, because February has no 31st.
      </p>

      <h3>Leap years</h3>
      <p>
        A leap year adds February 29, so any span that crosses it is one day longer. The
        rule: a year divisible by 4 is a leap year, except a year divisible by 100, which is
        a leap year only if it is also divisible by 400. So 2000 was a leap year, 1900 was
        not, and 2100 will not be; 2024 and 2028 are leap years.
      </p>

      <h3>Business days and calendar days</h3>
      <p>
        Business days skip weekends, so a count in business days covers about 40 percent
        more calendar days: 5 business days take about 7 calendar days, 10 take about 14. Holidays stretch
        that further, and a count that starts on a weekend covers fewer calendar days than
        one that starts on a weekday. When a rule says “days”, check whether it means
        calendar days or business days.
      </p>

      <h3>Time zones and “today”</h3>
      <p>
        At any moment, two different dates are in use somewhere on Earth: at 8 PM on a
        Monday in New York, it is already Tuesday morning in Tokyo. This site uses your
        device’s own date for “today” and “tomorrow”, so two people in different time zones
        can get different answers for “30 days from today” for a few hours. The number of
        days between two dates you enter never depends on the time zone.
      </p>

      <h3>Notice periods and deadlines</h3>
      <p>
        Legal, contractual and administrative deadlines often have their own counting rules:
        whether the day of the event counts, whether weekends and public holidays are
        skipped, and what happens when a deadline falls on a day the office is closed. Use
        the calculator to get the dates, then check them against the rules that govern your
        deadline, such as the contract, the statute, the court’s rules or your employer’s
        policy.
      </p>
    </section>
  );
}

export const dateCalculatorFaq: FaqItem[] = [
  {
    question: 'How do I calculate 30, 60 or 90 days from today?',
    answer:
      'On the Standard tab, enter 30, 60 or 90, keep “from” and “today” selected, and the date appears at once. For example, from Monday, March 3, 2025: 30 days later is Wednesday, April 2, 2025; 60 days later is Friday, May 2, 2025; 90 days later is Sunday, June 1, 2025.',
  },
  {
    question: 'What date is 3 months, 6 months or 1 year from today?',
    answer:
      'Enter 3 or 6 in Months (or 1 in Years) with 0 days, or press the “3 months from today”, “6 months from today” or “1 year from today” button. The day of the month stays the same: 3 months from May 15 is August 15. When the month reached is too short, the date becomes its last day.',
  },
  {
    question: 'What is January 31 plus 1 month?',
    answer:
      'February 28, or February 29 in a leap year. February has no 31st, so the calculator takes the last day of February and says so under the result. Adding 1 month to February 28 then gives March 28, not March 31: each calculation starts from the date you enter.',
  },
  {
    question: 'What is February 29 plus 1 year?',
    answer:
      'February 28 of the next year, because a common year has no February 29. Adding 4 years to February 29, 2024 gives February 29, 2028.',
  },
  {
    question: 'In which order are years, months, weeks and days added?',
    answer:
      'Years and months first, then weeks and days. So March 31 minus 1 month and 1 day is February 27: March 31 minus 1 month is February 28, and one day before that is February 27.',
  },
  {
    question: 'What about dates before 1582?',
    answer:
      'Dates are worked out in the Gregorian calendar extended backwards, the calendar in use today. It began on October 15, 1582; before that most of Europe used the Julian calendar. For a result before October 15, 1582 the calculator also gives the same day’s Julian calendar date: October 14, 1582 in the Gregorian calendar was Thursday, October 4, 1582 in the Julian calendar.',
  },
  {
    question: 'Does “N days from today” count today?',
    answer:
      'No. Day 1 is tomorrow, so N days from a date is that date plus N days: 1 day from today is tomorrow, and 7 days from a Monday is the next Monday. N days ago works the same way backwards.',
  },
  {
    question: 'Do business days skip holidays?',
    answer:
      'Not on this calculator: business days here skip only Saturdays and Sundays. The Business Days Calculator page can also skip US federal holidays (on their observed dates) and lets you choose other weekend days.',
  },
  {
    question: 'What is inclusive counting?',
    answer:
      'Counting both the start date and the end date. It adds one day to the plain difference: from January 1 to January 10 is 9 days, or 10 days inclusive. The Between Dates tab lets you choose either.',
  },
  {
    question: 'Are leap years taken into account?',
    answer:
      'Yes. Every calculation follows the real calendar, including February 29 in leap years: years divisible by 4, except century years not divisible by 400. 2000 was a leap year; 1900 was not.',
  },
  {
    question: 'Which time zone is “today” in?',
    answer:
      'Your own. Today and tomorrow are the dates on your device’s clock in its time zone. Dates you enter are plain calendar dates, so counts between them are the same everywhere.',
  },
  {
    question: 'Can I share or bookmark a result?',
    answer:
      'Yes. The inputs of the calculation are kept in the page address. Use the Copy link button, or bookmark the page, and the link reopens the same calculation.',
  },
];
