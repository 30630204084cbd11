import { Link } from 'react-router-dom';
import type { ContentText, FaqItem } from '@/content/types';

export function PrivacyContent() {
  return (
    <>
      <section>
        <h2>The short version</h2>
        <ul>
          <li>No accounts and no sign-in.</li>
          <li>No cookies.</li>
          <li>No analytics, no tracking scripts and no advertising.</li>
          <li>
            Nothing you type is sent anywhere: every calculation runs in your browser.
          </li>
          <li>
            The only thing stored on your device is your choice of light or dark theme.
          </li>
        </ul>
      </section>

      <section>
        <h2>Your calculations stay in your browser</h2>
        <p>
          Datewise is a set of files (pages, scripts and styles) that your browser
          downloads from the web host. Once they have loaded, all the date and time
          arithmetic happens on your own device. The site makes no network request of its
          own after its files have loaded: your dates, times, event names and other inputs
          are not sent to Datewise or to anyone else.
        </p>
      </section>

      <section>
        <h2>What is stored on your device</h2>
        <p>
          If you switch between the light and dark theme, your choice is saved in your
          browser’s <code>localStorage</code> so that the next page opens in the same theme.
          It is not a cookie, it is never sent to a server, and it holds only your theme
          choice.
        </p>
        <p>
          To remove it, clear this site’s data in your browser’s settings (usually listed
          under “cookies and site data” or “site storage”). Datewise will then follow your
          system’s light or dark setting again. Private or incognito windows discard it
          when they are closed.
        </p>
      </section>

      <section>
        <h2>Links contain your inputs</h2>
        <p>
          The inputs of a calculation are written into the page address, in the part after
          the question mark (the query string). That is what lets you bookmark a
          calculation or share its link and see the same result again.
        </p>
        <p>
          It also means that anything in a link you share is visible to whoever receives it.
          A link to a birthday countdown contains the birth date; a link to a custom event
          countdown contains the event’s name. Check a link before you send it.
        </p>
      </section>

      <section>
        <h2>Server logs</h2>
        <p>
          When you open or reload a page, your browser asks the web host for that address,
          as it does with any website. The static host that serves the files may keep
          standard access logs, as web servers commonly do. Such logs typically record the
          requested address (including any inputs in its query string), the time, your IP
          address and your browser type. Changing inputs on a page that is already open does
          not send anything. Datewise adds no tracking of its own.
        </p>
      </section>

      <section>
        <h2>Questions</h2>
        <p>
          If you have a question about privacy, please write to us; the{' '}
          <Link to="/contact">contact page</Link> has the address.
        </p>
      </section>
    </>
  );
}

export const privacyFaq: FaqItem[] = [
  {
    question: 'Does Datewise use cookies or analytics?',
    answer:
      'No. There are no cookies, no analytics or tracking scripts and no advertising. The only thing stored on your device is your light or dark theme choice, in your browser’s localStorage.',
  },
  {
    question: 'Are my dates sent to a server?',
    answer:
      'No. Calculations run in your browser and the site makes no network request after its own files have loaded. Your inputs are kept in the page address, so if you share a link, whoever receives it can see them.',
  },
  {
    question: 'How do I remove what Datewise stored?',
    answer:
      'Clear this site’s data in your browser settings. That removes the saved theme choice, and the site then follows your system’s light or dark setting again.',
  },
];

/** The page's text for its frame (see `contentText`). */
export const text: ContentText = { Content: PrivacyContent, faq: privacyFaq };
