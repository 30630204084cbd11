import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function MeetingPlannerIntro() {
  return (
    <>
      <p>
        Choose 2 to 8 places and a date, and press Show hours. The table lines up every hour
        of that date in the first place with the local time in each of the others, shades
        each place’s working hours and highlights the hours that suit everyone.
      </p>
      <p>
        Choose an hour to get the meeting time in every place as one line of text to copy,
        a link that reopens the planner with that hour, and a calendar file. Clock changes
        for daylight saving time are marked on the day they happen.
      </p>
    </>
  );
}

export function MeetingPlannerExplainer() {
  return (
    <>
      <section>
        <h2>How to Use the Meeting Planner</h2>
        <ol>
          <li>
            <strong>Places:</strong> the planner starts with your own time zone, London and
            Tokyo. Add or remove places to have 2 to 8 of them. To find a place, type a city
            (accents are optional: Sao Paulo finds São Paulo and Zurich finds Zürich, and
            former names work: Bombay finds Mumbai), a country, an abbreviation such as EST,
            CET or IST, or an IANA zone name such as Europe/Paris. The cities are from{' '}
            <a href="https://www.geonames.org/">GeoNames</a> (
            <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>).
          </li>
          <li>
            <strong>First place:</strong> the table’s rows are the hours of the date in the
            first place, and the hour you choose is an hour of that place.
          </li>
          <li>
            <strong>Date:</strong> the picker starts at today. Choose the day of the meeting,
            as a date in the first place.
          </li>
          <li>
            <strong>Working hours:</strong> 09:00–17:00 unless you change them. They are
            whole hours and the same for every place.
          </li>
          <li>
            Press <strong>Show hours</strong>.
          </li>
          <li>
            Pick the hour you want: its time in the first column is a link. You get the meeting time in
            every place as one line to copy, a link to that hour and an .ics calendar file
            of a one-hour meeting.
          </li>
        </ol>
      </section>

      <section>
        <h2>What the Table Shows</h2>
        <ul>
          <li>
            One row for each hour of the date in the first place: 24 rows on most days, 23
            on the day its clocks go forward and 25 on the day they go back.
          </li>
          <li>
            One column for each place, with the local time on the 24-hour clock (HH:mm). A
            time on a different date from the first place’s also shows the weekday and the
            date, such as 00:00 Wed Dec 2.
          </li>
          <li>Hours inside a place’s working hours are shaded in that place’s column.</li>
          <li>
            Rows where every place is inside its working hours are highlighted in bold and
            marked “✓ everyone” in the last column: these are the hours that suit everyone.
            Other rows say how many of the places are working then.
          </li>
          <li>
            A clock change in any of the places on that day is marked in the row where it
            happens and named, such as “London: clocks go forward 1 hour, 01:00 → 02:00”.
            The changes are listed under the table as well.
          </li>
        </ul>
      </section>

      <section>
        <h2>A Worked Example: New York, London and Tokyo</h2>
        <p>
          Take Tuesday, December 1, 2026, with New York as the first place, then London and
          Tokyo, and working hours of 09:00–17:00. None of the three is on daylight saving
          time that day: New York is at UTC−05:00, London at UTC+00:00 and Tokyo at
          UTC+09:00, so Tokyo is 14 hours ahead of New York.
        </p>
        <p>
          No hour suits all three, so no row is highlighted. When it is 09:00 in Tokyo, it is
          00:00 in London and 19:00 the evening before in New York. The closest rows suit two
          of the three places:
        </p>
        <ul>
          <li>09:00 in New York is 14:00 in London and 23:00 in Tokyo.</li>
          <li>10:00 in New York is 15:00 in London and 00:00 on Wednesday, December 2 in Tokyo.</li>
          <li>11:00 in New York is 16:00 in London and 01:00 on Wednesday in Tokyo.</li>
        </ul>
        <p>
          An earlier start shares the inconvenience: at 08:00 in New York it is 13:00 in
          London and 22:00 in Tokyo, and at 07:00 it is 12:00 in London and 21:00 in Tokyo.
        </p>
        <p>Choose the 09:00 row, and the line to copy reads:</p>
        <p>
          <code>Tue, Dec 1, 2026 09:00 New York · 14:00 London · 23:00 Tokyo</code>
        </p>
        <p>
          In the 10:00 row, Tokyo’s column reads 00:00 Wed Dec 2, because it is already the
          next day there, and the line for that hour ends in 00:00 Wed Tokyo. The link for the
          09:00 row holds the places, the date, the hour and the working hours:
        </p>
        <p>
          <code>
            /meeting-planner?places=America/New_York,Europe/London,Asia/Tokyo&amp;date=2026-12-01&amp;hour=9&amp;work=9-17
          </code>
        </p>
      </section>

      <section>
        <h2>Clock Changes: Days with 23 or 25 Hours</h2>
        <p>
          When the clocks go forward, an hour of clock time is skipped; when they go back, an
          hour happens twice. On Sunday, March 8, 2026, clocks in New York went from 02:00
          straight to 03:00, so with New York first the table for that date has 23 rows and
          no 02:00 row. On Sunday, November 1, 2026, they went back from 02:00 to 01:00, so
          that date has 25 rows and 01:00 appears twice.
        </p>
        <p>
          In London the clocks went forward from 01:00 to 02:00 on Sunday, March 29, 2026,
          and back from 02:00 to 01:00 on Sunday, October 25, 2026. In 2027 New York changes
          on March 14 and November 7, and London on March 28 and October 31. A change in any
          of your places is marked in its row and listed under the table, so you can see
          when a meeting moves for one side.
        </p>
      </section>

      <section>
        <h2>Sharing, Bookmarking and Adding to a Calendar</h2>
        <p>
          The page’s link keeps the places, the date, the chosen hour and the working hours,
          so you can bookmark it or send it, and it reopens the same table. It has four
          parts:
        </p>
        <ul>
          <li>
            <code>places</code>: the IANA zone names, separated by commas, each with an
            optional city name after a tilde, such as{' '}
            <code>America/New_York~Boston,Europe/London</code>.
          </li>
          <li>
            <code>date</code>: the date as YYYY-MM-DD, such as <code>2026-12-01</code>.
          </li>
          <li>
            <code>hour</code>: the chosen hour of the first place, from 0 to 23.
          </li>
          <li>
            <code>work</code>: the working hours, such as <code>9-17</code>.
          </li>
        </ul>
        <p>
          The .ics file holds a one-hour meeting at the chosen hour, to add to your calendar.
          Everything is worked out in your browser with its own time zone database (Intl),
          and nothing is sent anywhere.
        </p>
      </section>

      <section>
        <h2>More Ways to Work with Time Zones</h2>
        <p>
          To see the current time in the places you choose, open the{' '}
          <Link to="/world-clock">World Clock</Link>. To convert one date and time from one
          zone to another, with the UTC offsets of that date, use the{' '}
          <Link to="/time-zone-calculator">Time Zone Converter</Link>. To find how long a
          meeting or a working day lasts between two times, use the{' '}
          <Link to="/time-duration-calculator">Time Duration Calculator</Link>.
        </p>
      </section>
    </>
  );
}

export const meetingPlannerFaq: FaqItem[] = [
  {
    question: 'How do I find a meeting time that works across time zones?',
    answer:
      'Choose your places and the date, check the working hours (09:00–17:00 unless you change them) and press Show hours. The highlighted rows are the hours that fall inside the working hours of every place. Pick an hour (its time in the first column is a link) to get the meeting time in every place as one line of text, a link and a calendar file.',
  },
  {
    question: 'What do the highlighted hours mean?',
    answer:
      'Each place’s working hours are shaded in its own column. A row is highlighted when every place is inside its working hours at that hour, so it suits everyone. If no row is highlighted, no hour of that date fits everyone’s working day: on Tuesday, December 1, 2026, for example, New York, London and Tokyo with working hours of 09:00–17:00 have no hour in common.',
  },
  {
    question: 'Why do meeting times move twice a year?',
    answer:
      'Places with daylight saving time move their clocks forward in spring and back in the fall, and countries do it on different dates; some never do. In 2026 the United States moved its clocks on March 8 and November 1, the UK and the European Union on March 29 and October 25, and Sydney, Australia went back on April 5 and forward on October 4. Tokyo and India keep the same time all year. So between March 8 and March 29, 2026, London was 4 hours ahead of New York instead of 5: 12:00 in New York was 16:00 in London, not 17:00. In 2027 the United States changes on March 14 and November 7, and the UK and the European Union on March 28 and October 31.',
  },
  {
    question: 'Does it work with half-hour and 45-minute time zones?',
    answer:
      'Yes. Each place’s time comes from its own zone, minutes included. India is at UTC+05:30 and Nepal at UTC+05:45 all year. Newfoundland, Canada is at UTC−03:30 in winter and UTC−02:30 in summer, and New Zealand’s Chatham Islands at UTC+13:45 in their summer and UTC+12:45 in winter. So on Thursday, January 15, 2026, 09:00 in New York shows as 19:30 in Kolkata, 19:45 in Kathmandu and 10:30 in St. John’s.',
  },
  {
    question: 'Why does the table have 23 or 25 rows on some days?',
    answer:
      'The rows are the hours of the date in the first place. On the day its clocks go forward, an hour is skipped and the table has 23 rows; on the day they go back, an hour happens twice and it has 25. With New York first, March 8, 2026 has 23 rows and November 1, 2026 has 25. A clock change in any of the other places is marked in the row where it happens and listed under the table.',
  },
  {
    question: 'Can I plan a meeting for more than two places?',
    answer:
      'Yes. The planner takes 2 to 8 places, each in its own column. It starts with your own time zone, London and Tokyo, and you choose each place by city, country, abbreviation or IANA zone name.',
  },
  {
    question: 'Can I change the working hours?',
    answer:
      'Yes. They are 09:00–17:00 unless you change them, in whole hours, and the same hours apply to every place. The link keeps them, as work=9-17 for example.',
  },
  {
    question: 'How do I share or bookmark a meeting time?',
    answer:
      'The page’s link keeps the places, the date, the chosen hour and the working hours, so bookmark it or send it and it reopens with the same table and hour. After you choose an hour you can also copy a link to it, copy the meeting time in every place as one line of text, or download an .ics calendar file of a one-hour meeting.',
  },
  {
    question: 'Is anything sent to a server?',
    answer:
      'No. Everything is worked out in your browser, with the browser’s own time zone database (Intl). Time zone rules change from time to time, so an out-of-date browser may not know the latest change.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: MeetingPlannerIntro, Explainer: MeetingPlannerExplainer, faq: meetingPlannerFaq };
