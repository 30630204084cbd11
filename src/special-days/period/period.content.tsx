import { Link } from 'react-router-dom';
import type { FaqItem, PageText } from '@/content/types';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { predictCycles } from '@/lib/date/menstrual-cycle';

export function PeriodIntro() {
  return (
    <>
      <p>
        Enter the first day of your last period, your usual cycle length and how many days your
        period usually lasts. The calculator estimates the start and end of your next six
        periods, the likely ovulation day and the fertile window of each cycle, as a list and on
        small month calendars.
      </p>
      <p>
        The dates are worked out from the calendar and from averages, so they are estimates. They
        can help you plan ahead, but they are not medical advice and not a method of
        contraception.
      </p>
    </>
  );
}

/** The example of the page: a period that started on Monday, November 2, 2026. */
const EXAMPLE_LAST = '2026-11-02' as IsoDate;

/** The first predicted period for two cycle lengths, computed by the engine so it never drifts. */
function ExampleTable() {
  const [short] = predictCycles(EXAMPLE_LAST, 28, 5, 1);
  const [long] = predictCycles(EXAMPLE_LAST, 32, 5, 1);
  if (!short || !long) return null;
  const rows: { label: string; cells: [string, string] }[] = [
    { label: 'Next period starts', cells: [formatLong(short.start), formatLong(long.start)] },
    { label: 'Next period ends', cells: [formatLong(short.end), formatLong(long.end)] },
    { label: 'Estimated ovulation', cells: [formatLong(short.ovulation), formatLong(long.ovulation)] },
    {
      label: 'Fertile window',
      cells: [
        `${formatLong(short.fertileStart)} to ${formatLong(short.fertileEnd)}`,
        `${formatLong(long.fertileStart)} to ${formatLong(long.fertileEnd)}`,
      ],
    },
  ];
  return (
    <table>
      <caption>
        Example: after a period that started on {formatLong(EXAMPLE_LAST)}, with a 5-day period
      </caption>
      <thead>
        <tr>
          <th scope="col">Estimate</th>
          <th scope="col">28-day cycle</th>
          <th scope="col">32-day cycle</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.cells[0]}</td>
            <td>{row.cells[1]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PeriodExplainer() {
  return (
    <>
      <section>
        <h2>How the estimate is made</h2>
        <p>
          The calculator uses simple calendar arithmetic, the same for every cycle:
        </p>
        <ul>
          <li>
            <strong>Period start:</strong> each predicted period starts one cycle length after the
            one before. The first starts one cycle length after the day you entered, the second
            two cycle lengths after it, and so on up to six.
          </li>
          <li>
            <strong>Period end:</strong> the start day counts as day 1, so a 5-day period that
            starts on a Monday ends on the Friday.
          </li>
          <li>
            <strong>Ovulation:</strong> estimated 14 days before the predicted period starts.
          </li>
          <li>
            <strong>Fertile window:</strong> from 5 days before the estimated ovulation day to 1
            day after it, seven days in all.
          </li>
        </ul>
        <p>
          The month calendars under the list mark the period days, the fertile window and the
          ovulation day, so you can see each cycle at a glance.
        </p>
      </section>

      <section>
        <h2>A worked example</h2>
        <p>
          Say your last period started on Monday, November 2, 2026, your cycle is 28 days and
          your period lasts 5 days. The next period is expected to start 28 days later, on
          Monday, November 30, 2026, and to end on Friday, December 4, 2026. Ovulation is
          estimated 14 days before that start, on Monday, November 16, 2026, and the fertile
          window runs from Wednesday, November 11, 2026 to Tuesday, November 17, 2026. The sixth
          predicted period starts on Monday, April 19, 2027.
        </p>
        <p>
          With a 32-day cycle, the dates move later: the next period is expected on Friday,
          December 4, 2026, and the estimated ovulation on Friday, November 20, 2026. In a longer
          cycle, the estimated ovulation comes later after a period starts: 18 days after
          November 2 instead of 14.
        </p>
        <ExampleTable />
        <p>
          Open the example with a{' '}
          <Link to="/special-days/period?last=2026-11-02">28-day cycle</Link> or with a{' '}
          <Link to="/special-days/period?last=2026-11-02&cycle=32">32-day cycle</Link> to see all
          six predictions and the calendars.
        </p>
      </section>

      <section>
        <h2>What the cycle length is</h2>
        <p>
          A menstrual cycle runs from the first day of one period to the day before the next
          period starts. The cycle length is the number of days from the first day of one period
          to the first day of the next. A 28-day cycle is often used as an example, but many
          cycles are shorter or longer, and that is common.
        </p>
        <p>
          To find yours, count the days between the first days of two periods in a row. If one
          period started on Monday, October 5, 2026 and the next on Monday, November 2, 2026, the
          cycle was 28 days. The{' '}
          <Link to="/days-between-dates?from=2026-10-05&to=2026-11-02&inclusive=false">
            Days Between Dates
          </Link>{' '}
          calculator counts it for you: use the count with the end date not counted. If your
          cycles differ, an average of the last few gives a better estimate than a single one.
        </p>
        <p>
          The calculator accepts cycle lengths from 20 to 45 days and period lengths from 1 to 10
          days. When you leave them as they are, it uses 28 and 5.
        </p>
      </section>

      <section>
        <h2>Why it is only an estimate</h2>
        <p>
          The calculator assumes that every cycle has the same length and that ovulation always
          comes 14 days before the next period. Real bodies are not that regular:
        </p>
        <ul>
          <li>Cycle length often changes a little from one month to the next.</li>
          <li>
            Ovulation does not always happen 14 days before the next period. It can come earlier
            or later, and in some cycles it does not happen at all.
          </li>
          <li>
            Illness, stress, pregnancy, breastfeeding and hormonal contraception can all
            change or stop the usual pattern.
          </li>
        </ul>
        <p>
          Because each prediction adds one more cycle length, small differences add up. The
          first predicted period is usually the closest; the sixth is the roughest guess. If your
          periods are very irregular, stop, or change suddenly, talk to a doctor or nurse.
        </p>
      </section>

      <section>
        <h2>Keeping and sharing the result</h2>
        <p>
          Everything is worked out in your browser, and nothing you enter is stored or sent. The
          date and the two lengths are kept in the page’s address, so a bookmark reopens the same
          result. Because the address contains your dates, share the link only with people you
          choose.
        </p>
        <p>
          To find the date a number of days from any day, use the{' '}
          <Link to="/date-from-today">Date Calculator</Link>. To print a month to mark by hand,
          use the <Link to="/calendar-generator">Calendar Generator</Link>.
        </p>
      </section>
    </>
  );
}

export const periodFaq: FaqItem[] = [
  {
    question: 'How is my next period calculated?',
    answer:
      'The calculator adds your cycle length to the first day of your last period. If your last period started on Monday, November 2, 2026 and your cycle is 28 days, the next one is expected on Monday, November 30, 2026; each later period starts one more cycle length on.',
  },
  {
    question: 'What is a cycle length, and how do I find mine?',
    answer:
      'It is the number of days from the first day of one period to the first day of the next. Count the days between the first days of two periods in a row, for example with the Days Between Dates calculator, with the end date not counted. From October 5, 2026 to November 2, 2026 is a 28-day cycle.',
  },
  {
    question: 'How is the fertile window estimated?',
    answer:
      'Ovulation is estimated 14 days before the next predicted period. The fertile window runs from 5 days before that day to 1 day after it, seven days in all. Ovulation can come earlier or later than this, so the window is only a rough guide.',
  },
  {
    question: 'Can I use this calculator as contraception?',
    answer:
      'No. The dates are calendar estimates from averages, and real ovulation can fall outside the estimated window, so the calculator must not be used to prevent pregnancy. Ask a doctor, nurse or pharmacist about contraception.',
  },
  {
    question: 'Why are the later predictions less reliable?',
    answer:
      'Each prediction adds one more cycle length, so any difference between your real cycles and the length you entered adds up. If your cycles are really 29 days and you enter 28, the first prediction is 1 day early and the sixth is 6 days early.',
  },
  {
    question: 'What if my cycles are irregular?',
    answer:
      'Enter the average of your last few cycle lengths and treat the dates as a rough guide. If your periods are very irregular, stop, or change suddenly, talk to a doctor or nurse.',
  },
  {
    question: 'Is my data stored or sent anywhere?',
    answer:
      'No. The calculation runs in your browser and nothing is stored or sent. The dates you enter are kept only in the page’s address, so they appear in a bookmark, a shared link and your browser history.',
  },
  {
    question: 'What cycle and period lengths can I enter?',
    answer:
      'Cycle lengths from 20 to 45 days and period lengths from 1 to 10 days, in whole days. If you do not change them, the calculator uses a 28-day cycle and a 5-day period.',
  },
];

/** What the frame shows below the calculator (see `pageText`). */
export const text: PageText = { Intro: PeriodIntro, Explainer: PeriodExplainer, faq: periodFaq };
