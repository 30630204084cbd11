import { foldAccents } from '@/lib/text/fold';

/** Lower case, without accents or punctuation: "Labor-Day's" → "labor day s". */
function fold(text: string): string {
  return foldAccents(text).replace(/[^\p{L}\p{N}]+/gu, ' ');
}

/** Whether every word of `filter` occurs in `text` (an empty filter matches everything). */
export function matchesFilter(text: string, filter: string): boolean {
  const haystack = fold(text);
  return fold(filter)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
