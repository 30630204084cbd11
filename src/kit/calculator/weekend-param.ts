/**
 * The `weekend` key's text (`sat,sun`) and its form shapes (kit/url/parsers makes the key's parser of
 * these).
 */
import type { Weekday } from '@/lib/date/core/civil-date';

export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Monday first, Sunday last, as people list a week. */
export function sortWeekdays(days: readonly Weekday[]): Weekday[] {
  return [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
}

/** A set of weekend days from `sat,sun`: distinct, known, never all seven; null otherwise. */
export function parseWeekend(value: string): Weekday[] | null {
  if (value.length > 40) return null;
  const days = value.split(',').map((key) => WEEKDAY_KEYS.indexOf(key as (typeof WEEKDAY_KEYS)[number]));
  if (days.some((d) => d < 0) || new Set(days).size !== days.length || days.length >= 7) return null;
  return sortWeekdays(days as Weekday[]);
}

/** `sat,sun` for a set of weekend days, Monday first. */
export function serializeWeekend(days: readonly Weekday[]): string {
  return sortWeekdays(days).map((d) => WEEKDAY_KEYS[d]).join(',');
}

/**
 * The form's shapes of `weekend` as the canonical key: the weekday boxes submit
 * `weekend=sat&weekend=sun`, a preset button `weekendPreset=fri,sat` (it wins).
 */
export function weekendFormShape(params: URLSearchParams): void {
  const preset = params.get('weekendPreset');
  params.delete('weekendPreset');
  const days = preset === null ? params.getAll('weekend') : [preset];
  if (days.length > 0) params.set('weekend', days.join(','));
}

