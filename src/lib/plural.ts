/**
 * "1 day", "30 days", "−1 day", "1,000 days".
 * @example plural(30, 'day') // '30 days'
 */
export function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${Math.abs(n) === 1 ? '' : 's'}`;
}
