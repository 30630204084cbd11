/**
 * The URL contract of /time-duration-calculator: three modes as data. `time` (the default): two
 * 24-hour clock times; `datetime`: two date-times in a zone; `add`: a date-time plus or minus
 * hours and minutes in a zone. `zone` is read by the last two, one parser for both, and so is
 * `zoneCity`, the city the zone was chosen by (kept only with a valid zone).
 */
import { createParser } from 'nuqs';
import { addMinutesToTime } from '@/lib/date/time-duration';
import { parseLocalDateTime } from '@/lib/date/zoned-date-time';
import { cityName, cityNeedsZone, zoneId } from '@/components/zone-param';
import { parseAsIntegerIn, parseAsStringLiteral, parseAsTime } from '@/kit/url-state/parsers';
import { asText } from '@/kit/url/parsers';
import { defineModes } from '@/kit/url-state/modes';

/** Hours that can be added: 999,999 (about 114 years). */
export const MAX_HOURS = 999_999;
/** Minutes that can be added: 59,999 (just under 1,000 hours, for totals typed in minutes). */
export const MAX_MINUTES = 59_999;

/** A wall-clock date-time `YYYY-MM-DDTHH:mm`, years 0001–9999, written as read. */
const parseAsDateTime = createParser(asText((value) => (parseLocalDateTime(value) ? value : null)));

/** An IANA zone id (any letter case) or a quick-pick label (`EST`), written as the IANA id. Absent: the visitor's own zone. */
const parseAsZone = createParser(zoneId);

/** The city the zone was chosen by: a label of the zone (`zone=America/New_York&zoneCity=Boston`). */
const parseAsZoneCity = createParser(cityName);

const timeKeys = {
  start: parseAsTime,
  end: parseAsTime,
};

const datetimeKeys = {
  from: parseAsDateTime,
  to: parseAsDateTime,
  zone: parseAsZone,
  zoneCity: parseAsZoneCity,
};

export const addKeys = {
  at: parseAsDateTime,
  hours: parseAsIntegerIn(0, MAX_HOURS).withDefault(0),
  minutes: parseAsIntegerIn(0, MAX_MINUTES).withDefault(0),
  dir: parseAsStringLiteral(['from', 'ago'] as const).withDefault('from'),
  zone: parseAsZone,
  zoneCity: parseAsZoneCity,
};

/** The page's modes; the first, `time`, opens when `mode` is absent. */
export const timeDurationModes = defineModes('mode', {
  time: { label: 'Clock times', keys: timeKeys },
  datetime: { label: 'Dates and times', keys: datetimeKeys },
  add: { label: 'Add or subtract', keys: addKeys },
});

export type DurationMode = keyof typeof timeDurationModes.modes;

export const timeDurationParams = timeDurationModes.parsers;

/** The shortcut buttons: minutes added to the start time to give the end time. */
export const SHORTCUT_MINUTES = [30, 60, 120, 480] as const;

/**
 * The form's shape of a link or a submit: a city without its zone goes, and a shortcut button
 * (`plus=<minutes>`, submitted with the fields) makes the end time the start time plus those
 * minutes (past midnight it wraps to the next day).
 */
export function durationFormShape(params: URLSearchParams): void {
  cityNeedsZone(['zone', 'zoneCity'])(params);
  const plus = Number(params.get('plus'));
  params.delete('plus');
  const start = parseAsTime.parse(params.get('start') ?? '');
  if (!SHORTCUT_MINUTES.includes(plus as (typeof SHORTCUT_MINUTES)[number]) || start === null) return;
  const end = addMinutesToTime(start, plus);
  if (end) params.set('end', end);
}
