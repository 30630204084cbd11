/**
 * The working-day calendar's URL keys, the same on every business-day route: `holidays` (`none`,
 * `us` or a place such as `de-by`), `bank` and `half` (a place's bank holidays and half days as
 * days off), `off` and `work` (the visitor's own days off and working days) and `weekend` (absent:
 * the place's weekend from CLDR week data, else Saturday and Sunday).
 */
import { createParser } from 'nuqs';
import type { IsoDate, Weekday } from '@/lib/date/core/civil-date';
import { DEFAULT_WEEKEND } from '@/lib/date/core/work-week';
import { HOLIDAY_CALENDARS, isPlaceId, parsePlaceId, type WorkCalendar } from '@/lib/date/work-calendar';
import { parseAsBoolean, parseAsDateList, parseAsWeekend, sortWeekdays } from '@/kit/url-state/parsers';
import { serializeWeekend, weekendFormShape } from '@/kit/calculator/weekend-param';
import { asText } from '@/kit/url/parsers';
import weekends from '@/data/weekends.json';

/**
 * A holiday calendar id: the registry's own (`none`, `us`) or a place id, read in any letter case
 * and written in lower case. Whether the place has data is known only once it has loaded.
 */
export const parseAsHolidays = createParser(
  asText((value) => {
    const id = value.toLowerCase();
    return Object.hasOwn(HOLIDAY_CALENDARS, id) || isPlaceId(id) ? id : null;
  }),
);

export const workCalendarKeys = {
  weekend: parseAsWeekend,
  holidays: parseAsHolidays.withDefault('none'),
  bank: parseAsBoolean.withDefault(false),
  half: parseAsBoolean.withDefault(false),
  off: parseAsDateList.withDefault([]),
  work: parseAsDateList.withDefault([]),
};

/** The values of `workCalendarKeys`. */
export interface WorkCalendarParams {
  weekend: Weekday[] | null;
  holidays: string;
  bank: boolean;
  half: boolean;
  off: IsoDate[];
  work: IsoDate[];
}

/** The country of a place id (`de` of `de-by`); null for `none` and `us`. */
const countryOf = (holidays: string): string | null => (isPlaceId(holidays) ? (parsePlaceId(holidays)?.country ?? null) : null);

/**
 * The weekend when `weekend` is absent: the place's country's from CLDR week data (Friday and
 * Saturday in Saudi Arabia, Sunday in India), else Saturday and Sunday.
 *
 * @example defaultWeekend('sa') // [5, 6]
 */
export function defaultWeekend(holidays: string): Weekday[] {
  const country = countryOf(holidays);
  return sortWeekdays((country && (weekends as Record<string, Weekday[]>)[country]) || DEFAULT_WEEKEND);
}

/** The work calendar of the keys' values. */
export const calendarOf = ({ weekend, holidays, bank, half, off, work }: WorkCalendarParams): WorkCalendar => ({
  weekend: weekend ?? defaultWeekend(holidays),
  holidays,
  bank,
  half,
  daysOff: off,
  workingDays: work,
});

/** The form's shape of a date list: its fields' dates (one value each, empty ones left out) joined into one comma list. */
function dateListFormShape(params: URLSearchParams, name: string): void {
  const dates = params.getAll(name).filter(Boolean);
  params.delete(name);
  if (dates.length > 0) params.set(name, dates.join(','));
}

/**
 * The form's shapes of the working-day calendar's keys as the canonical ones: the weekday boxes
 * and presets (`weekendFormShape`), a weekend equal to the place's default left out (absent
 * means it), and each own-days list's fields (`off=2026-12-24&off=&off=2026-12-31`) joined.
 */
export function workCalendarFormShape(params: URLSearchParams): void {
  weekendFormShape(params);
  const weekend = params.get('weekend');
  const holidays = parseAsHolidays.parse(params.get('holidays') ?? '') ?? 'none';
  if (weekend !== null && weekend === serializeWeekend(defaultWeekend(holidays))) params.delete('weekend');
  dateListFormShape(params, 'off');
  dateListFormShape(params, 'work');
}
