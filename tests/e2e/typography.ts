/** The typography check of every page's visible text: straight quotes where text needs typographic ones. */
import type { Page } from '@playwright/test';

/**
 * Straight quotes where text needs typographic ones: an apostrophe inside or at the end of a
 * word (Valentine's, the users'), a phrase in single quotes, and any double quote. Code is left
 * alone: code elements, a quoted value after an operator (!== 'undefined'), and spreadsheet
 * formulas written in a sentence (=DATEDIF(A2,B2,"m")), whose quotes the spreadsheet needs.
 */
const STRAIGHT = /\p{L}'\p{L}|\p{L}s'(?=[\s.,;:!?)]|$)|(?:^|(?<![=!<>]) )'\p{L}[^']*'(?=[\s.,;:!?)]|$)|"/u;
const FORMULA = /=[A-Z][A-Z0-9.]*\((?:[^()]|\([^()]*\))*\)(?:&(?:"[^"]*"|[A-Z][A-Z0-9.]*\((?:[^()]|\([^()]*\))*\)))*/g;

/** Whether a text has a straight quote where a typographic one belongs. */
export const straight = (text: string): boolean => STRAIGHT.test(text.replace(FORMULA, ''));

/** The page's visible texts (title, description, text nodes outside code, labels) that hold straight quotes. */
export async function straightQuotes(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const code = 'script, style, code, pre, kbd, samp, textarea, noscript, template';
    const found: string[] = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest(code) && node.textContent?.trim()) found.push(node.textContent);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
  return [...new Set(texts.filter(straight))];
}
