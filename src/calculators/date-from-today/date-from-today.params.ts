/** The URL contract of the date calculator widget (`/`, `/date-from-today`): each tab's own keys (see `widgetModes`). */
import {
  parseAsBoolean,
  parseAsCivilDate,
  parseAsIntegerIn,
  parseAsStartDate,
  parseAsStringLiteral,
} from '@/kit/url-state/parsers';

export const DIRECTIONS = ['from', 'ago'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The largest day count accepted: about 2,700 years, well inside years 1–9999. */
export const MAX_DAYS = 1_000_000;

/** The business tab's keys: it always counts business days. */
export const shiftKeys = {
  days: parseAsIntegerIn(1, MAX_DAYS).withDefault(30),
  dir: parseAsStringLiteral(DIRECTIONS).withDefault('from'),
  start: parseAsStartDate.withDefault('today'),
};

export const standardKeys = { ...shiftKeys, business: parseAsBoolean.withDefault(false) };

export const betweenKeys = {
  from: parseAsCivilDate,
  to: parseAsCivilDate,
  inclusive: parseAsBoolean.withDefault(true),
  workdays: parseAsBoolean.withDefault(false),
};

export const weekdayKeys = { date: parseAsCivilDate };
