/**
 * The FAQ's truth test: every figure of faq.data.ts recomputed with the date engine, every
 * figure found in the answer that prints it, and the page's shape (groups, ids, links).
 */
import { describe, expect, it } from 'vitest';
import { checks, faqGroups, figures, type FaqEntry } from '@/pages/faq/faq.data';
import { ageOn } from '@/lib/date/age';
import { addBusinessDays, WEEKENDS_ONLY } from '@/lib/date/business-days';
import {
  MAX_YEAR,
  MIN_YEAR,
  MONTH_NAMES,
  addDays,
  addMonths,
  addYears,
  dayOfYear,
  daysInMonth,
  isoDateFromParts,
  isoDateParts,
  isoWeek,
  toDayNumber,
  weekdayName,
  weekdayOf,
  type IsoDate,
} from '@/lib/date/core/civil-date';
import { daysBetweenCounts } from '@/lib/date/days-between';
import { formatLong, formatMedium } from '@/lib/date/core/format';
import { countWorkdays } from '@/lib/date/skipped-holidays';
import { workCalendar } from '@/lib/date/work-calendar';
import { thanksgiving, usFederalHolidays } from '@/lib/date/holidays';
import { isLeapYear } from '@/lib/date/leap-year';
import { convertZonedTime, isDstAt } from '@/lib/date/time-zones';

const MS_PER_DAY = 86_400_000;
const SAT_SUN = [6, 0] as const;
const iso = (year: number, month: number, day: number) => isoDateFromParts(year, month, day) as IsoDate;

/** `13:00` → `1:00 PM`. */
function twelveHour(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The first date of `year` on which `zone` is on daylight saving time at 12:00 UTC. */
function dstStart(zone: string, year: number): IsoDate | null {
  for (let d: IsoDate | null = iso(year, 1, 1); d && isoDateParts(d).year === year; d = addDays(d, 1)) {
    if (isDstAt(zone, toDayNumber(d) * MS_PER_DAY + MS_PER_DAY / 2)) return d;
  }
  return null;
}

const entries: FaqEntry[] = faqGroups.flatMap((g) => [...g.entries]);
const entry = (id: string): FaqEntry => {
  const found = entries.find((e) => e.id === id);
  if (!found) throw new Error(`No FAQ entry ${id}`);
  return found;
};

describe('FAQ figures are the engine’s answers', () => {
  it('days between January 1 and March 1, 2026', () => {
    const f = figures.daysBetween;
    const counts = daysBetweenCounts(f.from, f.to);
    expect(f.endNotCounted).toBe(counts.plain);
    expect(f.bothCounted).toBe(counts.inclusive);
    // Spreadsheets: =B1-A1 and =DAYS(B1,A1) are the plain difference (end date not counted).
    // JavaScript: Date.UTC timestamps have no DST, so their difference is whole days.
    const [fy, fm, fd] = f.from.split('-').map(Number) as [number, number, number];
    const [ty, tm, td] = f.to.split('-').map(Number) as [number, number, number];
    expect((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / figures.msPerDay).toBe(f.endNotCounted);
    expect(figures.msPerDay).toBe(24 * 60 * 60 * 1000);
  });

  it('90 days after January 1, 2026', () => {
    const f = figures.daysAfter;
    expect(f.result).toBe(formatLong(addDays(f.start, f.days) as IsoDate));
  });

  it('business days in January 2026, with and without US holidays', () => {
    const f = figures.businessMonth;
    const { year, month } = isoDateParts(f.from);
    expect(f.from).toBe(iso(year, month, 1));
    expect(f.to).toBe(iso(year, month, daysInMonth(year, month)));
    expect(f.month).toBe(`${MONTH_NAMES[month - 1]} ${year}`);
    // NETWORKDAYS counts both the start and the end date: the inclusive count.
    expect(f.weekdays).toBe(countWorkdays(f.from, f.to, true, workCalendar(SAT_SUN)).count);
    const us = countWorkdays(f.from, f.to, true, workCalendar(SAT_SUN, 'us'));
    expect(f.withUsHolidays).toBe(us.count);
    expect(f.holidays.map((h) => ({ date: h.date, name: h.name }))).toEqual(us.skipped);
  });

  it('age on November 23, 2026 of someone born on May 15, 1990', () => {
    const f = figures.age;
    const age = ageOn(f.birth, f.on);
    expect(age).not.toBeNull();
    // DATEDIF "Y" is the whole years and "YM" the whole months after them: ageOn's years and months.
    expect(f.years).toBe(age?.years);
    expect(f.months).toBe(age?.months);
    expect(f.result).toBe(`${age?.years} years, ${age?.months} months, ${age?.days} days`);
    expect(f.lastBirthday).toBe(addYears(f.birth, f.years));
  });

  it('the weekday of July 4, 2026 and its observed holiday', () => {
    const f = figures.weekday;
    const w = weekdayOf(f.date);
    expect(f.weekday).toBe(weekdayName(f.date));
    const july4 = usFederalHolidays(isoDateParts(f.date).year).find((h) => h.id === 'independence-day');
    expect(july4?.date).toBe(f.date);
    expect(f.observed).toBe(formatLong(july4?.observed as IsoDate));
    // Excel WEEKDAY(date) (return type 1): Sunday = 1 … Saturday = 7, the engine's 0 … 6 plus 1.
    expect(f.excelWeekday).toBe(w + 1);
    // Python date.weekday(): Monday = 0 … Sunday = 6; isoweekday(): Monday = 1 … Sunday = 7.
    expect(f.pythonWeekday).toBe((w + 6) % 7);
    expect(f.pythonIsoWeekday).toBe(w === 0 ? 7 : w);
  });

  it('leap years 2100, 2000 and 1900', () => {
    const f = figures.leapYear;
    expect(isLeapYear(f.year)).toBe(false);
    expect(f.year % 100).toBe(0);
    expect(f.februaryDays).toBe(daysInMonth(f.year, 2));
    expect(isLeapYear(f.centuryLeapYear)).toBe(true);
    expect(f.centuryLeapYear % 100).toBe(0);
    expect(isLeapYear(f.excelYear)).toBe(false);
  });

  it('9:00 AM in New York is 1:00 PM in London on March 10, 2026', () => {
    const f = figures.timeZone;
    expect(f.timeLabel).toBe(twelveHour(f.time));
    const c = convertZonedTime({ date: f.date, time: f.time, fromZone: f.from, toZone: f.to });
    expect(c?.target.date).toBe(f.date);
    expect(f.result).toBe(`${c?.target.time} (${twelveHour(c?.target.time ?? '')})`);
    expect(f.resultText).toBe(twelveHour(c?.target.time ?? ''));
    expect(f.hoursAhead).toBe(((c?.target.offsetMinutes ?? 0) - (c?.source.offsetMinutes ?? 0)) / 60);
    const { year } = isoDateParts(f.date);
    const winter = convertZonedTime({ date: iso(year, 1, 15), time: f.time, fromZone: f.from, toZone: f.to });
    expect(f.usualHoursAhead).toBe(((winter?.target.offsetMinutes ?? 0) - (winter?.source.offsetMinutes ?? 0)) / 60);
    expect(f.newYorkDstStart).toBe(dstStart(f.from, year));
    expect(f.londonDstStart).toBe(dstStart(f.to, year));
    expect(f.newYorkDstStart < f.date && f.date < f.londonDstStart).toBe(true);
  });

  it('Thanksgiving 2026 and 2027', () => {
    const f = figures.thanksgiving;
    expect(f.date).toBe(formatLong(thanksgiving(f.year)));
    expect(f.nextDate).toBe(formatLong(thanksgiving(f.nextYear)));
    // The fourth Thursday of November.
    const { month, day } = isoDateParts(thanksgiving(f.year));
    expect([month, weekdayOf(thanksgiving(f.year)), Math.ceil(day / 7)]).toEqual([11, 4, 4]);
  });

  it('10 business days after January 2, 2026', () => {
    const f = figures.workday;
    // WORKDAY(start, n) does not count the start date: the n-th working day after it.
    expect(f.result).toBe(formatLong(addBusinessDays(f.start, f.days, WEEKENDS_ONLY) as IsoDate));
  });

  it('the ISO week of January 1, 2027', () => {
    const f = figures.isoWeek;
    expect(isoWeek(f.date)).toEqual({ week: f.week, weekYear: f.weekYear });
    expect(f.weekday).toBe(weekdayName(f.date));
    // ISO weekday (Python isocalendar()[2]): Monday = 1 … Sunday = 7.
    const w = weekdayOf(f.date);
    expect(f.isoWeekdayNumber).toBe(w === 0 ? 7 : w);
    // WEEKNUM (return type 1): weeks start on Sunday and week 1 is the week holding January 1.
    const jan1 = weekdayOf(iso(isoDateParts(f.date).year, 1, 1));
    expect(f.excelWeeknum).toBe(Math.floor((dayOfYear(f.date) - 1 + jan1) / 7) + 1);
  });

  it('the JavaScript date-only string', () => {
    const f = figures.jsDate;
    // new Date('YYYY-MM-DD') is midnight UTC; west of UTC the local calendar date is the day before.
    expect(f.localDayBefore).toBe(formatMedium(addDays(f.date, -1) as IsoDate));
  });

  it('January 31 plus one month', () => {
    const f = figures.monthEnd;
    // EDATE, relativedelta and LocalDate.plusMonths keep the month and clamp the day to its end.
    expect(f.clamped).toBe(formatMedium(addMonths(f.start, 1) as IsoDate));
    // Date#setMonth keeps day 31 and lets it overflow: day 31 of the next month is its 1st + 30.
    const { year, month, day } = isoDateParts(f.start);
    expect(f.rolledOver).toBe(formatMedium(addDays(iso(year, month + 1, 1), day - 1) as IsoDate));
  });

  it('the calendar range and the federal holidays', () => {
    expect(figures.calendarYears).toEqual({ min: MIN_YEAR, max: MAX_YEAR });
    const f = figures.holidays;
    expect(f.perYear).toBe(usFederalHolidays(f.juneteenthFrom).length);
    expect(f.beforeJuneteenth).toBe(usFederalHolidays(f.juneteenthFrom - 1).length);
    expect(usFederalHolidays(f.juneteenthFrom).some((h) => h.id === 'juneteenth')).toBe(true);
    expect(usFederalHolidays(f.juneteenthFrom - 1).some((h) => h.id === 'juneteenth')).toBe(false);
  });
});

describe('each answer prints its figures', () => {
  const f = figures;
  const printed: Record<string, readonly (string | number)[]> = {
    'days-between-two-dates': [`${f.daysBetween.endNotCounted} days`, f.daysBetween.bothCounted],
    'days-after-a-date': [f.daysAfter.result],
    'business-days-in-a-month': [
      `${f.businessMonth.weekdays} weekdays`,
      `it is ${f.businessMonth.withUsHolidays}`,
      ...f.businessMonth.holidays.map((h) => h.name),
      'January 19',
    ],
    'age-on-a-date': [f.age.result, `${f.age.years} whole years`, `${f.age.months} whole months`, formatMedium(f.age.lastBirthday)],
    'weekday-of-a-date': [`A ${f.weekday.weekday}.`, f.weekday.observed],
    'is-2100-a-leap-year': [`February ${f.leapYear.year} has ${f.leapYear.februaryDays} days`, `${f.leapYear.centuryLeapYear} was a leap year`],
    'time-zone-across-dst': [f.timeZone.resultText, 'March 8', 'March 29', `${f.timeZone.hoursAhead} hours ahead`, `usual ${f.timeZone.usualHoursAhead}`],
    'thanksgiving-2026': [f.thanksgiving.date, f.thanksgiving.nextDate],
    'spreadsheet-days-between': ['2026-01-01 in A1', '2026-03-01 in B1', `returns ${f.daysBetween.endNotCounted}`, `both dates: ${f.daysBetween.bothCounted}`],
    'spreadsheet-networkdays': ['DATE(2026,1,1),DATE(2026,1,31)', `returns ${f.businessMonth.weekdays}`, '2026-01-01 and 2026-01-19', `returns ${f.businessMonth.withUsHolidays}`],
    'spreadsheet-workday': ['=WORKDAY(DATE(2026,1,2),10)', f.workday.result],
    'spreadsheet-age': ['1990-05-15 in A1', '2026-11-23 in B1', `returns ${f.age.years} whole years`, `after those years: ${f.age.months}`],
    'spreadsheet-weekday': [`${f.weekday.weekday} for 2026-07-04`, `so ${f.weekday.excelWeekday} here`],
    'spreadsheet-week-numbers': ['For 2027-01-01, a Friday', `WEEKNUM returns ${f.isoWeek.excelWeeknum}`, `ISOWEEKNUM returns ${f.isoWeek.week}`, `ISO week ${f.isoWeek.week} of ${f.isoWeek.weekYear}`],
    'excel-1900-leap-year': [`treats ${f.leapYear.excelYear} as a leap year`],
    'javascript-date-off-by-one': [f.jsDate.localDayBefore, 'new Date(2026, 2, 1)'],
    'javascript-days-between': ['(Date.UTC(2026, 2, 1) - Date.UTC(2026, 0, 1)) / 86400000', `is ${f.daysBetween.endNotCounted}`],
    'python-days-between': ['(date(2026, 3, 1) - date(2026, 1, 1)).days', `is ${f.daysBetween.endNotCounted}`],
    'python-weekday-numbers': [`date(2026, 7, 4).weekday() is ${f.weekday.pythonWeekday}`, `gives ${f.weekday.pythonIsoWeekday}`, `“${f.weekday.weekday}”`],
    'iso-week-in-code': ['date(2027, 1, 1).isocalendar() returns (2026, 53, 5)', `week ${f.isoWeek.week}`, f.isoWeek.weekday],
    'leap-year-in-code': [`${f.leapYear.year} fails`, `${f.leapYear.centuryLeapYear} passes`, `isleap(${f.leapYear.year}) returns False`],
    'adding-a-month-in-code': ['new Date(2026, 0, 31)', `gives ${f.monthEnd.rolledOver}`, `last day instead: ${f.monthEnd.clamped}`],
    'counting-both-dates': [`${f.daysBetween.endNotCounted} days with the end date not counted`, `${f.daysBetween.bothCounted} with both dates counted`],
    'which-calendar': [`years ${f.calendarYears.min} to ${f.calendarYears.max}`],
    'built-in-holidays': [`${f.holidays.perYear} a year`, `from ${f.holidays.juneteenthFrom}`, `have ${f.holidays.beforeJuneteenth}`],
  };

  it.each(Object.entries(printed))('%s', (id, texts) => {
    const { question, answer } = entry(id);
    for (const text of texts) expect(answer).toContain(String(text));
    // Interpolation went through: no missing figure printed as text.
    expect(question + answer).not.toMatch(/undefined|NaN|\[object/);
  });

  it('questions print the inputs of their examples', () => {
    expect(entry('days-between-two-dates').question).toBe('How many days are there between January 1 and March 1, 2026?');
    expect(entry('days-after-a-date').question).toBe('What date is 90 days after January 1, 2026?');
    expect(entry('age-on-a-date').question).toBe('How old is someone born on May 15, 1990 on November 23, 2026?');
    expect(entry('time-zone-across-dst').question).toBe('What time is 9:00 AM in New York in London on March 10, 2026?');
    expect(entry('javascript-date-off-by-one').question).toBe("Why does new Date('2026-03-01') show February 28, 2026?");
  });
});

describe('the FAQ’s shape', () => {
  const ALLOWED = new Set([
    '/', '/date-from-today', '/days-between-dates', '/business-days-calculator', '/age-calculator', '/weekday-finder',
    '/leap-year-checker', '/anniversary-calculator', '/time-zone-calculator', '/time-duration-calculator',
    '/date-format-converter', '/calendar-generator', '/project-timeline-calculator', '/custom-event-countdown',
    '/special-days', '/holidays', '/special-days/memorial-labor', '/special-days/valentine', '/special-days/election',
    '/special-days/period', '/countdown/christmas', '/countdown/birthday', '/new-year-countdown', '/time-calculators',
    '/about', '/privacy', '/excel-formulas', '/developer-tools', '/faq',
  ]);
  /** Query keys of the URL contract, by route. */
  const KEYS: Record<string, readonly string[]> = {
    '/date-from-today': ['tab', 'days', 'dir', 'start', 'business', 'from', 'to', 'inclusive', 'workdays', 'date'],
    '/days-between-dates': ['from', 'to', 'inclusive', 'workdays'],
    '/business-days-calculator': ['mode', 'start', 'days', 'dir', 'from', 'to', 'inclusive', 'weekend', 'holidays'],
    '/age-calculator': ['birth', 'on'],
    '/weekday-finder': ['date', 'add'],
    '/leap-year-checker': ['year'],
    '/time-zone-calculator': ['date', 'time', 'from', 'to'],
    '/holidays': ['year'],
  };
  const CALCULATOR_INPUTS: Record<string, readonly string[]> = {
    '/date-from-today': ['start', 'days'],
    '/days-between-dates': ['from', 'to'],
    '/age-calculator': ['birth', 'on'],
    '/weekday-finder': ['date'],
    '/leap-year-checker': ['year'],
    '/time-zone-calculator': ['date', 'time', 'from', 'to'],
    '/holidays': ['year'],
  };

  function checkLink(to: string) {
    const [path = '', query = ''] = to.split('?');
    expect(ALLOWED.has(path), `${to}: path not allowed`).toBe(true);
    const params = new URLSearchParams(query);
    for (const key of params.keys()) expect(KEYS[path] ?? [], `${to}: unknown key ${key}`).toContain(key);
    for (const key of CALCULATOR_INPUTS[path] ?? []) expect(params.has(key), `${to}: missing ${key}`).toBe(true);
    if (path === '/business-days-calculator') {
      const needed = params.get('mode') === 'count' ? ['from', 'to'] : ['start', 'days'];
      for (const key of needed) expect(params.has(key), `${to}: missing ${key}`).toBe(true);
    }
    for (const value of params.values()) expect(value).not.toMatch(/^(today|tomorrow)$/);
  }

  it('has the four groups of the spec, in order', () => {
    expect(faqGroups.map((g) => [g.id, g.heading])).toEqual([
      ['how-to', 'How-to questions'],
      ['spreadsheets', 'Spreadsheet questions'],
      ['programming', 'Programming questions'],
      ['technical', 'Technical questions'],
    ]);
  });

  it('has 5–8 entries per group and 24–30 in all', () => {
    for (const g of faqGroups) {
      expect(g.entries.length).toBeGreaterThanOrEqual(5);
      expect(g.entries.length).toBeLessThanOrEqual(8);
    }
    expect(entries.length).toBeGreaterThanOrEqual(24);
    expect(entries.length).toBeLessThanOrEqual(30);
  });

  it('has unique lowercase-hyphenated ids, also distinct from the group ids', () => {
    const ids = [...faqGroups.map((g) => g.id), ...entries.map((e) => e.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('writes plain, short answers', () => {
    for (const e of entries) {
      expect(e.question.endsWith('?'), e.id).toBe(true);
      expect(e.answer.length, e.id).toBeLessThanOrEqual(360);
      expect(e.answer, e.id).not.toMatch(/<|>|\n/);
    }
  });

  it('links only to built pages, with every input of the URL contract', () => {
    for (const e of entries) if (e.link) checkLink(e.link.to);
    for (const c of checks) {
      checkLink(c.link);
      expect(c.result.length).toBeGreaterThan(0);
    }
  });

  it('checks every calculator link the answers give', () => {
    const checked = new Set(checks.map((c) => c.link));
    for (const e of entries) {
      const to = e.link?.to;
      if (to?.includes('?')) expect(checked.has(to), `${e.id}: ${to} has no check`).toBe(true);
    }
  });
});
