// What the checks of dist/ read in a prerendered page (tests/dist-check/rules.ts judges it), in one pass
// over the HTML. Plain JavaScript, so worker threads can run it (page-worker.mjs); its types are in
// read-page.d.mts. The pages are React's output and the site's own template: attribute values are
// quoted and escaped, so a tokenizer of tags, text and raw-text elements reads them as a browser does,
// some fifty times faster than a full HTML parser.

/** A comment, a raw-text element whole (its content is not markup), a tag, a run of text. */
const TOKEN = /<!--[\s\S]*?-->|<(script|style|textarea|title)\b([^>]*)>([\s\S]*?)<\/\1\s*>|<(\/?)([a-zA-Z][\w:-]*)([^>]*)>|([^<]+)|</g;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose text is code, not prose: the typography rules leave it alone. */
const CODE = new Set(['code', 'pre', 'kbd', 'samp', 'textarea', 'noscript', 'template']);
/** Attributes whose values are read out or shown as text. */
const TEXT_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];
/** The character references React and the template write by name. */
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text with its character references decoded. */
export const decode = (text) =>
  text.includes('&')
    ? text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
        if (name[0] !== '#') return ENTITIES[name] ?? whole;
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      })
    : text;

/** The attributes the checks read, by element (and, on every element, its id and text attributes). */
const READ = {
  html: ['lang'],
  meta: ['name', 'property', 'http-equiv', 'content'],
  link: ['rel', 'href'],
  a: ['href'],
  img: ['src'],
  source: ['src'],
  section: ['aria-labelledby'],
  script: ['type', 'src'],
};
const EVERYWHERE = ['id', ...TEXT_ATTRIBUTES];

const patterns = new Map();
/** One attribute's value, looked for alone (most tags carry long classes and paths that nothing reads). */
function attributeOf(source, name) {
  if (!source.includes(`${name}=`)) return undefined;
  let pattern = patterns.get(name);
  if (!pattern) patterns.set(name, (pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i')));
  const match = pattern.exec(source);
  return match ? decode(match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The attributes of a tag that the checks read. */
function attributesOf(name, source) {
  const attributes = {};
  if (!source.includes('=')) return attributes;
  for (const list of [READ[name] ?? [], EVERYWHERE]) {
    for (const attribute of list) {
      const value = attributeOf(source, attribute);
      if (value !== undefined) attributes[attribute] = value;
    }
  }
  return attributes;
}

/** The facts of one page (see PageFacts in read-page.d.mts). */
export function readPage(html) {
  const facts = {
    lang: null,
    titles: [],
    descriptions: [],
    canonicals: [],
    ogTitle: null,
    ogDescription: null,
    ogUrl: null,
    refresh: null,
    noindex: false,
    h1s: [],
    mains: 0,
    mainText: '',
    mainWords: 0,
    mainHasTableOrList: false,
    jsonLd: [],
    faq: [],
    relatedLinks: 0,
    links: [],
    assets: [],
    ids: [],
    texts: [],
    allText: '',
  };
  // Open elements, and how many of each kind that matters enclose the current token.
  const stack = [];
  const inside = { body: 0, main: 0, code: 0, h1: 0, related: 0, faq: 0, dt: 0, dd: 0 };
  let h1 = '';
  let allText = '';
  let entry = null;
  const mark = (name, attributes) => {
    const kinds = [];
    if (name === 'body' || name === 'main' || name === 'h1' || name === 'dt' || name === 'dd') kinds.push(name);
    if (CODE.has(name)) kinds.push('code');
    if (name === 'section' && attributes['aria-labelledby'] === 'related-heading') kinds.push('related');
    if (name === 'section' && attributes['aria-labelledby'] === 'faq-heading') kinds.push('faq');
    return kinds;
  };
  // Words are counted in each text apart: where a tag begins or ends, a word ends.
  const WORD = /\S+/g;
  const text = (raw, code) => {
    const value = decode(raw);
    allText += value;
    if (inside.main) {
      facts.mainText += value;
      facts.mainWords += value.match(WORD)?.length ?? 0;
    }
    if (inside.h1) h1 += value;
    if (inside.faq && entry && (inside.dt || inside.dd)) entry[inside.dt ? 'question' : 'answer'] += value;
    if (inside.body && !inside.code && !code && value.trim()) facts.texts.push(value);
  };
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const plain = match[7];
    if (plain !== undefined) {
      text(plain, false);
      continue;
    }
    const rawName = match[1];
    const tagName = match[5];
    if (rawName) {
      const name = rawName.toLowerCase();
      const rawAttributes = match[2];
      const rawContent = match[3];
      const attributes = attributesOf(name, rawAttributes);
      if (name === 'title' && !inside.body) facts.titles.push(decode(rawContent).trim());
      else if (name === 'script' && attributes.type === 'application/ld+json') facts.jsonLd.push(rawContent);
      else if (name === 'script' && attributes.src) facts.assets.push(attributes.src);
      else if (name === 'textarea' || name === 'title') text(rawContent, name === 'textarea');
      continue;
    }
    // A comment, or a lone `<`.
    if (!tagName) continue;
    // React and the template write tag names in lower case (SVG's own camel case is never looked for).
    const name = tagName;
    const tagAttributes = match[6];
    if (match[4]) {
      const at = stack.findLastIndex((open) => open.name === name);
      if (at === -1) continue;
      for (const open of stack.splice(at)) for (const kind of open.kinds) inside[kind]--;
      if (name === 'h1') facts.h1s.push(h1.trim());
      if (name === 'dd' && entry) {
        facts.faq.push({ question: entry.question.trim(), answer: entry.answer.trim() });
        entry = null;
      }
      continue;
    }
    const attributes = attributesOf(name, tagAttributes);
    if (attributes.id) facts.ids.push(attributes.id);
    if (inside.body) for (const attribute of TEXT_ATTRIBUTES) if (attributes[attribute]) facts.texts.push(attributes[attribute]);
    if (name === 'html') facts.lang = attributes.lang ?? null;
    else if (name === 'meta') {
      const key = attributes.name ?? attributes.property ?? attributes['http-equiv']?.toLowerCase();
      if (key === 'description') facts.descriptions.push(attributes.content ?? '');
      else if (key === 'og:title') facts.ogTitle = attributes.content ?? '';
      else if (key === 'og:description') facts.ogDescription = attributes.content ?? '';
      else if (key === 'og:url') facts.ogUrl = attributes.content ?? '';
      else if (key === 'refresh') facts.refresh = attributes.content ?? '';
      else if (key === 'robots') facts.noindex = /noindex/.test(attributes.content ?? '');
    } else if (name === 'link') {
      if (attributes.rel === 'canonical') facts.canonicals.push(attributes.href ?? '');
      else if (attributes.href) facts.assets.push(attributes.href);
    } else if (name === 'a' && attributes.href !== undefined) {
      facts.links.push(attributes.href);
      if (inside.related) facts.relatedLinks++;
    } else if ((name === 'img' || name === 'source') && attributes.src) facts.assets.push(attributes.src);
    else if (name === 'main') facts.mains++;
    if (inside.main && (name === 'table' || name === 'ol' || name === 'ul')) facts.mainHasTableOrList = true;
    if (inside.faq && name === 'dt') entry = { question: '', answer: '' };
    if (name === 'h1') h1 = '';
    if (VOID.has(name) || tagAttributes.endsWith('/')) continue;
    const kinds = mark(name, attributes);
    for (const kind of kinds) inside[kind]++;
    stack.push({ name, kinds });
  }
  facts.allText = allText;
  return facts;
}
