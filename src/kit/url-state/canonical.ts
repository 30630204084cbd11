/**
 * Form shapes and URL updates of the pages that read their keys through nuqs (see `canonicalizer`
 * in kit/url/canonical for what a form shape is).
 */
import { todayIn } from '@/lib/date/core/civil-date';

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
