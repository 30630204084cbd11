import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function CalendarIntro() {
  return (
    <>
      <p>
        Choose a month and press Generate to see it as a calendar, one row per week, with the
        week number of each row. Show the whole year to see all twelve months at once, and
        start the weeks on Sunday, as most US calendars do, on Monday, as ISO 8601 and most of
        Europe do, or on Saturday or Friday.
      </p>
      <p>
        US federal holidays are marked on the day off and listed below the calendar, unless
        you choose another place: any country, or one of its states or regions, with its own
        weekend. Your own days off and working days can be marked too. The Print button
        prints the calendar alone, and the page’s link keeps the month and options, so you
        can bookmark a calendar or share it.
      </p>
    </>
  );
}

export function CalendarExplainer() {
  return (
    <>
      <section>
        <h2>How to use the Calendar Generator</h2>
        <ol>
          <li>
            <strong>Month:</strong> the picker shows the current month until you choose
            another one.
          </li>
          <li>
            <strong>Week starts on:</strong> Sunday, the default, Monday, Saturday (as in Egypt
            or Iraq) or Friday (as in the Maldives). A country’s holiday page opens the calendar
            with that country’s first day of the week, from the Unicode CLDR week data.
          </li>
          <li>
            <strong>Show:</strong> one month, or the whole year, which is the twelve months of
            the year of the month you chose.
          </li>
          <li>
            <strong>Holidays, weekend and your own days:</strong> open this part of the form
            to choose whose holidays are marked (US federal holidays by default, no holidays,
            or any country or region), which weekdays are the weekend, and your own days off
            and working days.
          </li>
          <li>
            Press <strong>Generate</strong>. Use <strong>Previous month</strong> and{' '}
            <strong>Next month</strong> to move the calendar, or the previous and next year in
            the year view.
          </li>
          <li>
            Press <strong>Print</strong> to print the calendar alone, black on white: one
            month, or the whole year, on one page.
          </li>
        </ol>
        <p>
          Each row is one week, labelled with its week number: the ISO week number when weeks
          start on Monday, else the number counted from the week with January 1 (see “Sunday or
          Monday first” below); the calendar says which. Days of the months before
          and after are left blank, as on a printed calendar, and today is marked. Any month
          from year 1 to year 9999 works. Dates before 1582 use today’s Gregorian calendar
          extended backwards; the <Link to="/leap-year-checker">Leap Year Checker</Link>{' '}
          explains how that differs from the calendar in use at the time.
        </p>
      </section>

      <section>
        <h2>ISO week numbers</h2>
        <p>The ISO 8601 standard numbers the weeks of a year like this:</p>
        <ul>
          <li>Weeks start on Monday and end on Sunday.</li>
          <li>
            Week 1 is the week that contains the year’s first Thursday, which is the same as
            the week that contains January 4.
          </li>
          <li>A year has 52 or 53 weeks.</li>
        </ul>
        <p>
          So week 1 can start in late December. January 1, 2026 is a Thursday, so week 1 of
          2026 runs from Monday, December 29, 2025 to Sunday, January 4, 2026. On a January
          2026 calendar that starts on Monday, the first row holds that week and is labelled
          1, even though its first three days belong to 2025.
        </p>
        <p>
          The first days of January can also belong to the last week of the year before.
          Sunday, January 1, 2023 is in week 52 of 2022, and Friday, January 1, 2027 is in
          week 53 of 2026.
        </p>
      </section>

      <section>
        <h2>Years with 53 weeks</h2>
        <p>
          Every ISO week has exactly one Thursday, and a week belongs to the year its
          Thursday is in. So a year has 53 weeks when it has 53 Thursdays. That happens when
          the year starts on a Thursday, or when it is a leap year that starts on a
          Wednesday.
        </p>
        <ul>
          <li>
            2026 starts on Thursday, January 1, so it has 53 weeks. Week 53 runs from Monday,
            December 28, 2026 to Sunday, January 3, 2027, and week 1 of 2027 starts on
            Monday, January 4, 2027.
          </li>
          <li>
            2020 is a leap year that starts on Wednesday, January 1, so it also has 53 weeks:
            Thursday, December 31, 2020 is in week 53.
          </li>
        </ul>
        <p>
          From 2015 to 2037, the years with 53 weeks are 2015, 2020, 2026, 2032 and 2037. All
          the years in between have 52.
        </p>
      </section>

      <section>
        <h2>Why a month takes 4, 5 or 6 rows</h2>
        <p>
          A month has 28 to 31 days, which is 4 weeks and 0 to 3 days. How many rows it needs
          depends on the weekday it starts on.
        </p>
        <ul>
          <li>
            <strong>4 rows:</strong> only a February of 28 days that starts on the first day
            of the week. February 2026 starts on a Sunday, so with weeks starting on Sunday
            it fills exactly 4 rows, from Sunday, February 1 to Saturday, February 28. With
            weeks starting on Monday, the same month needs 5 rows. February 2027 starts on a
            Monday, so it fits 4 rows with a Monday start.
          </li>
          <li>
            <strong>6 rows:</strong> a month that starts late in the week and runs over into a
            sixth week. August 2026 starts on a Saturday and has 31 days, so it needs 6 rows
            with either start. May 2026 starts on a Friday: with a Sunday start, May 31 is a
            Sunday alone in the sixth row, while a Monday start fits the month in 5.
          </li>
          <li>
            <strong>5 rows:</strong> every other month.
          </li>
        </ul>
        <p>
          In 2026, with weeks starting on Sunday, February takes 4 rows, May and August take
          6, and the other nine months take 5. With a Monday start, March, August and
          November take 6 rows and the other nine months take 5.
        </p>
      </section>

      <section>
        <h2>Sunday or Monday first</h2>
        <p>
          Calendars in the United States usually start the week on Sunday. The ISO 8601
          standard, and most of Europe, start it on Monday. The dates are the same either way;
          only the columns move.
        </p>
        <p>
          With a Monday start, each row is exactly one ISO week, labelled with its ISO week
          number. A row from Sunday to Saturday is never one ISO week (its Sunday belongs to the
          ISO week before), so with a Sunday start the rows are numbered the US way: week 1 is
          the week that holds January 1, the next is week 2, and so on. January 1, 2026 is a
          Thursday: week 1 runs from Sunday, December 28, 2025 to Saturday, January 3, 2026, and
          the row from Sunday, January 4 is week 2. A row that holds January 1 is week 1 of the
          new year, in December’s calendar too. A Saturday or Friday start is numbered the same
          way, and the calendar says under it which numbering it shows.
        </p>
        <p>
          To find the weekday or the week number of a single date, use the{' '}
          <Link to="/weekday-finder">Weekday Finder</Link>.
        </p>
      </section>

      <section>
        <h2>Holidays of any country or region</h2>
        <p>
          Choose a country for its national public holidays, or one of its states or regions
          for those plus the region’s own. Corpus Christi is a public holiday in Bavaria but not
          in all of Germany: with Bayern chosen under Germany, the calendar of May 2027 marks it
          on Thursday, May 27, 2027, and with Germany, national, it does not.
        </p>
        <p>
          Where a holiday on a weekend gives a substitute day off, the calendar marks that day
          too. In the United Kingdom, Christmas Day 2027 is a Saturday and Boxing Day a Sunday,
          so Monday, December 27 and Tuesday, December 28, 2027 are marked as their substitute
          days.
        </p>
        <ul>
          <li>
            <strong>Bank holidays:</strong> only public holidays are marked unless you tick
            Count bank holidays as days off. In Austria, Christmas Eve and New Year’s Eve are
            bank holidays.
          </li>
          <li>
            <strong>Half days:</strong> some holidays start in the afternoon. In Iceland,
            Christmas Eve, Friday, December 24, 2027, and New Year’s Eve, Friday, December 31,
            2027, are half days from 1 pm: the calendar names them as half days and counts them
            as working days, unless you tick Count half days as days off.
          </li>
          <li>
            <strong>Weekend:</strong> shaded grey, and the chosen country’s by default, from the
            Unicode CLDR week data: Saturday and Sunday in most countries, Friday and Saturday
            in Saudi Arabia. You can set other weekend days.
          </li>
          <li>
            <strong>Your own days:</strong> days off of your own, such as a company shutdown
            or the bridge day Friday, May 28, 2027 after Corpus Christi, are marked as your day
            off. Your own working days (a Saturday worked to make up for a bridge day) are
            marked as your working day and are worked even on a weekend or a holiday.
          </li>
        </ul>
        <p>
          The holidays of the countries and their regions come from{' '}
          <a href="https://github.com/vacanza/holidays">python-holidays</a>{' '}
          (<a href="https://github.com/vacanza/holidays/blob/dev/LICENSE">MIT licence</a>),
          with each year’s own rules; US federal holidays follow this site’s own rules, below.
          Each country’s data holds its own years, at most 1900 to 2100: Germany’s from 1991,
          India’s 2001 to 2035, Saudi Arabia’s 1925 to 2078. For a year outside them the
          calendar says so and marks no holidays.
        </p>
      </section>

      <section>
        <h2>US federal holidays and observed days</h2>
        <p>
          When a federal holiday falls on a weekend, the day off moves to a weekday: a holiday
          on a Saturday is observed on the Friday before, and one on a Sunday on the Monday
          after. The calendar marks and names the holiday on that day off.
        </p>
        <ul>
          <li>
            Independence Day 2026, July 4, is a Saturday, so it is observed on Friday, July 3,
            2026.
          </li>
          <li>
            Independence Day 2027, July 4, is a Sunday, so it is observed on Monday, July 5,
            2027.
          </li>
          <li>
            Christmas Day 2027, December 25, is a Saturday, so it is observed on Friday,
            December 24, 2027.
          </li>
        </ul>
        <p>
          Juneteenth National Independence Day, June 19, became a federal holiday in 2021, so
          it appears only from 2021 on. That year June 19 was a Saturday, and it was observed
          on Friday, June 18, 2021. Calendars from 1986 to 2020 show 10 federal holidays,
          and from 2021 on there are 11. Earlier years show the holidays of their time, on
          the dates of their rules: Memorial Day on May 30 until 1970, Thanksgiving on the last
          Thursday of November until 1938, none before 1870 (the
          <Link to="/holidays">US Holidays</Link> page lists the sources).
        </p>
        <p>
          To count the working days between two dates, leaving out weekends and the holidays
          of any place, use the{' '}
          <Link to="/business-days-calculator">Business Days Calculator</Link>. For plain
          day counts, use <Link to="/days-between-dates">Days Between Dates</Link> or the{' '}
          <Link to="/date-from-today">Date Calculator</Link>.
        </p>
      </section>
    </>
  );
}

export const calendarFaq: FaqItem[] = [
  {
    question: 'How do I print a calendar?',
    answer:
      'Choose the month and options, press Generate, then press Print. Only the calendar is printed, black on white: one month, or the whole year, on one page. To print a whole year, set Show to the whole year first.',
  },
  {
    question: 'How do I make a calendar that starts on Monday?',
    answer:
      'Set Week starts on to Monday and press Generate. The dates stay the same; only the columns move, so Monday comes first and Sunday last. With a Monday start, each row is exactly one ISO week.',
  },
  {
    question: 'What are the week numbers on the left?',
    answer:
      'With weeks starting on Monday, they are ISO 8601 week numbers: week 1 is the week that contains the year’s first Thursday, so Monday, December 29, 2025 is in week 1 of 2026, and a year has 52 or 53 weeks. With weeks starting on another day, each row is numbered from the week that contains January 1, as US calendars number Sunday weeks: from Sunday, the row of Sunday, January 4, 2026 is week 2. The line under the calendar says which numbering it shows.',
  },
  {
    question: 'Why is the week number different from my calendar?',
    answer:
      'There are two common ways to number weeks. ISO 8601 starts weeks on Monday, and week 1 contains the year’s first Thursday; US calendars start weeks on Sunday, and week 1 contains January 1. In the US way January 1 is always in week 1, while in ISO numbering Friday, January 1, 2027 is in week 53 of 2026. This calendar numbers Monday weeks the ISO way and Sunday weeks the US way, so each row’s number is the number of all its days. In spreadsheets, ISOWEEKNUM gives the ISO week, and WEEKNUM counts the US way by default.',
  },
  {
    question: 'Why does a year have 53 weeks?',
    answer:
      'An ISO week belongs to the year of its Thursday, so a year has 53 weeks when it has 53 Thursdays: when it starts on a Thursday, or when it is a leap year that starts on a Wednesday. 2026 starts on a Thursday and has 53 weeks; week 53 runs from Monday, December 28, 2026 to Sunday, January 3, 2027.',
  },
  {
    question: 'Why is a holiday shown on a different day?',
    answer:
      'The calendar marks the day off, which is the observed day. A federal holiday on a Saturday is observed on the Friday before, and one on a Sunday on the Monday after. Independence Day 2026 falls on Saturday, July 4, so it is marked on Friday, July 3, 2026.',
  },
  {
    question: 'Can I make a calendar with the holidays of another country?',
    answer:
      'Yes. Open Holidays, weekend and your own days, choose a country, or one of its states or regions, and press Generate. A region’s calendar adds its own holidays to the national ones: with Bayern under Germany, Corpus Christi is marked on Thursday, May 27, 2027. The weekend becomes that country’s too.',
  },
  {
    question: 'Can I mark my own days off on the calendar?',
    answer:
      'Yes. Add them under Extra days off, and press Generate: each is marked as your day off and listed under the calendar. Add working days of your own under Extra working days: they are marked as your working day, even on a weekend or a holiday. The page’s link keeps them.',
  },
  {
    question: 'What is a half day?',
    answer:
      'A holiday for part of the day, or for some groups only, such as Christmas Eve, Friday, December 24, 2027 in Iceland, from 1 pm. The calendar names it as a half day and counts it as a working day, unless you tick Count half days as days off.',
  },
  {
    question: 'Why is Juneteenth missing from older calendars?',
    answer:
      'Juneteenth National Independence Day became a federal holiday in 2021, so the calendar shows it only from 2021 on.',
  },
  {
    question: 'Does my time zone change the calendar?',
    answer:
      'No. A calendar shows plain dates, not times of day, so the weekdays, week numbers and holidays are the same everywhere. Only the mark for today depends on the date where you are.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: CalendarIntro, Explainer: CalendarExplainer, faq: calendarFaq };
