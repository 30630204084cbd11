import type { HolidayRow } from '@/lib/date/holiday-table';

/**
 * "A, B and C": a list in a sentence.
 *
 * @example listText(['Bavaria', 'Saxony', 'Berlin']) // 'Bavaria, Saxony and Berlin'
 */
export function listText(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * Where a holiday row applies, in lower case: "nationwide", "nationwide except in Sachsen", or
 * its regions ("Bayern and Sachsen"), each region named by `regionName`.
 */
export function whereLabel(row: HolidayRow, regionName: (code: string) => string): string {
  if (row.regions === null) return row.except.length > 0 ? `nationwide except in ${listText(row.except.map(regionName))}` : 'nationwide';
  return listText(row.regions.map(regionName));
}
