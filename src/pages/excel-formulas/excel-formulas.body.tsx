import type { ReactNode } from 'react';
import { ScrollArea } from '@/components/scroll-area';
import { Link } from 'react-router-dom';
import { CodeBlock } from '@/components/code-block';
import { Faq } from '@/shell/faq';
import { spreadsheetDate } from '@/content/code-args';
import { Toc } from '@/components/toc';
import { ToasterHost } from '@/kit/calculator/toast';
import type { FaqItem } from '@/content/types';
import { formatLong, formatMedium } from '@/lib/date/core/format';
import { grouped } from '@/kit/calculator/plural';
import {
  age,
  christmas,
  datedif,
  fromToday,
  holidayRange,
  holidays2026,
  independenceDay2026,
  isoMonday,
  isoSunday,
  leapling,
  mdPitfall,
  monthEnd,
  months,
  networkdays,
  quarter,
  serials,
  weekNumbers,
  weekday,
  weekendRows,
  workday,
} from './excel-formulas.data';

const SECTIONS = [
  { id: 'datedif', label: 'DATEDIF: days, months and years' },
  { id: 'datedif-md', label: 'The “md” pitfall and a safe formula' },
  { id: 'today', label: 'Days since or until a date with TODAY()' },
  { id: 'networkdays', label: 'NETWORKDAYS: business days between dates' },
  { id: 'workday', label: 'WORKDAY: a date n business days away' },
  { id: 'intl', label: 'NETWORKDAYS.INTL and WORKDAY.INTL: other weekends' },
  { id: 'weekday', label: 'WEEKDAY: the day of the week' },
  { id: 'edate-eomonth', label: 'EDATE and EOMONTH: months and month ends' },
  { id: 'week-numbers', label: 'ISOWEEKNUM and WEEKNUM: week numbers' },
  { id: 'age', label: 'Age in years' },
  { id: 'quarter', label: 'Quarter of a date' },
  { id: 'weekend', label: 'Weekend or weekday?' },
  { id: 'google-sheets', label: 'Google Sheets differences' },
  { id: 'mistakes', label: 'Common mistakes' },
] as const;

/** A table whose rows are each named in their first cell (a formula or an argument). */
function RowTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly [ReactNode, ...ReactNode[]])[];
}) {
  return (
    <ScrollArea label={caption}>
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...cells], row) => (
          // The rows are fixed text: their order is their identity.
          // eslint-disable-next-line react/no-array-index-key
          <tr key={row}>
            <th scope="row">{name}</th>
            {cells.map((cell, column) => (
              // eslint-disable-next-line react/no-array-index-key
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
    </ScrollArea>
  );
}

/** A worked example: each formula beside the value it returns. */
function FormulaTable({ caption, rows }: { caption: string; rows: readonly (readonly [string, ReactNode])[] }) {
  return <RowTable caption={caption} columns={['Formula', 'Result']} rows={rows.map(([formula, result]) => [<code>{formula}</code>, result])} />;
}

const H = holidayRange;

const faq: FaqItem[] = [
  {
    question: 'Why can’t I find DATEDIF in Excel’s function list?',
    answer:
      'Excel keeps DATEDIF for compatibility with old Lotus 1-2-3 workbooks and does not suggest it as you type. Type the whole formula, such as =DATEDIF(A2,B2,"m"), and it works. Google Sheets lists it like any other function.',
  },
  {
    question: 'How do I count the days between two dates including both dates?',
    answer: `Subtract and add 1: =B2-A2+1. From ${formatMedium(datedif.start)} to ${formatMedium(datedif.end)} that gives ${datedif.daysInclusive} instead of ${datedif.days}.`,
  },
  {
    question: 'How do I count business days without holidays in Excel?',
    answer: `Put the holiday dates in a range and pass it as the third argument: =NETWORKDAYS(A2,B2,${H}). NETWORKDAYS counts both the start and the end date and skips Saturdays, Sundays and every date in the range.`,
  },
  {
    question: 'What is the formula for age in Excel or Google Sheets?',
    answer:
      '=DATEDIF(A2,TODAY(),"y") gives the age in complete years for a birth date in A2, and =DATEDIF(A2,TODAY(),"ym") the months after the last birthday.',
  },
  {
    question: 'Why does my date subtraction show a strange date instead of a number?',
    answer:
      'The result cell has a date format, often carried over from the cells the formula uses. The value is a number of days: set the cell’s number format to Number or General.',
  },
  {
    question: 'Do these formulas work the same in Google Sheets?',
    answer:
      'Yes, every function on this page exists in both with the same arguments. The serial numbers behind dates differ only before March 1, 1900, and the argument separator depends on your locale in both.',
  },
  {
    question: 'How do I add months to a date?',
    answer:
      'Use =EDATE(A2,n). It keeps the day of the month and moves to the month’s last day when that day does not exist, so January 31 plus one month is February 28 (29 in a leap year).',
  },
  {
    question: 'How do I get the ISO week number?',
    answer:
      'Use =ISOWEEKNUM(A2), or =WEEKNUM(A2,21). Plain WEEKNUM(A2) counts weeks from Sunday with January 1 always in week 1, which gives different numbers around New Year.',
  },
];

export default function ExcelFormulasBody() {
  const sunday = isoSunday;
  const monday = isoMonday;
  return (
    <>
      <div className="prose">
        <p>
          Spreadsheets store every date as a serial number, a count of days, so most date formulas are simple
          arithmetic with a few functions on top. Each formula below comes with fixed example dates, the result it
          returns and, where a Datewise calculator can show the same answer, a link that opens it with the inputs
          filled in. The formulas work in Excel and Google Sheets alike unless a section says otherwise. In the
          examples, cells such as A2 and B2 hold real dates: type them in, or build them with{' '}
          <code>DATE(year,month,day)</code>, which reads the same in every locale.
        </p>

        <Toc items={SECTIONS} />

        <section id="datedif" className="below-fold">
          <h2>DATEDIF: days, months and years between two dates</h2>
          <p>
            <code>DATEDIF(start_date, end_date, unit)</code> returns the difference between two dates in the unit you
            name. The start date must not be after the end date, or the result is <code>#NUM!</code>. Excel keeps
            DATEDIF for compatibility with Lotus 1-2-3 workbooks: it is documented, but Excel does not suggest it as
            you type, so write the whole formula yourself. It works all the same, and Google Sheets lists it like
            any other function.
          </p>
          <CodeBlock
            language="spreadsheet"
            caption="DATEDIF units"
            code={['=DATEDIF(A2,B2,"d")', '=DATEDIF(A2,B2,"m")', '=DATEDIF(A2,B2,"y")', '=DATEDIF(A2,B2,"ym")', '=DATEDIF(A2,B2,"yd")'].join('\n')}
          />
          <RowTable
            caption={`DATEDIF with A2 = ${datedif.start} and B2 = ${datedif.end}`}
            columns={['Unit', 'Returns', 'Result']}
            rows={[
              [<code>"d"</code>, <>Days in the span, the same as <code>=B2-A2</code></>, datedif.days],
              [<code>"m"</code>, 'Complete months', datedif.months],
              [<code>"y"</code>, 'Complete years', datedif.years],
              [<code>"ym"</code>, 'Complete months after the complete years', datedif.monthsAfterYears],
              [<code>"yd"</code>, <>Days with the years ignored: here from {formatMedium(datedif.ydFrom)} to {formatMedium(datedif.end)}</>, datedif.daysIgnoringYears],
            ]}
          />
          <p>
            A month counts as complete only once the end date reaches the start’s day of the month. From{' '}
            {formatMedium(monthEnd.start)} to {formatMedium(monthEnd.end)}, DATEDIF with <code>"m"</code> returns{' '}
            {monthEnd.datedifMonths}, although February 28 is the last day of February. Datewise’s calculators count
            that span as {monthEnd.datewiseMonths} month, because a month added to January 31 ends on February’s last
            day. So for start dates on the 29th, 30th or 31st the two can differ by a month.
          </p>
          <ul>
            <li>
              Days:{' '}
              <Link to={`/days-between-dates?from=${datedif.start}&to=${datedif.end}&inclusive=false`}>
                {datedif.days} days in the Days Between Dates calculator, end date not counted
              </Link>
            </li>
            <li>
              Years, months and days, and the total in months:{' '}
              <Link to={`/age-calculator?birth=${datedif.start}&on=${datedif.end}`}>the same span in the Age Calculator</Link>{' '}
              ({datedif.years} years, {datedif.monthsAfterYears} months, {datedif.daysAfterMonths} days, or{' '}
              {datedif.months} months and {datedif.daysAfterMonths} days)
            </li>
            <li>
              The <code>"yd"</code> days:{' '}
              <Link to={`/days-between-dates?from=${datedif.ydFrom}&to=${datedif.end}&inclusive=false`}>
                {formatMedium(datedif.ydFrom)} to {formatMedium(datedif.end)}
              </Link>
            </li>
            <li>
              The month-end case:{' '}
              <Link to={`/age-calculator?birth=${monthEnd.start}&on=${monthEnd.end}`}>
                {formatMedium(monthEnd.start)} to {formatMedium(monthEnd.end)} in the Age Calculator
              </Link>
            </li>
          </ul>
        </section>

        <section id="datedif-md" className="below-fold">
          <h2>DATEDIF’s “md” pitfall and a safe formula</h2>
          <p>
            The <code>"md"</code> unit is meant to give the days left over after the complete months. Microsoft’s own
            documentation advises against it: the <code>"MD"</code> argument may return a negative number, a zero or an
            inaccurate result. A reliable replacement moves the start date on by the complete months with EDATE and
            subtracts that date from the end date:
          </p>
          <CodeBlock language="spreadsheet" caption="Days after the complete months" code={'=B2-EDATE(A2,DATEDIF(A2,B2,"m"))'} />
          <FormulaTable
            caption={`With A2 = ${datedif.start} and B2 = ${datedif.end}`}
            rows={[
              ['=DATEDIF(A2,B2,"m")', datedif.months],
              [`=EDATE(A2,${datedif.months})`, formatLong(datedif.afterMonths)],
              ['=B2-EDATE(A2,DATEDIF(A2,B2,"m"))', datedif.daysAfterMonths],
            ]}
          />
          <p>
            Together with <code>"y"</code> and <code>"ym"</code> this gives a full “years, months, days” answer:{' '}
            {datedif.years} years, {datedif.monthsAfterYears} months, {datedif.daysAfterMonths} days.
          </p>
          <CodeBlock
            language="spreadsheet"
            caption="Years, months and days as text"
            code={'=DATEDIF(A2,B2,"y")&" years, "&DATEDIF(A2,B2,"ym")&" months, "&(B2-EDATE(A2,DATEDIF(A2,B2,"m")))&" days"'}
          />
          <p>
            Start dates late in a long month are where a leftover-days figure needs care. With A2 ={' '}
            {mdPitfall.start} and B2 = {mdPitfall.end}, DATEDIF counts {mdPitfall.months} complete month,{' '}
            <code>EDATE(A2,{mdPitfall.months})</code> is {formatLong(mdPitfall.afterMonths)}, and the safe formula
            returns {mdPitfall.daysAfterMonths}: {mdPitfall.months} month and {mdPitfall.daysAfterMonths} day.{' '}
            <Link to={`/age-calculator?birth=${mdPitfall.start}&on=${mdPitfall.end}`}>
              The Age Calculator shows the same {mdPitfall.months} month, {mdPitfall.daysAfterMonths} day
            </Link>
            .
          </p>
        </section>

        <section id="today" className="below-fold">
          <h2>Days since or until a date with TODAY()</h2>
          <p>
            <code>TODAY()</code> returns the current date and updates whenever the sheet recalculates. Subtracting
            dates gives the number of days between them, the end date not counted.
          </p>
          <CodeBlock language="spreadsheet" caption="Days since A2, days until A3" code={['=TODAY()-A2', '=A3-TODAY()'].join('\n')} />
          <FormulaTable
            caption={`With ${fromToday.today} in place of TODAY(), A2 = ${fromToday.past} and A3 = ${fromToday.future}`}
            rows={[
              ['=TODAY()-A2', fromToday.daysSince],
              ['=A3-TODAY()', fromToday.daysUntil],
            ]}
          />
          <p>
            These results use {formatLong(fromToday.today)} in place of <code>TODAY()</code> so that they stay
            fixed; in your sheet the answer changes every day. To reproduce them, write{' '}
            <code>{spreadsheetDate(fromToday.today)}</code> where the formula says <code>TODAY()</code>. A date that has passed gives a
            negative “days until”. If the result appears as a date, set the cell’s format to Number or General.
          </p>
          <ul>
            <li>
              <Link to={`/days-between-dates?from=${fromToday.past}&to=${fromToday.today}&inclusive=false`}>
                {fromToday.daysSince} days from {formatMedium(fromToday.past)} to {formatMedium(fromToday.today)}
              </Link>
            </li>
            <li>
              <Link to={`/days-between-dates?from=${fromToday.today}&to=${fromToday.future}&inclusive=false`}>
                {fromToday.daysUntil} days from {formatMedium(fromToday.today)} to {formatMedium(fromToday.future)}
              </Link>
            </li>
          </ul>
        </section>

        <section id="networkdays" className="below-fold">
          <h2>NETWORKDAYS: business days between two dates</h2>
          <p>
            <code>NETWORKDAYS(start_date, end_date, [holidays])</code> counts the Mondays to Fridays from the start
            date to the end date, <strong>counting both the start and the end date</strong>, and leaves out every
            date listed in the optional holidays range.
          </p>
          <CodeBlock
            language="spreadsheet"
            caption="Business days, without and with holidays"
            code={['=NETWORKDAYS(A2,B2)', `=NETWORKDAYS(A2,B2,${H})`].join('\n')}
          />
          <FormulaTable
            caption={`November 2026: A2 = ${networkdays.from}, B2 = ${networkdays.to}, ${H} = the 2026 holidays below`}
            rows={[
              ['=NETWORKDAYS(A2,B2)', networkdays.plain],
              [`=NETWORKDAYS(A2,B2,${H})`, networkdays.withHolidays],
            ]}
          />
          <p>
            The holidays take away {networkdays.plain - networkdays.withHolidays} days because{' '}
            {networkdays.holidaysInSpan.map(formatLong).join(' and ')} fall on weekdays.
          </p>
          <ul>
            <li>
              <Link to={`/business-days-calculator?mode=count&from=${networkdays.from}&to=${networkdays.to}`}>
                {networkdays.plain} business days in the Business Days Calculator
              </Link>
            </li>
            <li>
              <Link to={`/business-days-calculator?mode=count&from=${networkdays.from}&to=${networkdays.to}&holidays=us`}>
                {networkdays.withHolidays} business days with US federal holidays skipped
              </Link>
            </li>
          </ul>
          <h3>2026 US federal holidays for a holiday range</h3>
          <p>
            Put the dates on which the holidays are observed in {H}. Independence Day falls on{' '}
            {formatLong(independenceDay2026)}, so the day off is the Friday before; NETWORKDAYS ignores a holiday that
            falls on a weekend anyway.
          </p>
          <ScrollArea label="2026 US federal holidays, on the dates they are observed">
          <table>
            <caption>2026 US federal holidays, on the dates they are observed</caption>
            <thead>
              <tr>
                <th scope="col">Holiday</th>
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody>
              {holidays2026.map((h) => (
                <tr key={h.date}>
                  <th scope="row">{h.name}</th>
                  <td>
                    <code>{h.date}</code> ({formatLong(h.date)})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          </ScrollArea>
          <CodeBlock
            language="spreadsheet"
            caption={`2026 holiday dates to paste into ${H}`}
            code={holidays2026.map((h) => h.date).join('\n')}
          />
        </section>

        <section id="workday" className="below-fold">
          <h2>WORKDAY: the date a number of business days away</h2>
          <p>
            <code>WORKDAY(start_date, days, [holidays])</code> returns the date that is <code>days</code> working days
            after the start date. The start date itself is not counted, weekends and listed holidays are skipped,
            and a negative number of days goes back. Format the result cell as a date, or it shows a serial number.
          </p>
          <CodeBlock
            language="spreadsheet"
            caption="Working days forward and back"
            code={[`=WORKDAY(A2,${workday.days})`, `=WORKDAY(A2,${workday.days},${H})`, `=WORKDAY(A2,-${workday.back})`].join('\n')}
          />
          <FormulaTable
            caption={`With A2 = ${workday.start} (${formatLong(workday.start)})`}
            rows={[
              [`=WORKDAY(A2,${workday.days})`, formatLong(workday.plain)],
              [`=WORKDAY(A2,${workday.days},${H})`, formatLong(workday.withHolidays)],
              [`=WORKDAY(A2,-${workday.back})`, formatLong(workday.backResult)],
            ]}
          />
          <p>
            With the holidays, Thanksgiving on {formatLong(networkdays.holidaysInSpan[1])} is skipped, so the answer
            moves one working day later. The Business Days Calculator’s add mode counts the same way, from the day
            after the start:
          </p>
          <ul>
            <li>
              <Link to={`/business-days-calculator?start=${workday.start}&days=${workday.days}`}>
                {workday.days} business days after {formatMedium(workday.start)}
              </Link>
            </li>
            <li>
              <Link to={`/business-days-calculator?start=${workday.start}&days=${workday.days}&holidays=us`}>
                the same with US federal holidays skipped
              </Link>
            </li>
            <li>
              <Link to={`/business-days-calculator?start=${workday.start}&days=${workday.back}&dir=ago`}>
                {workday.back} business days before {formatMedium(workday.start)}
              </Link>
            </li>
          </ul>
        </section>

        <section id="intl" className="below-fold">
          <h2>NETWORKDAYS.INTL and WORKDAY.INTL: other weekends</h2>
          <p>
            The .INTL versions take a weekend argument after the dates. It is either a weekend number or a string of
            seven 0s and 1s, one per day starting with <strong>Monday</strong>, where 1 marks a non-working day. Put
            the string in quotes.
          </p>
          <RowTable
            caption="Common weekend arguments"
            columns={['String', 'Number', 'Weekend days']}
            rows={[
              [<code>"0000011"</code>, '1 (the default)', 'Saturday and Sunday'],
              [<code>"0000110"</code>, '7', 'Friday and Saturday'],
              [<code>"0000001"</code>, '11', 'Sunday only'],
            ]}
          />
          <CodeBlock
            language="spreadsheet"
            caption="A Friday–Saturday weekend"
            code={[
              '=NETWORKDAYS.INTL(A2,B2,"0000110")',
              `=NETWORKDAYS.INTL(A2,B2,7,${H})`,
              `=WORKDAY.INTL(A3,${workday.days},"0000110")`,
            ].join('\n')}
          />
          <FormulaTable
            caption={`A2 = ${networkdays.from}, B2 = ${networkdays.to}, A3 = ${workday.start}`}
            rows={[
              ['=NETWORKDAYS.INTL(A2,B2,"0000110")', networkdays.friSat],
              [`=NETWORKDAYS.INTL(A2,B2,7,${H})`, networkdays.friSatWithHolidays],
              [`=WORKDAY.INTL(A3,${workday.days},"0000110")`, formatLong(workday.friSat)],
            ]}
          />
          <p>
            November 2026 has {networkdays.friSat} Sunday-to-Thursday working days against {networkdays.plain} Monday
            to Friday, because it starts on a Sunday and ends on a Monday.
          </p>
          <ul>
            <li>
              <Link to={`/business-days-calculator?mode=count&from=${networkdays.from}&to=${networkdays.to}&weekend=fri,sat`}>
                {networkdays.friSat} business days with a Friday–Saturday weekend
              </Link>
            </li>
            <li>
              <Link
                to={`/business-days-calculator?mode=count&from=${networkdays.from}&to=${networkdays.to}&weekend=fri,sat&holidays=us`}
              >
                {networkdays.friSatWithHolidays} with US federal holidays skipped too
              </Link>
            </li>
            <li>
              <Link to={`/business-days-calculator?start=${workday.start}&days=${workday.days}&weekend=fri,sat`}>
                {workday.days} Sunday-to-Thursday business days after {formatMedium(workday.start)}
              </Link>
            </li>
          </ul>
        </section>

        <section id="weekday" className="below-fold">
          <h2>WEEKDAY: the day of the week as a number</h2>
          <p>
            <code>WEEKDAY(date, [return_type])</code> numbers the day of the week. The return type decides where the
            week starts.
          </p>
          <RowTable
            caption={`WEEKDAY of ${weekday.date} (${formatLong(weekday.date)})`}
            columns={['Formula', 'Numbering', 'Result']}
            rows={[
              [<><code>=WEEKDAY(A2)</code> or <code>=WEEKDAY(A2,1)</code></>, 'Sunday = 1 … Saturday = 7 (the default)', weekday.type1],
              [<code>=WEEKDAY(A2,2)</code>, 'Monday = 1 … Sunday = 7', weekday.type2],
              [<code>=WEEKDAY(A2,3)</code>, 'Monday = 0 … Sunday = 6', weekday.type3],
            ]}
          />
          <p>
            For the name instead of a number, <code>=TEXT(A2,"dddd")</code> returns the full weekday name with
            English format codes.{' '}
            <Link to={`/weekday-finder?date=${weekday.date}`}>The Weekday Finder shows the day for {formatMedium(weekday.date)}</Link>.
          </p>
        </section>

        <section id="edate-eomonth" className="below-fold">
          <h2>EDATE and EOMONTH: months and month ends</h2>
          <p>
            <code>EDATE(start_date, months)</code> returns the same day of the month a number of months later (or
            earlier, with a negative number). When that day does not exist, it returns the month’s last day.{' '}
            <code>EOMONTH(start_date, months)</code> returns the last day of the month that many months away;{' '}
            <code>0</code> means the date’s own month. Both return serial numbers, so format the cells as dates.
          </p>
          <CodeBlock
            language="spreadsheet"
            caption="Month steps and month ends"
            code={['=EDATE(A2,1)', '=EOMONTH(A3,0)', '=EOMONTH(A3,-1)+1', '=DAY(EOMONTH(A3,0))'].join('\n')}
          />
          <FormulaTable
            caption={`A2 = ${months.monthEndStart}, A3 = ${months.base}`}
            rows={[
              ['=EDATE(A2,1)', formatLong(months.edatePlus1)],
              ['=EDATE(A2,2)', formatLong(months.edatePlus2)],
              ['=EDATE(EDATE(A2,1),1)', formatLong(months.edateChained)],
              ['=EDATE(A3,-3)', formatLong(months.edateMinus3)],
              ['=EOMONTH(A3,0)', formatLong(months.eomonth0)],
              ['=EOMONTH(A3,3)', formatLong(months.eomonth3)],
              ['=EOMONTH(A3,-1)+1', `${formatLong(months.firstOfMonth)} (the first of the month)`],
              ['=DAY(EOMONTH(A3,0))', `${months.daysInMonth} (days in the month)`],
            ]}
          />
          <p>
            Note the third row: stepping one month at a time keeps February’s shorter day, so for a schedule always
            count from the original date (<code>EDATE(A2,2)</code>, <code>EDATE(A2,3)</code>, …) rather than from
            the previous result.
          </p>
        </section>

        <section id="week-numbers" className="below-fold">
          <h2>ISOWEEKNUM and WEEKNUM: week numbers</h2>
          <p>
            <code>ISOWEEKNUM(date)</code> returns the ISO 8601 week: weeks start on Monday, and week 1 is the week
            that holds the year’s first Thursday, so the first days of January can belong to week 52 or 53 of the
            year before, and the last days of December to week 1 of the next year. <code>WEEKNUM(date)</code> with its default return type 1 counts differently: weeks start on
            Sunday and the week that holds January 1 is always week 1. <code>WEEKNUM(date,21)</code> gives the ISO
            week, the same as ISOWEEKNUM.
          </p>
          <ScrollArea label="Week numbers around New Year 2027">
          <table>
            <caption>Week numbers around New Year 2027</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">
                  <code>ISOWEEKNUM</code>
                </th>
                <th scope="col">
                  <code>WEEKNUM</code>
                </th>
              </tr>
            </thead>
            <tbody>
              {weekNumbers.map((row) => (
                <tr key={row.date}>
                  <th scope="row">{formatLong(row.date)}</th>
                  <td>{row.iso}</td>
                  <td>{row.weeknum}</td>
                </tr>
              ))}
            </tbody>
          </table>
          </ScrollArea>
          <p>
            ISOWEEKNUM returns only the week number: for {formatLong(sunday.date)} it returns {sunday.iso}, meaning
            week {sunday.iso} of {sunday.isoYear}. The ISO year is the year of that week’s Thursday:
          </p>
          <CodeBlock language="spreadsheet" caption="ISO week-numbering year" code="=YEAR(A2-WEEKDAY(A2,2)+4)" />
          <ul>
            <li>
              <Link to={`/weekday-finder?date=${sunday.date}`}>
                {formatMedium(sunday.date)} in the Weekday Finder (week {sunday.iso} of {sunday.isoYear})
              </Link>
            </li>
            <li>
              <Link to={`/date-format-converter?date=${monday.date}`}>
                {formatMedium(monday.date)} in the Date Format Converter (week {monday.iso} of {monday.isoYear})
              </Link>
            </li>
          </ul>
        </section>

        <section id="age" className="below-fold">
          <h2>Age in years</h2>
          <p>
            With the birth date in A2, DATEDIF with <code>"y"</code> and <code>TODAY()</code> gives the age in
            complete years:
          </p>
          <CodeBlock
            language="spreadsheet"
            caption="Age in years, and in years, months and days"
            code={[
              '=DATEDIF(A2,TODAY(),"y")',
              '=DATEDIF(A2,TODAY(),"y")&" years, "&DATEDIF(A2,TODAY(),"ym")&" months, "&(TODAY()-EDATE(A2,DATEDIF(A2,TODAY(),"m")))&" days"',
            ].join('\n')}
          />
          <p>
            For A2 = {age.birth}, with {formatLong(age.today)} in place of <code>TODAY()</code>, the first formula
            returns {age.years} and the second “{age.years} years, {age.months} months, {age.days} days”.{' '}
            <Link to={`/age-calculator?birth=${age.birth}&on=${age.today}`}>The Age Calculator gives the same age</Link>.
          </p>
          <p>
            A February 29 birthday is the one case where the two disagree on the years: DATEDIF completes the year only when the day
            number 29 is reached, which in a common year means March 1. For A2 = {leapling.birth} on{' '}
            {formatMedium(leapling.on)}, DATEDIF returns {leapling.datedifYears}, while the{' '}
            <Link to={`/age-calculator?birth=${leapling.birth}&on=${leapling.on}`}>Age Calculator</Link> counts the
            birthday on February 28 and shows {leapling.datewiseYears} years.
          </p>
          <p>
            You may also see <code>=INT(YEARFRAC(A2,TODAY()))</code>. YEARFRAC measures a fraction of a year under a
            day-count basis, and its default basis, US (NASD) 30/360, treats every month as 30 days, so its whole
            part can differ from the age in complete years near a birthday. DATEDIF counts complete years exactly.
          </p>
        </section>

        <section id="quarter" className="below-fold">
          <h2>Quarter of a date</h2>
          <p>Divide the month by 3 and round up: months 1–3 give 1, months 4–6 give 2, and so on.</p>
          <FormulaTable
            caption={`With A2 = ${quarter.date}`}
            rows={[
              ['=ROUNDUP(MONTH(A2)/3,0)', quarter.quarter],
              ['="Q"&ROUNDUP(MONTH(A2)/3,0)', `Q${quarter.quarter}`],
            ]}
          />
        </section>

        <section id="weekend" className="below-fold">
          <h2>Weekend or weekday?</h2>
          <p>
            <code>WEEKDAY(A2,2)</code> numbers Monday 1 to Sunday 7, so anything above 5 is a Saturday or a Sunday. The
            same test, <code>=WEEKDAY(A2,2)&gt;5</code>, also works as a conditional-formatting rule to shade
            weekends.
          </p>
          <CodeBlock
            language="spreadsheet"
            caption="Weekend identifier, and working day or day off"
            code={['=IF(WEEKDAY(A2,2)>5,"Weekend","Weekday")', `=IF(NETWORKDAYS(A2,A2,${H})=1,"Working day","Day off")`].join('\n')}
          />
          <p>
            The first formula only looks at the day of the week: {formatLong(christmas.date)} is Christmas Day but
            still reads “{christmas.label}”. The second asks NETWORKDAYS about the single day, with the holiday range,
            so weekends and holidays both come out as days off.
          </p>
          <ScrollArea label={`Three dates in A2, with the 2026 holidays in ${H}`}>
          <table>
            <caption>Three dates in A2, with the 2026 holidays in {H}</caption>
            <thead>
              <tr>
                <th scope="col">A2</th>
                <th scope="col">
                  <code>WEEKDAY(A2,2)</code>
                </th>
                <th scope="col">Weekend identifier</th>
                <th scope="col">
                  <code>NETWORKDAYS(A2,A2,{H})</code>
                </th>
                <th scope="col">Working day or day off</th>
              </tr>
            </thead>
            <tbody>
              {weekendRows.map((row) => (
                <tr key={row.date}>
                  <th scope="row">{formatLong(row.date)}</th>
                  <td>{row.weekday2}</td>
                  <td>{row.label}</td>
                  <td>{row.networkdays}</td>
                  <td>{row.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
          </ScrollArea>
          <ul>
            <li>
              <Link to={`/weekday-finder?date=${christmas.date}`}>{formatMedium(christmas.date)} in the Weekday Finder</Link>
            </li>
            <li>
              <Link to={`/business-days-calculator?mode=count&from=${christmas.date}&to=${christmas.date}&holidays=us`}>
                {christmas.networkdays} business days on {formatMedium(christmas.date)} with US federal holidays
                skipped
              </Link>
            </li>
          </ul>
        </section>

        <section id="google-sheets" className="below-fold">
          <h2>Google Sheets differences</h2>
          <p>
            Every function on this page exists in both Excel and Google Sheets with the same arguments, including
            DATEDIF, NETWORKDAYS.INTL, WORKDAY.INTL, ISOWEEKNUM, EDATE and EOMONTH. The real differences are in the
            serial numbers behind the dates, and only for dates before March 1, 1900.
          </p>
          <ScrollArea label="Where Excel and Google Sheets differ">
          <table>
            <caption>Where Excel and Google Sheets differ</caption>
            <thead>
              <tr>
                <th scope="col">Topic</th>
                <th scope="col">Excel (1900 date system)</th>
                <th scope="col">Google Sheets</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Start of the serial numbers</th>
                <td>
                  {formatMedium(serials.jan1_1900)} is serial {serials.excelJan1_1900}
                </td>
                <td>
                  Serial 0 is {formatMedium(serials.sheetsEpoch)}, so {formatMedium(serials.jan1_1900)} is{' '}
                  {serials.sheetsJan1_1900}
                </td>
              </tr>
              <tr>
                <th scope="row">February 29, 1900</th>
                <td>
                  Serial {serials.excelPhantomSerial} is February 29, 1900, a day that never existed: the 1900 date
                  system treats 1900 as a leap year, for compatibility with Lotus 1-2-3
                </td>
                <td>No such day: 1900 is not a leap year</td>
              </tr>
              <tr>
                <th scope="row">From March 1, 1900</th>
                <td colSpan={2}>
                  The same serials in both: {formatMedium(serials.mar1_1900)} is {serials.mar1Serial} and{' '}
                  {formatMedium(serials.date)} is {serials.serial}
                </td>
              </tr>
              <tr>
                <th scope="row">DATEDIF</th>
                <td>Works, but is not suggested as you type</td>
                <td>Listed and documented like any other function</td>
              </tr>
            </tbody>
          </table>
          </ScrollArea>
          <p>
            Excel can also switch a workbook to the 1904 date system, where day 0 is January 1, 1904 and every serial
            is {grouped(serials.offset1904)} lower. Copying dates as plain numbers between workbooks on different systems shifts
            them by four years and a day. In both programs, the character between arguments follows your locale: a
            comma in US English, a semicolon where the comma is the decimal separator.
          </p>
          <p>
            A serial number is simply the count of days since {formatMedium(serials.sheetsEpoch)}:{' '}
            <Link to={`/days-between-dates?from=${serials.sheetsEpoch}&to=${serials.date}&inclusive=false`}>
              the Days Between Dates calculator shows {grouped(serials.serial)} days up to{' '}
              {formatMedium(serials.date)}
            </Link>
            .
          </p>
        </section>

        <section id="mistakes" className="below-fold">
          <h2>Common mistakes</h2>
          <ul>
            <li>
              <strong>Dates stored as text.</strong> A date typed in a format the sheet does not recognize, or
              imported from a file, can stay text: it often sits left-aligned, <code>=ISNUMBER(A2)</code> returns
              FALSE, and date formulas give <code>#VALUE!</code> or wrong answers. Convert it with{' '}
              <code>DATEVALUE(A2)</code> or rebuild it with <code>DATE(year,month,day)</code>.
            </li>
            <li>
              <strong>Counting one day short.</strong> <code>=B2-A2</code> and DATEDIF with <code>"d"</code> give the
              difference, which counts only one of the two dates: from {formatMedium(datedif.start)} to {formatMedium(datedif.end)} they give{' '}
              {datedif.days}. Add 1 to count both days: <code>=B2-A2+1</code> gives {datedif.daysInclusive} (
              <Link to={`/days-between-dates?from=${datedif.start}&to=${datedif.end}`}>both dates counted</Link>).
            </li>
            <li>
              <strong>Mixing NETWORKDAYS and WORKDAY.</strong> NETWORKDAYS counts both ends, WORKDAY does not count
              the start. So <code>=NETWORKDAYS(A2,WORKDAY(A2,{workday.days}))</code> returns{' '}
              {workday.networkdaysToResult}, not {workday.days}, when A2 is a working day such as{' '}
              {formatMedium(workday.start)} (
              <Link to={`/business-days-calculator?mode=count&from=${workday.start}&to=${workday.plain}`}>
                {workday.networkdaysToResult} business days
              </Link>
              ).
            </li>
            <li>
              <strong>A number where a date should be, or the reverse.</strong> WORKDAY, EDATE and EOMONTH return
              serial numbers such as {serials.serial} until the cell is formatted as a date; a subtraction of
              two dates can come out formatted as a date in 1900. Change the cell’s number format, not the formula.
            </li>
            <li>
              <strong>Reversed dates in DATEDIF.</strong> A start date after the end date gives <code>#NUM!</code>,
              where plain subtraction would give a negative number.
            </li>
            <li>
              <strong>NOW() instead of TODAY().</strong> <code>NOW()</code> includes the time of day, so differences
              come out with fractions. Use <code>TODAY()</code> for whole days.
            </li>
          </ul>
        </section>
      </div>
      <Faq items={faq} />
      {/* For the code blocks' Copy confirmation. */}
      <ToasterHost />
    </>
  );
}
