// A prerendered page's CSS: the rules its own HTML uses, inlined in its <head> (so the first paint
// waits for no request), and the site's whole stylesheet, linked at the end of <body>.
// - The critical rules are chosen by beasties (Apache-2.0; its compiler reads the stylesheet once,
//   its runtime scans each page's HTML in one pass): rules whose selectors match the page, with
//   pseudo-classes ignored (hover, focus and `:where()` variants of what the page holds are kept;
//   a selector that is nothing but a pseudo-class, always).
//   The HTML is scanned as the script in index.html may make it before the first paint: with the
//   `dark` class on <html> (the dark theme's colours) and `sidebar-closed`, and its menus (<details>)
//   open, as a tap may open them before the whole stylesheet has arrived.
// - The whole stylesheet (one hashed file, cached for a year, precached by the service worker)
//   styles what appears later: menus, dialogs, results, toasts. A stylesheet at the end of <body>
//   does not hold back the painting of what comes before it, and it blocks scripts, so the page's
//   modules run (and React hydrates) only once it has arrived: nothing rendered by JavaScript is
//   ever drawn without its styles.
// - The cascade layers are declared in the stylesheet's order before the critical rules. Print
//   rules are left to the whole stylesheet, and `@property` registrations (and their fallback for
//   browsers without them) are kept only for the custom properties that the critical rules read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileSheet } from 'beasties/compiler';
import { collectPrograms, renderCriticalCss, scanHtml } from 'beasties/runtime';

/** Classes the theme script may put on <html> before the first paint. */
const ROOT_CLASSES = 'dark sidebar-closed';
/**
 * Selectors beasties cannot match, kept whatever the page: those starting with a pseudo-class or
 * pseudo-element, which it ignores with their arguments, so nothing is left of Tailwind's
 * `:where(.space-y-4>:not(:last-child))` (space and divide utilities) or
 * `:is(:where(.group):is([open],…) .group-open\:block)`. A few rules.
 */
const WHOLLY_PSEUDO = [/^:/];

/**
 * Reads the template's stylesheet link and returns the template without it, and `inline(html)`,
 * which gives a page its critical CSS and the link at the end of its body.
 */
export function criticalCss(dist, template) {
  const link = template.match(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/);
  if (!link) throw new Error('The template links no stylesheet');
  const [tag, href] = link;
  const stylesheet = readFileSync(join(dist, href), 'utf8');
  const sheet = compileSheet(stylesheet, { href, allowRules: WHOLLY_PSEUDO });
  const programs = collectPrograms([sheet]);
  // The cascade layers in the stylesheet's order, declared first: a page whose critical rules
  // skip a layer (no `components`) must not let the whole stylesheet append it after `utilities`.
  const layers = `@layer ${[...new Set([...stylesheet.matchAll(/@layer ([\w-]+)\s*\{/g)].map(([, name]) => name))].join(',')};`;
  return {
    template: template.replace(tag, '<!--critical-css-->'),
    inline(html) {
      const scanned = html.replace(/<html([^>]*)>/, `<html$1 class="${ROOT_CLASSES}">`).replace(/<details\b/g, '<details open');
      const tokens = scanHtml(scanned, programs, { chars: false });
      const { css } = renderCriticalCss(sheet, tokens, { keyframes: 'critical' });
      return html
        .replace('<!--critical-css-->', () => `<style>${layers}${firstPaintOnly(css, tokens)}</style>`)
        .replace('</body>', () => `  <link rel="stylesheet" href="${href}">\n  </body>`);
    },
  };
}

/**
 * Drops what the first paint does without: `@media print` (printing comes after the whole
 * stylesheet), the rules kept for a selector of pseudo-classes (WHOLLY_PSEUDO) that names a class
 * or an attribute the page lacks, and `@property --x` rules and `--x:` fallbacks of custom
 * properties no rule reads.
 */
function firstPaintOnly(css, tokens) {
  const screen = topLevel(css)
    .filter((rule) => !rule.startsWith('@media print'))
    .join('')
    .replace(/(?<=[{}]|^)(:[^{}@]*)\{[^{}]*\}/g, (rule, selector) => {
      const classes = [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => name.replace(/\\(.)/g, '$1'));
      const attributes = [...selector.matchAll(/\[([\w-]+)/g)].map(([, name]) => name);
      return classes.every((name) => tokens.classes.has(name)) && attributes.every((name) => tokens.attrs.has(name)) ? rule : '';
    });
  const read = new Set([...screen.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name));
  return screen
    .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name) => (read.has(name) ? rule : ''))
    .replace(/(?<=[{;])(--tw-[\w-]+):[^;}]*(;|(?=\}))/g, (declaration, name) => (read.has(name) ? declaration : ''));
}

/** The top-level rules and at-rules of minified CSS (separating semicolons dropped). */
function topLevel(css) {
  const rules = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    } else if (char === ';' && depth === 0) {
      if (css.slice(start, i).trim()) rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules;
}
