/** The URL contract of /business-days-calculator and /business-days. */
import { createSerializer } from 'nuqs';
import { HOLIDAY_CALENDARS } from '@/lib/date/holiday-calendars';
import { DEFAULT_WEEKEND } from '@/lib/date/business-days';
import {
  parseAsBoolean,
  parseAsCivilDate,
  parseAsIntegerIn,
  parseAsStartDate,
  parseAsStringLiteral,
  parseAsWeekend,
  sortWeekdays,
} from '@/lib/url/parsers';

export const MODES = ['add', 'count'] as const;
export type Mode = (typeof MODES)[number];
export const MAX_BUSINESS_DAYS = 1_000_000;

export const businessDaysParams = {
  mode: parseAsStringLiteral(MODES).withDefault('add'),
  start: parseAsStartDate.withDefault('today'),
  days: parseAsIntegerIn(1, MAX_BUSINESS_DAYS).withDefault(5),
  dir: parseAsStringLiteral(['from', 'ago'] as const).withDefault('from'),
  from: parseAsCivilDate,
  to: parseAsCivilDate,
  inclusive: parseAsBoolean.withDefault(true),
  weekend: parseAsWeekend.withDefault(sortWeekdays(DEFAULT_WEEKEND)),
  holidays: parseAsStringLiteral(HOLIDAY_CALENDARS).withDefault('none'),
};

export const serializeBusinessDays = createSerializer(businessDaysParams);
