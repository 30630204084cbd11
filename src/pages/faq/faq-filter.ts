import { useSyncExternalStore } from 'react';

/**
 * The FAQ's filter text, shared by the filter box (in the page) and the questions (in the page's
 * static island). The prerender and the island's first hydration see no filter, so the
 * prerendered HTML is kept; the filter applies right after.
 */
let current = '';
const listeners = new Set<() => void>();

export function setFaqFilter(text: string) {
  current = text;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useFaqFilter(): string {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => '',
  );
}

/** Lower case, without accents or punctuation: "Labor-Day's" → "labor day s". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
}

/** Whether every word of `filter` occurs in `text` (an empty filter matches everything). */
export function matchesFilter(text: string, filter: string): boolean {
  const haystack = fold(text);
  return fold(filter)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
