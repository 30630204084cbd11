/** The URL contract of /business-days-calculator and /business-days: each mode's own keys and the shared ones. */
import { DEFAULT_WEEKEND } from '@/lib/date/core/work-week';
import { HOLIDAY_CALENDAR_IDS } from '@/lib/date/work-calendar';
import {
  parseAsBoolean,
  parseAsCivilDate,
  parseAsDateList,
  parseAsIntegerIn,
  parseAsStartDate,
  parseAsStringLiteral,
  parseAsWeekend,
  sortWeekdays,
} from '@/kit/url-state/parsers';

export const MAX_BUSINESS_DAYS = 1_000_000;

/** The weekend, the holidays and the visitor's own days off and working days: read by every mode. */
export const sharedKeys = {
  weekend: parseAsWeekend.withDefault(sortWeekdays(DEFAULT_WEEKEND)),
  holidays: parseAsStringLiteral(HOLIDAY_CALENDAR_IDS).withDefault('none'),
  off: parseAsDateList.withDefault([]),
  work: parseAsDateList.withDefault([]),
};

export const addKeys = {
  start: parseAsStartDate.withDefault('today'),
  days: parseAsIntegerIn(1, MAX_BUSINESS_DAYS).withDefault(5),
  dir: parseAsStringLiteral(['from', 'ago'] as const).withDefault('from'),
};

export const countKeys = {
  from: parseAsCivilDate,
  to: parseAsCivilDate,
  inclusive: parseAsBoolean.withDefault(true),
};
