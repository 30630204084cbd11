/**
 * The form shape of the pages that take only past dates (see `canonicalizer` in kit/url/canonical
 * for what a form shape is). Beside nuqs in the URL-state kit's chunk: both pages that use it load
 * that chunk, and the two pages without nuqs do not pay for it.
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
