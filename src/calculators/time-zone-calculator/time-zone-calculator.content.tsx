import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function TimeZoneIntro() {
  return (
    <>
      <p>
        Enter a date and a time, choose the time zone they are in and the zone to convert
        to, and press Convert. Find a zone by city, by its IANA name, such as Europe/Paris,
        or with one of eight quick picks, such as EST or JST.
      </p>
      <p>
        The result gives the time in 24-hour and 12-hour form, each zone’s UTC offset on
        that date and whether daylight saving time is in effect. Times that don’t exist or
        happen twice when the clocks change are flagged, and the page’s link keeps the
        conversion, so you can bookmark it or share it.
      </p>
    </>
  );
}

export function TimeZoneExplainer() {
  return (
    <>
      <section>
        <h2>How to use the Time Zone Converter</h2>
        <ol>
          <li>
            <strong>Date:</strong> the picker starts at today. Choose the date of the time
            you want to convert: the offset of a zone can change with the date.
          </li>
          <li>
            <strong>Time:</strong> hours and minutes as the clock reads in the From zone. The
            field shows them as your browser writes times (10:00 AM or 10:00); the link always
            holds them on the 24-hour clock (HH:mm).
          </li>
          <li>
            <strong>From time zone:</strong> starts at your own time zone. Type a city, such
            as Tokyo, an IANA zone name, such as Europe/Paris, or an abbreviation, such as
            CET or EST, to find a zone. Or press one of the quick picks under the box: UTC,
            New York, Los Angeles, London, Tokyo, Paris, Kolkata and Shanghai, each with the
            abbreviation in force on your date, such as New York (EDT) in summer. Cities are
            found by their former names too (Bangalore finds Bengaluru, Bombay finds Mumbai);
            the list of cities is from{' '}
            <a href="https://www.geonames.org/">GeoNames</a>, licensed{' '}
            <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.
          </li>
          <li>
            <strong>To time zone:</strong> starts at UTC, and works the same way. The{' '}
            <strong>Swap zones</strong> button swaps the two zones.
          </li>
          <li>
            Press <strong>Convert</strong>.
          </li>
          <li>
            The page’s link now holds the date, the time and both zones. Bookmark it, or use{' '}
            <strong>Copy link</strong> to share it: the link reopens with the result.
          </li>
        </ol>
        <p>The result shows:</p>
        <ul>
          <li>
            The date and time in the To zone, on the 24-hour clock (09:00) and the 12-hour
            clock (9:00 AM), with the full date, such as Tuesday, March 11, 2025.
          </li>
          <li>
            The UTC offset of each zone on that date, such as UTC−04:00, and whether
            daylight saving time is in effect there.
          </li>
          <li>The difference between the two zones on that date.</li>
          <li>
            The next clock change of each zone after that moment, such as “Sunday, March
            29, 2026: Clocks go forward 1 hour, 01:00 → 02:00” for London, or “none within
            a year” for a zone without daylight saving time.
          </li>
          <li>
            A link to the <Link to="/meeting-planner">Meeting Planner</Link> with both
            places filled in, to see the whole day’s hours side by side.
          </li>
          <li>The same moment in the eight quick-pick zones.</li>
        </ul>
      </section>

      <section>
        <h2>A worked example</h2>
        <p>
          A call is set for 8:00 PM on Monday, March 10, 2025, New York time. What time is
          it in Tokyo?
        </p>
        <ol>
          <li>Date: March 10, 2025. Time: 20:00.</li>
          <li>From: America/New_York, or the EST quick pick.</li>
          <li>To: Asia/Tokyo, or the JST quick pick.</li>
        </ol>
        <p>
          The result is 09:00, or 9:00 AM, on Tuesday, March 11, 2025 in Tokyo. New York is
          at UTC−04:00 with daylight saving time in effect, since its clocks went forward
          the day before, on Sunday, March 9. Tokyo is at UTC+09:00 and has no daylight
          saving time. So on that date Tokyo is 13 hours ahead of New York.
        </p>
        <p>The same moment in the quick-pick zones:</p>
        <ul>
          <li>UTC: 00:00 on Tuesday, March 11</li>
          <li>EST (New York): 20:00 on Monday, March 10, UTC−04:00</li>
          <li>PST (Los Angeles): 17:00 on Monday, March 10, UTC−07:00</li>
          <li>GMT (London): 00:00 on Tuesday, March 11, UTC+00:00</li>
          <li>JST (Tokyo): 09:00 on Tuesday, March 11, UTC+09:00</li>
          <li>CET (Paris): 01:00 on Tuesday, March 11, UTC+01:00</li>
          <li>IST (Kolkata): 05:30 on Tuesday, March 11, UTC+05:30</li>
          <li>CST (Shanghai): 08:00 on Tuesday, March 11, UTC+08:00</li>
        </ul>
        <p>
          One week earlier the answer is different. 8:00 PM on Monday, March 3, 2025 in New
          York, still at UTC−05:00, is 10:00 AM on Tuesday, March 4 in Tokyo: 14 hours
          ahead, not 13. London and Paris don’t move their clocks until March 30, so in
          the week of March 10 London is 4 hours ahead of New York instead of the usual 5.
        </p>
      </section>

      <section>
        <h2>Daylight saving time: times that do not exist or happen twice</h2>
        <p>
          When the clocks go forward in spring, an hour of clock time is skipped. When they
          go back in the fall, an hour of clock time happens twice. The converter notices
          both cases and tells you.
        </p>
        <h3>Spring forward: a time that does not exist</h3>
        <p>
          On Sunday, March 9, 2025, clocks in New York jumped from 02:00 to 03:00. Times from
          02:00 to 02:59 did not happen that day. If you enter 02:30, the page says that the
          time does not exist and uses 03:30 daylight time (UTC−04:00) instead: the time
          moved forward by the length of the gap, one hour. A clock that was not moved
          forward reads 02:30 at the moment the correct time is 03:30. In UTC it is 07:30.
          This is the same rule as the “compatible” choice of JavaScript’s Temporal.
        </p>
        <h3>Fall back: a time that happens twice</h3>
        <p>
          On Sunday, November 2, 2025, clocks in New York went back from 02:00 to 01:00, so
          times from 01:00 to 01:59 happened twice: first in daylight time, at UTC−04:00,
          then an hour later in standard time, at UTC−05:00. If you enter 01:30, the page
          says that the time occurs twice and uses the first one, 01:30 at UTC−04:00, which
          is 05:30 UTC. A link on the page switches to the second one with one click:
          01:30 at UTC−05:00, which is 06:30 UTC.
        </p>
        <p>
          In Europe the clocks change on other days. In 2025 London went from 01:00 to 02:00
          and Paris from 02:00 to 03:00 on Sunday, March 30, and both went back an hour on
          Sunday, October 26. On those days 02:30 in Paris did not exist in March and
          happened twice in October.
        </p>
        <p>
          Only the time you enter can be missing or doubled. Every moment has exactly one
          clock time in the To zone, so the converted time is never ambiguous.
        </p>
      </section>

      <section>
        <h2>Why your UTC offset is different in summer</h2>
        <p>
          A UTC offset says how far a zone’s clocks are ahead of or behind UTC. Zones with
          daylight saving time move their clocks one hour forward for the summer, so their
          offset grows by one hour:
        </p>
        <ul>
          <li>New York: UTC−05:00 in winter, UTC−04:00 in summer.</li>
          <li>Los Angeles: UTC−08:00 in winter, UTC−07:00 in summer.</li>
          <li>London: UTC+00:00 in winter, UTC+01:00 in summer.</li>
          <li>Paris: UTC+01:00 in winter, UTC+02:00 in summer.</li>
        </ul>
        <p>
          Zones without daylight saving time keep one offset all year: Tokyo at UTC+09:00,
          Kolkata at UTC+05:30 and Shanghai at UTC+08:00. Phoenix, Arizona stays at
          UTC−07:00, so in summer it has the same time as Los Angeles, and in winter it is
          one hour ahead. South of the equator, summer falls in December to February: Sydney
          is at UTC+11:00 in January and UTC+10:00 in July, so it is 11 hours ahead of London
          in January and 9 hours ahead in July.
        </p>
        <p>
          Countries also change their clocks on different days. The United States moves
          them on the second Sunday of March and the first Sunday of November; the UK and
          the European Union on the last Sundays of March and October.
        </p>
        <ul>
          <li>
            2025: New York on March 9 and November 2; London and Paris on March 30 and
            October 26.
          </li>
          <li>
            2026: New York on March 8 and November 1; London and Paris on March 29 and
            October 25.
          </li>
        </ul>
        <p>
          In between, the difference between two cities changes. From March 9 to March 30,
          2025, and again from October 26 to November 2, 2025, London was 4 hours ahead of
          New York instead of 5. That is why the converter always asks for a date: it uses
          the offsets in force on that date.
        </p>
      </section>

      <section>
        <h2>Time zone names and abbreviations</h2>
        <p>
          The converter names zones the way the IANA time zone database does, for example
          America/New_York or Asia/Kolkata: a region, then a large city in the zone. Each
          name carries the zone’s rules, daylight saving time included, so the offset comes
          out right for the date you choose. If your city has no zone of its own, choose the nearby
          city that keeps the same time, such as New York for Boston.
        </p>
        <p>Abbreviations are less reliable, for two reasons:</p>
        <ul>
          <li>
            <strong>The same letters mean different zones.</strong> CST is China Standard
            Time, UTC+08:00, and also US Central Standard Time, UTC−06:00. In January,
            3:00 PM CST is 07:00 UTC in Shanghai but 21:00 UTC in Chicago, 14 hours apart. IST is India
            Standard Time (UTC+05:30), Irish Standard Time (UTC+01:00, Ireland’s summer
            time) and Israel Standard Time (UTC+02:00).
          </li>
          <li>
            <strong>They change with the season.</strong> New York is on EST, UTC−05:00, in
            winter and on EDT, UTC−04:00, in summer, though many people write EST all year.
          </li>
        </ul>
        <p>
          So the quick picks stand for real IANA zones, with their daylight saving time,
          and no fixed offsets are used anywhere. The offset in force on your date comes
          from your browser’s time zone database.
        </p>
      </section>

      <section>
        <h2>The eight quick picks</h2>
        <p>Each is a real zone, named by its city and its winter abbreviation here:</p>
        <ul>
          <li>
            <strong>UTC:</strong> UTC, UTC+00:00 all year.
          </li>
          <li>
            <strong>New York (EST):</strong> America/New_York, UTC−05:00 in winter and UTC−04:00 (EDT)
            in summer.
          </li>
          <li>
            <strong>Los Angeles (PST):</strong> America/Los_Angeles, UTC−08:00 in winter and UTC−07:00
            (PDT) in summer.
          </li>
          <li>
            <strong>London (GMT):</strong> Europe/London, UTC+00:00 in winter and UTC+01:00 (BST) in
            summer.
          </li>
          <li>
            <strong>Tokyo (JST):</strong> Asia/Tokyo, UTC+09:00 all year.
          </li>
          <li>
            <strong>Paris (CET):</strong> Europe/Paris, UTC+01:00 in winter and UTC+02:00 (CEST) in
            summer.
          </li>
          <li>
            <strong>Kolkata (IST):</strong> Asia/Kolkata, India, UTC+05:30 all year.
          </li>
          <li>
            <strong>Shanghai (China Standard Time):</strong> Asia/Shanghai, China, UTC+08:00 all year. It is not US Central Time, which is also written CST.
          </li>
        </ul>
        <p>
          Each button shows the abbreviation your browser gives for the date chosen: on a July
          date, New York (EDT), UTC−04:00, London (BST), UTC+01:00, and Paris (CEST). Links
          that name a zone by the old labels, such as from=EST or to=CST, still work: EST is
          New York and CST is Shanghai there. For UTC+00:00 all year, choose UTC. For US Central Time, type
          Chicago or America/Chicago; for Ireland, Europe/Dublin; for Israel,
          Asia/Jerusalem.
        </p>
        <p>
          To find the hours between two times of day, use the{' '}
          <Link to="/time-duration-calculator">Time Duration Calculator</Link>. To write a
          date in another format, use the{' '}
          <Link to="/date-format-converter">Date Format Converter</Link>, and to count days
          from a date, the <Link to="/date-from-today">Date Calculator</Link>.
        </p>
      </section>
    </>
  );
}

export const timeZoneFaq: FaqItem[] = [
  {
    question: 'How do I convert a time from one time zone to another?',
    answer:
      'Enter the date and the time, choose the From and To time zones by city, IANA name or quick pick, and press Convert. For example, 20:00 on Monday, March 10, 2025 in New York is 09:00 on Tuesday, March 11, 2025 in Tokyo.',
  },
  {
    question: 'What is daylight saving time, and does the converter handle it?',
    answer:
      'Daylight saving time moves the clocks one hour forward in spring and back in the fall. The converter uses the UTC offset in force in each zone on the date you enter, taken from your browser’s time zone database. New York is at UTC−05:00 in January and UTC−04:00 in July, and the result says whether daylight saving time is in effect.',
  },
  {
    question: 'Why is my UTC offset different in summer?',
    answer:
      'Because your zone has daylight saving time. Its clocks move one hour forward for the summer, so the offset grows by one hour: London goes from UTC+00:00 to UTC+01:00, and Los Angeles from UTC−08:00 to UTC−07:00. Zones without daylight saving time, such as Tokyo at UTC+09:00, keep one offset all year.',
  },
  {
    question: 'What happens to a time that doesn’t exist?',
    answer:
      'When the clocks go forward, an hour of clock time is skipped. On Sunday, March 9, 2025, New York went from 02:00 straight to 03:00, so 02:30 did not exist. The page says so and uses the time moved forward by the length of the gap: 03:30 daylight time, UTC−04:00, which is 07:30 UTC.',
  },
  {
    question: 'What happens to a time that occurs twice?',
    answer:
      'When the clocks go back, an hour of clock time happens twice. On Sunday, November 2, 2025, New York went back from 02:00 to 01:00, so 01:30 happened first at UTC−04:00 and again an hour later at UTC−05:00. The page says so and uses the first one, 05:30 UTC, and offers a link to use the second one, 06:30 UTC, instead.',
  },
  {
    question: 'Why does EST show New York time at UTC−04:00 in summer?',
    answer:
      'The quick picks stand for real zones, not fixed offsets: EST is America/New_York and PST is America/Los_Angeles. In summer those cities are on daylight time, EDT at UTC−04:00 and PDT at UTC−07:00, and the converter shows the offset in force on your date. GMT works the same way: it is Europe/London, at UTC+01:00 in summer. For UTC+00:00 all year, choose UTC.',
  },
  {
    question: 'Why isn’t the difference between two cities always the same?',
    answer:
      'Countries move their clocks on different days, and some never do. In 2025 New York moved its clocks on March 9 and London on March 30, so for those three weeks London was 4 hours ahead of New York instead of 5. Enter the date you need, and the result gives the difference on that date.',
  },
  {
    question: 'Can I share or bookmark a conversion?',
    answer:
      'Yes. After you press Convert, the page’s link holds the date, the time and both zones. Bookmark the page or use the Copy link button, and the link reopens with the same result.',
  },
  {
    question: 'Is anything sent to a server?',
    answer:
      'No. Everything is worked out in your browser, with the browser’s own time zone database (Intl). Time zone rules change from time to time, so an out-of-date browser may not know the latest change.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: TimeZoneIntro, Explainer: TimeZoneExplainer, faq: timeZoneFaq };
