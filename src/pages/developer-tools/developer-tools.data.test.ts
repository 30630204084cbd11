/**
 * Truth test of the developer guide: every figure in developer-tools.data.ts is recomputed
 * with the project's engine (civil dates and Intl time zones), so a wrong literal fails.
 * Language semantics mapped onto the engine:
 * - Subtraction APIs (Temporal until, date-fns differenceInCalendarDays, Python date − date,
 *   PHP diff()->days, Java ChronoUnit.DAYS.between, C# DayNumber/TimeSpan.Days, Ruby Date −
 *   Date) give to − from: daysBetween. Counting both dates is that plus one.
 * - numpy.busday_count(a, b) and date-fns differenceInBusinessDays(b, a) count the working
 *   days in [a, b): countBusinessDays(a, b) without `inclusive`. Java datesUntil, PHP
 *   DatePeriod, Ruby `a...b` and the loops shown are half-open ranges too.
 * - Whole years of age (relativedelta, Period, diff()->y, differenceInYears, the tuple idiom)
 *   are the years of the calendar difference: ageOn(...).years.
 * - JavaScript's setMonth(month + 1) on day 31 builds day 31 of the next month, which the Date
 *   object rolls over: the first of that month plus 30 days.
 * Nothing here depends on the TZ the test runs under (civil dates and explicit zones only).
 */
import { addDays as fnsAddDays, addMonths as fnsAddMonths, differenceInBusinessDays, differenceInCalendarDays, differenceInYears, format, parse, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { ageOn } from '@/lib/date/age';
import { countBusinessDays, WEEKENDS_ONLY } from '@/lib/date/business-days';
import {
  type IsoDate,
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  isoDateFromParts,
  isoDateParts,
  weekdayOf,
} from '@/lib/date/core/civil-date';
import { daysBetweenCounts } from '@/lib/date/days-between';
import { formatLong } from '@/lib/date/core/format';
import { lastWeekdayOfMonth, nthWeekdayOfMonth } from '@/lib/date/holidays';
import { isLeapYear } from '@/lib/date/leap-year';
import { convertZonedTime, wallTimeAt } from '@/lib/date/time-zones';
import { checks, dateArgs, examples, figures, jsDateArgs, links } from './developer-tools.data';

const iso = (text: string) => text as IsoDate;
const MS_PER_DAY = 86_400_000;

function convert(date: string, time: string, fromZone: string, toZone: string) {
  const result = convertZonedTime({ date: iso(date), time, fromZone, toZone });
  if (result === null) throw new Error(`no conversion for ${date} ${time} ${fromZone}`);
  return result;
}

/** Offset minutes as the `±hh:mm` suffix of an ISO date-time. */
function isoOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

describe('the five tasks', () => {
  it('days between two dates', () => {
    const { from, to, days, bothCounted } = figures.daysBetween;
    expect(daysBetween(iso(from), iso(to))).toBe(days);
    expect(daysBetweenCounts(iso(from), iso(to)).inclusive).toBe(bothCounted);
  });

  it('add days', () => {
    const { start, days, result, resultLong } = figures.addDays;
    expect(addDays(iso(start), days)).toBe(result);
    expect(formatLong(iso(result))).toBe(resultLong);
  });

  it('business days in March 2026 under each end-date convention', () => {
    const b = figures.businessDays;
    expect(addDays(iso(b.lastDay), 1)).toBe(b.endExclusive);
    expect(isoDateParts(iso(b.lastDay)).day).toBe(daysInMonth(2026, 3));
    // Half-open [from, endExclusive): numpy, date-fns, the loops.
    expect(countBusinessDays(iso(b.from), iso(b.endExclusive), WEEKENDS_ONLY)).toBe(b.days);
    // Both dates counted (the calculator's default) gives the same month total.
    expect(countBusinessDays(iso(b.from), iso(b.lastDay), WEEKENDS_ONLY, true)).toBe(b.days);
    // busday_count(from, lastDay): the last day left out.
    expect(countBusinessDays(iso(b.from), iso(b.lastDay), WEEKENDS_ONLY)).toBe(b.lastDayLeftOut);
    expect(countBusinessDays(iso(b.from), iso(b.endExclusive), { ...WEEKENDS_ONLY, daysOff: [iso(b.holiday)] })).toBe(b.withHoliday);
  });

  it('age in whole years, months and days', () => {
    const { birth, on, years, months, days } = figures.age;
    expect(ageOn(iso(birth), iso(on))).toMatchObject({ years, months, days });
  });

  it('09:00 in New York on 2026-03-10 is 13:00 in London, 4 hours apart (5 in January)', () => {
    const t = figures.timeZone;
    const r = convert(t.date, t.time, t.from, t.to);
    expect(r.target.time).toBe(t.result);
    expect(r.target.date).toBe(t.resultDate);
    expect(isoOffset(r.source.offsetMinutes)).toBe(t.fromOffset);
    expect((r.target.offsetMinutes - r.source.offsetMinutes) / 60).toBe(t.hoursApart);
    const usual = convert(t.usualDate, t.time, t.from, t.to);
    expect((usual.target.offsetMinutes - usual.source.offsetMinutes) / 60).toBe(t.usualHoursApart);
  });
});

describe('pitfalls and common bugs', () => {
  it('a date-only ISO string is UTC midnight: the evening before in New York', () => {
    const p = figures.parsing;
    const r = convert(p.input, '00:00', 'UTC', p.zone);
    expect(r.target.date).toBe(p.shownDate);
    expect(r.target.time).toBe(p.shownTime);
    expect(isoDateParts(r.target.date).day).toBe(p.getDate);
    expect(isoDateParts(iso(p.input)).day).toBe(p.fixedDay);
  });

  it('setMonth on January 31 overflows into March; addMonths clamps', () => {
    const m = figures.monthOverflow;
    const { year, month, day } = isoDateParts(iso(m.start));
    const next = isoDateFromParts(year, month + 1, 1) as IsoDate;
    // February 31 = February 1 + 30 days.
    expect(addDays(next, day - 1)).toBe(m.setMonthResult);
    expect(day - daysInMonth(year, month + 1)).toBe(m.daysPastFebruary);
    expect(weekdayOf(iso(m.setMonthResult))).toBe(2); // Tuesday, as toDateString prints
    expect(m.setMonthDateString.startsWith('Tue Mar 03')).toBe(true);
    expect(addMonths(iso(m.start), 1)).toBe(m.clamped);
    expect(isLeapYear(m.leapYear)).toBe(true);
    expect(addDays(isoDateFromParts(m.leapYear, 2, 1) as IsoDate, day - 1)).toBe(m.leapSetMonthResult);
  });

  it('2026 daylight saving starts and what 24 hours does across one', () => {
    const d = figures.dst;
    expect(nthWeekdayOfMonth(d.year, 3, 0, 2)).toBe(d.usStart);
    expect(lastWeekdayOfMonth(d.year, 3, 0)).toBe(d.euStart);
    expect(addDays(iso(d.usStart), 1)).toBe(d.usStartNextDay);
    const start = convert(d.start, d.startTime, 'America/New_York', 'America/New_York');
    const later = wallTimeAt('America/New_York', start.instant + MS_PER_DAY);
    expect(later?.date).toBe(d.plus24Date);
    expect(later?.time).toBe(d.plus24Time);
    const midnight = convert(d.usStart, '00:00', 'America/New_York', 'UTC').instant;
    const nextMidnight = convert(d.usStartNextDay, '00:00', 'America/New_York', 'UTC').instant;
    const hours = (nextMidnight - midnight) / 3_600_000;
    expect(hours).toBe(d.hoursThatDay);
    expect(String(hours / 24)).toBe(d.millisecondRatio);
    expect(nthWeekdayOfMonth(d.year, 11, 0, 1)).toBe(d.usEnd);
    const endMidnight = convert(d.usEnd, '00:00', 'America/New_York', 'UTC').instant;
    const endNext = convert(addDays(iso(d.usEnd), 1) as IsoDate, '00:00', 'America/New_York', 'UTC').instant;
    expect((endNext - endMidnight) / 3_600_000).toBe(d.hoursFallBackDay);
    // The EU change is later: on the time zone example's date London is still on standard time.
    expect(figures.timeZone.date < d.euStart && figures.timeZone.date > d.usStart).toBe(true);
  });

  it('apart vs both dates counted', () => {
    const c = daysBetweenCounts(iso(figures.inclusive.from), iso(figures.inclusive.to));
    expect(c.plain).toBe(figures.inclusive.apart);
    expect(c.inclusive).toBe(figures.inclusive.bothCounted);
  });

  it('one instant, two dates', () => {
    const t = figures.today;
    const instant = Date.UTC(2026, 10, 24, 1);
    expect(new Date(instant).toISOString()).toBe(t.instant);
    expect(wallTimeAt('UTC', instant)?.date).toBe(t.utcDate);
    expect(wallTimeAt(t.zone, instant)).toMatchObject({ date: t.zoneDate, time: t.zoneTime });
  });

  it('ambiguous text and two-digit years', () => {
    const a = figures.ambiguous;
    const [first, second, year] = a.text.split('/').map(Number) as [number, number, number];
    expect(isoDateFromParts(year, first, second)).toBe(a.monthFirst);
    expect(isoDateFromParts(year, second, first)).toBe(a.dayFirst);
    expect(year % 100).toBe(a.twoDigitYear);
    // ECMAScript MakeFullYear: 0–99 → 1900 + y. Python %y: 0–68 → 2000 + y, 69–99 → 1900 + y.
    expect(1900 + a.twoDigitYear).toBe(a.jsDateYear);
    expect(a.twoDigitYear <= 68 ? 2000 + a.twoDigitYear : 1900 + a.twoDigitYear).toBe(a.pythonYear);
  });
});

describe('the JavaScript examples, run as written (local-time Dates built at noon or by date-fns)', () => {
  it('date-fns gives the figures the page prints', () => {
    const db = figures.daysBetween;
    expect(differenceInCalendarDays(parseISO(db.to), parseISO(db.from))).toBe(db.days);
    const ad = figures.addDays;
    expect(format(fnsAddDays(parseISO(ad.start), ad.days), 'yyyy-MM-dd')).toBe(ad.result);
    const bd = figures.businessDays;
    expect(differenceInBusinessDays(parseISO(bd.endExclusive), parseISO(bd.from))).toBe(bd.days);
    const age = figures.age;
    expect(differenceInYears(parseISO(age.on), parseISO(age.birth))).toBe(age.years);
    const m = figures.monthOverflow;
    expect(format(fnsAddMonths(parseISO(m.start), 1), 'yyyy-MM-dd')).toBe(m.clamped);
    const a = figures.ambiguous;
    expect(format(parse(a.text, 'dd/MM/yyyy', new Date(2026, 0, 1)), 'yyyy-MM-dd')).toBe(a.dayFirst);
  });

  it('Date#setMonth overflows and years 0–99 mean 1900–1999', () => {
    const m = figures.monthOverflow;
    const { year, month, day } = isoDateParts(iso(m.start));
    const d = new Date(year, month - 1, day, 12);
    d.setMonth(d.getMonth() + 1);
    expect(d.toDateString()).toBe(m.setMonthDateString);
    expect(new Date(figures.ambiguous.twoDigitYear, 0, 1, 12).getFullYear()).toBe(figures.ambiguous.jsDateYear);
  });

  it('Intl shows the converted time', () => {
    const t = figures.timeZone;
    const instant = convert(t.date, t.time, t.from, 'UTC').instant;
    const shown = new Intl.DateTimeFormat('en-GB', { timeZone: t.to, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
    expect(shown).toBe(t.result);
  });
});

describe('code and links', () => {
  it('argument helpers', () => {
    expect(dateArgs('2026-01-01')).toBe('2026, 1, 1');
    expect(jsDateArgs('2026-01-31')).toBe('2026, 0, 31');
  });

  it('each example prints the figures of its task', () => {
    for (const code of [examples.temporal, examples.python, examples.php, examples.java, examples.csharp]) {
      for (const value of [figures.daysBetween.days, figures.addDays.result, figures.businessDays.days, figures.age.years, figures.timeZone.result]) {
        expect(code).toContain(String(value));
      }
    }
    expect(examples.ruby).toContain(`# ${figures.daysBetween.days}`);
    expect(examples.rubyZones).toContain(`# ${figures.timeZone.result}`);
    expect(examples.dateFns).toContain(`// ${figures.businessDays.days}`);
  });

  it('every check opens a calculator with every input in the link', () => {
    expect(checks).toHaveLength(7);
    expect(links.daysBetween).toBe('/days-between-dates?from=2026-01-01&to=2026-12-25&inclusive=false');
    expect(links.addDays).toBe('/date-from-today?start=2026-11-23&days=90');
    expect(links.age).toBe('/age-calculator?birth=1990-05-15&on=2026-11-23');
    expect(links.timeZone).toBe('/time-zone-calculator?date=2026-03-10&time=09:00&from=America/New_York&to=Europe/London');
    for (const check of checks) expect(check.result.length).toBeGreaterThan(0);
  });
});
