/**
 * Form shapes and URL updates of the pages that read their keys through nuqs (see `canonicalizer`
 * in kit/url/canonical for what a form shape is).
 */
import { todayIn } from '@/lib/date/core/civil-date';

/** The keys of each mode (tab) of a calculator with modes; keys listed under no mode are shared. */
export type ModeKeys<M extends string> = Record<M, readonly string[]>;

/**
 * A form shape (see `canonicalSearch`) that keeps only the current mode's keys: a link holds what
 * the page shows, never the inputs of a tab the visitor left. `modeKey`'s value picks the mode
 * (absent or unknown: `fallback`, the default mode).
 */
export function keepModeKeys<M extends string>(modeKey: string, keys: ModeKeys<M>, fallback: M) {
  return (params: URLSearchParams) => {
    const value = params.get(modeKey);
    const mode = value !== null && Object.hasOwn(keys, value) ? (value as M) : fallback;
    for (const key of otherModesKeys(keys, mode)) params.delete(key);
  };
}

/** The URL update that switches to `mode`: the mode, and the other modes' keys removed. */
export function switchMode<M extends string>(keys: ModeKeys<M>, mode: M): Record<string, null> {
  return Object.fromEntries(otherModesKeys(keys, mode).map((key) => [key, null]));
}

function otherModesKeys<M extends string>(keys: ModeKeys<M>, mode: M): string[] {
  const own = new Set(keys[mode]);
  return [...new Set(Object.values<readonly string[]>(keys).flat())].filter((key) => !own.has(key));
}

/**
 * A form shape that drops `key` when it holds a date after the visitor's today (read from the
 * clock in the browser, `now`): a page that takes only past dates (a birth date, the last
 * period) refuses a future one, and its link never keeps it.
 */
export function dropFutureDate(key: string, now: () => Date = () => new Date()) {
  return (params: URLSearchParams) => {
    const value = params.get(key);
    if (value !== null && value > todayIn(now())) params.delete(key);
  };
}
