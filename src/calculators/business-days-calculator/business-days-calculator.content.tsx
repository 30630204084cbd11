import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function BusinessDaysIntro() {
  return (
    <>
      <p>
        Find the date a number of business days after or before any date, or count the
        business days between two dates. Weekends are skipped, and you choose which days
        make up the weekend.
      </p>
      <p>
        Holidays are not skipped unless you ask for it: you can turn on the US federal
        holiday calendar, which leaves out each holiday on the day it is observed.
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
          Saturday, and where people work six days a week only Sunday is a day off. The
          calculator lets you choose any weekend days, as long as at least one day of the
          week remains a working day.
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
        <h2>Holidays</h2>
        <p>
          Holidays are not excluded unless you choose a holiday calendar. The US federal
          holiday calendar leaves out the 11 federal holidays: New Year’s Day (January 1),
          Martin Luther King Jr. Day (third Monday in January), Washington’s Birthday (third
          Monday in February), Memorial Day (last Monday in May), Juneteenth (June 19),
          Independence Day (July 4), Labor Day (first Monday in September), Columbus Day
          (second Monday in October), Veterans Day (November 11), Thanksgiving Day (fourth
          Thursday in November) and Christmas Day (December 25).
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
          State, local and company holidays are not included and may differ from the federal
          calendar. The day after Thanksgiving, for example, is not a federal holiday, even
          though many employers close that day.
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
      'By default, Monday to Friday. You can choose other weekend days, for example Friday and Saturday, or Sunday only. Holidays are skipped only if you turn on the US federal holiday calendar.',
  },
  {
    question: 'Does the start date count as a business day?',
    answer:
      'No. N business days from a date is the N-th working day strictly after it, so 1 business day from Friday, March 7, 2025 is Monday, March 10, 2025. If the start falls on a weekend, counting starts from there: with a Saturday and Sunday weekend, 1 business day from a Saturday or a Sunday is the following Monday.',
  },
  {
    question: 'Are holidays excluded?',
    answer:
      'Only if you choose the US federal holiday calendar. It leaves out the 11 federal holidays on their observed dates: a holiday on a Saturday is observed on the Friday before, one on a Sunday on the Monday after. State, local and company holidays are not included, but you can add any of them as your own days off.',
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
