import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import type { FaqItem } from '@/content/types';

/** A page's text as a visitor reads it: its blocks (introduction, explanations…), then its FAQ. */
export interface ArticleText {
  blocks: readonly ComponentType[];
  faq: readonly FaqItem[];
}

/** Renders a page's text (jsdom) as the page does: its blocks, then the FAQ's questions and answers. */
export function renderArticle({ blocks, faq }: ArticleText): HTMLElement {
  const { container } = render(
    <MemoryRouter>
      {blocks.map((Block, i) => (
        <Block key={i} />
      ))}
      <dl>
        {faq.map((item) => (
          <div key={item.question}>
            <dt>{item.question}</dt>
            <dd>{item.answer}</dd>
          </div>
        ))}
      </dl>
    </MemoryRouter>,
  );
  return container;
}

/** The text's words, one space between blocks (a heading's last word and the next block's first stay apart). */
export function articleWords(text: ArticleText): string {
  const root = renderArticle(text);
  for (const block of root.querySelectorAll('h2, h3, h4, p, li, caption, th, td, dt, dd')) block.append(' ');
  return (root.textContent ?? '').replace(/\s+/g, ' ');
}

/** The answer of the FAQ's item `question`; the test fails when there is none. */
export function faqAnswer(faq: readonly FaqItem[], question: string): FaqItem['answer'] {
  const item = faq.find((q) => q.question === question);
  expect(item, question).toBeDefined();
  return item!.answer;
}

/** Where the link whose text is `name` under `root` goes (undefined: no such link). */
export const linkHref = (root: HTMLElement, name: string): string | null | undefined =>
  [...root.querySelectorAll('a')].find((a) => a.textContent === name)?.getAttribute('href');

/**
 * Checks a page text's credit of the holiday and weekend data (python-holidays' MIT licence asks
 * for its notice): its words, and where its links go in `block`.
 */
export function expectHolidayDataCredit(words: string, block: ComponentType) {
  expect(words).toContain('Holiday data: python-holidays, MIT licence. Weekends: Unicode CLDR.');
  const root = renderArticle({ blocks: [block], faq: [] });
  expect(linkHref(root, 'python-holidays')).toBe('https://github.com/vacanza/holidays');
  expect(linkHref(root, 'MIT licence')).toBe('https://github.com/vacanza/holidays/blob/dev/LICENSE');
  expect(linkHref(root, 'Unicode CLDR')).toBe('https://cldr.unicode.org/');
}
