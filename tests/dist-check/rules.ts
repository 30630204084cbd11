/**
 * The rules every prerendered page keeps, judged from what read-page.mjs reads in its HTML: its
 * head tags, one heading, its own text with an FAQ and related links, structured data, links that
 * reach pages, typography and what it must not claim. Language-specific rules come from the page's
 * `<html lang>` (languages.ts). dist.check.ts runs them over every file of the build; rules.test.ts
 * shows that each can fail.
 */
import { rulesFor } from './languages';
import type { PageFacts } from './read-page.mjs';

/** What the registry says a file of the build is, with what it must carry. */
export type Role =
  /** A canonical page (a family member is one too): its document title, description and canonical URL. */
  | { kind: 'page'; path: string; title: string; description: string; canonical: string; member: boolean }
  /** Another path of a page: the canonical URL (and document title) of the page it serves. */
  | { kind: 'alias'; path: string; title: string; canonical: string }
  | { kind: 'not-found'; path: string };

export interface Site {
  /** The site's name, which every title ends with. */
  name: string;
  /** The origin of canonical links and the sitemap (`https://datewise.app`). */
  origin: string;
  /** Every canonical page's facts, by path. */
  pages: ReadonlyMap<string, PageFacts>;
  /** The URL paths of the build's other files: scripts, styles, data, icons, the sitemap. */
  files: ReadonlySet<string>;
}

export interface PageRule {
  /** What the rule asks of a page. */
  name: string;
  /** The files it applies to. */
  kinds: readonly Role['kind'][];
  /** What breaks it, each as a line of the report. */
  check: (page: PageFacts, role: Role, site: Site) => string[];
}

/** At most this many characters of a text quoted in a report. */
const quote = (text: string) => `“${text.length > 80 ? `${text.slice(0, 77)}…` : text}”`;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The page's JSON-LD blocks that parse, with the ones that do not as errors. */
function structuredData(page: PageFacts): { data: unknown[]; errors: string[] } {
  const data: unknown[] = [];
  const errors: string[] = [];
  for (const block of page.jsonLd) {
    try {
      data.push(JSON.parse(block));
    } catch (error) {
      errors.push(`JSON-LD does not parse (${(error as Error).message}): ${quote(block)}`);
    }
  }
  return { data, errors };
}

interface FaqPage {
  '@type': 'FAQPage';
  mainEntity: { name?: unknown; acceptedAnswer?: { text?: unknown } }[];
}
const isFaqPage = (data: unknown): data is FaqPage =>
  typeof data === 'object' && data !== null && (data as { '@type'?: unknown })['@type'] === 'FAQPage' && Array.isArray((data as FaqPage).mainEntity);

/** Where a link or a file's address leads, if it is on the site. */
function onSite(href: string, role: Role, site: Site): URL | undefined {
  let url: URL;
  try {
    url = new URL(href, site.origin + role.path);
  } catch {
    return undefined;
  }
  return url.origin === site.origin ? url : undefined;
}

const idSets = new WeakMap<PageFacts, ReadonlySet<string>>();
const idsOf = (page: PageFacts) => idSets.get(page) ?? idSets.set(page, new Set(page.ids)).get(page)!;

export const pageRules = {
  language: {
    name: 'says its language in <html lang>, one the checks have rules for (languages.ts)',
    kinds: ['page', 'not-found'],
    check: (page) => (rulesFor(page.lang) ? [] : [`<html lang="${page.lang ?? ''}">: no rules for this language in tests/dist-check/languages.ts`]),
  },
  title: {
    name: 'has one title, which ends with the site name and fits a search result (60 characters)',
    kinds: ['page', 'alias', 'not-found'],
    check: (page, role, site) => {
      // A redirect page may have no title; a copy of a page has its title.
      if (role.kind === 'alias' && page.titles.length === 0) return [];
      if (page.titles.length !== 1) return [`${page.titles.length} titles`];
      const title = page.titles[0]!;
      const suffix = ` – ${site.name}`;
      const problems: string[] = [];
      if (!title.endsWith(suffix)) problems.push(`title ${quote(title)} does not end with “${suffix}”`);
      else if (title.slice(0, -suffix.length).includes(site.name)) problems.push(`title ${quote(title)} names the site twice`);
      if (title.length > 60) problems.push(`title ${quote(title)} has ${title.length} characters`);
      return problems;
    },
  },
  head: {
    name: 'carries its own title, description, canonical link and Open Graph tags',
    kinds: ['page'],
    check: (page, role) => {
      if (role.kind !== 'page') return [];
      const problems: string[] = [];
      const expect = (what: string, found: readonly (string | null)[], wanted: string) => {
        if (found.length !== 1 || found[0] !== wanted) problems.push(`${what}: ${found.map((f) => quote(f ?? '')).join(', ') || 'none'}, not ${quote(wanted)}`);
      };
      expect('title', page.titles, role.title);
      expect('description', page.descriptions, role.description);
      expect('canonical link', page.canonicals, role.canonical);
      expect('og:title', [page.ogTitle], role.title);
      expect('og:description', [page.ogDescription], role.description);
      expect('og:url', [page.ogUrl], role.canonical);
      const description = page.descriptions[0] ?? '';
      if (description.length < 50 || description.length > 160) problems.push(`description has ${description.length} characters (50 to 160)`);
      if (page.noindex) problems.push('marked noindex');
      return problems;
    },
  },
  alias: {
    name: 'as another path of a page, links that page as canonical (a copy carries its title, a refresh leads there)',
    kinds: ['alias'],
    check: (page, role, site) => {
      if (role.kind !== 'alias') return [];
      const problems: string[] = [];
      if (page.canonicals.length !== 1 || page.canonicals[0] !== role.canonical) problems.push(`canonical link ${page.canonicals.map(quote).join(', ') || 'none'}, not ${quote(role.canonical)}`);
      if (page.titles.length > 0 && (page.titles.length !== 1 || page.titles[0] !== role.title)) problems.push(`title ${page.titles.map(quote).join(', ')}, not its page's ${quote(role.title)}`);
      if (page.refresh !== null) {
        const target = /^\s*\d+\s*;\s*url\s*=\s*(.+)$/i.exec(page.refresh)?.[1];
        const url = target ? onSite(target.trim().replace(/^['"]|['"]$/g, ''), role, site) : undefined;
        if (!url || url.origin + url.pathname !== role.canonical) problems.push(`refresh ${quote(page.refresh)} does not lead to ${quote(role.canonical)}`);
      }
      return problems;
    },
  },
  heading: {
    name: 'has one h1, with text, in the heading style of its language',
    kinds: ['page', 'not-found'],
    check: (page) => {
      if (page.h1s.length !== 1) return [`${page.h1s.length} h1 elements`];
      const h1 = page.h1s[0]!;
      if (!h1) return ['an empty h1'];
      const errors = rulesFor(page.lang)?.headingErrors(h1) ?? [];
      return errors.length ? [`h1 ${quote(h1)} breaks the heading style at ${errors.join(', ')}`] : [];
    },
  },
  text: {
    name: 'has its own text: one main element with 300 words or more',
    kinds: ['page'],
    check: (page) => {
      if (page.mains !== 1) return [`${page.mains} main elements`];
      return page.mainWords < 300 ? [`${page.mainWords} words in its main element`] : [];
    },
  },
  faq: {
    name: 'has an FAQ of 3 questions or more, and FAQPage data that says what the page shows',
    kinds: ['page'],
    check: (page) => {
      const faqs = structuredData(page).data.filter(isFaqPage);
      if (faqs.length !== 1) return [`${faqs.length} FAQPage blocks`];
      const items = faqs[0]!.mainEntity.map((q) => ({ question: squash(String(q.name ?? '')), answer: squash(String(q.acceptedAnswer?.text ?? '')) }));
      const problems: string[] = [];
      if (items.length < 3) problems.push(`${items.length} questions`);
      const shown = squash(page.mainText);
      const visible = page.faq.map((item) => ({ question: squash(item.question), answer: squash(item.answer) }));
      for (const item of items) {
        if (!item.question || !item.answer) problems.push(`a question without its text or answer: ${quote(item.question)}`);
        else if (!shown.includes(item.question)) problems.push(`question not shown: ${quote(item.question)}`);
        // The FAQ section shows each question with its answer; a page that lays out its own (the FAQ guide) shows the answer somewhere.
        else if (visible.length === 0 && !shown.includes(item.answer)) problems.push(`answer not shown: ${quote(item.answer)}`);
      }
      if (visible.length > 0) {
        const said = (list: typeof items) => list.map((item) => `${item.question} ${item.answer}`);
        const data = said(items);
        const onPage = said(visible);
        for (const item of onPage.filter((text) => !data.includes(text))) problems.push(`shown but not in its FAQPage data: ${quote(item)}`);
        for (const item of data.filter((text) => !onPage.includes(text))) problems.push(`in its FAQPage data but not shown as its FAQ says it: ${quote(item)}`);
      }
      return problems;
    },
  },
  structuredData: {
    name: 'has structured data that parses, each block with schema.org’s context and a type',
    kinds: ['page', 'not-found'],
    check: (page) => {
      const { data, errors } = structuredData(page);
      for (const block of data) {
        const { '@context': context, '@type': type } = (typeof block === 'object' && block !== null ? block : {}) as Record<string, unknown>;
        if (context !== 'https://schema.org' || typeof type !== 'string') errors.push(`JSON-LD without schema.org's context and a type: ${quote(JSON.stringify(block))}`);
      }
      return errors;
    },
  },
  related: {
    name: 'links 2 related pages or more',
    kinds: ['page'],
    check: (page) => (page.relatedLinks < 2 ? [`${page.relatedLinks} related links`] : []),
  },
  member: {
    name: 'as a member of a family, shows its content (a table or a list) in its main element',
    kinds: ['page'],
    check: (page, role) => (role.kind === 'page' && role.member && !page.mainHasTableOrList ? ['no table or list in its main element'] : []),
  },
  typography: {
    name: 'uses its language’s quote marks in its text, title, description and labels (code left alone)',
    kinds: ['page', 'not-found'],
    check: (page) => {
      const rules = rulesFor(page.lang);
      if (!rules) return [];
      return [...new Set([...page.titles, ...page.descriptions, ...page.texts].filter(rules.straightQuote))].map((text) => `straight quote in ${quote(text)}`);
    },
  },
  promises: {
    name: 'promises no support hours or reply times',
    kinds: ['page', 'not-found'],
    check: (page) => {
      const rules = rulesFor(page.lang);
      const text = [...page.titles, ...page.descriptions, page.allText].join(' ');
      const claim = rules?.supportPromise.exec(text);
      return claim ? [`promises ${quote(text.slice(Math.max(0, claim.index - 40), claim.index + 60))}`] : [];
    },
  },
  links: {
    name: 'links only to pages’ canonical paths (not an alias, a trailing slash or a missing page) or the build’s files, and to ids they have',
    kinds: ['page', 'not-found'],
    check: (page, role, site) => {
      const problems: string[] = [];
      for (const href of new Set(page.links)) {
        const url = onSite(href, role, site);
        if (!url || !/^https?:$/.test(url.protocol)) continue;
        const target = url.pathname === role.path ? page : site.pages.get(url.pathname);
        if (!target) {
          if (!site.files.has(url.pathname)) problems.push(`links to ${href}, which is not a page's canonical path or a file of the build`);
        } else if (url.hash && !idsOf(target).has(decodeURIComponent(url.hash.slice(1)))) {
          problems.push(`links to ${href}, whose page has no id ${url.hash.slice(1)}`);
        }
      }
      return problems;
    },
  },
  assets: {
    name: 'loads only the build’s own files (scripts, styles, icons, images)',
    kinds: ['page', 'alias', 'not-found'],
    check: (page, role, site) =>
      [...new Set(page.assets)].flatMap((href) => {
        if (href.startsWith('data:')) return [];
        // An element of the page itself (`<link rel="expect" href="#site-footer">`).
        if (href.startsWith('#')) return idsOf(page).has(href.slice(1)) ? [] : [`names #${href.slice(1)}, which is not an id of the page`];
        const url = onSite(href, role, site);
        if (!url) return [`loads ${href} from another site`];
        return site.files.has(url.pathname) || site.pages.has(url.pathname) ? [] : [`loads ${href}, which is not in the build`];
      }),
  },
} satisfies Record<string, PageRule>;

export type PageRuleId = keyof typeof pageRules;

/** Each rule's problems over every file of a build (the file's path and the problem). */
export function checkPages(files: readonly { facts: PageFacts; role: Role }[], site: Site): Record<PageRuleId, string[]> {
  const problems = Object.fromEntries(Object.keys(pageRules).map((id) => [id, [] as string[]])) as Record<PageRuleId, string[]>;
  for (const { facts, role } of files) {
    for (const [id, rule] of Object.entries(pageRules) as [PageRuleId, PageRule][]) {
      if (rule.kinds.includes(role.kind)) for (const problem of rule.check(facts, role, site)) problems[id].push(`${role.path}: ${problem}`);
    }
  }
  return problems;
}

/** Pages that share their title or description with another page: each page has its own. */
export function sharedHeads(pages: ReadonlyMap<string, PageFacts>): string[] {
  const problems: string[] = [];
  for (const [what, of] of [['title', (p: PageFacts) => p.titles[0]], ['description', (p: PageFacts) => p.descriptions[0]]] as const) {
    const pathsBy = new Map<string, string[]>();
    for (const [path, page] of pages) {
      const value = of(page);
      if (value) pathsBy.set(value, [...(pathsBy.get(value) ?? []), path]);
    }
    for (const [value, paths] of pathsBy) if (paths.length > 1) problems.push(`${paths.join(', ')}: the same ${what} ${quote(value)}`);
  }
  return problems;
}

/**
 * What is wrong with the sitemap: it must list every canonical page once and nothing else. It is
 * read at `/sitemap.xml`, a `<urlset>` or a `<sitemapindex>` of them (`read` gives a file of the
 * build by its URL path).
 */
export function sitemapProblems(read: (path: string) => string | undefined, canonicalUrls: readonly string[], origin: string): string[] {
  const problems: string[] = [];
  const locs = (xml: string) => [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  const index = read('/sitemap.xml');
  if (index === undefined) return ['no /sitemap.xml'];
  const sitemaps = /<sitemapindex[\s>]/.test(index) ? locs(index) : [`${origin}/sitemap.xml`];
  const listed: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = sitemap.startsWith(`${origin}/`) ? read(sitemap.slice(origin.length)) : undefined;
    if (xml === undefined) problems.push(`the sitemap ${sitemap} is not a file of the build`);
    else listed.push(...locs(xml));
  }
  const wanted = new Set(canonicalUrls);
  const seen = new Set<string>();
  for (const url of listed) {
    if (seen.has(url)) problems.push(`listed twice: ${url}`);
    else if (!wanted.has(url)) problems.push(`listed, not a canonical page: ${url}`);
    seen.add(url);
  }
  for (const url of canonicalUrls) if (!seen.has(url)) problems.push(`not listed: ${url}`);
  const robots = read('/robots.txt');
  if (!robots?.includes(`Sitemap: ${origin}/sitemap.xml`)) problems.push(`robots.txt does not name ${origin}/sitemap.xml`);
  return problems;
}
