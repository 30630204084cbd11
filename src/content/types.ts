import type { ComponentType } from 'react';

/** One question and answer of a page's FAQ. Plain text: it also feeds FAQPage JSON-LD. */
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * A figure a guide prints, and a link of the URL contract that opens the calculator with the
 * same inputs: the calculator's result (`data-testid="result"`) contains `result`.
 */
export interface GuideCheck {
  link: string;
  result: string;
}

/**
 * A calculator page's text below its calculator (the longer introduction, the explanations and
 * the FAQ), exported as `text` by its `<slug>.content.tsx` for the frame (`pageText`).
 */
export interface PageText {
  Intro: ComponentType;
  Explainer: ComponentType;
  faq: readonly FaqItem[];
}

/** A text page's own text (its prose and any FAQ), exported as `text` by its content module (`contentText`). */
export interface ContentText {
  Content: ComponentType;
  faq?: readonly FaqItem[];
}
