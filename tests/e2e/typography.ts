/**
 * The typography check of a page's visible text as the browser draws it, after hydration: straight
 * quotes where the page's language (its `<html lang>`) uses other marks (tests/dist-check/languages.ts).
 * The prerendered text of every page is checked over dist/ by the same rules.
 */
import type { Page } from '@playwright/test';
import { rulesFor } from '../dist-check/languages';

/** The page's visible texts (title, description, text nodes outside code, labels) that hold straight quotes. */
export async function straightQuotes(page: Page): Promise<string[]> {
  const { lang, texts } = await page.evaluate(() => {
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
    return { lang: document.documentElement.lang, texts: found };
  });
  const rules = rulesFor(lang);
  if (!rules) return [`<html lang="${lang}">: no typography rules for this language`];
  return [...new Set(texts.filter(rules.straightQuote))];
}
