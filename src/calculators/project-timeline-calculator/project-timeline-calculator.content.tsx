import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { PLACE_HOLIDAY_YEARS } from '@/lib/date/work-calendar';
import { HolidayDataCredit } from '@/components/holiday-data-credit';

export function ProjectTimelineIntro() {
  return (
    <>
      <p>
        Enter the day your project starts and list its tasks in order, each with a length in
        days. Tick “Business days only” for a task that is worked on working days only; leave
        it unticked for a task that runs on every day of the week, weekends included. Working
        days are yours to set: a country’s or region’s public holidays, its weekend, and your
        own days off and working days.
      </p>
      <p>
        The calculator puts the tasks one after another and gives each task’s start and end
        date, the project’s end date, and a timeline chart with the weekends shaded. You can
        download the plan as a CSV file for a spreadsheet or as an .ics file for your
        calendar.
      </p>
    </>
  );
}

/**
 * The worked examples' schedules as the calculator computes them with each one's working-day
 * calendar (its keys' values; the others at their defaults: a unit test checks every date with
 * the engine), written out so the page's first load does not carry the scheduler.
 */
export const SCHEDULE_EXAMPLES = {
  worked: {
    start: '2027-01-04',
    calendar: {},
    rows: [
      { name: 'Design', duration: 5, business: true, start: '2027-01-04', end: '2027-01-08' },
      { name: 'Shipping', duration: 7, business: false, start: '2027-01-09', end: '2027-01-15' },
      { name: 'Review', duration: 3, business: true, start: '2027-01-18', end: '2027-01-20' },
      { name: 'Launch', duration: 2, business: false, start: '2027-01-21', end: '2027-01-22' },
    ],
  },
  christmas: {
    start: '2026-12-21',
    calendar: {},
    rows: [
      { name: 'Testing', duration: 8, business: true, start: '2026-12-21', end: '2026-12-30' },
      { name: 'Release', duration: 1, business: true, start: '2026-12-31', end: '2026-12-31' },
    ],
  },
  christmasWithHolidays: {
    start: '2026-12-21',
    calendar: { holidays: 'us' },
    rows: [
      { name: 'Testing', duration: 8, business: true, start: '2026-12-21', end: '2026-12-31' },
      { name: 'Release', duration: 1, business: true, start: '2027-01-04', end: '2027-01-04' },
    ],
  },
  easterEngland: {
    start: '2027-03-22',
    calendar: { holidays: 'gb-eng' },
    rows: [
      { name: 'Testing', duration: 10, business: true, start: '2027-03-22', end: '2027-04-06' },
      { name: 'Release', duration: 1, business: true, start: '2027-04-07', end: '2027-04-07' },
    ],
  },
  easterScotland: {
    start: '2027-03-22',
    calendar: { holidays: 'gb-sct' },
    rows: [
      { name: 'Testing', duration: 10, business: true, start: '2027-03-22', end: '2027-04-05' },
      { name: 'Release', duration: 1, business: true, start: '2027-04-06', end: '2027-04-06' },
    ],
  },
} as const;

type ScheduleExample = (typeof SCHEDULE_EXAMPLES)[keyof typeof SCHEDULE_EXAMPLES];

/** A schedule as the calculator's result table shows it. */
function ScheduleTable({ caption, example }: { caption: string; example: ScheduleExample }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Task</th>
          <th scope="col">Start date</th>
          <th scope="col">End date</th>
          <th scope="col">Duration</th>
        </tr>
      </thead>
      <tbody>
        {example.rows.map((row, i) => (
          <tr key={row.name}>
            <th scope="row">{i + 1}</th>
            <td>{row.name}</td>
            <td>{formatLong(row.start as IsoDate)}</td>
            <td>{formatLong(row.end as IsoDate)}</td>
            <td>
              {row.duration} {row.business ? 'business' : 'calendar'} {row.duration === 1 ? 'day' : 'days'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ProjectTimelineExplainer() {
  return (
    <>
      <section>
        <h2>How the schedule is worked out</h2>
        <p>The tasks run one after another, in the order of the list:</p>
        <ul>
          <li>The first task starts on the project start date.</li>
          <li>
            A calendar-day task of d days runs from its start date to d − 1 days later. A
            3-day task that starts on a Saturday ends on the Monday.
          </li>
          <li>
            A business-day task starts on the next working day if its start date falls on a
            weekend day, on a holiday of the chosen place, or on one of your days off. It ends
            on its d-th working day, counting its first day as day 1.
          </li>
          <li>
            The next task starts the day after the previous one ends, even when that day is a
            Saturday or a Sunday. A calendar-day task then starts on that day; a business-day
            task moves to the next working day.
          </li>
        </ul>
        <p>
          Here is a plan of four tasks that starts on Monday, January 4, 2027, with a Saturday
          and Sunday weekend and no holidays:
        </p>
        <ScheduleTable caption="Example plan starting Monday, January 4, 2027" example={SCHEDULE_EXAMPLES.worked} />
        <p>
          Design ends on a Friday, so Shipping, a calendar-day task, starts on the Saturday and
          its 7 days end on Friday, January 15, 2027. Review is a business-day task: the day
          after Shipping ends is a Saturday, so Review moves to Monday, January 18, 2027. The
          project ends on Friday, January 22, 2027. The Project Summary counts 19 calendar days
          from start to end, both days included, of which 15 are business days.{' '}
          <Link to="/project-timeline-calculator?start=2027-01-04&task=5b:Design&task=7c:Shipping&task=3b:Review&task=2c:Launch">
            Open this example in the calculator
          </Link>
          .
        </p>
      </section>

      <section>
        <h2>Calendar days or business days?</h2>
        <p>
          Use business days for work that people do on working days: design, writing, coding,
          testing. Use calendar days for time that passes whatever the day of the week:
          shipping, printing, waiting for an approval, paint or concrete curing.
        </p>
        <p>
          The same number gives different end dates. Starting on Monday, January 4, 2027, a
          task of 10 calendar days ends on Wednesday, January 13, 2027, while a task of 10
          business days ends on Friday, January 15, 2027, because it skips the weekend in
          between. The working days you set (holidays, weekend, your own days) only change
          business-day tasks; calendar-day tasks count every day.
        </p>
      </section>

      <section>
        <h2>Weekends</h2>
        <p>
          The weekend is the chosen country’s: Friday and Saturday in Saudi Arabia, Sunday
          only in India, Saturday and Sunday in most other countries, and Saturday and Sunday
          when no country is chosen. These defaults come from the week data of the Unicode
          Common Locale Data Repository (CLDR). You can pick other days: Friday and Saturday,
          Sunday only, or any days but all seven. For example, a 6-business-day task with a
          start date of Sunday, January 3, 2027:
        </p>
        <ul>
          <li>
            Saturday and Sunday weekend: it starts on Monday, January 4, 2027 and ends on
            Monday, January 11, 2027.
          </li>
          <li>
            Friday and Saturday weekend: Sunday is a working day, so it starts on Sunday,
            January 3, 2027 and ends on Sunday, January 10, 2027. Choosing Saudi Arabia’s
            holidays gives the same dates without setting the weekend.
          </li>
          <li>
            Sunday only: it starts on Monday, January 4, 2027 and ends on Saturday, January 9,
            2027.
          </li>
        </ul>
      </section>

      <section>
        <h2>Holidays</h2>
        <p>
          Holidays are not skipped unless you choose where the work is done, as in the{' '}
          <Link to="/business-days-calculator">Business Days Calculator</Link>: a country, or
          one of its states or regions, such as Scotland in the United Kingdom or California
          in the United States. Business-day tasks then skip that place’s public holidays; a region’s are
          its country’s with its own added and any it does not observe left out. The list
          under “Working days for business-day tasks” can be filtered by typing a name.
        </p>
        <p>
          Easter 2027 falls on Sunday, March 28. Good Friday, March 26, is a public holiday in
          England and in Scotland; Easter Monday, March 29, in England only. Here is a plan
          that starts on Monday, March 22, 2027, with each region’s holidays:
        </p>
        <ScheduleTable caption="England (United Kingdom)" example={SCHEDULE_EXAMPLES.easterEngland} />
        <ScheduleTable caption="Scotland (United Kingdom)" example={SCHEDULE_EXAMPLES.easterScotland} />
        <p>
          Without holidays, Testing would end on Friday, April 2, 2027. In England it skips
          both days and ends on Tuesday, April 6; in Scotland it skips Good Friday only and ends
          on Monday, April 5.
        </p>
        <p>
          Some places also have bank holidays, when banks and many offices close but other
          work goes on, and half days, off for part of the day or for some groups only. Both
          count as working days unless you tick “Count bank holidays as days off” or “Count half
          days as days off”. In Austria, Christmas Eve and New Year’s Eve are bank holidays, so
          they are days off only with bank holidays counted: an 8-business-day task from
          Monday, December 21, 2026 ends on Thursday, December 31, 2026 with Austria’s public
          holidays, and on Tuesday, January 5, 2027 with its bank holidays too. In Iceland the
          same two days are half days, from 1 pm, and give the same dates with half days
          counted. A weekend day decreed a working day, as in China, is a working day in every
          plan.
        </p>
        <p>
          Each place’s data holds its own years, at most {PLACE_HOLIDAY_YEARS.from} to{' '}
          {PLACE_HOLIDAY_YEARS.to}: India’s, for example, 2001 to 2035. When a plan
          reaches outside a place’s years, the result says so, and counts only the weekend and
          your own days there.
        </p>
        <h3>US federal holidays</h3>
        <p>
          The site’s own calendar, “US federal holidays (observed dates)”, skips the federal
          holidays, each on its observed day off: a holiday on a Saturday is observed on the
          Friday before, and one on a Sunday on the Monday after. State, local and company
          holidays are not included; choose a state of the United States for its own.
        </p>
        <p>
          Christmas Day 2026 falls on Friday, December 25, and New Year’s Day 2027 on Friday,
          January 1. Here is the same two-task plan, starting Monday, December 21, 2026, without
          and with the US federal holiday calendar:
        </p>
        <ScheduleTable caption="No holidays" example={SCHEDULE_EXAMPLES.christmas} />
        <ScheduleTable caption="US federal holidays" example={SCHEDULE_EXAMPLES.christmasWithHolidays} />
        <p>
          With the holidays on, Testing skips Christmas Day and ends a day later, on Thursday,
          December 31, 2026. The next day, Friday, January 1, 2027, is New Year’s Day, followed
          by the weekend, so Release moves to Monday, January 4, 2027. In the example plan
          above, the US holidays move Review to Tuesday, January 19, 2027, because Monday,
          January 18 is Martin Luther King Jr. Day.
        </p>
        <HolidayDataCredit />
      </section>

      <section>
        <h2>Your own days off and working days</h2>
        <p>
          Add the days your team does not work, such as a company shutdown, a vacation or a
          local holiday, as extra days off, and a day it works on a weekend or a holiday as an
          extra working day. Business-day tasks skip your days off like holidays and count
          your working days whatever the weekend and holidays say; a date in both lists is a
          working day.
        </p>
        <p>
          For example, a 5-business-day task from Monday, January 4, 2027 ends on Friday,
          January 8 with a Saturday and Sunday weekend. With Wednesday, January 6 as a day off
          it ends on Monday, January 11; with Saturday, January 9 as a working day too, it ends
          on Saturday, January 9, 2027.
        </p>
      </section>

      <section>
        <h2>Checking the result</h2>
        <p>
          Under the schedule, the result lists the days not worked from the project’s start to
          its end: the number of weekend days, and each holiday and day of yours off that fell
          on a working weekday, with its date and name. The business days of the Project
          Summary are the calendar days less those days. Business-day tasks skip them;
          calendar-day tasks run through them.
        </p>
      </section>

      <section>
        <h2>Sharing and exporting</h2>
        <p>
          The start date, the tasks and the working days you set are kept in the page’s
          address, for example{' '}
          <code>?start=2027-01-04&amp;task=5b:Design&amp;task=7c:Shipping&amp;holidays=gb-sct&amp;off=2027-01-06</code>,
          where <code>5b</code> means 5 business days, <code>7c</code> 7 calendar days,{' '}
          <code>gb-sct</code> the holidays of Scotland and <code>off</code> your days off. A bookmark
          or a shared link reopens the plan, and “Copy link” copies it. Everything is computed
          in your browser, and nothing is sent or stored on a server.
        </p>
        <p>
          The CSV download has a header row and one row per task, with the columns Task
          Number, Task Name, Start Date, End Date, Duration (days) and Type. Dates are written
          as yyyy-mm-dd, for example 2027-01-04, which Excel, Google Sheets and Numbers read as
          dates. The .ics download has one all-day event per task, from its start date to its
          end date, to import into Google Calendar, Apple Calendar or Outlook.
        </p>
      </section>
    </>
  );
}

/** Short practical advice shown after the result. */
export function PlanningTips() {
  return (
    <section>
      <h2>Planning tips</h2>
      <ul>
        <li>
          Add buffer time. Tasks often take longer than planned, so add a row such as
          “Buffer, 3 business days” before a deadline.
        </li>
        <li>
          Use business days for work tasks and calendar days for waiting periods such as
          shipping, approvals or curing, which go on over weekends.
        </li>
        <li>
          Check holidays. Choose the country or region where the work is done, and add a
          company closure or the team’s vacation as your own days off.
        </li>
        <li>
          Share the link with your team, so everyone opens the same plan and the same dates.
        </li>
        <li>
          Export the plan to a spreadsheet (CSV) to track progress, or to your calendar (.ics)
          to see each task next to your other events.
        </li>
      </ul>
      <p>
        To find the date a number of working days from any date, use the{' '}
        <Link to="/business-days-calculator">Business Days Calculator</Link>. To add or subtract
        calendar days, use the <Link to="/date-from-today">Date Calculator</Link>.
      </p>
    </section>
  );
}

export const projectTimelineFaq: FaqItem[] = [
  {
    question: 'Why does a task that starts on a Saturday start on Monday?',
    answer:
      'Only business-day tasks do that: a Saturday is not a working day, so the task starts on the next working day, Monday with the default weekend. A calendar-day task starts on the Saturday itself, so a 3-day task from Saturday, January 9, 2027 ends on Monday, January 11, 2027.',
  },
  {
    question: 'What is the difference between calendar days and business days?',
    answer:
      'A calendar-day task counts every day, weekends and holidays included. A business-day task counts only working days, so it skips the weekend days and, when you choose a place or add days of your own, the holidays and your days off. From Monday, January 4, 2027, 10 calendar days end on Wednesday, January 13, and 10 business days on Friday, January 15.',
  },
  {
    question: 'Are holidays skipped?',
    answer:
      'Only if you choose a place: by default no holidays are skipped, as in the Business Days Calculator. Choose a country, or one of its states or regions, and business-day tasks skip its public holidays, and its bank holidays and half days too if you tick them. From Monday, March 22, 2027, a 10-business-day task ends on Tuesday, April 6 in England, which has Good Friday and Easter Monday off, and on Monday, April 5 in Scotland, which has Good Friday only. Calendar-day tasks always count every day.',
  },
  {
    question: 'Is the weekend my country’s?',
    answer:
      'Yes, once you choose your country: the weekend is its own, from the Unicode CLDR week data, such as Friday and Saturday in Saudi Arabia and Sunday only in India. You can still pick other days. With Saudi Arabia chosen, a 6-business-day task with a start date of Sunday, January 3, 2027 runs to Sunday, January 10, 2027.',
  },
  {
    question: 'Can I add my team’s own days off?',
    answer:
      'Yes. Add each date under “Extra days off”, and a date your team works on a weekend or holiday under “Extra working days”; a date in both lists is a working day. Both are kept in the link, up to 100 dates each. With Wednesday, January 6, 2027 off, a 5-business-day task from Monday, January 4, 2027 ends on Monday, January 11 instead of Friday, January 8.',
  },
  {
    question: 'Can tasks overlap or run in parallel?',
    answer:
      'No. The calculator runs the tasks one after another: each task starts the day after the previous one ends. For work done in parallel, enter the longest of the parallel tasks as one row, or plan each stream of work as its own timeline.',
  },
  {
    question: 'How do I share the plan with my team?',
    answer:
      'Click “Copy link” and send the link. The start date, the tasks and the working days you set (the place, the weekend and your own days) are kept in the page’s address, so the link, or a bookmark, reopens the same plan.',
  },
  {
    question: 'How do I open the timeline in Excel or Google Sheets?',
    answer:
      'Download the CSV file and open it in Excel or Numbers, or import it into Google Sheets. Dates are written as yyyy-mm-dd, such as 2027-01-04, so the spreadsheet reads them as dates.',
  },
  {
    question: 'Why were some of my rows skipped?',
    answer:
      'A row is left out when its task name is empty or its duration is not a whole number of 1 or more, such as an empty duration or 0. The page says how many rows were skipped; fill them in and calculate again.',
  },
  {
    question: 'Is my plan saved or sent anywhere?',
    answer:
      'No. Everything is computed in your browser, and nothing is sent or stored on a server. The plan lives only in the page’s address, so keep the link or a bookmark to come back to it.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: ProjectTimelineIntro, Explainer: ProjectTimelineExplainer, faq: projectTimelineFaq };
