/** The URL contract of /business-days-calculator and /business-days. */
import { createSerializer } from 'nuqs';
import { keepModeKeys, type ModeKeys } from '@/kit/url-state/canonical';
import { DEFAULT_WEEKEND } from '@/lib/date/core/work-week';
import { HOLIDAY_CALENDAR_IDS } from '@/lib/date/work-calendar';
import {
  parseAsBoolean,
  parseAsCivilDate,
  parseAsIntegerIn,
  parseAsStartDate,
  parseAsStringLiteral,
  parseAsWeekend,
  sortWeekdays,
} from '@/kit/url-state/parsers';

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
  holidays: parseAsStringLiteral(HOLIDAY_CALENDAR_IDS).withDefault('none'),
};

export const serializeBusinessDays = createSerializer(businessDaysParams);

/** Each mode's own keys; the weekend and the holidays are shared by both. */
export const MODE_KEYS: ModeKeys<Mode> = {
  add: ['start', 'days', 'dir'],
  count: ['from', 'to', 'inclusive'],
};

/** Drops the keys of the mode a query string does not open. */
export const keepOwnModeKeys = keepModeKeys('mode', MODE_KEYS, 'add');
