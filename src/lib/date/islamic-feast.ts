/**
 * Which day of an Islamic holiday of several days is the feast itself. The data's dates follow
 * each country's own calendar, and its names tell the day: Eid al-Fitr (1 Shawwal) and Eid
 * al-Adha (10 Dhu al-Hijjah) begin on the feast, as the data names an eve apart (Day of Arafah),
 * and Ashura's two days are Tasu'a and Ashura (9 and 10 Muharram). Oman's and Yemen's Eid al-Fitr
 * holiday begins before the feast, on a day each government announces, so it names no day. The
 * day so found is kept only where the Umm al-Qura calendar (Intl's `islamic-umalqura`) puts the
 * feast on it or a day beside it (a country's own sighting of the moon), so a row whose days the
 * data names otherwise says nothing. Pure: the same in every time zone.
 */
import { type IsoDate, fromDayNumber, toDayNumber } from './core/civil-date';

const FEASTS: Readonly<Record<string, { day: 'first' | 'last'; hijri: string }>> = {
  'Eid al-Fitr': { day: 'first', hijri: '10/1' },
  'Eid al-Adha': { day: 'first', hijri: '12/10' },
  Ashura: { day: 'last', hijri: '1/10' },
};

/** Countries whose Eid al-Fitr holiday, named so on every day, begins before the feast. */
const FITR_BEGINS_BEFORE = new Set(['om', 'ye']);

let format: Intl.DateTimeFormat | undefined;

/** A date's month/day in the Umm al-Qura calendar: `10/1` for 1 Shawwal. */
function hijriMonthDay(date: IsoDate): string {
  format ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  const parts = format.formatToParts(new Date(`${date}T12:00:00Z`));
  return `${parts.find((p) => p.type === 'month')?.value}/${parts.find((p) => p.type === 'day')?.value}`;
}

/** Whether a row can name its feast day: a feast's row of several days, not a day off in lieu. */
export function hasFeastDay(row: { name: string; days: number; substitute: boolean }, country: string): boolean {
  const feast = FEASTS[row.name];
  if (!feast || row.days < 2 || row.substitute) return false;
  if (row.name === 'Eid al-Fitr' && FITR_BEGINS_BEFORE.has(country)) return false;
  return feast.day === 'first' || row.days === 2;
}

/**
 * The feast's own date in a row of a country's holiday table (its first day `date`, its last
 * `last`), or null. Reads the Umm al-Qura calendar: its first use is slow on a slow phone.
 *
 * @example islamicFeastDay({ name: 'Eid al-Adha', date: '2026-05-27', last: '2026-05-29', days: 3, substitute: false }, 'eg') // '2026-05-27'
 * @example islamicFeastDay({ name: 'Ashura', date: '2025-07-05', last: '2025-07-06', days: 2, substitute: false }, 'pk') // '2025-07-06'
 */
export function islamicFeastDay(row: { name: string; date: IsoDate; last: IsoDate; days: number; substitute: boolean }, country: string): IsoDate | null {
  if (!hasFeastDay(row, country)) return null;
  const feast = FEASTS[row.name]!;
  const date = feast.day === 'first' ? row.date : row.last;
  const day = toDayNumber(date);
  return [day - 1, day, day + 1].some((d) => hijriMonthDay(fromDayNumber(d)) === feast.hijri) ? date : null;
}
