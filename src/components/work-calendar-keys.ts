/**
 * The working-day calendar's URL keys, the same on every business-day route: `holidays` (`none`,
 * `us` or a place such as `de-by`), `bank` and `half` (a place's bank holidays and half days as
 * days off), `off` and `work` (the visitor's own days off and working days) and `weekend` (absent:
 * the place's weekend from CLDR week data, else Saturday and Sunday). Plain parsers (kit/url's
 * shape), read by the project timeline as they are and by the pages with nuqs's hook through
 * `workCalendarKeys` (work-calendar-url-keys.ts); not in kit/url, which ships with every
 * calculator, as only the business-day pages need them.
 */
import { parseIsoDate, type IsoDate, type Weekday } from '@/lib/date/core/civil-date';
import { DEFAULT_WEEKEND } from '@/lib/date/core/work-week';
import { HOLIDAY_CALENDARS, isPlaceId, parsePlaceId, type WorkCalendar } from '@/lib/date/work-calendar';
import { parseWeekend, serializeWeekend, sortWeekdays, weekendFormShape } from '@/kit/calculator/weekend-param';
import { asText, booleanText, weekendDays, withDefault, type Parser } from '@/kit/url/parsers';
import weekends from '@/data/weekends.json';

/**
 * A holiday calendar id: the registry's own (`none`, `us`) or a place id, read in any letter case
 * and written in lower case. Whether the place has data is known only once it has loaded.
 *
 * @example holidaysText.parse('DE-BY') // 'de-by'
 */
export const holidaysText = asText((value) => {
  const id = value.toLowerCase();
  return Object.hasOwn(HOLIDAY_CALENDARS, id) || isPlaceId(id) ? id : null;
});

/** The most dates a date list (`off`, `work`) holds. */
export const MAX_LISTED_DATES = 100;

/**
 * Up to 100 civil dates, comma-separated (`2026-12-24,2026-12-31`), read sorted and each once. A
 * list holding anything that is not a date, or more than 100, is invalid as a whole, so a link
 * never means less than it says without the page saying so.
 */
export const dateList: Parser<IsoDate[]> = {
  parse: (value) => {
    const dates = value.length <= MAX_LISTED_DATES * 11 ? value.split(',').map(parseIsoDate) : [];
    if (dates.length === 0 || dates.length > MAX_LISTED_DATES || dates.includes(null)) return null;
    return [...new Set(dates as IsoDate[])].sort();
  },
  serialize: (dates) => dates.join(','),
  eq: (a, b) => a.join() === b.join(),
};

/** The working-day calendar's keys with their defaults; `weekend` absent (null) is the place's weekend (`defaultWeekend`). */
export const workCalendarParsers = {
  weekend: weekendDays,
  holidays: withDefault(holidaysText, 'none'),
  bank: withDefault(booleanText, false),
  half: withDefault(booleanText, false),
  off: withDefault(dateList, []),
  work: withDefault(dateList, []),
};

/** The values of the working-day calendar's keys. */
export interface WorkCalendarParams {
  weekend: Weekday[] | null;
  holidays: string;
  bank: boolean;
  half: boolean;
  off: IsoDate[];
  work: IsoDate[];
}

/** Every key of the working-day calendar at its default, as on every business-day page. */
export const CALENDAR_KEY_DEFAULTS: WorkCalendarParams = { weekend: null, holidays: 'none', bank: false, half: false, off: [], work: [] };

/** The working-day calendar's values among a page's. */
export const calendarKeysOf = ({ weekend, holidays, bank, half, off, work }: WorkCalendarParams): WorkCalendarParams => ({ weekend, holidays, bank, half, off, work });

/** Whether any key of the working-day calendar differs from `defaults` (its control must then show it). */
export const calendarSet = ({ weekend, holidays, bank, half, off, work }: WorkCalendarParams, defaults = CALENDAR_KEY_DEFAULTS): boolean =>
  weekend !== null || holidays !== defaults.holidays || bank || half || off.length > 0 || work.length > 0;

/**
 * The names of the control's fields as a plain form submits them: the keys, the weekend presets'
 * button and the weekend as drawn (see `workCalendarFormShape`).
 */
export const CALENDAR_FIELDS: readonly string[] = [...Object.keys(workCalendarParsers), 'weekendPreset', 'weekendShown'];

/** What a result says of a link's list of own days it left out because it could not be read (`RefusedLinkNotes`). */
export const CALENDAR_LINK_NOTES: Readonly<Record<string, string>> = {
  off: `The link’s list of days off holds something that is not a date, or more than ${MAX_LISTED_DATES} dates, so it was left out.`,
  work: `The link’s list of working days holds something that is not a date, or more than ${MAX_LISTED_DATES} dates, so it was left out.`,
};

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

/** Whether `weekend` is the place's own (`defaultWeekend`): a link then leaves it out, as absent means it. */
export const isPlaceWeekend = (weekend: readonly Weekday[], holidays: string): boolean =>
  serializeWeekend(weekend) === serializeWeekend(defaultWeekend(holidays));

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
 * Boxes submitted as they were drawn (`weekendShown`, a hidden field of the control) are left out
 * too: before JavaScript the boxes show the page's default weekend whatever place is chosen, so
 * untouched boxes mean the chosen place's own weekend. A preset button is always a choice.
 */
export function workCalendarFormShape(params: URLSearchParams): void {
  const shown = params.get('weekendShown');
  params.delete('weekendShown');
  const preset = params.has('weekendPreset');
  weekendFormShape(params);
  const weekend = parseWeekend(params.get('weekend') ?? '');
  const holidays = holidaysText.parse(params.get('holidays') ?? '') ?? 'none';
  if (weekend !== null && (isPlaceWeekend(weekend, holidays) || (!preset && serializeWeekend(weekend) === shown)))
    params.delete('weekend');
  dateListFormShape(params, 'off');
  dateListFormShape(params, 'work');
}
