/**
 * "1 day", "30 days", "−1 day", "1,000 days".
 * @example plural(30, 'day') // '30 days'
 */
export function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${Math.abs(n) === 1 ? '' : 's'}`;
}

/**
 * "1st", "2nd", "3rd", "11th", "22nd", "1,001st".
 * @example ordinal(22) // '22nd'
 */
export function ordinal(n: number): string {
  const tens = Math.abs(n) % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][Math.abs(n) % 10] ?? 'th');
  return `${n.toLocaleString('en-US')}${suffix}`;
}
