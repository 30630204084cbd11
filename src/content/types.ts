/** One question and answer of a page's FAQ. Plain text: it also feeds FAQPage JSON-LD. */
export interface FaqItem {
  question: string;
  answer: string;
}
