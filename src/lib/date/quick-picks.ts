/**
 * How the eight quick picks (`QUICK_ZONES`) are shown: by their city and the abbreviation in
 * force at the chosen instant, "New York (EDT)" in summer, as Intl names it in the locale that
 * has it (en-GB knows BST and CEST, ja-JP JST, en-IN IST; en-US the North American ones). Where
 * Intl has only an offset (China: "GMT+8"), the long name: "Shanghai (China Standard Time)",
 * which a US visitor cannot take for US Central Time.
 */
import { QUICK_ZONES, zoneCity } from './time-zones';

/** The locale whose short zone names have each pick's abbreviation (en-US for the rest). */
const LOCALES: Readonly<Record<string, string>> = {
  'Europe/London': 'en-GB',
  'Europe/Paris': 'en-GB',
  'Asia/Tokyo': 'ja-JP',
  'Asia/Kolkata': 'en-IN',
};

/** A zone's name at an instant in a locale and style ('EDT', 'Eastern Daylight Time'). */
const zoneNameAt = (zone: string, instant: number, locale: string, style: 'short' | 'long'): string =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '';

/** What a quick pick shows, and its long name for screen readers. */
export interface QuickPickName {
  text: string;
  long: string;
}

/**
 * A quick pick as shown at an instant.
 *
 * @example quickPickName('America/New_York', Date.UTC(2026, 6, 1)) // { text: 'New York (EDT)', long: 'Eastern Daylight Time' }
 */
export function quickPickName(zone: string, instant: number): QuickPickName {
  const city = zoneCity(zone);
  const short = zoneNameAt(zone, instant, LOCALES[zone] ?? 'en-US', 'short');
  const long = zoneNameAt(zone, instant, 'en-US', 'long');
  return { text: short === city ? city : `${city} (${/^GMT[+-]/.test(short) ? long : short})`, long };
}

/** The eight picks as shown at an instant, in their order. */
export const quickPickNames = (instant: number): QuickPickName[] => QUICK_ZONES.map((pick) => quickPickName(pick.id, instant));
