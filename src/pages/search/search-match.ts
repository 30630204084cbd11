/**
 * The site search's matching: plain data in, ranked results out, no DOM and no clock. Every text
 * is folded once, when the index is built (`searchIndex`), so a keystroke costs only prefix and
 * substring tests over a few thousand short strings (`searchSite`).
 */
import { foldAccents } from '@/lib/text/fold';

/** One thing the site search can find: a page, or a country's holiday page. */
export interface SearchEntry {
  /** Where the result leads: `/business-days-calculator`, `/holidays/germany`. */
  path: string;
  /** What the result shows: the page's short name, or “Public Holidays in Germany”. */
  label: string;
  /** The line under it: the page's description, or the country's ISO code. */
  detail: string;
  /**
   * Names a query may match whole or begin with, the main one first: the page's label, or the
   * country's English name, then its other names (“UK”, “Deutschland”) and its ISO code.
   */
  names: readonly string[];
  /** Text whose words a query's words may begin: the page's title and keywords. */
  terms: readonly string[];
  /** Text searched last, word by word: the page's description. */
  text: string;
  /**
   * Holidays a country's page lists that the query's words may begin, after its names, title and
   * keywords: a result found by one names it (“Eid al-Fitr” finds the countries that have it).
   */
  holidays?: readonly string[];
  /** A country's or region's holiday page: its working-day calendar id (`de`, `de-by`) and name. */
  place?: { id: string; name: string };
}

/** The most results a search returns: a list that fits a phone's screen. */
export const MAX_RESULTS = 10;

/** The longest query kept: a longer one (a pasted paragraph, a hostile link) is cut here. */
export const MAX_QUERY = 100;

/** Letters that Unicode decomposition leaves whole, written as a visitor without them would type. */
const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ʻ: '' };

/**
 * A text as the search compares it: lower case, accents dropped, `&` read as “and”, every other
 * run of punctuation and spaces one space.
 *
 * @example fold('Côte d’Ivoire') // 'cote d ivoire'
 * @example fold('Antigua & Barbuda') // 'antigua and barbuda'
 */
export function fold(text: string): string {
  return foldAccents(text)
    .replace(/[ßæœøłđðþıʻ]/g, (letter) => LETTERS[letter]!)
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A name folded twice where it has an apostrophe: “d’Ivoire” is typed “d ivoire” or “divoire”. */
const foldedNames = (name: string): string[] => {
  const spaced = fold(name);
  const joined = fold(name.replace(/['’ʼ]/g, ''));
  return joined === spaced ? [spaced] : [spaced, joined];
};

/** Where a word of an entry comes from, best first: its names, its title and keywords, its holidays, its description. */
const NAME_WORD = 0;
const TERM_WORD = 1;
const HOLIDAY_WORD = 2;
const TEXT_WORD = 3;
type Tier = typeof NAME_WORD | typeof TERM_WORD | typeof HOLIDAY_WORD | typeof TEXT_WORD;

// Ranks, best first (a lower rank lists first): the query is one of the names, whole (“uk”, “de”,
// “germany”); the main name begins with it (“ger”, “business”); another name does (“deutsch”,
// “ivory”); it is a keyword or title, whole (“iso week”); one begins with it; each word of the
// query begins a word of the names, then (the worst word counts) of the title or keywords, then of
// the holidays, of the description; a name contains it (“land” in “Deutschland”). Among equal
// ranks, the entry with more of the query's words whole comes first (“uk” is UK's, not Ukraine's).
const EXACT = 0;
const MAIN_PREFIX = 1;
const OTHER_PREFIX = 2;
const TERM_EXACT = 3;
const TERM_PREFIX = 4;
const WORDS = 5; // + the worst word's tier: 5 to 8
const INSIDE = 9;

/** An entry with its texts folded, ready to search (see `indexEntry`). */
export interface IndexedEntry {
  entry: SearchEntry;
  /** The entry's names folded (a name with an apostrophe twice), and the name each comes from. */
  names: readonly string[];
  sources: readonly string[];
  terms: readonly string[];
  /** Each distinct word of the entry, with the best tier it appears in. */
  words: readonly string[];
  tiers: readonly Tier[];
  /** The entry's holidays folded, in the order of `entry.holidays`. */
  holidays: readonly string[];
}

/** The entries with their texts folded, ready to search (see `searchIndex`). */
export interface SearchIndex {
  readonly entries: readonly IndexedEntry[];
}

/** Folds every text of an entry once, so that each keystroke's search only compares strings. */
export function indexEntry(entry: SearchEntry): IndexedEntry {
  const named = new Map<string, string>();
  for (const name of entry.names) for (const folded of foldedNames(name)) if (!named.has(folded)) named.set(folded, name);
  const names = [...named.keys()];
  const terms = entry.terms.flatMap(foldedNames);
  const best = new Map<string, Tier>();
  const add = (texts: readonly string[], tier: Tier) => {
    for (const text of texts) for (const word of text.split(' ')) if (word && !best.has(word)) best.set(word, tier);
  };
  const holidays = (entry.holidays ?? []).map(fold);
  add(names, NAME_WORD);
  add(terms, TERM_WORD);
  add(holidays, HOLIDAY_WORD);
  add([fold(entry.text)], TEXT_WORD);
  return { entry, names, sources: [...named.values()], terms, words: [...best.keys()], tiers: [...best.values()], holidays };
}

/** The index of `entries` (see `indexEntry`), in their order. */
export function searchIndex(entries: readonly SearchEntry[]): SearchIndex {
  return { entries: entries.map(indexEntry) };
}

/** The best tier among the entry's words that begin with `word`, or -1 if none does. */
function wordTier(item: IndexedEntry, word: string): Tier | -1 {
  let tier: Tier | -1 = -1;
  for (let i = 0; i < item.words.length; i++) {
    if (item.words[i]!.startsWith(word) && (tier === -1 || item.tiers[i]! < tier)) {
      tier = item.tiers[i]!;
      if (tier === NAME_WORD) break;
    }
  }
  return tier;
}

/**
 * A match: its rank, which of the entry's names it matched when it was one of them, and how many
 * of the query's words are whole words of the entry.
 */
interface Match {
  rank: number;
  name?: number;
  whole: number;
}

/** How well `item` matches the folded query (`words` are its words), or null when it does not. */
function matchOf(item: IndexedEntry, query: string, words: readonly string[]): Match | null {
  const { names } = item;
  const whole = words.filter((word) => item.words.includes(word)).length;
  let name = names.indexOf(query);
  if (name !== -1) return { rank: EXACT, name, whole };
  if (names[0]!.startsWith(query)) return { rank: MAIN_PREFIX, name: 0, whole };
  name = names.findIndex((n) => n.startsWith(query));
  if (name !== -1) return { rank: OTHER_PREFIX, name, whole };
  if (item.terms.includes(query)) return { rank: TERM_EXACT, whole };
  if (item.terms.some((term) => term.startsWith(query))) return { rank: TERM_PREFIX, whole };
  let worst = 0;
  for (const word of words) {
    const tier = wordTier(item, word);
    if (tier === -1) {
      worst = -1;
      break;
    }
    worst = Math.max(worst, tier);
  }
  if (worst !== -1) return { rank: WORDS + worst, whole };
  name = names.findIndex((n) => n.includes(query));
  return name === -1 ? null : { rank: INSIDE, name, whole };
}

/**
 * One result as a list shows it: where it leads, its label, and its detail line, which begins
 * with the name the query matched when that was not the main one (“Deutschland · DE”, “UK · GB”).
 */
export interface SearchResult {
  path: string;
  label: string;
  detail: string;
}

/**
 * A result's detail: the name the query matched when it was not the main one, or the holidays
 * the query's words found (those that a word of the entry's names or title does not hold), then
 * the entry's own detail.
 */
function resultOf(item: IndexedEntry, name: number | undefined, words: readonly string[]): SearchResult {
  const { path, label, detail, names } = item.entry;
  let matched = name === undefined ? undefined : item.sources[name];
  if (matched === undefined && item.holidays.length > 0) {
    const own = (word: string) => item.words.some((w, i) => item.tiers[i]! < HOLIDAY_WORD && w.startsWith(word));
    const asked = words.filter((word) => !own(word));
    const found = item.entry.holidays!.filter((_, i) => asked.length > 0 && asked.every((word) => item.holidays[i]!.split(' ').some((w) => w.startsWith(word))));
    if (found.length > 0) matched = found.join(', ');
  }
  const shown = matched && matched !== names[0] && matched !== detail ? `${matched} · ${detail}` : detail;
  return { path, label, detail: shown };
}

/** A query's word as the search compares it: a plural's final “s” dropped (“holidays” finds the Holiday Calculator). */
const stem = (word: string) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word);

/**
 * The topics a query names besides a place: words that mark the topic, and the words that belong
 * to it (a year too), so that the other words name the place.
 */
const TOPICS = {
  /** “business days germany”, “working days in bavaria”: the business days calculator with the place's holidays. */
  business: { marks: 'business working workdays', words: 'business working work workdays days calculator count in for with' },
  /** “uk bank holidays”, “public holidays germany”: the place's holiday page. */
  holidays: { marks: 'holidays feiertage', words: 'bank public national official statutory holidays feiertage days off calendar list in of for' },
};
const topicWords = (words: string) => new Set(words.split(' ').map(stem));
const TOPIC_WORDS = (['business', 'holidays'] as const).map((topic) => ({ topic, marks: topicWords(TOPICS[topic].marks), words: topicWords(TOPICS[topic].words) }));

/** The topic a query's words name (`TOPICS`) and its other words, or null when it names none or nothing else. */
function topicOf(words: readonly string[]): { topic: keyof typeof TOPICS; rest: string[] } | null {
  for (const { topic, marks, words: own } of TOPIC_WORDS) {
    if (!words.some((word) => marks.has(word))) continue;
    const rest = words.filter((word) => !own.has(word) && !/^\d{4}$/.test(word));
    return rest.length > 0 ? { topic, rest } : null;
  }
  return null;
}

/**
 * What a query that names a topic and a place leads to first (see `TOPICS`): the places its
 * other words find, best first (their holiday pages), or for business days, the business days
 * calculator with each of the first three places' holidays.
 */
function phrasingResults(index: SearchIndex, words: readonly string[]): SearchResult[] {
  const asked = topicOf(words);
  if (!asked) return [];
  const query = asked.rest.join(' ');
  const places = index.entries
    .map((item, order) => ({ item, order, match: item.entry.place ? matchOf(item, query, asked.rest) : null }))
    .filter((found) => found.match !== null)
    .sort((a, b) => a.match!.rank - b.match!.rank || b.match!.whole - a.match!.whole || a.order - b.order);
  if (asked.topic === 'holidays') return places.map(({ item, match }) => resultOf(item, match!.name, asked.rest));
  return places.slice(0, 3).map(({ item }) => {
    const { id, name } = item.entry.place!;
    return { path: `/business-days-calculator?holidays=${id}`, label: `Business Days in ${name}`, detail: `The business days calculator with the public holidays of ${name}` };
  });
}

/** A search's answer: the best results, in order, and how many entries matched in all. */
export interface SearchResults {
  results: readonly SearchResult[];
  total: number;
}

/**
 * The entries that match `query`, best first, at most `limit`: every word of the query must begin
 * a word of the entry (case, accents and punctuation ignored; a plural's final “s” optional), or a
 * name of the entry must contain the query. A whole name comes first (“uk” is the United Kingdom
 * before Ukraine), then the main name's prefix, another name's, a whole keyword or title, one's
 * prefix, the words of the names, of the title and keywords, of the description, and a name that
 * contains the query; ties keep the index's order. An empty query finds nothing.
 *
 * @example searchSite(index, 'deutschland').results[0] // { path: '/holidays/germany', label: 'Public Holidays in Germany', detail: 'Deutschland · DE' }
 */
export function searchSite(index: SearchIndex, query: string, limit = MAX_RESULTS): SearchResults {
  const folded = fold(query.slice(0, MAX_QUERY));
  if (!folded) return { results: [], total: 0 };
  const words = folded.split(' ').map(stem);
  const found: (Match & { item: IndexedEntry; order: number })[] = [];
  index.entries.forEach((item, order) => {
    const match = matchOf(item, folded, words);
    if (match) found.push({ ...match, item, order });
  });
  found.sort((a, b) => a.rank - b.rank || b.whole - a.whole || a.order - b.order);
  // A topic and a place (“uk bank holidays”, “business days germany”) lead to the place first.
  const first = phrasingResults(index, words);
  const led = new Set(first.map((result) => result.path));
  const rest = found.filter(({ item }) => !led.has(item.entry.path));
  return {
    results: [...first, ...rest.slice(0, Math.max(0, limit - first.length)).map(({ item, name }) => resultOf(item, name, words))].slice(0, limit),
    total: first.length + rest.length,
  };
}

/**
 * What the search's polite status says after a search: nothing for an empty query, how many pages
 * match, or that none does (the query quoted as text, never as markup).
 *
 * @example searchStatus('uk', { results: [a, b], total: 2 }) // '2 pages match “uk”.'
 */
export function searchStatus(query: string, { results, total }: SearchResults): string {
  const shown = query.trim();
  if (!shown) return '';
  if (total === 0) return `No page matches “${shown}”. Try another word, a country’s name or its code.`;
  const count = total === 1 ? '1 page matches' : `${total} pages match`;
  return results.length < total ? `${count} “${shown}”; the first ${results.length} are listed. Type more to narrow them.` : `${count} “${shown}”.`;
}
