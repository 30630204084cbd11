/**
 * The working-day calendar's URL keys, the same on every business-day route: `holidays` (`none`,
 * `us` or a place such as `de-by`), `bank` and `half` (a place's bank holidays and half days as
 * days off), `off` and `work` (the visitor's own days off and working days) and `weekend` (absent:
 * the place's weekend from CLDR week data, else Saturday and Sunday): their rules as plain parsers
 * (kit/url's shape), the place's weekend and the form's shapes. The keys with their defaults are
 * `workCalendarParsers` (the project timeline's params, read without nuqs) and
 * `workCalendarKeys` (work-calendar-url-keys.ts, for the pages with nuqs's hook). Not in kit/url,
 * which ships with every calculator, as only the business-day pages need them.
 */
import { parseIsoDate, type IsoDate, type Weekday } from '@/lib/date/core/civil-date';
import { DEFAULT_WEEKEND } from '@/lib/date/core/work-week';
import { HOLIDAY_CALENDARS, isPlaceId, parsePlaceId, type WorkCalendar } from '@/lib/date/work-calendar';
import { parseWeekend, serializeWeekend, sortWeekdays, weekendFormShape } from '@/kit/calculator/weekend-param';
import { asText, type Parser } from '@/kit/url/parsers';
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


/** A kind's name as the holiday data writes it (`catholic`, `armed_forces`). */
const KIND = /^[a-z][a-z_]{1,23}$/;

/**
 * A comma list of the holiday data's other kinds of day to count as days off (`government`,
 * `optional`, `catholic`, `school`…; public holidays always are, bank holidays and half days have
 * their own keys), read sorted, each once. A list holding anything that is not a kind's name is
 * invalid; a kind the chosen place does not have counts no day.
 *
 * @example dayKindList.parse('school,catholic') // ['catholic', 'school']
 */
export const dayKindList: Parser<string[]> = {
  parse: (value) => {
    const kinds = value.split(',');
    if (kinds.length > 30 || !kinds.every((k) => KIND.test(k) && k !== 'public' && k !== 'bank' && k !== 'half')) return null;
    return [...new Set(kinds)].sort();
  },
  serialize: (kinds) => kinds.join(','),
  eq: (a, b) => a.join() === b.join(),
};

/** The values of the working-day calendar's keys. */
export interface WorkCalendarParams {
  weekend: Weekday[] | null;
  holidays: string;
  bank: boolean;
  half: boolean;
  /** The place's other kinds of day counted as days off (absent: none). */
  kinds?: string[];
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

/** Whether `weekend` is the place's own (`defaultWeekend`): a link then leaves it out, as absent means it. */
export const isPlaceWeekend = (weekend: readonly Weekday[], holidays: string): boolean =>
  serializeWeekend(weekend) === serializeWeekend(defaultWeekend(holidays));

/** The work calendar of the keys' values. */
export const calendarOf = ({ weekend, holidays, bank, half, kinds = [], off, work }: WorkCalendarParams): WorkCalendar => ({
  weekend: weekend ?? defaultWeekend(holidays),
  holidays,
  bank,
  half,
  ...(kinds.length > 0 ? { kinds } : {}),
  daysOff: off,
  workingDays: work,
});

/** The form's shape of a list key (own dates, kinds): its fields' values (one each, empty ones left out) joined into one comma list. */
function listFormShape(params: URLSearchParams, name: string): void {
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
  listFormShape(params, 'off');
  listFormShape(params, 'work');
  listFormShape(params, 'kinds');
}
