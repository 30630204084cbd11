/**
 * "A, B and C": a list in a sentence.
 *
 * @example listText(['Bavaria', 'Saxony', 'Berlin']) // 'Bavaria, Saxony and Berlin'
 */
export function listText(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
