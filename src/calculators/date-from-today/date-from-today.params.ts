/** The URL contract of the date calculator widget (`/`, `/date-from-today`). */
import { createSerializer } from 'nuqs';
import { keepModeKeys, type ModeKeys } from '@/kit/url-state/canonical';
import {
  parseAsBoolean,
  parseAsCivilDate,
  parseAsIntegerIn,
  parseAsStartDate,
  parseAsStringLiteral,
} from '@/kit/url-state/parsers';

export const WIDGET_TABS = ['standard', 'business', 'between', 'weekday'] as const;
export type WidgetTab = (typeof WIDGET_TABS)[number];
export const DIRECTIONS = ['from', 'ago'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The largest day count accepted: about 2,700 years, well inside years 1–9999. */
export const MAX_DAYS = 1_000_000;

export const widgetParams = {
  tab: parseAsStringLiteral(WIDGET_TABS).withDefault('standard'),
  days: parseAsIntegerIn(1, MAX_DAYS).withDefault(30),
  dir: parseAsStringLiteral(DIRECTIONS).withDefault('from'),
  start: parseAsStartDate.withDefault('today'),
  business: parseAsBoolean.withDefault(false),
  from: parseAsCivilDate,
  to: parseAsCivilDate,
  inclusive: parseAsBoolean.withDefault(true),
  workdays: parseAsBoolean.withDefault(false),
  date: parseAsCivilDate,
};

/** Builds `?days=90&dir=ago`-style links into the widget; defaults are left out. */
export const serializeWidget = createSerializer(widgetParams);

/** Each tab's own keys: a link holds only the keys of the tab it opens (the business tab implies `business`). */
export const WIDGET_TAB_KEYS: ModeKeys<WidgetTab> = {
  standard: ['days', 'dir', 'start', 'business'],
  business: ['days', 'dir', 'start'],
  between: ['from', 'to', 'inclusive', 'workdays'],
  weekday: ['date'],
};

/** Drops the keys of the tabs a query string does not open. */
export const keepTabKeys = keepModeKeys('tab', WIDGET_TAB_KEYS, 'standard');
