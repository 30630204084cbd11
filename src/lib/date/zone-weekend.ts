/**
 * A time zone's weekend: the weekend of the zone's country, from Unicode CLDR's week data, as the
 * working-day calendar takes a place's (`src/data/weekends.json`). `src/data/zone-weekends.json`
 * holds the zones of the countries whose weekend is not Saturday and Sunday, each zone's country
 * from CLDR's zone mapping (both written by `scripts/weekend-data.mjs`); every other zone has
 * Saturday and Sunday, CLDR's world default.
 */
import zoneWeekends from '@/data/zone-weekends.json';
import type { Weekday } from './core/civil-date';
import { DEFAULT_WEEKEND } from './core/work-week';
import { currentZoneName } from './time-zones';

let byZone: Map<string, readonly Weekday[]> | null = null;

/**
 * The weekend of `zone` (an IANA id), weekday numbers (0 = Sunday). An old name is read as the
 * zone's current one (Asia/Calcutta as Asia/Kolkata).
 *
 * @example zoneWeekend('Asia/Riyadh') // [5, 6]: Friday and Saturday
 * @example zoneWeekend('Asia/Kolkata') // [0]: Sunday
 * @example zoneWeekend('Europe/London') // [6, 0]
 */
export function zoneWeekend(zone: string): readonly Weekday[] {
  byZone ??= new Map(Object.entries(zoneWeekends as Record<string, Weekday[]>).map(([id, days]) => [currentZoneName(id), days]));
  return byZone.get(currentZoneName(zone)) ?? DEFAULT_WEEKEND;
}
