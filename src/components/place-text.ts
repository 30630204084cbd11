/**
 * Places as text: a place (a zone and the city it was chosen by), a list of them as a link writes
 * it, and a clock change in words. The time zone converter (its link to the meeting planner, its
 * next clock change), the meeting planner and the world clock use them; they ship in one chunk
 * with the zone changes' engine (see vite.config.ts), which all three load.
 */
import { parseTime, formatTime } from '@/lib/date/core/clock-time';
import type { OffsetChange } from '@/lib/date/zone-changes';
import { hoursAndMinutes } from '@/components/zone-param';

/** A place of a list: a zone, and the city the visitor chose it by (if any). */
export interface Place {
  zone: string;
  city: string | null;
}

/** A list of places as links carry it: `America/New_York~Boston,Europe/London`. */
export const serializePlaces = (places: readonly Place[]): string => places.map((p) => (p.city ? `${p.zone}~${p.city}` : p.zone)).join(',');

/**
 * What a clock change does, in words: "clocks go forward 1 hour, 02:00 → 03:00".
 *
 * @example changeText({ time: '01:00', minutes: 60, … }) // 'clocks go forward 1 hour, 01:00 → 02:00'
 */
export function changeText(change: Pick<OffsetChange, 'time' | 'minutes'>): string {
  const after = formatTime((parseTime(change.time) ?? 0) + change.minutes);
  return `clocks go ${change.minutes > 0 ? 'forward' : 'back'} ${hoursAndMinutes(change.minutes)}, ${change.time} → ${after}`;
}
