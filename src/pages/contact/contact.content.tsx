import { Link } from 'react-router-dom';
import type { ContentText, FaqItem } from '@/content/types';

/** The site's address for email, written here only (every page loads the site's config; this page alone shows it). */
const CONTACT_EMAIL = 'support@datewise.app';

export function ContactContent() {
  return (
    <>
      <section>
        <h2>Email</h2>
        <p>
          The way to reach us is email:{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
        <p>
          Questions, suggestions for new calculators and reports of wrong results are all
          welcome. Datewise has no support hours and does not promise a reply or a time for
          one.
        </p>
        <p>
          There is no phone line and no contact form, and you do not need an account to
          write to us.
        </p>
      </section>

      <section>
        <h2>Reporting a wrong result</h2>
        <p>
          If a calculator gives an answer you believe is wrong, these three things let us
          reproduce it quickly:
        </p>
        <ol>
          <li>
            <strong>The link of the calculation.</strong> Every calculator keeps its inputs in
            the page address, so the link reopens exactly what you saw. Use the{' '}
            <em>Copy link</em> button next to the result, or copy the address from your
            browser’s address bar, and paste it into your email.
          </li>
          <li>
            <strong>What you expected, and why.</strong> For example: “I expected Friday,
            June 6, 2025, because my contract counts both the first and the last day.” If the
            expected answer comes from a rule, a document or another tool, say which.
          </li>
          <li>
            <strong>Your time zone.</strong> Words like “today” and “tomorrow” follow your
            device’s own date, so it helps to know where you were, or which time zone your
            device is set to, when you made the calculation.
          </li>
        </ol>
        <p>
          Before writing, it can be worth checking the counting rule: many differences
          between tools come from whether the start and end dates are counted. The{' '}
          <Link to="/days-between-dates">Days Between Dates calculator</Link> explains the
          three common ways of counting.
        </p>
      </section>
    </>
  );
}

export const contactFaq: FaqItem[] = [
  {
    question: 'Will I get an answer?',
    answer:
      'A reply is not promised, and there are no support hours or reply times. The link of the calculation in your email lets the result be checked without questions back and forth.',
  },
  {
    question: 'Is there a phone number or a contact form?',
    answer:
      'No. Email is the only way to contact us. There is no phone line, no contact form and no account to create.',
  },
  {
    question: 'What should I include when I report a wrong result?',
    answer:
      'The link of the calculation (it contains all the inputs), what you expected and why, and the time zone your device is set to.',
  },
];

/** The page's text for its frame (see `contentText`). */
export const text: ContentText = { Content: ContactContent, faq: contactFaq };
