/** The URL contract of /business-days-calculator and /business-days: each mode's own keys and the shared ones. */
import { ROLL_CONVENTIONS } from '@/lib/date/roll-conventions';
import { parseAsBoolean, parseAsCivilDate, parseAsIntegerIn, parseAsStartDate, parseAsStringLiteral } from '@/kit/url-state/parsers';
import { DIRECTIONS, MAX_DAYS, MAX_UNIT } from '@/lib/date/date-shift';
import { workCalendarKeys } from '@/components/work-calendar-url-keys';


/** The working-day calendar (place, bank holidays, half days, weekend, own days): read by every mode. */
export const sharedKeys = workCalendarKeys;

/** The start (today unless set) and a number of days: the add mode's business days, the due mode's calendar days. */
const start = parseAsStartDate.withDefault('today');
const days = parseAsIntegerIn(0, MAX_DAYS).withDefault(5);

export const addKeys = {
  start,
  days,
  dir: parseAsStringLiteral(DIRECTIONS).withDefault('from'),
};

export const countKeys = {
  from: parseAsCivilDate,
  to: parseAsCivilDate,
  inclusive: parseAsBoolean.withDefault(true),
};

const unitCount = parseAsIntegerIn(0, MAX_UNIT).withDefault(0);

/** A due date: the start plus calendar units (years and months first, then weeks and days), then rolled by `roll`. */
export const dueKeys = {
  start,
  years: unitCount,
  months: unitCount,
  weeks: unitCount,
  days,
  roll: parseAsStringLiteral(ROLL_CONVENTIONS).withDefault('following'),
};

/**
 * The due mode's shape of `days`: absent, it means no days (the add mode's default of 5 business
 * days is not a due date's), so the canonical address writes `days=0`.
 */
export function dueDaysFormShape(params: URLSearchParams): void {
  if (params.get('mode') === 'due' && !params.has('days')) params.set('days', '0');
}
