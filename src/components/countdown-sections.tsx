import type { ReactNode } from 'react';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatDayOff, formatLong } from '@/lib/date/core/format';
import { observedDate } from '@/lib/date/holidays';

/**
 * The 'How the countdown works' section of the countdown pages: what the card shows, what
 * happens on the day and after it (`after`), and the page's own remarks (`children`).
 */
export function HowTheCountdownWorks({
  example,
  day,
  after,
  customDate = false,
  children,
}: {
  /** The card's title for an example year ('Halloween 2027'). */
  example: string;
  /** The day the clock counts to, in words ('October 31'). */
  day: string;
  /** What the countdown does once the day has passed. */
  after: ReactNode;
  /** Whether the page's card has 'Count down to another date'. */
  customDate?: boolean;
  children?: ReactNode;
}) {
  return (
    <section>
      <h2>How the countdown works</h2>
      <ul>
        <li>
          <strong>Title:</strong> names the day it counts to, with its year, such as {example}.
        </li>
        <li>
          <strong>The big number:</strong> the calendar days until the date, counted in your own
          time zone. It changes at your midnight, and it never drifts on a
          daylight-saving day, when the clocks change and a day is not 24 hours long.
        </li>
        <li>
          <strong>The date:</strong> shown in full with its weekday.
        </li>
        <li>
          <strong>The clock:</strong> days, hours, minutes and seconds to midnight at the start
          of {day}, your local time, ticking every second. Because it counts to the first moment
          of the day, it shows one day fewer than the big number, plus the time left until
          midnight tonight.
        </li>
        <li>
          <strong>On the day:</strong> the card says it is today, and how long ago the day began
          at midnight.
        </li>
        <li>
          <strong>After the day:</strong> {after}
        </li>
      </ul>
      {customDate && (
        <p>
          <strong>Count down to another date</strong> is a date picker: choose a date, and the
          card counts down to it instead. The page’s link then keeps that date, and the card
          says how many days from now it is, or how many days ago.
        </p>
      )}
      <p>
        <strong>Add to calendar</strong> downloads an all-day event file (.ics) for the date,
        which calendar apps can open. <strong>Copy link</strong> copies the page’s link.
      </p>
      {children}
    </section>
  );
}

/** The 'Set your own date' section of a countdown page with a custom date picker. */
export function SetYourOwnDate() {
  return (
    <section>
      <h2>Set your own date</h2>
      <p>
        Under <strong>Count down to another date</strong>, choose a date in the date picker. The
        page then counts to that date and says how many days from now it is, or how many days
        ago if it has passed.
      </p>
      <p>
        The date is kept in the page’s link. Bookmark the page, or use <strong>Copy link</strong>{' '}
        to share it, and the link opens the countdown on the same date.
      </p>
    </section>
  );
}

/**
 * A table of an annual day's date in a run of years, computed by the engine (the federal day
 * off too, when `dayOff`), so the text can never drift from the calendar.
 */
export function DatesByYear({
  caption,
  heading,
  dateOf,
  dayOff = false,
  years = [2026, 2027, 2028, 2029, 2030, 2031, 2032],
}: {
  caption: string;
  /** The date column's header ('Halloween'). */
  heading: string;
  dateOf: (year: number) => IsoDate;
  dayOff?: boolean;
  years?: readonly number[];
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Year</th>
          <th scope="col">{heading}</th>
          {dayOff && <th scope="col">Federal day off</th>}
        </tr>
      </thead>
      <tbody>
        {years.map((year) => {
          const date = dateOf(year);
          return (
            <tr key={year}>
              <th scope="row">{year}</th>
              <td>{formatLong(date)}</td>
              {dayOff && <td>{formatDayOff(date, observedDate(date) ?? date)}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
