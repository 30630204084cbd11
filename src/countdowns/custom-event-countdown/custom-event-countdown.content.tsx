import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';
import { ScrollArea } from '@/components/scroll-area';
import type { EmojiSlug } from '@/countdowns/custom-event-countdown/custom-event-countdown.params';

/**
 * An emoji beside an idea: decorative, the idea's words say it all. Its picture's address is
 * written here, as `emojiPicture` writes it: importing that would split the page's keys into a
 * chunk of their own, one more request on the page's first load.
 */
function Pic({ slug }: { slug: EmojiSlug }) {
  return <img src={`/emoji/${slug}.svg`} width={36} height={36} alt="" className="inline-block size-5 align-text-bottom" />;
}

/** Example events, each with an emoji that fits. */
const IDEAS: readonly [slug: EmojiSlug, idea: string][] = [
  ['sparkles', 'A vacation'],
  ['glowing-star', 'A graduation'],
  ['fire', 'A product launch'],
  ['confetti-ball', 'A retirement'],
  ['dizzy-star', 'A concert'],
  ['calendar', 'A move to a new home'],
  ['star', 'A first day at a new job'],
  ['party-popper', 'A housewarming party'],
  ['gift', 'A baby shower'],
  ['two-hearts', 'A family reunion'],
  ['jack-o-lantern', 'A costume party'],
  ['balloon', 'A street fair'],
];

export function CustomEventIntro() {
  return (
    <>
      <p>
        Give your event a name, choose its date and pick an emoji. The countdown shows the
        days left and a live clock to the start of the day, counted in your own time zone. Add
        a time, and a time zone if the event is somewhere else, and it counts down to that
        moment instead, shown in the event’s time and in yours.
      </p>
      <p>
        The event is kept only in the page’s link. Nothing is saved anywhere else, so
        bookmark the link or share it to open the same countdown again.
      </p>
    </>
  );
}

export function CustomEventExplainer() {
  return (
    <>
      <section>
        <h2>How to create a countdown</h2>
        <ol>
          <li>
            <strong>Event name:</strong> type a name of 1 to 80 characters. It is shown as
            plain text, exactly as you type it.
          </li>
          <li>
            <strong>Event date:</strong> choose today or a later date. An earlier date is
            refused.
          </li>
          <li>
            <strong>Time and time zone</strong> (optional, under “Add a time and time zone”):
            the clock time the event starts (the field writes it as your browser writes times;
            the link holds it on the 24-hour clock) and the time zone it is in.
            Leave the zone empty for your own. Type a city, a zone such as Europe/London or an
            abbreviation such as EST, and pick it from the list, or press one of the eight quick
            picks. A time that has already passed is refused, today included: at 10:00, an
            event today at 09:00 cannot be created.
          </li>
          <li>
            <strong>Emoji:</strong> pick one of the 16 emoji in the grid, eight to a row. The
            party popper is chosen until you pick another. The grid is one group of choices,
            so the arrow keys move between the emoji.
          </li>
          <li>
            Press <strong>Create Countdown</strong>. The button stays disabled until the event
            has both a name and a date.
          </li>
          <li>
            Bookmark the page, or press <strong>Copy link</strong> to copy its link and share
            it. The link is the only copy of your countdown.
          </li>
        </ol>
        <p>
          The countdown shows the emoji and the event’s name, the date in full with its
          weekday, and the number of days left. Below them, a clock counts days, hours,
          minutes and seconds to midnight at the start of the date, your local time. It
          counts to the first moment of the day, so it shows one day fewer than the day count,
          plus the time left until midnight tonight.
        </p>
        <p>
          On the date itself, the countdown says the event is today. Once the date has passed,
          the same link counts up and shows the days since. <strong>Add to calendar</strong>{' '}
          downloads an all-day event for the date as an .ics file.{' '}
          <strong>Create Another Countdown</strong> goes back to the form with the name, date
          and emoji still filled in, ready to change.
        </p>
      </section>

      <section>
        <h2>Counting down to a time in another time zone</h2>
        <p>
          With a time, the countdown ticks to that exact moment. Say a product launches at
          18:00 London time on Thursday, December 31, 2026: enter that date, the time 18:00 and
          the zone Europe/London. London is on UTC+00:00 in winter, so the launch is at
          18:00 UTC. Someone who opens the link in New York (UTC−05:00) reads “18:00 in London
          is 13:00 your time (New York)”; in Tokyo (UTC+09:00), “18:00 in London is 03:00 on
          Friday, January 1, 2027 your time (Tokyo)”. Everyone’s clock reaches zero at the same
          moment. When the event’s zone is your own, the page shows the time once.
        </p>
        <p>
          The clock counts elapsed time: days of 24 hours, then hours, minutes and seconds. The
          large day count is in calendar days of the event’s zone, so it changes at midnight
          there. A time without a zone is the time where the link is opened; the form always
          writes your zone beside a time, so a link you share means the same moment for
          everyone. A zone without a time means midnight at the start of the date in that zone.
        </p>
        <p>
          Once the time has passed, the link still works: on the day the page says how long ago
          the event started (“started 2 hours ago”), and after it counts the days since.
        </p>
      </section>

      <section>
        <h2>Example events</h2>
        <p>A countdown works for anything with a date. A few ideas, each with an emoji that fits:</p>
        <ul>
          {IDEAS.map(([slug, idea]) => (
            <li key={idea}>
              <Pic slug={slug} /> {idea}
            </li>
          ))}
        </ul>
        <p>
          The emoji pictures are from{' '}
          <a href="https://github.com/jdecked/twemoji">Twemoji</a>, © Twitter, Inc and other
          contributors, licensed under{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/">CC-BY 4.0</a>. They look the same
          on every device, with or without an emoji font.
        </p>
      </section>

      <section>
        <h2>Features</h2>
        <ScrollArea label="Features table">
          <table>
            <caption>What the Custom Event Countdown does</caption>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col">What it does</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Live countdown</th>
                <td>
                  The days until the date, and a clock of days, hours, minutes and seconds to
                  midnight at the start of the day, your local time, or to the event’s time in
                  its zone when you give one. The clock ticks every second.
                </td>
              </tr>
              <tr>
                <th scope="row">Shareable link</th>
                <td>
                  The page’s link holds the event’s name, date, time, time zone and emoji.
                  Bookmark it or share it, and it opens the same countdown. Copy link copies it.
                </td>
              </tr>
              <tr>
                <th scope="row">Add to calendar</th>
                <td>
                  Downloads an .ics file, which calendar apps can import: an all-day event on
                  the date, or, with a time, a one-hour event starting at that moment.
                </td>
              </tr>
              <tr>
                <th scope="row">16 emoji</th>
                <td>
                  Party popper, birthday cake, two hearts, Christmas tree, jack-o-lantern,
                  turkey, confetti ball, gift, trophy, calendar, star, fire, dizzy star,
                  glowing star, sparkles and balloon. The party popper is the default.
                </td>
              </tr>
              <tr>
                <th scope="row">Counting up</th>
                <td>
                  On the date, the countdown says the event is today. After it, the link still
                  works and shows the days since, such as “5 days since.”
                </td>
              </tr>
              <tr>
                <th scope="row">Private</th>
                <td>
                  Nothing is stored or sent. There is no account and no server copy: the event
                  lives only in the link.
                </td>
              </tr>
              <tr>
                <th scope="row">Works on daylight-saving days</th>
                <td>
                  Days are counted as calendar dates, so the count changes at midnight and never
                  slips when the clocks change. A time the clocks skip or repeat is explained
                  on the countdown.
                </td>
              </tr>
            </tbody>
          </table>
        </ScrollArea>
      </section>

      <section>
        <h2>Other countdowns</h2>
        <p>Some dates have a countdown of their own:</p>
        <ul>
          <li>
            <Link to="/countdown/birthday">Birthday Countdown</Link>: the days until your next
            birthday.
          </li>
          <li>
            <Link to="/countdown/wedding">Wedding Countdown</Link>: the days until your
            wedding.
          </li>
          <li>
            <Link to="/anniversary-calculator">Anniversary Calculator</Link>: how long it has
            been since a date, and when the next anniversary falls.
          </li>
          <li>
            <Link to="/countdown/christmas">Christmas Countdown</Link>: the days until
            December 25.
          </li>
          <li>
            <Link to="/new-year-countdown">New Year Countdown</Link>: the days until
            January 1.
          </li>
        </ul>
        <p>
          To count the days between any two dates, use{' '}
          <Link to="/days-between-dates">Days Between Dates</Link>.
        </p>
      </section>
    </>
  );
}

export const customEventFaq: FaqItem[] = [
  {
    question: 'How do I make a countdown to my own event?',
    answer:
      'Type the event’s name, choose its date and pick an emoji, then press Create Countdown. The page shows the days left and a live clock, and its link keeps the event.',
  },
  {
    question: 'How do I save or share my countdown?',
    answer:
      'The countdown lives in the page’s link, which holds the name, the date and the emoji. Bookmark the page, or press Copy link and share the link. Opening it shows the same countdown.',
  },
  {
    question: 'Is my event stored anywhere?',
    answer:
      'No. Nothing is stored or sent, and there is no account. The link is the only copy of the event, so bookmark it or share it before you close the page.',
  },
  {
    question: 'Why can’t I choose a date or time in the past?',
    answer:
      'The form counts down, so it takes today or a later date and refuses an earlier one. With a time, the moment itself must still be ahead: an event today at a time that has already passed is refused, with a message beside the time. A countdown you made before keeps working after its date: on the day it says the event is today, and after that it shows the days since.',
  },
  {
    question: 'What does the clock count down to?',
    answer:
      'Without a time, midnight at the start of the event’s date, your local time: the clock shows one day fewer than the day count, plus the time left until midnight tonight. With a time, the moment the event starts in its time zone, counted as elapsed time. On the date itself, the countdown says the event is today.',
  },
  {
    question: 'How do I count down to a time in another time zone?',
    answer:
      'Open “Add a time and time zone”, enter the time and choose the event’s zone. For 18:00 on December 31, 2026 in Europe/London, a visitor in New York sees “18:00 in London is 13:00 your time (New York)”, and everyone’s countdown ends at the same moment. With the zone left empty, your own zone is written into the link.',
  },
  {
    question: 'What happens on a night the clocks change?',
    answer:
      'If the time does not exist that night because the clocks go forward (02:30 on Sunday, March 8, 2026 in New York), the countdown uses the time a clock that was not put forward would show, 03:30, and says so. If the time happens twice because the clocks go back (01:30 on Sunday, November 1, 2026 in New York), it uses the first 01:30, still on daylight saving time, and says so. The time zone converter treats such times the same way.',
  },
  {
    question: 'Can I change a countdown after creating it?',
    answer:
      'Press Create Another Countdown. The form comes back with the name, date and emoji still filled in, so you can change them and create a new countdown with a new link. The old link still opens the old countdown.',
  },
  {
    question: 'How do I add the event to my calendar?',
    answer:
      'Press Add to calendar. It downloads an .ics file that calendar apps can import. Without a time it holds an all-day event on the date. With a time it holds a one-hour event whose start is written in UTC (for 18:00 London time on December 31, 2026: DTSTART:20261231T180000Z), so every calendar app shows it at the right moment in its own time zone; the description names the event’s zone.',
  },
  {
    question: 'Does daylight saving time or my time zone change the count?',
    answer:
      'Days are counted as calendar dates, so the count goes down by one at midnight and never slips when the clocks change. A link with only a date counts to the start of that date in the time zone of whoever opens it. A link with a time and zone counts to one moment for everyone, and its day count follows the calendar of the event’s zone.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: CustomEventIntro, Explainer: CustomEventExplainer, faq: customEventFaq };
