/**
 * The rules of the pages' text that depend on their language, by the language of `<html lang>`:
 * how a heading is capitalised, which quote marks the text uses, and the words of a promise the
 * site does not make. The checks of dist/ (rules.ts) and the browser's typography check
 * (tests/e2e/typography.ts) read a page's rules from here; a page in a language without rules
 * fails, so a new language comes with its own.
 */

export interface LanguageRules {
  /** The words of a page's main heading that break the language's heading style (none: it keeps it). */
  headingErrors: (heading: string) => string[];
  /** Whether a text has a straight quote where the language's typography uses another mark. */
  straightQuote: (text: string) => boolean;
  /** A promise of support hours or reply times, in the language's words. */
  supportPromise: RegExp;
}

/** Words that stay lower case inside an English Title Case heading (unless first, last or after a colon). */
const ENGLISH_MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'nor', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);

/** The words of `heading` that break Title Case ('All date and time calculators': date, time, calculators). */
function titleCaseErrors(heading: string): string[] {
  const words = heading.split(/\s+/).filter(Boolean);
  return words.filter((word, i) => {
    const letters = word.replace(/^[^\p{L}\d]+/u, '');
    if (!/^\p{L}/u.test(letters)) return false; // a number or a symbol
    if (/^\p{Ll}’\p{Lu}/u.test(letters)) return false; // an elided particle of a name: Côte d’Ivoire
    const startsPhrase = i === 0 || i === words.length - 1 || /[:!?]$/.test(words[i - 1]!);
    const first = letters[0]!;
    if (!startsPhrase && ENGLISH_MINOR_WORDS.has(letters.toLowerCase())) return first !== first.toLowerCase();
    return first !== first.toUpperCase();
  });
}

/**
 * Straight quotes where English text needs typographic ones: an apostrophe inside or at the end
 * of a word (Valentine's, the users'), a phrase in single quotes, and any double quote. Code is
 * left alone: a quoted value after an operator (!== 'undefined'), and spreadsheet formulas written
 * in a sentence (=DATEDIF(A2,B2,"m")), whose quotes the spreadsheet needs.
 */
const ENGLISH_STRAIGHT = /\p{L}'\p{L}|\p{L}s'(?=[\s.,;:!?)]|$)|(?:^|(?<![=!<>]) )'\p{L}[^']*'(?=[\s.,;:!?)]|$)|"/u;
const FORMULA = /=[A-Z][A-Z0-9.]*\((?:[^()]|\([^()]*\))*\)(?:&(?:"[^"]*"|[A-Z][A-Z0-9.]*\((?:[^()]|\([^()]*\))*\)))*/g;

const english: LanguageRules = {
  headingErrors: titleCaseErrors,
  straightQuote: (text) => ENGLISH_STRAIGHT.test(text.replace(FORMULA, '')),
  supportPromise:
    /support hours are|office hours|business hours|inbox is read|reply within|respond within|within 24 hours|\d\s?[AP]M to \d{1,2}\s?[AP]M (Eastern|Pacific|EST|ET|PT)/i,
};

/** The rules of each language the site is written in, by its primary language subtag. */
export const LANGUAGES: Readonly<Record<string, LanguageRules>> = { en: english };

/** The rules for a page's `<html lang>` (`en`, `en-GB`: English), or undefined for a language without rules. */
export function rulesFor(lang: string | null | undefined): LanguageRules | undefined {
  const primary = lang?.toLowerCase().split('-')[0];
  return primary && Object.hasOwn(LANGUAGES, primary) ? LANGUAGES[primary] : undefined;
}
