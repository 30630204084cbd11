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
