import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';

export function BirthdayIntro() {
  return (
    <>
      <p>
        Enter your date of birth to see how many days are left until your next birthday. The
        countdown shows the date and weekday of that birthday, the age you will turn and a
        live clock that ticks every second.
      </p>
      <p>
        Days are counted as calendar days in your own time zone, so the number goes down at
        your midnight. After each birthday, the countdown moves on to the next one. Add to
        calendar saves the birthday as an all-day event, and Copy link copies a link that
        holds your birth date.
      </p>
    </>
  );
}

export function BirthdayExplainer() {
  return (
    <>
      <section>
        <h2>How to use the Birthday Countdown</h2>
        <ol>
          <li>
            <strong>Enter your date of birth.</strong> Until you do, the page asks for it. A
            date after today is refused: a birth date has to be on or before today.
          </li>
          <li>
            <strong>Read the countdown.</strong> Its title names the year of your next
            birthday, such as “Your birthday 2027”. Below it are the number of days until
            that birthday, its date and weekday, and the age you will turn.
          </li>
          <li>
            <strong>Watch the clock.</strong> It counts days, hours, minutes and seconds to
            midnight at the start of your birthday, in your own time zone, and ticks every
            second.
          </li>
          <li>
            <strong>Save or share it.</strong> Add to calendar downloads the birthday as an
            all-day event, an .ics file that calendar apps can open. Copy link copies the
            page’s link, which holds your birth date.
          </li>
        </ol>
        <p>
          The big number counts calendar days where you are, so it goes down by one at each
          local midnight. The clock shows one day fewer than the big number, plus the hours,
          minutes and seconds left until tonight’s midnight: part of today has already gone.
        </p>
        <p>
          On your birthday itself, the page says that your birthday is today and shows the
          age you turned. The next day, the countdown moves on to the birthday a year later.
          For someone born on June 15, 1990, the count on June 14, 2027 is 1 day. On June 15,
          2027 the page says the birthday is today and that they turned 37. From June 16,
          2027 it counts toward Thursday, June 15, 2028, 365 days away, when they turn 38.
        </p>
      </section>

      <section>
        <h2>Birthdays on February 29</h2>
        <p>
          February 29 only exists in leap years. In the other years, the countdown counts the
          birthday on February 28, as the site’s{' '}
          <Link to="/age-calculator">Age Calculator</Link> does. For someone born on Sunday,
          February 29, 2004:
        </p>
        <ul>
          <li>they turn 22 on Saturday, February 28, 2026;</li>
          <li>they turn 23 on Sunday, February 28, 2027;</li>
          <li>they turn 24 on Tuesday, February 29, 2028, a leap year.</li>
        </ul>
        <p>
          So from March 1, 2026, the countdown already points at February 28, 2027, 364 days
          away. On January 1, 2027 it shows 58 days to go, and on January 1, 2028 it shows
          59, because February 29 comes one day later than February 28.
        </p>
        <p>
          Some laws count such a birthday on March 1 instead, for example to decide when
          someone reaches a legal age. To see which years have a February 29, use the{' '}
          <Link to="/leap-year-checker">Leap Year Checker</Link>.
        </p>
      </section>

      <section>
        <h2>The age you will turn</h2>
        <p>
          The age shown is the year of the coming birthday minus the year of birth. Someone
          born in 1990 turns 37 in 2027, whatever the month of their birthday. Before the
          birthday they are still 36; on the birthday, the page shows 37 as the age turned.
        </p>
        <p>
          The month of birth only decides when that age is reached. Someone born on December
          31, 1990 has almost a full year to wait on January 1, 2027: the countdown shows 364
          days to Friday, December 31, 2027, when they turn 37.
        </p>
        <p>
          For your exact age in years, months and days, on today’s date or any other, use the{' '}
          <Link to="/age-calculator">Age Calculator</Link>. To find the weekday of any
          birthday, use the <Link to="/weekday-finder">Weekday Finder</Link>, and for other
          yearly dates, the <Link to="/anniversary-calculator">Anniversary Calculator</Link>.
        </p>
      </section>
    </>
  );
}

export const birthdayFaq: FaqItem[] = [
  {
    question: 'How many days until my birthday?',
    answer:
      'Enter your date of birth and the countdown shows the days until your next birthday, counted as calendar days in your own time zone. The number goes down by one at each local midnight, and on the birthday itself the page says that it is today.',
  },
  {
    question: 'When is my birthday counted if I was born on February 29?',
    answer:
      'On February 29 in leap years and on February 28 in the other years, as the Age Calculator counts it. Someone born on February 29, 2004 turns 22 on February 28, 2026, 23 on February 28, 2027 and 24 on February 29, 2028.',
  },
  {
    question: 'Why is a date in the future refused?',
    answer:
      'The countdown counts toward the next birthday of a birth date, so the birth date has to be on or before today. To count the days until another date to come, use Days Between Dates or the Date Calculator.',
  },
  {
    question: 'What does “age turned” mean?',
    answer:
      'It is the age reached on that birthday: the year of the birthday minus the year of birth. Before the birthday, the page shows it as the age you will turn; on the birthday itself, as the age you turned. Someone born on June 15, 1990 turns 37 on June 15, 2027.',
  },
  {
    question: 'Why does the clock show one day fewer than the big number?',
    answer:
      'The big number counts calendar days, while the clock counts the time left until midnight at the start of your birthday. Part of today has already gone, so the clock shows one day fewer, plus the hours, minutes and seconds left until tonight’s midnight. On the day before your birthday the count is 1 day and the clock shows 0 days.',
  },
  {
    question: 'Is my birth date sent or stored?',
    answer:
      'No. The countdown runs in your browser, and the site makes no network request after its own files have loaded. The date lives only in the page’s link, so anyone you share the link with can see it. Don’t share the link if you want to keep your birth date private.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: BirthdayIntro, Explainer: BirthdayExplainer, faq: birthdayFaq };
