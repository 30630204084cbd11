/**
 * An integer with en-US digit grouping: "1,000", "-12,345". The site's text is en-US only, where
 * grouping an integer is just commas between threes of digits. `toLocaleString` would give the
 * same string, but the first number formatter a page creates sets up ICU on the main thread: a
 * long task on a throttled phone, once the longest after hydration on `/` (see `npm run bench`).
 * Non-integers still go through `toLocaleString`.
 * @example grouped(-1234567) // '-1,234,567'
 */
export function grouped(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * "1 day", "30 days", "−1 day", "1,000 days".
 * @example plural(30, 'day') // '30 days'
 */
export function plural(n: number, word: string): string {
  return `${grouped(n)} ${word}${Math.abs(n) === 1 ? '' : 's'}`;
}

/**
 * "1st", "2nd", "3rd", "11th", "22nd", "1,001st".
 * @example ordinal(22) // '22nd'
 */
export function ordinal(n: number): string {
  const tens = Math.abs(n) % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][Math.abs(n) % 10] ?? 'th');
  return `${grouped(n)}${suffix}`;
}
