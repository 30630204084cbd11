import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function WorldClockIntro() {
  return (
    <>
      <p>
        The world clock shows the current time in the places you choose, ticking every
        second. It starts with your own time zone, as your browser reports it, and Los
        Angeles, New York, London, Mumbai, Tokyo and Sydney.
      </p>
      <p>
        Each clock gives the date, the UTC offset, how far ahead of or behind you the place
        is, whether daylight saving time is in effect there now, and when its clocks change
        next. Add a place by city, country, abbreviation or IANA zone, and the page’s link
        keeps your set of clocks.
      </p>
    </>
  );
}

export function WorldClockExplainer() {
  return (
    <>
      <section>
        <h2>How to Use the World Clock</h2>
        <ol>
          <li>
            Open the page. The clocks start with your own time zone, the one your browser
            reports, and six more: Los Angeles, New York, London, Mumbai, Tokyo and
            Sydney. That leaves room for one more place of your own.
          </li>
          <li>
            <strong>Add a place:</strong> type a city, such as Chicago, a country, such as
            Japan, an abbreviation, such as EST, CET or IST, or an IANA zone id, such as
            Europe/Paris. Accents are optional: “Sao Paulo” finds São Paulo, and former
            names work too: “Bangalore” finds Bengaluru. The cities are from{' '}
            <a href="https://www.geonames.org/">GeoNames</a> (
            <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>).
          </li>
          <li>
            <strong>Remove a place:</strong> press its <strong>Remove</strong> button. The
            page holds up to 8 places, so when all 8 are in use, remove one to make room for
            another.
          </li>
          <li>
            <strong>Keep or share the clocks:</strong> the page’s link holds your places.
            Bookmark it, or send it to someone, and it opens with the same clocks.
          </li>
        </ol>
        <p>For each place, the page shows:</p>
        <ul>
          <li>The city and its country.</li>
          <li>The time on the 24-hour clock, with seconds, such as 17:30:00.</li>
          <li>The date there, which can be a day ahead of or behind yours.</li>
          <li>The UTC offset in force now, such as UTC+05:30.</li>
          <li>
            The difference from your own time, such as “9 hours ahead of you” or “same
            time as you”.
          </li>
          <li>Whether daylight saving time is in effect there now.</li>
          <li>
            Its next clock change, such as “Clocks go back 1 hour on Sunday, October 25,
            2026” for London, or that it has no clock change in the next year.
          </li>
        </ul>
        <p>
          Screen readers are not told the time every second: the times are announced
          politely, without interrupting, at most once a minute.
        </p>
      </section>

      <section>
        <h2>A Worked Example: 12:00 UTC on December 3, 2026</h2>
        <p>
          Say your device is set to New York time, and you look at the clocks at 12:00 UTC
          on Thursday, December 3, 2026. This is what they show:
        </p>
        <ul>
          <li>
            <strong>New York:</strong> 07:00:00 on Thursday, December 3, 2026, at UTC−05:00.
            No daylight saving time: New York is on standard time until its clocks go
            forward 1 hour on Sunday, March 14, 2027. Same time as you.
          </li>
          <li>
            <strong>London:</strong> 12:00:00 at UTC+00:00, with no daylight saving time. It
            is 5 hours ahead of you, and its clocks go forward 1 hour on Sunday, March 28,
            2027.
          </li>
          <li>
            <strong>Mumbai:</strong> 17:30:00 at UTC+05:30, 10 hours 30 minutes ahead of
            you. India has no daylight saving time, so there is no clock change in the next
            year.
          </li>
          <li>
            <strong>Tokyo:</strong> 21:00:00 at UTC+09:00, 14 hours ahead of you. Japan has
            no daylight saving time either.
          </li>
          <li>
            <strong>Sydney:</strong> 23:00:00 at UTC+11:00, 16 hours ahead of you. Daylight
            saving time is in effect: Sydney’s clocks went forward on Sunday, October 4,
            2026, and go back 1 hour on Sunday, April 4, 2027.
          </li>
        </ul>
        <p>
          At that moment all five cities share the same date, Thursday, December 3. One hour
          later, at 13:00 UTC, Sydney reaches midnight and its clock shows Friday,
          December 4, while the other four are still on Thursday.
        </p>
      </section>

      <section>
        <h2>Why the Difference Between Two Cities Changes</h2>
        <p>
          Places with daylight saving time move their clocks on different days, and places
          south of the equator have their summer while the north has its winter. In 2026:
        </p>
        <ul>
          <li>The United States changes its clocks on March 8 and November 1.</li>
          <li>The UK and the European Union change theirs on March 29 and October 25.</li>
          <li>Sydney goes back on April 5 and forward again on October 4.</li>
        </ul>
        <p>
          So London is usually 5 hours ahead of New York, but only 4 from March 8 to
          March 29, 2026, and again from October 25 to November 1. Sydney is 11 hours ahead
          of London in January and 9 hours ahead in July. The world clock always shows the
          difference as it is now.
        </p>
      </section>

      <section>
        <h2>Half-Hour and 45-Minute Time Zones</h2>
        <p>
          Not every offset is a whole number of hours. India is at UTC+05:30 all year and
          Nepal at UTC+05:45. The Chatham Islands of New Zealand are at UTC+12:45 in
          standard time and UTC+13:45 with daylight saving time. Australia’s Lord Howe Island
          moves its clocks by only 30 minutes: from UTC+10:30 in standard time to UTC+11:00
          with daylight saving time. For places like these, the difference from your own time includes the
          minutes.
        </p>
      </section>

      <section>
        <h2>Your Clocks in a Link</h2>
        <p>
          The page’s address keeps your places in its <code>places</code> parameter: a
          comma-separated list of IANA zone ids, each optionally followed by a tilde and a
          city name. For example, <code>places=America/New_York~Boston,Asia/Tokyo</code>{' '}
          shows a clock for Boston, on New York’s time zone, and one for Tokyo. Bookmark the
          page or share the link, and it opens with the same clocks.
        </p>
      </section>

      <section>
        <h2>Where the Times Come From</h2>
        <p>
          The page reads your device’s clock and works out the time in each place from it,
          so if your device’s clock is a minute fast, every clock on the page is a minute
          fast too. Everything is worked out in your browser, with its own time zone database (Intl),
          and nothing is sent anywhere. Time zone rules change from time to time, so an
          out-of-date browser may not know the newest changes.
        </p>
      </section>

      <section>
        <h2>More Time Zone Tools</h2>
        <p>
          To find an hour that suits people in several places, use the{' '}
          <Link to="/meeting-planner">Meeting Planner</Link>. To convert a particular date
          and time from one zone to another, use the{' '}
          <Link to="/time-zone-calculator">Time Zone Converter</Link>. To count down to an
          event of your own, use the <Link to="/custom-event-countdown">Custom Countdown</Link>.
        </p>
      </section>
    </>
  );
}

export const worldClockFaq: FaqItem[] = [
  {
    question: 'How does the world clock know my time zone?',
    answer:
      'It uses the time zone your browser reports, which comes from your device’s time zone setting. If that setting is wrong, your own clock and the differences shown as ahead of you or behind you are wrong too. Correct the time zone in your device’s settings and reload the page.',
  },
  {
    question: 'Why does the difference between two cities change during the year?',
    answer:
      'Because places change their clocks for daylight saving time on different days, and some never do. In 2026 the United States changes its clocks on March 8 and November 1, the UK and the European Union on March 29 and October 25, and Sydney on April 5 and October 4. So from March 8 to March 29, 2026, London is 4 hours ahead of New York instead of 5.',
  },
  {
    question: 'Why are some places 30 or 45 minutes off the hour?',
    answer:
      'Some time zones have offsets that are not whole hours. India is at UTC+05:30 and Nepal at UTC+05:45, all year. The Chatham Islands of New Zealand are at UTC+12:45 in standard time and UTC+13:45 with daylight saving time. The world clock shows their time, offset and difference from you to the minute.',
  },
  {
    question: 'Why does Lord Howe Island change its clocks by only 30 minutes?',
    answer:
      'Australia’s Lord Howe Island is at UTC+10:30 in standard time and moves its clocks forward just 30 minutes, to UTC+11:00, for daylight saving time. In 2026 its clocks go back to UTC+10:30 on April 5 and forward to UTC+11:00 on October 4. Add it with its IANA zone id, Australia/Lord_Howe.',
  },
  {
    question: 'How do I share or bookmark my set of clocks?',
    answer:
      'The page’s link holds your places in its places parameter, a comma-separated list of IANA zone ids, each optionally followed by a tilde and a city name, such as places=America/New_York~Boston,Asia/Tokyo. Bookmark the page or send the link, and it opens with the same clocks.',
  },
  {
    question: 'Is the time exact?',
    answer:
      'The page reads your device’s clock and works out the time in each place from it. If your device’s clock is fast or slow, every clock on the page is fast or slow by the same amount.',
  },
  {
    question: 'Will a screen reader read out the time every second?',
    answer:
      'No. The clocks tick every second on the screen, but the times are announced politely, without interrupting, at most once a minute.',
  },
  {
    question: 'Is anything sent to a server?',
    answer:
      'No. Everything is worked out in your browser, with the browser’s own time zone database (Intl). Time zone rules change from time to time, so an out-of-date browser may not know the newest changes.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: WorldClockIntro, Explainer: WorldClockExplainer, faq: worldClockFaq };
