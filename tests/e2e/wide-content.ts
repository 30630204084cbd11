/**
 * Wide content on a phone and a desktop: words wrap only between words, and nothing is hidden
 * sideways without a cue (a shade at the edge and a line of text, `ScrollArea` and code blocks).
 */
import type { Page } from '@playwright/test';

/**
 * Words of the page's tables, captions and calendar that are split over two lines. A word may
 * break after a hyphen, a dash or a slash (“jack-o-/lantern”); code (formulas, identifiers) may break
 * anywhere rather than widen a table past the screen.
 */
export function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    // Text only read out (a visually hidden box, 1 px wide) is not drawn.
    const drawn = (element: Element | null) => {
      for (let e = element; e; e = e.parentElement) if (e.getBoundingClientRect().width <= 1) return false;
      return true;
    };
    for (const box of document.querySelectorAll('main :is(td, th, caption), main [data-print-calendar]')) {
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest('code, pre') || !drawn(node.parentElement)) continue;
        for (const match of node.data.matchAll(/[^\s\-/–—]+[-/–—]?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) split.push(`“${match[0]}” in “${box.textContent?.trim().slice(0, 60)}”`);
        }
      }
    }
    return [...new Set(split)];
  });
}

/** The words every scroll cue's hint begins with (`ScrollArea`'s and a code block's). */
const HINT = 'Scroll sideways';

/**
 * Everything in the page's content that scrolls sideways and does not say so: each must be a
 * scroll cue's area whose hint is shown and whose far edge is shaded.
 */
export function hiddenSideways(page: Page): Promise<string[]> {
  return page.evaluate((hint) => {
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const overflow = getComputedStyle(element).overflowX;
      if (!['auto', 'scroll', 'hidden', 'clip'].includes(overflow) || element.closest('.sr-only, input, select, textarea')) continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      // A line of text cut with an ellipsis says it is cut (a holiday's Hijri date on a phone keeps
      // its one line's room so that writing it moves nothing).
      if (getComputedStyle(element).textOverflow === 'ellipsis' && element.childElementCount <= 1) continue;
      // Text for screen readers only, hidden as `.sr-only` hides it (a 1 px box), as a phone's holiday table hides its column heads.
      const box = element.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1 && getComputedStyle(element).position === 'absolute') continue;
      const name = `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 50)}`;
      const cue = element.classList.contains('scroll-cue-area') ? element.closest('.scroll-cue') : null;
      const hintElement = cue?.querySelector('.scroll-cue-hint');
      const frame = element.closest('.scroll-cue-frame');
      if (!cue || !hintElement || !frame) {
        problems.push(`${name}: scrolls with no cue (${element.clientWidth}/${element.scrollWidth} px)`);
        continue;
      }
      const hintStyle = getComputedStyle(hintElement);
      if (hintStyle.display === 'none' || hintStyle.visibility !== 'visible' || !hintElement.textContent?.includes(hint)) problems.push(`${name}: no hint`);
      if (Number(getComputedStyle(frame, '::after').opacity) < 0.5) problems.push(`${name}: its far edge is not shaded`);
      if (element.tabIndex !== 0) problems.push(`${name}: not focusable, so a keyboard cannot scroll it`);
      if (element.getAttribute('role') === 'region' && !element.getAttribute('aria-label')) problems.push(`${name}: a region with no name`);
    }
    return problems;
  }, HINT);
}

/**
 * The tables of the page's content that what holds them cuts off: each must fit, or scroll inside
 * a scroll cue's area. Lazily drawn sections clip what overflows them, so draw them first
 * (`drawLazySections`).
 */
export function clippedTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const table of document.querySelectorAll('main table')) {
      if (table.closest('.scroll-cue-area')) continue;
      const right = table.getBoundingClientRect().right;
      for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
        const limit = box.getBoundingClientRect().right - parseFloat(getComputedStyle(box).borderRightWidth);
        if (right > limit + 1) {
          found.push(`“${table.querySelector('caption')?.textContent ?? table.getAttribute('aria-label') ?? 'table'}” by ${Math.round(right - limit)} px`);
          break;
        }
      }
    }
    return found;
  });
}
