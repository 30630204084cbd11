import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function HolidaysIntro() {
  return (
    <>
      <p>
        The list at the top shows the days until six holidays: New Year’s Day, Valentine’s Day,
        Independence Day, Halloween, Christmas and New Year’s Eve. It counts in your own time
        zone and puts the nearest holiday first.
      </p>
      <p>
        Below it, a table lists the US federal holidays of one year, with each holiday’s date
        and its observed day off, as the law stood that year. Pick any year from 1 to 9999,
        or step one year back or forward. “Add to calendar” saves the year’s holidays as one
        file for your calendar app.
      </p>
      <p>
        Under it, each of the 250 countries and territories of the holiday data has a page of its
        own: its public holidays of each year its data holds, nationwide and by region, with the
        other kinds of day it has (bank holidays, half days, optional days…) on request, and a
        calendar file. Type a country’s name or its two-letter code in the filter
        box to find it; a link suggests the country of your device’s language setting.
      </p>
    </>
  );
}

export function HolidaysExplainer() {
  return (
    <>
      <section>
        <h2>Days until the next holidays</h2>
        <p>
          Each count is a number of calendar days, using your device’s date and time zone, so
          it goes down by one at your own midnight. The list shows “Today!” on the day itself.
          Once a holiday has passed, it moves to next year’s date and to the end of the list.
        </p>
        <p>
          For example, on Saturday, December 26, 2026, the list starts with New Year’s Eve,
          5 days away, and New Year’s Day, 6 days away. Christmas comes last, 364 days away, on
          Saturday, December 25, 2027.
        </p>
        <p>
          For a live clock to midnight, open the{' '}
          <Link to="/countdown/christmas">Christmas Countdown</Link>, the{' '}
          <Link to="/new-year-countdown">New Year Countdown</Link> or the{' '}
          <Link to="/countdown/halloween">Halloween Countdown</Link>. The{' '}
          <Link to="/special-days/valentine">Valentine’s Day page</Link> also counts down to
          February 14.
        </p>
      </section>

      <section>
        <h2>The 11 US federal holidays</h2>
        <p>
          Federal law, 5 U.S.C. 6103, lists 11 holidays. Five are on a fixed date, so their
          weekday changes from year to year. The other six are on a set weekday of the month:
          five on a Monday, and Thanksgiving on a Thursday.
        </p>
        <table>
          <caption>The US federal holidays and their rules</caption>
          <thead>
            <tr>
              <th scope="col">Holiday</th>
              <th scope="col">Rule</th>
              <th scope="col">Possible dates</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>New Year’s Day</td>
              <td>January 1</td>
              <td>January 1</td>
            </tr>
            <tr>
              <td>Martin Luther King Jr. Day</td>
              <td>Third Monday of January</td>
              <td>January 15 to 21</td>
            </tr>
            <tr>
              <td>Washington’s Birthday</td>
              <td>Third Monday of February</td>
              <td>February 15 to 21</td>
            </tr>
            <tr>
              <td>Memorial Day</td>
              <td>Last Monday of May</td>
              <td>May 25 to 31</td>
            </tr>
            <tr>
              <td>Juneteenth National Independence Day</td>
              <td>June 19</td>
              <td>June 19</td>
            </tr>
            <tr>
              <td>Independence Day</td>
              <td>July 4</td>
              <td>July 4</td>
            </tr>
            <tr>
              <td>Labor Day</td>
              <td>First Monday of September</td>
              <td>September 1 to 7</td>
            </tr>
            <tr>
              <td>Columbus Day</td>
              <td>Second Monday of October</td>
              <td>October 8 to 14</td>
            </tr>
            <tr>
              <td>Veterans Day</td>
              <td>November 11</td>
              <td>November 11</td>
            </tr>
            <tr>
              <td>Thanksgiving Day</td>
              <td>Fourth Thursday of November</td>
              <td>November 22 to 28</td>
            </tr>
            <tr>
              <td>Christmas Day</td>
              <td>December 25</td>
              <td>December 25</td>
            </tr>
          </tbody>
        </table>
        <p>
          Washington’s Birthday is often called Presidents’ Day. For more on the two Mondays
          that frame the summer, see{' '}
          <Link to="/special-days/memorial-labor">Memorial Day and Labor Day</Link>.
        </p>
      </section>

      <section>
        <h2>Observed days: when a holiday falls on a weekend</h2>
        <p>
          For federal workers, a holiday that falls on a Saturday is observed on the Friday
          before, and one that falls on a Sunday on the Monday after. The table shows that day
          off next to the holiday’s own date.
        </p>
        <p>
          In 2026, only one holiday moves: Independence Day is on Saturday, July 4, 2026, so
          the day off is Friday, July 3, 2026. In 2027, three holidays move:
        </p>
        <ul>
          <li>Juneteenth, Saturday, June 19, 2027, is observed on Friday, June 18, 2027.</li>
          <li>
            Independence Day, Sunday, July 4, 2027, is observed on Monday, July 5, 2027.
          </li>
          <li>
            Christmas Day, Saturday, December 25, 2027, is observed on Friday, December 24,
            2027.
          </li>
        </ul>
        <p>
          New Year’s Day 2028 is a Saturday too, so its day off is Friday, December 31, 2027.
          That gives 2027 twelve federal days off, and 2028 only ten. Between Monday, December
          20 and Friday, December 31, 2027, there are 10 weekdays but only{' '}
          <Link to="/business-days-calculator?mode=count&from=2027-12-20&to=2027-12-31&holidays=us">
            8 business days
          </Link>
          . The <Link to="/calendar-generator?month=2027-12">Calendar Generator</Link> marks
          each holiday on its day off.
        </p>
      </section>

      <section>
        <h2>The rules of each year, since 1870</h2>
        <p>
          The table follows the law as it stood in the year you pick, from the statutes now
          gathered in 5 U.S.C. 6103. The United States had no federal holidays before 1870, so
          the table of an earlier year is empty. Each holiday appears from the year it became a
          federal holiday, on the date of that year’s rule:
        </p>
        <table>
          <caption>US federal holidays: since when, and their rules</caption>
          <thead>
            <tr>
              <th scope="col">Since</th>
              <th scope="col">Holiday</th>
              <th scope="col">Rule and source</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>1870</td>
              <td>New Year’s Day, Independence Day, Christmas Day</td>
              <td>January 1, July 4, December 25 (Act of June 28, 1870)</td>
            </tr>
            <tr>
              <td>1870</td>
              <td>Thanksgiving Day</td>
              <td>
                The day the President proclaims: the last Thursday of November until 1938; November 23, 1939, November 21,
                1940 and November 20, 1941; the fourth Thursday from 1942 (joint resolution of December 26, 1941)
              </td>
            </tr>
            <tr>
              <td>1879</td>
              <td>Washington’s Birthday</td>
              <td>February 22; the third Monday of February from 1971 (Uniform Monday Holiday Act of 1968)</td>
            </tr>
            <tr>
              <td>1888</td>
              <td>Memorial Day (Decoration Day)</td>
              <td>May 30; the last Monday of May from 1971</td>
            </tr>
            <tr>
              <td>1894</td>
              <td>Labor Day</td>
              <td>The first Monday of September (Act of June 28, 1894)</td>
            </tr>
            <tr>
              <td>1937</td>
              <td>Columbus Day</td>
              <td>October 12, proclaimed each year from 1937; the second Monday of October, as a legal public holiday, from 1971</td>
            </tr>
            <tr>
              <td>1938</td>
              <td>Armistice Day, named Veterans Day from 1954</td>
              <td>November 11; the fourth Monday of October from 1971 to 1977; November 11 again from 1978</td>
            </tr>
            <tr>
              <td>1986</td>
              <td>Martin Luther King Jr. Day</td>
              <td>The third Monday of January (Act of November 2, 1983)</td>
            </tr>
            <tr>
              <td>2021</td>
              <td>Juneteenth National Independence Day</td>
              <td>June 19 (Act of June 17, 2021)</td>
            </tr>
          </tbody>
        </table>
        <p>
          A holiday on a Saturday has been observed on the Friday before, and one on a Sunday on
          the Monday after, since 1971. For earlier years the table gives the legal date as the
          day off. In 2021, June 19 was a Saturday, and the first day off for Juneteenth was
          Friday, June 18, 2021. Inauguration Day, a holiday in the Washington, D.C. area only,
          is not listed.
        </p>
        <p>
          The year you pick is in the page’s address, for example /holidays?year=2027, so a
          bookmark or a shared link opens the same year.
        </p>
      </section>

      <section>
        <h2>Add the holidays to your calendar</h2>
        <p>
          “Add to calendar” downloads one .ics file with the federal holidays of the year shown.
          Each holiday is an all-day event on its day off. Open or import the file in Google
          Calendar, Apple Calendar or Outlook to add them all at once.
        </p>
        <p>
          Because each event is on the day off, the 2028 file has New Year’s Day on Friday,
          December 31, 2027. The file is made in your browser, and nothing is sent to a server.
        </p>
      </section>

      <section>
        <h2>State, company and other holidays</h2>
        <p>
          The federal schedule sets the days off for federal workers. States, cities, schools,
          banks and employers can follow their own rules, add days or leave some out. The day
          after Thanksgiving and Christmas Eve, for example, are not federal holidays, but
          some employers close on them. Check with your employer or school for the days that
          apply to you.
        </p>
        <p>
          Valentine’s Day, Halloween and New Year’s Eve are in the list at the top, but they
          are not federal holidays. Neither is{' '}
          <Link to="/special-days/election">election day</Link>. For more countdowns, see{' '}
          <Link to="/special-days">Special Days</Link>.
        </p>
      </section>
    </>
  );
}

export const holidaysFaq: FaqItem[] = [
  {
    question: 'How many US federal holidays are there?',
    answer:
      'There are 11. 5 U.S.C. 6103 lists New Year’s Day, Martin Luther King Jr. Day, Washington’s Birthday, Memorial Day, Juneteenth, Independence Day, Labor Day, Columbus Day, Veterans Day, Thanksgiving Day and Christmas Day. Juneteenth was added in 2021, so 1986 to 2020 have 10, and earlier years fewer: the first four came in 1870.',
  },
  {
    question: 'What does “observed” mean for a holiday?',
    answer:
      'The observed day is the weekday that federal workers get off for a holiday. It is the holiday itself on a weekday, and another day when the holiday falls on a weekend.',
  },
  {
    question: 'When is a holiday on a weekend observed?',
    answer:
      'A holiday on a Saturday is observed on the Friday before, and one on a Sunday on the Monday after. Christmas Day 2027 is a Saturday, so it is observed on Friday, December 24, 2027.',
  },
  {
    question: 'Can New Year’s Day be observed in the year before?',
    answer:
      'Yes. When January 1 is a Saturday, the day off is Friday, December 31 of the year before. January 1, 2028 is a Saturday, so it is observed on Friday, December 31, 2027.',
  },
  {
    question: 'Are Christmas Eve, Valentine’s Day and Halloween federal holidays?',
    answer:
      'No. Christmas Eve, Valentine’s Day, Halloween and New Year’s Eve are not federal holidays. Valentine’s Day, Halloween and New Year’s Eve are in the countdown list only to show the days until them. In 2027, though, Friday, December 24 is the federal day off for Christmas Day, which falls on a Saturday.',
  },
  {
    question: 'How do I add the federal holidays to my calendar?',
    answer:
      'Pick the year and press “Add to calendar”. It downloads one .ics file with an all-day event for each holiday on its day off, which you can import into Google Calendar, Apple Calendar or Outlook.',
  },
  {
    question: 'Does the Business Days Calculator skip holidays?',
    answer:
      'Only if you choose to. Its holiday setting starts at no holidays, and you can switch to the US federal holiday calendar, which leaves out each holiday on its observed day.',
  },
  {
    question: 'Which countries’ holidays can I look up?',
    answer:
      'Every country and territory of python-holidays, an open dataset (MIT licence) that has each year’s own rules: 250 of them, each on a page of its own with its regions and a calendar file. Each country’s data holds its own years, at most 1900 to 2100: Germany’s 1991 to 2100, India’s 2001 to 2035. Find it in the list below the calculator.',
  },
  {
    question: 'Is anything sent when I use this page?',
    answer:
      'No. Everything is computed in your browser, and nothing is sent or stored on a server. The year you pick is in the page’s address, so a bookmark or a shared link opens the same table.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: HolidaysIntro, Explainer: HolidaysExplainer, faq: holidaysFaq };
