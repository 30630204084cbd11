import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';
import { DatesByYear, HowTheCountdownWorks } from '@/components/countdown-sections';
import { usElectionDay } from '@/lib/date/holidays';

export function ElectionIntro() {
  return (
    <>
      <p>
        The countdown shows the days left until the next US general election day, with a live
        clock to midnight at the start of that day. It uses the date and time where you are, so
        the number goes down by one at your own midnight.
      </p>
      <p>
        General elections are held in November of every even-numbered year, always on a
        Tuesday. Election Day 2026 falls on Tuesday, November 3, and Election Day 2028 on
        Tuesday, November 7.
      </p>
    </>
  );
}

export function ElectionExplainer() {
  return (
    <>
      <HowTheCountdownWorks
        example="Election Day 2026"
        day="election day"
        after="from the day after, it counts to the next general election, two years later."
      >
        <p>
          Below the card, a table lists the next five general election days. It marks each one
          as presidential or midterm and gives the days from today.
        </p>
      </HowTheCountdownWorks>

      <section>
        <h2>When is election day?</h2>
        <p>
          US general elections for federal office are held on “the Tuesday next after the first
          Monday in November” of every even-numbered year. Federal law sets this day: 2 U.S.C.
          §7 for elections to the House of Representatives, and 3 U.S.C. §1 for choosing
          presidential electors. Senate elections are held on the same day.
        </p>
        <p>
          The first Monday of November falls between November 1 and November 7. So election
          day, the day after it, always falls between November 2 and November 8.
        </p>
      </section>

      <section>
        <h2>Presidential and midterm years</h2>
        <p>
          A presidential election is held in every year divisible by 4. The other even years,
          halfway between, are midterm years. Midterms elect members of Congress, but not a
          president.
        </p>
      </section>

      <section>
        <h2>Election day, 2026 to 2040</h2>
        <DatesByYear
          caption="US general election day, 2026 to 2040"
          heading="Election day"
          dateOf={usElectionDay}
          years={[2026, 2028, 2030, 2032, 2034, 2036, 2038, 2040]}
        />
        <p>
          2028, 2032, 2036 and 2040 are presidential election years, because each is divisible
          by 4. 2026, 2030, 2034 and 2038 are midterm years.
        </p>
        <p>
          Two general elections in a row are 104 or 105 weeks apart: 735 days from 2026 to
          2028, and 728 days from 2030 to 2032. For the weekday of any other date, use the{' '}
          <Link to="/weekday-finder">Weekday Finder</Link>. To count the days between any two
          dates, use <Link to="/days-between-dates">Days Between Dates</Link>.
        </p>
      </section>

      <section>
        <h2>Why the Tuesday after the first Monday?</h2>
        <p>
          Because of the wording, election day is never November 1. The first Tuesday of
          November can be November 1, but the Tuesday after the first Monday cannot: the first
          Monday is November 1 at the earliest, so the Tuesday after it is November 2 at the
          earliest.
        </p>
        <p>
          When November 1 is a Monday, as in 2032 and 2038, election day is November 2. When
          November 1 is a Tuesday, as in 2044, the first Monday is November 7, and election day
          is November 8. In 2026, November 1 is a Sunday, so the first Monday is November 2 and
          election day is November 3.
        </p>
        <p>
          Thanksgiving, the fourth Thursday of November, always falls 16 or 23 days after
          election day. The <Link to="/countdown/thanksgiving">Thanksgiving Countdown</Link>{' '}
          counts down to it.
        </p>
      </section>

      <section>
        <h2>State and local elections, early and mail voting</h2>
        <p>
          The rule above is for general elections for federal office. States, counties and
          towns can hold primaries, runoffs, special elections and local elections on other
          days, and some states hold their own elections in odd-numbered years.
        </p>
        <p>
          Early voting and mail voting vary by state: when they start, who can use them, and
          when a mail ballot must be sent or received. Check your state’s election office for
          the dates that apply to you. To count down to one of those dates, use the{' '}
          <Link to="/custom-event-countdown">Custom Countdown</Link>.
        </p>
      </section>

      <section>
        <h2>Is election day a day off?</h2>
        <p>
          Election day is not a US federal holiday. Some states make it a state holiday or give
          workers time off to vote. The{' '}
          <Link to="/business-days-calculator">Business Days Calculator</Link> counts it as a
          working day.
        </p>
      </section>
    </>
  );
}

export const electionFaq: FaqItem[] = [
  {
    question: 'When is the next election day?',
    answer:
      'The card at the top of the page shows it, with the days left counted in your own time zone. General elections are held in even-numbered years: Election Day 2026 is Tuesday, November 3, 2026, and Election Day 2028 is Tuesday, November 7, 2028.',
  },
  {
    question: 'Why is election day on a Tuesday?',
    answer:
      'Federal law sets it as the Tuesday next after the first Monday in November of even-numbered years. Because it is the day after the first Monday, it always falls between November 2 and November 8.',
  },
  {
    question: 'What is a midterm election?',
    answer:
      'A midterm is a general election in an even year that is not a presidential year, halfway between two presidential elections. Members of Congress are elected, but not a president. 2026, 2030, 2034 and 2038 are midterm years.',
  },
  {
    question: 'Can election day be on November 1?',
    answer:
      'No. The first Monday of November is November 1 at the earliest, so the Tuesday after it is November 2 at the earliest. Election day always falls between November 2 and November 8.',
  },
  {
    question: 'Is election day a federal holiday?',
    answer:
      'No. Election day is not a US federal holiday. Some states make it a state holiday or give workers time off to vote. Check your state’s rules for what applies where you live.',
  },
  {
    question: 'What happens to the countdown after election day?',
    answer:
      'On election day the card says it is today. From the day after, it counts down to the next general election, two years later, and the title shows that year.',
  },
  {
    question: 'Does the countdown work offline, and is anything sent?',
    answer:
      'Everything runs in your browser. Once the page has loaded, the countdown keeps counting without a connection, and nothing is sent anywhere.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: ElectionIntro, Explainer: ElectionExplainer, faq: electionFaq };
