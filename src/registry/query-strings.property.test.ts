import { describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { createLoader, type ParserMap } from 'nuqs';
import { builtPages } from '@/registry/pages';
import { EDGE_VALUES, HOSTILE_VALUES, URL_KEYS } from '@/test/query-values';
import { dropFutureDate } from '@/kit/url-state/future-date';
import { startFormShape } from '@/components/shift-inputs';
import { customDateParams } from '@/components/event-countdown';
import { ageParams } from '@/calculators/age-calculator/age-calculator.params';
import { anniversaryParams } from '@/calculators/anniversary-calculator/anniversary-calculator.params';
import { businessDaysModes } from '@/calculators/business-days-calculator/business-days-calculator.page';
import { dueDaysFormShape } from '@/calculators/business-days-calculator/business-days-calculator.params';
import { workCalendarFormShape } from '@/components/work-calendar-keys';
import { unitsFormShape } from '@/calculators/date-from-today/date-from-today.params';
import { calendarParams } from '@/calculators/calendar-generator/calendar-generator.params';
import { dateFormatParams } from '@/calculators/date-format-converter/date-format-converter.params';
import { widgetModes } from '@/calculators/date-from-today/date-calculator-widget';
import { daysBetweenParams } from '@/calculators/days-between-dates/days-between-dates.params';
import { leapYearParams } from '@/calculators/leap-year-checker/leap-year-checker.params';
import { keptTask, MAX_TASKS, readTimeline } from '@/calculators/project-timeline-calculator/project-timeline-calculator.params';
import { durationFormShape, timeDurationModes } from '@/calculators/time-duration-calculator/time-duration-calculator.params';
import { meetingParams } from '@/calculators/meeting-planner/meeting-planner.params';
import { worldClockParams } from '@/calculators/world-clock/world-clock.params';
import { swapFormShape, timeZoneParams } from '@/calculators/time-zone-calculator/time-zone-calculator.params';
import { weekdayFinderParams } from '@/calculators/weekday-finder/weekday-finder.params';
import { weekNumberParams } from '@/calculators/week-number/week-number.params';
import { birthdayParams } from '@/countdowns/birthday/birthday.params';
import { readEvent } from '@/countdowns/custom-event-countdown/custom-event-countdown.params';
import { holidaysParams } from '@/special-days/holidays/holidays.params';
import { readSearch } from '@/kit/url/canonical';
import { countryHolidaysParams, kindBoxesShape } from '@/special-days/country-holidays/country-holidays.params';
import { memorialLaborParams } from '@/special-days/memorial-labor/memorial-labor.params';
import { periodParams } from '@/special-days/period/period.params';
import { valentineParams } from '@/special-days/valentine/valentine.params';

/** Valid, boundary, malformed and hostile values. */
const value = fc.oneof(
  fc.constantFrom(...EDGE_VALUES, ...HOSTILE_VALUES, '🎉'.repeat(50), 'x'.repeat(10_000)),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
);

/** Values some page accepts for a key, so that most generated queries set something. */
const VALID: Partial<Record<(typeof URL_KEYS)[number], readonly string[]>> = {
  tab: ['business', 'between', 'weekday', 'countdown'],
  places: ['America/New_York~Boston,Europe/London', 'UTC,Asia/Tokyo', 'EST,CET,IST', 'Europe/Paris', 'Asia/Kolkata~Mumbai'],
  hour: ['0', '15', '23'],
  fromCity: ['Boston', 'São Paulo'],
  toCity: ['Zürich'],
  zoneCity: ['Mumbai', 'St. John’s'],
  days: ['1', '7', '90', '365'],
  dir: ['ago'],
  start: ['tomorrow', '2025-01-31', '12:30', '23:59'],
  business: ['true'],
  from: ['2024-02-29', '2025-03-01', 'Asia/Kolkata', 'EST', '2026-03-07T22:00'],
  to: ['2025-12-25', '2026-01-01', 'Europe/Paris', 'JST', '2026-03-08T06:30'],
  inclusive: ['false'],
  workdays: ['true'],
  date: ['2025-03-01', '1999-12-31', '03/08/2026'],
  mode: ['count', 'datetime', 'add'],
  weekend: ['fri,sat', 'sun', 'sat'],
  weekendPreset: ['fri,sat', 'sun'],
  holidays: ['us', 'none'],
  birth: ['1990-06-15', '2000-02-29'],
  on: ['2030-01-01'],
  add: ['-100', '45'],
  year: ['1900', '2024', '2100'],
  month: ['2025-02', '2026-12'],
  weekStart: ['mon'],
  view: ['year'],
  time: ['09:05', '01:30'],
  format: ['MM/dd/yyyy', 'dd.MM.yyyy'],
  order: ['dmy', 'mdy'],
  occurrence: ['later'],
  swap: ['true'],
  end: ['17:45', '00:00'],
  at: ['2026-11-06T14:30', '0001-01-01T00:00'],
  hours: ['39', '999999'],
  minutes: ['45', '59999'],
  zone: ['America/New_York', 'Australia/Lord_Howe', 'est'],
  last: ['2024-01-10'],
  cycle: ['30', '21'],
  period: ['3', '7'],
  name: ['Launch', 'Trip to Rome'],
  emoji: ['gift', 'trophy'],
  task: ['5b:Design', '10c:Build & test', '3c:Ship'],
  taskName: ['Design', 'Build'],
  taskDays: ['5', '12'],
  taskBusiness: ['0', '1'],
};

/**
 * A query string for a page with contract `keys`: mostly its own keys, also every other key and
 * form shape, with values mostly valid for the key; sometimes raw, broken percent-encoding.
 */
const queryFor = (keys: readonly string[]) => {
  const key = fc.oneof({ arbitrary: fc.constantFrom(...keys), weight: 5 }, fc.constantFrom(...URL_KEYS));
  const pair = key.chain((name) =>
    fc.tuple(fc.constant(name), fc.oneof({ arbitrary: fc.constantFrom(...(VALID[name as keyof typeof VALID] ?? [''])), weight: 2 }, value)),
  );
  const pairs = fc.array(pair, { maxLength: 8 }).map((list) => {
    const params = new URLSearchParams();
    for (const [name, text] of list) params.append(name, text);
    const search = params.toString();
    return search ? `?${search}` : '';
  });
  return fc.oneof(
    { arbitrary: pairs, weight: 4 },
    fc.string({ maxLength: 60 }).map((raw) => `?${raw}`),
    fc.constantFrom('?%', '?date=%E0%A4%A', '?days=%%30', '?&&&=', '?=1', '?task=%ZZ', '?from=2025-01-01&from=2025-02-01'),
  );
};

/**
 * How a page reads a query string: its contract's keys and the values it takes from them.
 * Independent of the canonicalizer: nuqs's own loader (what `useQueryStates` reads) after the
 * form shapes the page accepts, or the page's own reader where it reads without nuqs.
 */
interface Reader {
  keys: readonly string[];
  read: (search: string) => unknown;
}

function nuqsReader(parsers: ParserMap, ...shapes: ((params: URLSearchParams) => void)[]): Reader {
  const load = createLoader(parsers);
  return {
    keys: Object.keys(parsers),
    read: (search) => {
      const params = new URLSearchParams(search);
      for (const shape of shapes) shape(params);
      return load(params);
    },
  };
}

/**
 * A page with modes reads the chosen mode's keys (the mode key absent or unknown: the first mode)
 * and the shared ones; the other modes' keys it reads are never shown. Written from the page's
 * declaration of its modes, not from its canonicalizer.
 */
function modesReader(
  declared: { modes: Record<string, { keys: ParserMap }>; parsers: ParserMap },
  modeKey: string,
  ...shapes: ((params: URLSearchParams) => void)[]
): Reader {
  const names = Object.keys(declared.modes);
  const modeKeys = new Set(names.flatMap((name) => Object.keys(declared.modes[name]!.keys)));
  const ownKeysOnly = (params: URLSearchParams) => {
    const chosen = params.get(modeKey);
    const own = declared.modes[chosen !== null && names.includes(chosen) ? chosen : names[0]!]!.keys;
    for (const key of modeKeys) if (!Object.hasOwn(own, key)) params.delete(key);
  };
  return nuqsReader(declared.parsers, ...shapes, ownKeysOnly);
}

const timelineReader: Reader = {
  keys: ['start', 'task', 'weekend', 'holidays', 'bank', 'half', 'off', 'work'],
  read: (search) => {
    const params = new URLSearchParams(search);
    workCalendarFormShape(params);
    const timeline = readTimeline(params);
    const names = params.getAll('taskName');
    if (names.length === 0) return timeline;
    // A plain form's rows: taskName, taskDays and taskBusiness=<row index> per row replace any `task`.
    const days = params.getAll('taskDays');
    const business = new Set(params.getAll('taskBusiness'));
    const tasks = names
      .map((name, i) => keptTask({ name, duration: days[i] ?? '', business: business.has(String(i)) }))
      .filter((task) => task !== null);
    return { ...timeline, task: tasks.slice(0, MAX_TASKS) };
  },
};

/** Every page with a canonical address, by path; the page modules do not export their parsers. */
const READERS: Record<string, Reader> = {
  '/': modesReader(widgetModes, 'tab', startFormShape, unitsFormShape, workCalendarFormShape),
  '/date-from-today': modesReader(widgetModes, 'tab', startFormShape, unitsFormShape, workCalendarFormShape),
  '/days-between-dates': nuqsReader(daysBetweenParams, workCalendarFormShape),
  '/business-days-calculator': modesReader(
    businessDaysModes,
    'mode',
    startFormShape,
    workCalendarFormShape,
    dueDaysFormShape,
  ),
  '/age-calculator': nuqsReader(ageParams),
  '/weekday-finder': nuqsReader(weekdayFinderParams),
  '/week-number': nuqsReader(weekNumberParams),
  '/leap-year-checker': nuqsReader(leapYearParams),
  '/anniversary-calculator': nuqsReader(anniversaryParams),
  '/time-zone-calculator': nuqsReader(timeZoneParams, swapFormShape),
  '/meeting-planner': nuqsReader(meetingParams),
  '/world-clock': nuqsReader(worldClockParams),
  '/time-duration-calculator': modesReader(timeDurationModes, 'mode', durationFormShape),
  '/date-format-converter': nuqsReader(dateFormatParams),
  '/calendar-generator': nuqsReader(calendarParams, workCalendarFormShape),
  '/project-timeline-calculator': timelineReader,
  '/custom-event-countdown': { keys: ['name', 'date', 'emoji'], read: (search) => readEvent(new URLSearchParams(search)) },
  '/holidays': nuqsReader(holidaysParams),
  '/holidays/:country': {
    keys: Object.keys(countryHolidaysParams),
    read: (search) => {
      const params = new URLSearchParams(search);
      kindBoxesShape(params);
      return readSearch(params, countryHolidaysParams);
    },
  },
  '/special-days/valentine': nuqsReader(valentineParams),
  '/special-days/memorial-labor': nuqsReader(memorialLaborParams),
  '/special-days/period': nuqsReader(periodParams, dropFutureDate('last')),
  '/countdown/birthday': nuqsReader(birthdayParams, dropFutureDate('birth')),
  '/countdown/halloween': nuqsReader(customDateParams),
  '/countdown/thanksgiving': nuqsReader(customDateParams),
  '/countdown/school-end': nuqsReader(customDateParams),
  '/countdown/school-start': nuqsReader(customDateParams),
  '/countdown/wedding': nuqsReader(customDateParams),
};

/** `search` without every occurrence of `key`. */
function without(search: string, key: string): string {
  const params = new URLSearchParams(search);
  params.delete(key);
  return params.toString();
}

const RUNS = 150;

describe('every page reads any query string', () => {
  it('without throwing, and its canonical address means the same, holds nothing redundant and is stable', async () => {
    const checked: string[] = [];
    for (const entry of builtPages) {
      const { canonicalSearch } = (await entry.load!()).default;
      if (!canonicalSearch) continue;
      checked.push(entry.path);
      const reader = READERS[entry.path];
      expect(reader, `${entry.path}: add how it reads its keys to READERS`).toBeDefined();
      const { keys, read } = reader!;
      const blank = read('');
      let meaningful = 0;
      fc.assert(
        fc.property(queryFor(keys), (search) => {
          const canonical = canonicalSearch(search);
          const where = `${entry.path}${search} → ${canonical}`;
          if (!isDeepStrictEqual(read(search), blank)) meaningful++;
          expect(canonical === '' || canonical.startsWith('?'), where).toBe(true);
          // The canonical address opens the page on the same values as the address it replaces.
          expect(read(canonical), where).toEqual(read(search));
          // Every contract key it keeps matters: without it the page would read something else.
          for (const key of new Set(new URLSearchParams(canonical).keys())) {
            if (keys.includes(key)) expect(read(without(canonical, key)), `${where} keeps ${key}`).not.toEqual(read(canonical));
          }
          expect(canonicalSearch(canonical), where).toBe(canonical);
        }),
        { numRuns: RUNS, seed: 20261123 },
      );
      // Enough queries set something, or the same-values check above would compare defaults alone.
      expect(meaningful, `${entry.path}: queries that set a value`).toBeGreaterThan(RUNS / 10);
    }
    expect(checked.toSorted()).toEqual(Object.keys(READERS).toSorted());
  }, 60_000);
});
