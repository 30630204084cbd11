/** The URL contract of the date calculator widget (`/`, `/date-from-today`): each tab's own keys (see `widgetModes`). */
import {
  parseAsBoolean,
  parseAsCivilDate,
  parseAsIntegerIn,
  parseAsStartDate,
  parseAsStringLiteral,
} from '@/kit/url-state/parsers';
import { DIRECTIONS, MAX_DAYS, MAX_UNIT } from '@/lib/date/date-shift';
import { betweenDatesKeys } from '@/components/between-dates-keys';
import { workCalendarKeys } from '@/components/work-calendar-url-keys';

/**
 * A shift's keys, the standard and business tabs' both. `days` may be 0 (the standard tab's
 * "3 months" has no days); the business tab asks for 1 or more.
 */
export const shiftKeys = {
  days: parseAsIntegerIn(0, MAX_DAYS).withDefault(30),
  dir: parseAsStringLiteral(DIRECTIONS).withDefault('from'),
  start: parseAsStartDate.withDefault('today'),
};

/** The business tab's keys: a shift's, and the working-day calendar it counts with. */
export const businessKeys = { ...shiftKeys, ...workCalendarKeys };

const unitCount = parseAsIntegerIn(0, MAX_UNIT).withDefault(0);

/** The standard tab: years, months and weeks beside the days; business days count days only. */
export const standardKeys = { years: unitCount, months: unitCount, weeks: unitCount, ...shiftKeys, business: parseAsBoolean.withDefault(false) };

/**
 * A link or form that names years, months or weeks but no days (`?months=3`) means no days, not
 * the default 30: the canonical address writes `days=0`.
 */
export function unitsFormShape(params: URLSearchParams): void {
  if (params.has('days') || (params.get('tab') ?? 'standard') !== 'standard') return;
  if (['years', 'months', 'weeks'].some((key) => Number(unitCount.parse(params.get(key) ?? '')) > 0)) params.set('days', '0');
}

export const betweenKeys = betweenDatesKeys;

export const weekdayKeys = { date: parseAsCivilDate };
