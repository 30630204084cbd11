/**
 * Each rule of the build's checks fails on a page that breaks it: a page that keeps every rule,
 * and for each rule the same page broken in one place (read by read-page.mjs, as over dist/).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOf, readPages } from './read-dist';
import { readPage, type PageFacts } from './read-page.mjs';
import { pageRules, sharedHeads, sitemapProblems, type PageRuleId, type Role, type Site } from './rules';

const ORIGIN = 'https://datewise.app';
const TITLE = 'Leap Year Checker – Datewise';
const DESCRIPTION = 'Check whether a year is a leap year and see the leap years before and after it, in your browser.';
const FAQ = [
  { question: 'What is a leap year?', answer: 'A year of 366 days, with February 29.' },
  { question: 'Is 2100 a leap year?', answer: 'No. A century year is one only when 400 divides it.' },
  { question: 'Why do leap years exist?', answer: 'To keep the calendar in step with the seasons.' },
];
const faqData = (items: readonly { question: string; answer: string }[]) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  });

/** A page that keeps every rule, as React and the template write one. */
const GOOD = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>${TITLE}</title>
    <meta name="description" content="${DESCRIPTION}" />
    <meta property="og:title" content="${TITLE}" />
    <meta property="og:description" content="${DESCRIPTION}" />
    <link rel="canonical" href="${ORIGIN}/leap-year-checker" />
    <meta property="og:url" content="${ORIGIN}/leap-year-checker" />
    <script type="module" crossorigin src="/assets/entry.js"></script>
    <link rel="expect" href="#site-footer" blocking="render" />
    <style>.a::after{content:"'"}</style>
  </head>
  <body>
    <a href="#main">Skip to content</a>
    <main id="main">
      <h1 class="text-3xl">Leap Year Checker</h1>
      <p>${'A leap year has 366 days, and February has 29 of them. '.repeat(30)}</p>
      <p>Valentine’s Day is <strong>not</strong> on it<!-- -->: you can type <code>new Date(&quot;2024-02-29&quot;)</code>.</p>
      <p aria-label="Leap years before and after">The year’s “leap day” is <a href="/about#team">ours</a>, and <a href="https://en.wikipedia.org/wiki/Leap_year">Wikipedia’s</a> too.</p>
      <table><tr><td>2024</td></tr></table>
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading">Frequently Asked Questions</h2>
        <dl>${FAQ.map((item) => `<div><dt>${item.question}</dt><dd>${item.answer}</dd></div>`).join('')}</dl>
        <script type="application/ld+json">${faqData(FAQ)}</script>
      </section>
      <section aria-labelledby="related-heading">
        <h2 id="related-heading">Related pages</h2>
        <ul><li><a href="/about">About</a></li><li><a href="/?days=30">Date Calculator</a></li><li><a href="/data/holidays/de.json">data</a></li></ul>
      </section>
    </main>
    <footer id="site-footer"><a href="mailto:support@datewise.app">support@datewise.app</a></footer>
  </body>
</html>`;

const PAGE: Role = { kind: 'page', path: '/leap-year-checker', title: TITLE, description: DESCRIPTION, canonical: `${ORIGIN}/leap-year-checker`, member: false };
const ABOUT = readPage('<html lang="en"><body><h1>About</h1><p id="team">We</p></body></html>');
const site = (page: PageFacts): Site => ({
  name: 'Datewise',
  origin: ORIGIN,
  pages: new Map([
    ['/leap-year-checker', page],
    ['/about', ABOUT],
    ['/', ABOUT],
  ]),
  files: new Set(['/assets/entry.js', '/data/holidays/de.json']),
});

/** What a rule finds in `html`, read as the file of `role`. */
function check(id: PageRuleId, html: string, role: Role = PAGE): string[] {
  const page = readPage(html);
  return pageRules[id].check(page, role, site(page));
}

/** `GOOD` with `from` replaced by `to` (which must be there). */
function broken(from: string | RegExp, to: string): string {
  const html = GOOD.replace(from, to);
  if (html === GOOD) throw new Error(`not in the sample: ${String(from)}`);
  return html;
}

describe('the rules of the build’s checks', () => {
  it('find nothing in a page that keeps them all', () => {
    const found = Object.keys(pageRules).flatMap((id) => check(id as PageRuleId, GOOD).map((problem) => `${id}: ${problem}`));
    expect(found).toEqual([]);
    expect(check('member', GOOD, { ...PAGE, member: true })).toEqual([]);
  });

  it('language: a page without a language, or in one without rules', () => {
    expect(check('language', broken('<html lang="en">', '<html>'))).toEqual(['<html lang="">: no rules for this language in tests/dist-check/languages.ts']);
    expect(check('language', broken('<html lang="en">', '<html lang="de">'))).toHaveLength(1);
  });

  it('title: the site name missing or twice, too long, or two titles', () => {
    expect(check('title', broken(`<title>${TITLE}</title>`, '<title>Leap Year Checker | Datewise</title>'))).toEqual([
      '“Leap Year Checker | Datewise” does not end with “ – Datewise”'.replace(/^/, 'title '),
    ]);
    expect(check('title', broken(`<title>${TITLE}</title>`, '<title>Datewise Leap Year Checker – Datewise</title>'))).toHaveLength(1);
    expect(check('title', broken(`<title>${TITLE}</title>`, `<title>Leap Year Checker for Every Year of the Gregorian Calendar – Datewise</title>`))).toHaveLength(1);
    expect(check('title', broken('</title>', '</title><title>Again</title>'))).toEqual(['2 titles']);
  });

  it('head: another page’s title or description, a relative or missing canonical link, Open Graph tags that differ, noindex', () => {
    expect(check('head', broken(`<title>${TITLE}</title>`, '<title>About – Datewise</title>'))).toHaveLength(1);
    expect(check('head', broken(`<meta name="description" content="${DESCRIPTION}" />`, '<meta name="description" content="Another page’s description, which is long enough to be one." />'))).toEqual([
      expect.stringMatching(/^description: “Another page’s description, which is long enough to be one\.”, not “Check whether/),
    ]);
    expect(check('head', broken(`href="${ORIGIN}/leap-year-checker"`, 'href="/leap-year-checker"'))).toEqual([
      'canonical link: “/leap-year-checker”, not “https://datewise.app/leap-year-checker”',
    ]);
    expect(check('head', broken(/<link rel="canonical"[^>]*>/, ''))).toEqual(['canonical link: none, not “https://datewise.app/leap-year-checker”']);
    expect(check('head', broken(`<meta property="og:url" content="${ORIGIN}/leap-year-checker" />`, ''))).toEqual([
      'og:url: “”, not “https://datewise.app/leap-year-checker”',
    ]);
    expect(check('head', broken('</head>', '<meta name="robots" content="noindex" /></head>'))).toEqual(['marked noindex']);
    const short = 'Leap years.';
    expect(check('head', GOOD.replaceAll(DESCRIPTION, short), { ...PAGE, description: short })).toEqual(['description has 11 characters (50 to 160)']);
  });

  it('alias: a canonical link to itself, a refresh elsewhere, a copy with another title', () => {
    const alias: Role = { kind: 'alias', path: '/leap-year', title: TITLE, canonical: `${ORIGIN}/leap-year-checker` };
    expect(check('alias', GOOD, alias)).toEqual([]);
    const redirect = (canonical: string, refresh: string) =>
      `<!doctype html><html lang="en"><head><link rel="canonical" href="${canonical}" /><meta http-equiv="refresh" content="${refresh}" /></head></html>`;
    expect(check('alias', redirect(`${ORIGIN}/leap-year-checker`, '0; url=/leap-year-checker'), alias)).toEqual([]);
    expect(check('alias', redirect(`${ORIGIN}/leap-year`, '0; url=/leap-year-checker'), alias)).toHaveLength(1);
    expect(check('alias', redirect(`${ORIGIN}/leap-year-checker`, '0; url=/about'), alias)).toEqual([
      'refresh “0; url=/about” does not lead to “https://datewise.app/leap-year-checker”',
    ]);
    expect(check('alias', GOOD, { ...alias, title: 'About – Datewise' })).toHaveLength(1);
  });

  it('heading: none, two, empty, or not in Title Case', () => {
    expect(check('heading', broken(/<h1[^>]*>Leap Year Checker<\/h1>/, ''))).toEqual(['0 h1 elements']);
    expect(check('heading', broken('</main>', '<h1>Again</h1></main>'))).toEqual(['2 h1 elements']);
    expect(check('heading', broken('>Leap Year Checker</h1>', '></h1>'))).toEqual(['an empty h1']);
    expect(check('heading', broken('>Leap Year Checker</h1>', '>Leap year <em>checker</em></h1>'))).toEqual([
      'h1 “Leap year checker” breaks the heading style at year, checker',
    ]);
  });

  it('text: fewer than 300 words, or two main elements', () => {
    expect(check('text', broken(/<p>A leap year[^<]*<\/p>/, '<p>Too short.</p>'))).toHaveLength(1);
    expect(check('text', broken('</body>', '<main></main></body>'))).toEqual(['2 main elements']);
  });

  it('faq: no FAQPage data, fewer than 3 questions, a question or answer that the page does not show as its data says', () => {
    expect(check('faq', broken(/<script type="application\/ld\+json">[^<]*<\/script>/, ''))).toEqual(['0 FAQPage blocks']);
    expect(check('faq', broken(faqData(FAQ), faqData(FAQ.slice(0, 2))))).toContain('2 questions');
    const asked = [{ question: 'Is 1900 a leap year?', answer: 'No.' }, ...FAQ.slice(1)];
    expect(check('faq', broken(faqData(FAQ), faqData(asked)))).toContain('question not shown: “Is 1900 a leap year?”');
    const answered = [{ ...FAQ[0]!, answer: 'A year of 365 days.' }, ...FAQ.slice(1)];
    expect(check('faq', broken(faqData(FAQ), faqData(answered)))).toEqual([
      'shown but not in its FAQPage data: “What is a leap year? A year of 366 days, with February 29.”',
      'in its FAQPage data but not shown as its FAQ says it: “What is a leap year? A year of 365 days.”',
    ]);
    // A page that lays out its questions itself shows each answer somewhere.
    const ownLayout = broken(/<dl>[\s\S]*<\/dl>/, FAQ.map((item) => `<h3>${item.question}</h3>`).join(''));
    expect(check('faq', ownLayout)).toHaveLength(3);
  });

  it('structured data: a block that does not parse, or without schema.org’s context', () => {
    expect(check('structuredData', broken('"@type":"FAQPage"', '"@type":"FAQPage",'))).toHaveLength(1);
    expect(check('structuredData', broken('"@context":"https://schema.org"', '"@context":"http://schema.org"'))).toHaveLength(1);
  });

  it('related: fewer than 2 related links', () => {
    expect(check('related', broken('<li><a href="/about">About</a></li><li><a href="/?days=30">Date Calculator</a></li>', ''))).toEqual(['1 related links']);
  });

  it('member: a family member without its table', () => {
    const bare = broken('<table><tr><td>2024</td></tr></table>', '').replace(/<ul>.*<\/ul>/, '');
    expect(check('member', bare, { ...PAGE, member: true })).toEqual(['no table or list in its main element']);
  });

  it('typography: a straight quote in the text, the title, the description or a label; code and styles left alone', () => {
    expect(check('typography', broken('The year’s', 'The year&#x27;s'))).toEqual(['straight quote in “The year\'s “leap day” is ”']);
    expect(check('typography', broken(`<title>${TITLE}</title>`, '<title>Valentine&#x27;s Day – Datewise</title>'))).toHaveLength(1);
    expect(check('typography', broken(DESCRIPTION, 'Type &quot;2024&quot; to check a year.'))).toHaveLength(1);
    expect(check('typography', broken('aria-label="Leap years before and after"', 'aria-label="The year&#x27;s leap years"'))).toHaveLength(1);
  });

  it('promises: support hours or a reply time', () => {
    expect(check('promises', broken('too.</p>', 'too. We reply within <strong>24 hours</strong>.</p>'))).toHaveLength(1);
    expect(check('promises', broken(DESCRIPTION, 'Our office hours are nine to five, and this checks leap years.'))).toHaveLength(1);
  });

  it('links: to an alias, a trailing slash, a missing page, a missing id', () => {
    for (const href of ['/leap-year', '/about/', '/no-such-page', '/holidays/de']) {
      expect(check('links', broken('href="/about">About', `href="${href}">About`)), href).toEqual([
        `links to ${href}, which is not a page's canonical path or a file of the build`,
      ]);
    }
    expect(check('links', broken('href="/about#team"', 'href="/about#nobody"'))).toEqual(['links to /about#nobody, whose page has no id nobody']);
    expect(check('links', broken('href="#main"', 'href="#content"'))).toEqual(['links to #content, whose page has no id content']);
    expect(check('links', broken('href="/about">About', `href="${ORIGIN}/about/">About`))).toHaveLength(1);
  });

  it('assets: a script from another site, a file not in the build, an element the page does not have', () => {
    expect(check('assets', broken('src="/assets/entry.js"', 'src="https://cdn.example.com/entry.js"'))).toEqual(['loads https://cdn.example.com/entry.js from another site']);
    expect(check('assets', broken('src="/assets/entry.js"', 'src="/assets/gone.js"'))).toEqual(['loads /assets/gone.js, which is not in the build']);
    expect(check('assets', broken('href="#site-footer"', 'href="#footer"'))).toEqual(['names #footer, which is not an id of the page']);
  });

  it('each page’s own head: two pages with one title or one description', () => {
    const page = readPage(GOOD);
    expect(sharedHeads(new Map([['/a', page], ['/b', readPage(broken(DESCRIPTION, 'Another description of another page, of fifty characters or more.'))]]))).toEqual([
      `/a, /b: the same title “${TITLE}”`,
    ]);
    expect(sharedHeads(new Map([['/a', page], ['/b', ABOUT]]))).toEqual([]);
  });

  it('the sitemap: a page missing, one listed twice, one that is not canonical, a sitemap index, robots.txt', () => {
    const urlset = (...urls: string[]) => `<?xml version="1.0"?><urlset>${urls.map((url) => `<url><loc>${url}</loc></url>`).join('')}</urlset>`;
    const robots = `User-agent: *\nSitemap: ${ORIGIN}/sitemap.xml\n`;
    const build = (files: Record<string, string>) => (path: string) => ({ '/robots.txt': robots, ...files })[path];
    const pages = [`${ORIGIN}/`, `${ORIGIN}/about`];
    expect(sitemapProblems(build({ '/sitemap.xml': urlset(...pages) }), pages, ORIGIN)).toEqual([]);
    expect(sitemapProblems(build({ '/sitemap.xml': urlset(`${ORIGIN}/`, `${ORIGIN}/`, `${ORIGIN}/date-between`) }), pages, ORIGIN)).toEqual([
      `listed twice: ${ORIGIN}/`,
      `listed, not a canonical page: ${ORIGIN}/date-between`,
      `not listed: ${ORIGIN}/about`,
    ]);
    const index = `<sitemapindex><sitemap><loc>${ORIGIN}/sitemaps/a.xml</loc></sitemap><sitemap><loc>${ORIGIN}/sitemaps/b.xml</loc></sitemap></sitemapindex>`;
    expect(sitemapProblems(build({ '/sitemap.xml': index, '/sitemaps/a.xml': urlset(`${ORIGIN}/`), '/sitemaps/b.xml': urlset(`${ORIGIN}/about`) }), pages, ORIGIN)).toEqual([]);
    expect(sitemapProblems(build({ '/sitemap.xml': index, '/sitemaps/a.xml': urlset(...pages) }), pages, ORIGIN)).toEqual([
      `the sitemap ${ORIGIN}/sitemaps/b.xml is not a file of the build`,
    ]);
    expect(sitemapProblems((path) => (path === '/sitemap.xml' ? urlset(...pages) : undefined), pages, ORIGIN)).toEqual([
      `robots.txt does not name ${ORIGIN}/sitemap.xml`,
    ]);
  });
});

describe('reading a build', () => {
  it('reads every HTML file by its path, shared among worker threads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dist-'));
    try {
      mkdirSync(join(dir, 'holidays'));
      const files = ['index.html', 'about.html', ...Array.from({ length: 60 }, (_, i) => `holidays/country-${i}.html`)];
      for (const file of files) writeFileSync(join(dir, file), `<html lang="en"><body><h1>${file}</h1></body></html>`);
      writeFileSync(join(dir, 'holidays', 'de.json'), '{}');
      expect((await filesOf(dir)).sort()).toEqual([...files, 'holidays/de.json'].sort());
      const facts = await readPages(dir, files, 2);
      expect([...facts.keys()].sort()).toEqual([...files].sort());
      for (const [file, page] of facts) expect(page.h1s, file).toEqual([file]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
