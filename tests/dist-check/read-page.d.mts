// The types of read-page.mjs.

/** What the checks of dist/ read in one prerendered page. */
export interface PageFacts {
  /** `<html lang>`. */
  lang: string | null;
  /** The text of each `<title>` in the head. */
  titles: string[];
  /** Each `<meta name="description">`'s content. */
  descriptions: string[];
  /** Each `<link rel="canonical">`'s href. */
  canonicals: string[];
  ogTitle: string | null;
  ogDescription: string | null;
  ogUrl: string | null;
  /** `<meta http-equiv="refresh">`'s content (a redirect page). */
  refresh: string | null;
  noindex: boolean;
  /** The text of each `<h1>`. */
  h1s: string[];
  /** How many `<main>` elements the page has. */
  mains: number;
  /** The text inside `<main>` (scripts left out), as one string. */
  mainText: string;
  /** The words inside `<main>`: text split at spaces and where a tag begins or ends. */
  mainWords: number;
  /** Whether `<main>` holds a table or a list. */
  mainHasTableOrList: boolean;
  /** The text of each `<script type="application/ld+json">`. */
  jsonLd: string[];
  /** The FAQ as the page shows it: each `<dt>` and its `<dd>` in the section named by `faq-heading`. */
  faq: { question: string; answer: string }[];
  /** The links in the section named by `related-heading`. */
  relatedLinks: number;
  /** The href of every `<a>`. */
  links: string[];
  /** Every script's src, `<link>`'s href (but the canonical link) and image's src. */
  assets: string[];
  /** Every element id. */
  ids: string[];
  /** The body's texts outside code (each text node, and the values of aria-label, title, placeholder and alt). */
  texts: string[];
  /** All the document's text (scripts and styles left out), as one string. */
  allText: string;
}

export function decode(text: string): string;
export function readPage(html: string): PageFacts;
