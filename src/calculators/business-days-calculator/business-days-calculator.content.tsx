import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';
import { PLACE_HOLIDAY_YEARS } from '@/lib/date/work-calendar';
import { HolidayDataCredit } from '@/components/holiday-data-credit';

export function BusinessDaysIntro() {
  return (
    <>
      <p>
        Find the date a number of business days after or before any date, count the business
        days between two dates, or find a due date: a date some years, months, weeks and days
        after a start, moved to a working day by the rule you choose when it lands on a day
        off.
      </p>
      <p>
        Holidays are not skipped unless you ask for it. Choose a country, or a region or state
        of one, and its public holidays become days off, with that country’s weekend. You can
        also add days off and working days of your own, or use the US federal holiday calendar.
      </p>
    </>
  );
}

export function BusinessDaysExplainer() {
  return (
    <>
      <section>
        <h2>What is a business day?</h2>
        <p>
          A business day, or working day, is a day that is not part of the weekend and not a
          holiday. By default that means Monday to Friday, with Saturday and Sunday as the
          weekend.
        </p>
        <p>
          Not everyone has the same weekend. In some countries the weekend is Friday and
          Saturday, and where people work six days a week only Sunday is a day off. When you
          choose a country, the calculator starts from that country’s weekend. You can also
          choose any weekend days yourself, as long as at least one day of the week remains a
          working day.
        </p>
      </section>

      <section>
        <h2>Adding and subtracting business days</h2>
        <p>
          “N business days from a date” is the N-th working day strictly after that date.
          The start date itself is never counted, even when it is a working day. “N business
          days before a date” works the same way backwards: the N-th working day strictly
          before it.
        </p>
        <ul>
          <li>
            1 business day from Friday, March 7, 2025 is Monday, March 10, 2025.
          </li>
          <li>
            A start on a weekend counts from there: 1 business day from Saturday, March 8,
            2025 is also Monday, March 10, 2025, and 3 business days from that Saturday is
            Wednesday, March 12, 2025.
          </li>
          <li>
            1 business day before Monday, March 10, 2025 is Friday, March 7, 2025.
          </li>
        </ul>
      </section>

      <section>
        <h2>Counting business days between two dates</h2>
        <p>
          To count the business days between two dates, the calculator counts the working
          days from the start date up to, but not including, the end date. When you choose
          to count both dates, the end date is included too. From Saturday, March 1, 2025 to
          Monday, March 31, 2025 there are 20 business days, or 21 counting both dates,
          because March 31 is a Monday.
        </p>
        <p>
          If the end date is before the start date, the count is 0. To count calendar days
          instead, use{' '}
          <Link to="/days-between-dates">Days Between Dates</Link>.
        </p>
      </section>

      <section>
        <h2>Holidays, weekends and your own days</h2>
        <p>
          Holidays are not excluded unless you choose a place or the US federal holiday
          calendar. Choose a country, or a region or state of one, such as Scotland in the United
          Kingdom or California in the United States, and its public holidays become days off. A
          region’s days off are its country’s public holidays, with the region’s own added and
          any it does not observe left out.
        </p>
        <p>
          Some places also have bank holidays, when banks and many offices close but other
          work goes on, and half days, off for part of the day or for some groups only, such as
          Christmas Eve from 1 pm in Iceland. Both count as working days unless you tick “Count
          bank holidays as days off” or “Count half days as days off”.
        </p>
        <p>
          The data has other kinds of day for some places: government holidays, optional
          holidays, school holidays, or days off only in Catholic areas, such as Assumption
          Day in the municipalities of Bavaria with a Catholic majority. They are working days
          unless you choose to count them as days off too (in the link, for example,{' '}
          <code>kinds=catholic</code>). A weekend day decreed a working day, as China
          decrees some each year in exchange for days off around its holidays (in 2025, Sunday,
          January 26 and Saturday, February 8), is a working day in every calculation.
        </p>
        <p>
          The weekend is the country’s own unless you choose other days: Friday and Saturday
          in Saudi Arabia, Bahrain, Kuwait, Oman and Qatar, Sunday only in India, and Saturday
          and Sunday in most other countries. These defaults come from the week data of the
          Unicode Common Locale Data Repository (CLDR).
        </p>
        <p>
          You can add days off of your own, such as a company shutdown or a local holiday,
          and working days of your own, such as a Saturday worked to make up for a bridge
          day. Your days off are skipped like holidays. Your working days count even on a
          weekend or a holiday, and a date in both lists is a working day.
        </p>
        <p>
          Each place’s data holds its own years, at most {PLACE_HOLIDAY_YEARS.from} to{' '}
          {PLACE_HOLIDAY_YEARS.to}: those python-holidays knows for the country, and fewer where
          the table of a lunar calendar it uses ends. Germany’s are 1991 to 2100, India’s 2001
          to 2035 and Saudi Arabia’s 1925 to 2078. When a span reaches outside a place’s years,
          the result says that those years’ holidays are not known, and counts only the
          weekend and your own days there.
        </p>
        <p>
          Every result of adding or counting business days lists the holidays and your days
          off that fell on a working day in the span, each with its date, weekday and name,
          and the number of weekend days skipped, so you can check it.
        </p>
        <HolidayDataCredit />

        <h3>US federal holidays</h3>
        <p>
          The site’s own calendar, “US federal holidays (observed dates)”, leaves out the
          federal holidays of each year. Since 2021 there are 11: New Year’s Day (January 1),
          Martin Luther King Jr. Day (third Monday in January), Washington’s Birthday (third
          Monday in February), Memorial Day (last Monday in May), Juneteenth (June 19),
          Independence Day (July 4), Labor Day (first Monday in September), Columbus Day
          (second Monday in October), Veterans Day (November 11), Thanksgiving Day (fourth
          Thursday in November) and Christmas Day (December 25). Earlier years have the
          holidays of their time: Juneteenth is a federal holiday from 2021, and Martin
          Luther King Jr. Day from 1986.
        </p>
        <p>
          The calendar uses the observed dates. A holiday that falls on a Saturday is
          observed on the Friday before, and one that falls on a Sunday on the Monday after.
          For example, July 4, 2026 is a Saturday, so it is observed on Friday, July 3, 2026;
          Christmas Day 2022 fell on a Sunday and was observed on Monday, December 26, 2022.
          New Year’s Day can be observed in the year before: January 1, 2028 is a Saturday,
          so it is observed on Friday, December 31, 2027.
        </p>
        <p>
          State, local and company holidays are not part of the federal calendar. The day
          after Thanksgiving, for example, is not a federal holiday, even though many
          employers close that day. For a state’s holidays, choose the state as the place;
          add company holidays as your own days off.
        </p>
      </section>

      <section>
        <h2>Due dates that land on a day off</h2>
        <p>
          A due date is a start date plus years, months, weeks and days, counted on the
          calendar, not in business days. Years and months are added first: a day past the
          end of the month reached becomes that month’s last day, so January 31, 2026 plus 1
          month is Saturday, February 28, 2026, and January 31, 2028 plus 1 month is Tuesday,
          February 29, 2028. Then the weeks and days are added: January 31, 2026 plus 1 month
          and 1 day is Sunday, March 1, 2026.
        </p>
        <p>
          If the date reached is not a working day, the result shows it as the unadjusted
          date, says why (the weekend day, the holiday’s name, or your day off), and moves it
          by the rule you choose. For example, 1 month after Thursday, April 30, 2026 is
          Saturday, May 30, 2026. With a Saturday and Sunday weekend and no holidays:
        </p>
        <ul>
          <li>
            Following, the default, moves the date to the next working day: Saturday, May 30,
            2026 becomes Monday, June 1, 2026.
          </li>
          <li>
            Modified following moves it to the next working day unless that day is in the next
            month, and then to the previous working day: Saturday, May 30, 2026 becomes
            Friday, May 29, 2026, because Monday, June 1, 2026 is in June.
          </li>
          <li>
            Preceding moves it to the previous working day: Saturday, May 30, 2026 becomes
            Friday, May 29, 2026.
          </li>
          <li>
            Modified preceding moves it to the previous working day unless that day is in the
            previous month, and then to the next working day: Sunday, March 1, 2026 becomes
            Monday, March 2, 2026, because Friday, February 27, 2026 is in February.
          </li>
          <li>
            None keeps the date as it is: Saturday, May 30, 2026 stays Saturday, May 30, 2026.
          </li>
        </ul>
        <p>
          When the next or previous working day is in the same month, the modified rules give
          the same date as the plain ones. These are the business day conventions that ISDA,
          the International Swaps and Derivatives Association, defines for the dates of
          financial contracts, and that financial software such as QuantLib and OpenGamma
          Strata uses under the same names.
        </p>
      </section>

      <section>
        <h2>Spreadsheet equivalents</h2>
        <p>
          In Excel, Google Sheets and LibreOffice Calc, <code>WORKDAY(start, days, holidays)</code>{' '}
          returns the date a number of working days after the start, not
          counting the start itself, which is the same rule as this calculator; a negative
          number of days goes backwards. <code>NETWORKDAYS(start, end, holidays)</code>{' '}
          counts the working days between two dates including both of them, so compare it
          with this calculator’s count with both dates included.{' '}
          <code>NETWORKDAYS.INTL</code> and <code>WORKDAY.INTL</code> add a weekend argument
          for weekends other than Saturday and Sunday. One difference: when the end date is
          before the start, <code>NETWORKDAYS</code> returns a negative number, while this
          calculator shows 0.
        </p>
      </section>

      <section>
        <h2>Quick reference</h2>
        <ul>
          <li>5 business days ≈ 7 calendar days</li>
          <li>10 business days ≈ 14 calendar days</li>
          <li>20 business days ≈ 28 calendar days</li>
          <li>60 business days ≈ 84 calendar days</li>
        </ul>
        <p>
          These are exact when you start on a weekday, with a Saturday and Sunday weekend and
          no holidays in the way. Starting on a Saturday takes one calendar day less,
          starting on a Sunday two days less, and each holiday skipped adds a day. For an
          exact date, use the <Link to="/date-from-today">Date Calculator</Link> or this
          page’s calculator.
        </p>
      </section>
    </>
  );
}

export const businessDaysFaq: FaqItem[] = [
  {
    question: 'What counts as a business day?',
    answer:
      'By default, Monday to Friday, or the weekdays outside the weekend of the country you choose. You can choose other weekend days, for example Friday and Saturday, or Sunday only. Holidays are skipped only if you choose a place or the US federal holiday calendar.',
  },
  {
    question: 'Does the start date count as a business day?',
    answer:
      'No. N business days from a date is the N-th working day strictly after it, so 1 business day from Friday, March 7, 2025 is Monday, March 10, 2025. If the start falls on a weekend, counting starts from there: with a Saturday and Sunday weekend, 1 business day from a Saturday or a Sunday is the following Monday.',
  },
  {
    question: 'Are holidays excluded?',
    answer:
      'Only if you choose a place or the US federal holiday calendar. A country’s or region’s public holidays are then days off, and its bank holidays and half days too if you tick them; the US federal calendar leaves out the federal holidays on their observed dates. Company holidays are not included, but you can add any of them as your own days off.',
  },
  {
    question: 'Which countries and regions are covered?',
    answer:
      'Every country and territory python-holidays knows, 250 of them, with the states, regions or provinces it has for 35 of them, such as Scotland in the United Kingdom or California in the United States. A region’s days off are its country’s public holidays, with the region’s own added and any it does not observe left out.',
  },
  {
    question: 'What are bank holidays and half days?',
    answer:
      'Bank holidays are days when banks and many offices close but other work goes on, and half days are days off for part of the day or for some groups only, such as Christmas Eve from 1 pm in Iceland. Both count as working days unless you tick “Count bank holidays as days off” or “Count half days as days off”.',
  },
  {
    question: 'My weekend is Friday and Saturday. Can I use it?',
    answer:
      'Yes. When you choose a country, its own weekend is the default, from the Unicode CLDR week data: Friday and Saturday in Saudi Arabia, Bahrain, Kuwait, Oman and Qatar, and Sunday only in India. You can also tick any weekend days yourself, as long as one day of the week stays a working day.',
  },
  {
    question: 'What if a date is in both my days off and my working days?',
    answer:
      'It is a working day: your own working day wins over your days off, holidays and the weekend. For example, with Saturday, January 25, 2025 in both lists and a Saturday and Sunday weekend, 1 business day after Friday, January 24, 2025 is Saturday, January 25, 2025.',
  },
  {
    question: 'What is modified following?',
    answer:
      'A rule for a due date that lands on a day off: it moves to the next working day, unless that day is in the next month, and then to the previous working day. With a Saturday and Sunday weekend, a due date of Saturday, May 30, 2026 moves to Friday, May 29, 2026, because the next working day, Monday, June 1, 2026, is in June. The other rules are following (the next working day), preceding (the previous one), modified preceding (the previous one, unless it is in the previous month) and none (the date is kept).',
  },
  {
    question: 'What is January 31 plus 1 month?',
    answer:
      'February 28, or February 29 in a leap year: a day past the end of the month reached becomes that month’s last day, and the result says so. January 31, 2026 plus 1 month is Saturday, February 28, 2026, and February 29, 2028 plus 1 year is Wednesday, February 28, 2029. Weeks and days are added after the years and months.',
  },
  {
    question: 'What about years before 1900 or after 2100?',
    answer: `Each place’s data holds its own years, at most ${PLACE_HOLIDAY_YEARS.from} to ${PLACE_HOLIDAY_YEARS.to}: Germany’s are 1991 to 2100, India’s 2001 to 2035 and Saudi Arabia’s 1925 to 2078. For other years a place’s holidays are not known: the result says so and counts only the weekend and your own days in those years. The US federal holiday calendar is computed from its rules for any year: each holiday from the year it became a federal holiday, on the date of that year’s rule, and none before 1870.`,
  },
  {
    question: 'Can I add my own days off or working days?',
    answer:
      'Yes. Under “Your own days”, add up to 100 extra days off (a company shutdown, a local holiday) and up to 100 extra working days (a Saturday worked to make up a bridge day). Days off are skipped like holidays and listed with them in the result; working days count even on a weekend or a holiday. A date in both lists is a working day. For example, 5 business days after Friday, January 17, 2025, with Monday, January 20 off and Saturday, January 25 worked, is Saturday, January 25, 2025. The dates are kept in the link as comma lists (off=2025-01-20&work=2025-01-25).',
  },
  {
    question: 'How many calendar days is 10 business days?',
    answer:
      'About 14. Starting on a weekday with a Saturday and Sunday weekend and no holidays, 10 business days always span exactly 14 calendar days. Starting on a weekend shortens that by a day or two, and holidays lengthen it.',
  },
  {
    question: 'How do I count the business days between two dates?',
    answer:
      'Switch to counting between dates and enter a start date and an end date. The calculator counts working days from the start up to but not including the end, or including the end when you choose to count both dates. If the end date is before the start, the count is 0.',
  },
  {
    question: 'Is this the same as NETWORKDAYS in a spreadsheet?',
    answer:
      'NETWORKDAYS counts both the start and the end date, so it matches this calculator when both dates are counted and the same weekend and holidays are used. NETWORKDAYS.INTL lets a spreadsheet use other weekend days, as this calculator does.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: BusinessDaysIntro, Explainer: BusinessDaysExplainer, faq: businessDaysFaq };
