import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';
import { HowTheCountdownWorks, SetYourOwnDate } from '@/components/countdown-sections';

export function WeddingIntro() {
  return (
    <>
      <p>
        This countdown shows how many days are left until your wedding, with a live clock to
        the start of the day. Until you pick a date, it counts to six months from today.
      </p>
      <p>
        Choose your wedding date under Count down to another date. The page’s link keeps the
        date, so you can bookmark the countdown or share it.
      </p>
    </>
  );
}

export function WeddingExplainer() {
  return (
    <>
      <HowTheCountdownWorks
        example="Your Wedding 2027"
        day="the wedding day"
        after="it does not move on to the next year. Once the date has passed, it counts up and shows the days since the wedding."
      />

      <SetYourOwnDate />

      <section>
        <h2>The default date: six months from today</h2>
        <p>
          Until you pick a date, the countdown is set to six months from today: the same day
          of the month, six months later. When that month is too short for the day, the date
          is clipped to the month’s last day. So six months after August 31 is the last day of
          February:
        </p>
        <ul>
          <li>Six months after Sunday, August 31, 2025 is Saturday, February 28, 2026.</li>
          <li>
            Six months after Tuesday, August 31, 2027 is Tuesday, February 29, 2028, a leap
            year.
          </li>
          <li>Six months after Tuesday, March 31, 2026 is Wednesday, September 30, 2026.</li>
        </ul>
        <p>
          Months differ in length, so six months is 181 to 184 days. The default moves on as
          the days go by, so pick your date to fix it.
        </p>
      </section>

      <section>
        <h2>A planning timeline</h2>
        <p>
          Every wedding is different. These are general suggestions for what to think about
          and when, not rules.
        </p>
        <ul>
          <li>
            <strong>About a year before, or earlier:</strong> settle on a rough guest list and
            a budget, and start looking at venues and dates.
          </li>
          <li>
            <strong>About nine months before:</strong> book the venue and the vendors you most
            want, such as the caterer, the photographer and the music.
          </li>
          <li>
            <strong>About six months before:</strong> send save-the-dates, order the wedding
            attire, and arrange rooms and travel for guests coming from far away.
          </li>
          <li>
            <strong>About three months before:</strong> order the invitations, plan the order
            of the day, and check the local rules for the marriage license: when to apply,
            and how long it stays valid.
          </li>
          <li>
            <strong>About two months before:</strong> send the invitations, with a reply date
            a few weeks before the wedding.
          </li>
          <li>
            <strong>About one month before:</strong> get the marriage license within the time
            the local rules allow, and go over the plan for the day with each vendor.
          </li>
          <li>
            <strong>The last week or two:</strong> confirm the final numbers and times with
            each vendor.
          </li>
        </ul>
        <p>
          For a vendor deadline given in working days, use the{' '}
          <Link to="/business-days-calculator">Business Days Calculator</Link>. To count the
          days between two dates, such as a deposit date and the wedding, use{' '}
          <Link to="/days-between-dates">Days Between Dates</Link>. To find the date a set
          number of days before the wedding, use the{' '}
          <Link to="/date-from-today">Date Calculator</Link>.
        </p>
        <p>
          After the wedding, the{' '}
          <Link to="/anniversary-calculator">Anniversary Calculator</Link> counts the time
          since and shows the next anniversary.
        </p>
      </section>
    </>
  );
}

export const weddingFaq: FaqItem[] = [
  {
    question: 'How many days until my wedding?',
    answer:
      'Set your wedding date, and the big number at the top of the page shows the days until it, counted as calendar days in your time zone. From January 15, 2026 to July 15, 2026, for example, is 181 days.',
  },
  {
    question: 'How do I set my wedding date?',
    answer:
      'Choose the date under Count down to another date. The page counts to that date, and its link keeps the date, so you can bookmark the page or share it.',
  },
  {
    question: 'Why does the countdown show a date six months away?',
    answer:
      'Until you pick a date, it counts to six months from today. When the month six months later is too short for the day, the date is clipped to that month’s last day, so six months after August 31 is the last day of February.',
  },
  {
    question: 'What happens after the wedding date passes?',
    answer:
      'On the day, the countdown says it is today. After that it does not move to the next year: it counts up and shows the days since the wedding.',
  },
  {
    question: 'Does the countdown work on daylight-saving days?',
    answer:
      'Yes. Days are counted as calendar dates in your time zone, not as 24-hour blocks, so the number changes at your midnight and is never off by one when the clocks change.',
  },
  {
    question: 'Can I add the wedding to my calendar?',
    answer:
      'Yes. Add to calendar downloads an all-day event file (.ics) for the date, which calendar apps can open.',
  },
  {
    question: 'Is anything sent or stored?',
    answer:
      'No. Everything runs in your browser. The date you set lives only in the page’s link.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: WeddingIntro, Explainer: WeddingExplainer, faq: weddingFaq };
