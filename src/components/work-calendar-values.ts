/**
 * The working-day calendar's values as the pages with its control handle them: the keys'
 * defaults, a page's calendar values among its own, and whether any is set. Apart from the keys
 * (work-calendar-keys.ts), which the date calculator's first load reads without the control.
 */
import type { WorkCalendarParams } from '@/components/work-calendar-keys';

/** Every key of the working-day calendar at its default, as on every business-day page. */
export const CALENDAR_KEY_DEFAULTS: WorkCalendarParams = { weekend: null, holidays: 'none', bank: false, half: false, kinds: [], off: [], work: [] };

/** The working-day calendar's values among a page's. */
export const calendarKeysOf = ({ weekend, holidays, bank, half, kinds = [], off, work }: WorkCalendarParams): WorkCalendarParams => ({ weekend, holidays, bank, half, kinds, off, work });

/** Whether any key of the working-day calendar differs from `defaults` (its control must then show it). */
export const calendarSet = ({ weekend, holidays, bank, half, kinds = [], off, work }: WorkCalendarParams, defaults = CALENDAR_KEY_DEFAULTS): boolean =>
  weekend !== null || holidays !== defaults.holidays || bank || half || kinds.length > 0 || off.length > 0 || work.length > 0;
