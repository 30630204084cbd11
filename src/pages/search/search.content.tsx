import { Link } from 'react-router-dom';
import type { ContentText, FaqItem } from '@/content/types';
import { HolidayDataCredit } from '@/components/holiday-data-credit';

export function SearchContent() {
  return (
    <>
      <section>
        <h2>What the search finds</h2>
        <p>
          Every page of Datewise: the calculators, the countdowns, the guides and the pages about
          the site. A page is found by its name, by the title a search engine shows for it and by
          the words it is about, so “working days”, “NETWORKDAYS” and “ISO week” each lead to the
          page that answers them, and a word from a page’s description finds it too, further down
          the list.
        </p>
        <p>
          It also finds the public holiday page of every country the site has holiday data for.
          Type the country’s name in English, its two-letter code (“de”, “jp”), its name in its
          own language (“Deutschland”, “España”, “Suomi”, “日本”) or a name people commonly use
          instead (“UK”, “Britain”, “Holland”, “Ivory Coast”, “Czech Republic”).
        </p>
        <p>
          A state or region with holidays of its own is found by the name the holiday data gives
          it (“Bayern”, “Karnataka”) or its English name (“Bavaria”), and leads to its country’s
          page with the region chosen. A holiday that several countries share, such as Eid
          al-Fitr, Diwali or Carnival, finds the pages of the countries that have it. A country
          with “bank holidays” or “public holidays” leads to its page first, and with “business
          days” to the business days calculator with its holidays. The names of regions and
          holidays come from the site’s holiday data, and the English names of regions from{' '}
          <a href="https://cldr.unicode.org/" rel="noopener noreferrer">
            Unicode CLDR
          </a>
          ’s list of region names.
        </p>
        <HolidayDataCredit />
      </section>

      <section>
        <h2>How results are ranked</h2>
        <p>
          Capitals, accents and punctuation make no difference: “cote” finds Côte d’Ivoire and
          “sao tome” finds São Tomé &amp; Príncipe. Each word you type has to be the start of a
          word of the page, so “bus days” finds Business Days and a typing mistake finds nothing.
          The best matches come first: a name you typed in full (so “uk” is the United Kingdom
          before Ukraine), then names that begin with what you typed, then pages whose title or
          keywords contain your words, then pages whose description does.
        </p>
      </section>

      <section>
        <h2>Search from any page</h2>
        <p>
          The magnifying glass at the top of every page opens the search. From the keyboard,
          press <kbd>/</kbd> (when you are not typing in a field) or <kbd>Ctrl</kbd>+<kbd>K</kbd>
          (<kbd>⌘</kbd>+<kbd>K</kbd> on a Mac). Results appear as you type; the arrow keys move
          through them, <kbd>Enter</kbd> opens the one that is selected and <kbd>Esc</kbd> closes
          the search and puts you back where you were.
        </p>
        <p>
          Before the page’s script has loaded, or in a browser with JavaScript turned off, the
          magnifying glass brings you to this page instead, and its form still works: it reloads
          the page with your words in the address. The list of results needs the script; the{' '}
          <Link to="/time-calculators">list of all calculators</Link> needs nothing.
        </p>
      </section>

      <section>
        <h2>Your searches stay on your device</h2>
        <p>
          The search index is a file of this site, downloaded the first time you open the
          search, like the site’s other scripts. The matching happens in your browser: what you
          type is not sent to Datewise or to anyone else, and nothing is stored. The names of
          countries in their own languages come from your browser’s built-in list, so they cost
          no download at all.
        </p>
        <p>
          On this page your words are kept in the address (after <code>?q=</code>) so that a
          bookmark or a link repeats the search; anyone you send the link to can read them. A
          search submitted before the script has loaded is a request for this page’s address,
          which the host may record in its access logs as it would any address; the{' '}
          <Link to="/privacy">privacy notice</Link> explains what that means.
        </p>
      </section>
    </>
  );
}

export const searchFaq: FaqItem[] = [
  {
    question: 'Does the search send what I type anywhere?',
    answer:
      'No. The index of pages is a file of the site that your browser downloads once, and the matching runs on your device. Nothing you type leaves it, and nothing is stored.',
  },
  {
    question: 'Can I find a country by its own name for itself?',
    answer:
      'Yes. Each country’s holiday page is found by its English name, its two-letter code, its name in its own languages as your browser knows them (Deutschland, Nederland, Magyarország) and common English alternatives such as UK, Britain, Holland or Swaziland.',
  },
  {
    question: 'Why does my search find nothing?',
    answer:
      'Every word you type has to begin a word of a page’s name, title, keywords or description (or of a holiday several countries share), so a misspelt word or one the site never uses finds nothing. Try fewer or shorter words, or the country’s two-letter code. The search covers the pages of this site only.',
  },
  {
    question: 'How do I open the search with the keyboard?',
    answer:
      'Press / on any page when you are not typing in a field, or Ctrl+K (⌘K on a Mac). Use the arrow keys to choose a result, Enter to open it and Esc to close the search.',
  },
];

/** The page's text for its frame (see `contentText`). */
export const text: ContentText = { Content: SearchContent, faq: searchFaq };
