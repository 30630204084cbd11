import { Link } from 'react-router-dom';
import type { ContentText, FaqItem } from '@/content/types';

export function TermsContent() {
  return (
    <>
      <section>
        <h2>Using Datewise</h2>
        <p>
          Datewise is free to use, for personal or work purposes, without an account. By
          using the site you accept these terms. They are written in plain language; if
          something is unclear, please <Link to="/contact">ask us</Link>.
        </p>
      </section>

      <section>
        <h2>No warranty</h2>
        <p>
          The calculators are provided “as is”, without any warranty. Results are computed
          carefully and checked by an automated test suite, but no software is free of
          mistakes, and a calculator can only answer the question it was given.
        </p>
        <p>
          For any date that matters, such as a legal deadline, a contract or notice period,
          a medical date or a financial date, check the result against the source that
          governs it: the law, the contract, your employer, your doctor, your bank or the
          court’s own rules. Those rules may count days differently, for example by
          counting the first day, skipping holidays or moving a deadline that falls on a
          weekend.
        </p>
      </section>

      <section>
        <h2>Know what a result includes</h2>
        <ul>
          <li>
            Business-day results exclude only weekends, unless you choose a holiday calendar
            on the <Link to="/business-days-calculator">Business Days Calculator</Link>.
            Local, regional and company holidays may differ from the calendar offered.
          </li>
          <li>
            Time zone results depend on the time-zone data built into your browser. Time
            zone rules change from time to time, and an out-of-date browser may not know the
            latest change.
          </li>
          <li>
            “Today” is the date on your own device. If your device’s date or time zone is
            wrong, results based on today will be wrong too.
          </li>
        </ul>
      </section>

      <section>
        <h2>Sharing links</h2>
        <p>
          You may share links to any page or calculation freely. A shared link contains the
          inputs of the calculation, so anyone who receives it can see them.
        </p>
      </section>

      <section>
        <h2>Responsibility for decisions</h2>
        <p>
          You are responsible for the decisions you make using the results. Datewise accepts
          no liability for any loss or damage arising from the use of, or reliance on, the
          results or any other content of the site.
        </p>
      </section>

      <section>
        <h2>Changes to these terms</h2>
        <p>
          These terms may change. Any change is published on this page, and the version shown
          here is the one that applies.
        </p>
      </section>
    </>
  );
}

export const termsFaq: FaqItem[] = [
  {
    question: 'May I use Datewise for work?',
    answer: 'Yes. Datewise is free to use for personal or work purposes, without an account.',
  },
  {
    question: 'Can I rely on a result for a legal or contract deadline?',
    answer:
      'Check it against the rules that govern it first. The law, a contract or a court may count days differently, for example by counting the first day, skipping holidays or moving a deadline that falls on a weekend. The calculators are provided as is, without any warranty.',
  },
  {
    question: 'May I share the link of a calculation?',
    answer: 'Yes, freely. The link contains the inputs of the calculation, so anyone who receives it can see them.',
  },
  {
    question: 'How will I know if these terms change?',
    answer: 'Any change is published on this page, and the version shown here is the one that applies.',
  },
];

/** The page's text for its frame (see `contentText`). */
export const text: ContentText = { Content: TermsContent, faq: termsFaq };
