/**
 * Truth test of the spreadsheet-formulas guide: every literal in the data file is recomputed
 * here from the date engine, through small helpers that implement each spreadsheet function's
 * documented behaviour on top of the engine (the mapping is stated on each helper).
 */
import { describe, expect, it } from 'vitest';
import {
  type IsoDate,
  type Weekday,
  addDays,
  addMonths,
  dayOfYear,
  daysBetween,
  daysInMonth,
  isoDateFromParts,
  isoDateParts,
  isoWeek,
  weekdayOf,
} from '@/lib/date/core/civil-date';
import { addBusinessDays, countBusinessDays } from '@/lib/date/business-days';
import { workCalendar } from '@/lib/date/work-calendar';
import { calendarDifference } from '@/lib/date/days-between';
import { ageOn } from '@/lib/date/age';
import { usFederalHolidays } from '@/lib/date/holidays';
import {
  age,
  checks,
  christmas,
  datedif,
  fromToday,
  holidays2026,
  independenceDay2026,
  isoMonday,
  isoSunday,
  leapling,
  mdPitfall,
  monthEnd,
  months,
  networkdays,
  quarter,
  serials,
  weekNumbers,
  weekday,
  weekendRows,
  workday,
} from './excel-formulas.data';

const d = (text: string) => text as IsoDate;

/** A date result that must exist (the engine returns null only outside years 1–9999). */
function must(date: IsoDate | null): IsoDate {
  if (date === null) throw new Error('date out of range');
  return date;
}

// ---- Spreadsheet functions, each mapped onto the engine ----------------------------------

/** B2-A2 and DATEDIF(A2,B2,"d"): the serial difference, i.e. the end date not counted. */
const minus = (a: IsoDate, b: IsoDate) => daysBetween(a, b);

/**
 * DATEDIF(A2,B2,"m"): complete months, where a month counts only once the end date reaches
 * the start's day of the month (Google's DATEDIF notes: 9/30/15 to 2/28/16 is 4 months).
 * Computed from the date parts, independently of the engine's calendarDifference.
 */
function datedifM(a: IsoDate, b: IsoDate): number {
  const s = isoDateParts(a);
  const e = isoDateParts(b);
  return (e.year - s.year) * 12 + (e.month - s.month) - (e.day < s.day ? 1 : 0);
}

/** DATEDIF(A2,B2,"y"): complete years = complete months ÷ 12, rounded down. */
const datedifY = (a: IsoDate, b: IsoDate) => Math.floor(datedifM(a, b) / 12);

/** DATEDIF(A2,B2,"ym"): complete months left after the complete years. */
const datedifYM = (a: IsoDate, b: IsoDate) => datedifM(a, b) % 12;

/**
 * DATEDIF(A2,B2,"yd"): days from the start's month and day placed in the end's year (the
 * year before when that would pass the end) to the end. Only used here on spans that do not
 * touch February, where every reading of "the years are ignored" agrees.
 */
function datedifYD(a: IsoDate, b: IsoDate): { from: IsoDate; days: number } {
  const s = isoDateParts(a);
  const e = isoDateParts(b);
  let from = must(isoDateFromParts(e.year, s.month, s.day));
  if (from > b) from = must(isoDateFromParts(e.year - 1, s.month, s.day));
  return { from, days: daysBetween(from, b) };
}

/** EDATE(date,n): the same day n months on, clipped to the month's last day (engine addMonths). */
const edate = (date: IsoDate, n: number) => must(addMonths(date, n));

/** EOMONTH(date,n): the last day of the month n months from date's month. */
function eomonth(date: IsoDate, n: number): IsoDate {
  const { year, month } = isoDateParts(date);
  const first = must(addMonths(must(isoDateFromParts(year, month, 1)), n));
  const p = isoDateParts(first);
  return must(isoDateFromParts(p.year, p.month, daysInMonth(p.year, p.month)));
}

/** A weekend string of NETWORKDAYS.INTL/WORKDAY.INTL: 7 characters, Monday first, 1 = weekend. */
function weekendFromString(mask: string): Weekday[] {
  expect(mask).toMatch(/^[01]{7}$/);
  return [...mask].flatMap((c, i) => (c === '1' ? [((i + 1) % 7) as Weekday] : []));
}

/** A weekend number 1–7: 1 = Saturday–Sunday, 2 = Sunday–Monday, … 7 = Friday–Saturday. */
function weekendFromCode(code: number): Weekday[] {
  const first = (6 + code - 1) % 7;
  return [first as Weekday, ((first + 1) % 7) as Weekday];
}

/** NETWORKDAYS(.INTL): working days with BOTH the start and the end date counted. */
const networkdaysIntl = (a: IsoDate, b: IsoDate, weekend: Weekday[], holidays: readonly IsoDate[] = []) =>
  countBusinessDays(a, b, { ...workCalendar(weekend), daysOff: holidays }, true);

/** WORKDAY(.INTL): the n-th working day after start, the start itself not counted. */
const workdayIntl = (start: IsoDate, n: number, weekend: Weekday[], holidays: readonly IsoDate[] = []) =>
  must(addBusinessDays(start, n, { ...workCalendar(weekend), daysOff: holidays }));

/** WEEKDAY(date,1): Sunday 1 … Saturday 7; (date,2): Monday 1 … Sunday 7; (date,3): Monday 0 … Sunday 6. */
function weekdayFn(date: IsoDate, type: 1 | 2 | 3): number {
  const w = weekdayOf(date); // 0 = Sunday
  if (type === 1) return w + 1;
  const mondayZero = (w + 6) % 7;
  return type === 2 ? mondayZero + 1 : mondayZero;
}

/** WEEKNUM(date) (return type 1): weeks start on Sunday; the week holding January 1 is week 1. */
function weeknum1(date: IsoDate): number {
  const jan1 = must(isoDateFromParts(isoDateParts(date).year, 1, 1));
  return Math.floor((dayOfYear(date) - 1 + weekdayOf(jan1)) / 7) + 1;
}

/** Google Sheets' serial: days since December 30, 1899. */
const sheetsSerial = (date: IsoDate) => daysBetween(d('1899-12-30'), date);

/** Excel's 1900 system: January 1, 1900 = 1, with a phantom February 29, 1900 (serial 60). */
const excelSerial = (date: IsoDate) => {
  const days = daysBetween(d('1899-12-31'), date); // 1 for January 1, 1900
  return date >= d('1900-03-01') ? days + 1 : days;
};

/** The observed 2026 US federal holidays, from the engine's rules. */
const federal2026 = usFederalHolidays(2026);
const holidays = federal2026.map((h) => h.observed);
const satSun = weekendFromString('0000011');
const friSat = weekendFromString('0000110');

// ---- The figures --------------------------------------------------------------------------

describe('DATEDIF', () => {
  const { start, end } = datedif;

  it('gives the days, months and years of the main example', () => {
    expect(minus(start, end)).toBe(datedif.days);
    expect(minus(start, end) + 1).toBe(datedif.daysInclusive);
    expect(datedifM(start, end)).toBe(datedif.months);
    expect(datedifY(start, end)).toBe(datedif.years);
    expect(datedifYM(start, end)).toBe(datedif.monthsAfterYears);
    expect(datedifYD(start, end)).toEqual({ from: datedif.ydFrom, days: datedif.daysIgnoringYears });
  });

  it('gives the safe "md" replacement, B2-EDATE(A2,DATEDIF(A2,B2,"m"))', () => {
    const after = edate(start, datedifM(start, end));
    expect(after).toBe(datedif.afterMonths);
    expect(minus(after, end)).toBe(datedif.daysAfterMonths);
    // The age calculator's breakdown agrees (the link's figure).
    expect(calendarDifference(start, end)).toMatchObject({
      years: datedif.years,
      months: datedif.monthsAfterYears,
      days: datedif.daysAfterMonths,
    });
  });

  it('handles a start at the end of a long month', () => {
    const { start: a, end: b } = mdPitfall;
    expect(datedifM(a, b)).toBe(mdPitfall.months);
    expect(edate(a, datedifM(a, b))).toBe(mdPitfall.afterMonths);
    expect(minus(edate(a, datedifM(a, b)), b)).toBe(mdPitfall.daysAfterMonths);
    expect(calendarDifference(a, b)).toMatchObject({ years: 0, months: mdPitfall.months, days: mdPitfall.daysAfterMonths });
  });

  it('counts January 31 to February 28 as 0 complete months, where Datewise counts 1', () => {
    expect(datedifM(monthEnd.start, monthEnd.end)).toBe(monthEnd.datedifMonths);
    const diff = calendarDifference(monthEnd.start, monthEnd.end);
    expect(diff.years * 12 + diff.months).toBe(monthEnd.datewiseMonths);
    expect(diff.days).toBe(0);
  });
});

describe('TODAY() minus a date', () => {
  it('counts days since and days until with the stand-in date', () => {
    expect(minus(fromToday.past, fromToday.today)).toBe(fromToday.daysSince);
    expect(minus(fromToday.today, fromToday.future)).toBe(fromToday.daysUntil);
  });
});

describe('holidays', () => {
  it('lists the 2026 US federal holidays on their observed dates', () => {
    expect(holidays2026.map((h) => ({ name: h.name, date: h.date }))).toEqual(
      federal2026.map((h) => ({ name: h.name, date: h.observed })),
    );
    const july4 = federal2026.find((h) => h.id === 'independence-day');
    expect(july4?.date).toBe(independenceDay2026);
    expect(weekdayOf(independenceDay2026)).toBe(6);
  });
});

describe('NETWORKDAYS and NETWORKDAYS.INTL', () => {
  const { from, to } = networkdays;

  it('counts November 2026 with both ends counted', () => {
    expect(networkdaysIntl(from, to, satSun)).toBe(networkdays.plain);
    expect(networkdaysIntl(from, to, satSun, holidays)).toBe(networkdays.withHolidays);
    expect(holidays.filter((h) => h >= from && h <= to)).toEqual([...networkdays.holidaysInSpan]);
  });

  it('spans a month that starts on a Sunday and ends on a Monday', () => {
    expect(weekdayOf(from)).toBe(0);
    expect(weekdayOf(to)).toBe(1);
  });

  it('counts with a Friday–Saturday weekend, by string and by number', () => {
    expect(weekendFromCode(1)).toEqual(satSun);
    expect(weekendFromCode(7)).toEqual(friSat);
    expect(networkdaysIntl(from, to, friSat)).toBe(networkdays.friSat);
    expect(networkdaysIntl(from, to, weekendFromCode(7), holidays)).toBe(networkdays.friSatWithHolidays);
  });
});

describe('WORKDAY and WORKDAY.INTL', () => {
  it('moves 10 working days on, and 5 back, from the start (not counted)', () => {
    expect(weekdayOf(workday.start)).toBe(5);
    expect(workdayIntl(workday.start, workday.days, satSun)).toBe(workday.plain);
    expect(workdayIntl(workday.start, workday.days, satSun, holidays)).toBe(workday.withHolidays);
    expect(workdayIntl(workday.start, workday.days, friSat)).toBe(workday.friSat);
    expect(workdayIntl(workday.start, -workday.back, satSun)).toBe(workday.backResult);
    const end = workdayIntl(workday.start, workday.days, satSun);
    expect(networkdaysIntl(workday.start, end, satSun)).toBe(workday.networkdaysToResult);
  });
});

describe('WEEKDAY and the weekend identifier', () => {
  it('numbers a Saturday with return types 1, 2 and 3', () => {
    expect(weekdayFn(weekday.date, 1)).toBe(weekday.type1);
    expect(weekdayFn(weekday.date, 2)).toBe(weekday.type2);
    expect(weekdayFn(weekday.date, 3)).toBe(weekday.type3);
  });

  it('labels weekend and weekday dates, and finds the holiday', () => {
    for (const row of weekendRows) {
      expect(weekdayFn(row.date, 2)).toBe(row.weekday2);
      expect(weekdayFn(row.date, 2) > 5 ? 'Weekend' : 'Weekday').toBe(row.label);
      const count = networkdaysIntl(row.date, row.date, satSun, holidays);
      expect(count).toBe(row.networkdays);
      expect(count === 1 ? 'Working day' : 'Day off').toBe(row.status);
    }
    expect(federal2026.find((h) => h.id === 'christmas-day')?.observed).toBe(christmas.date);
  });
});

describe('EDATE and EOMONTH', () => {
  it('moves by months and finds month ends', () => {
    expect(edate(months.monthEndStart, 1)).toBe(months.edatePlus1);
    expect(edate(months.monthEndStart, 2)).toBe(months.edatePlus2);
    expect(edate(edate(months.monthEndStart, 1), 1)).toBe(months.edateChained);
    expect(edate(months.base, -3)).toBe(months.edateMinus3);
    expect(eomonth(months.base, 0)).toBe(months.eomonth0);
    expect(eomonth(months.base, 3)).toBe(months.eomonth3);
    expect(must(addDays(eomonth(months.base, -1), 1))).toBe(months.firstOfMonth);
    expect(isoDateParts(eomonth(months.base, 0)).day).toBe(months.daysInMonth);
  });
});

describe('ISOWEEKNUM and WEEKNUM', () => {
  it('numbers the weeks around New Year 2027', () => {
    for (const row of weekNumbers) {
      expect(isoWeek(row.date)).toEqual({ week: row.iso, weekYear: row.isoYear });
      expect(weeknum1(row.date)).toBe(row.weeknum);
      // YEAR(A2-WEEKDAY(A2,2)+4): the year of the week's Thursday is the ISO week-numbering year.
      const thursday = must(addDays(row.date, 4 - weekdayFn(row.date, 2)));
      expect(weekdayOf(thursday)).toBe(4);
      expect(isoDateParts(thursday).year).toBe(row.isoYear);
    }
    expect(weekdayOf(isoSunday.date)).toBe(0);
    expect(weekdayOf(isoMonday.date)).toBe(1);
  });
});

describe('age and quarter', () => {
  it('gives the age with DATEDIF and the stand-in date', () => {
    expect(datedifY(age.birth, age.today)).toBe(age.years);
    expect(datedifYM(age.birth, age.today)).toBe(age.months);
    expect(minus(edate(age.birth, datedifM(age.birth, age.today)), age.today)).toBe(age.days);
    expect(ageOn(age.birth, age.today)).toMatchObject({ years: age.years, months: age.months, days: age.days });
  });

  it('completes a February 29 birthday year on March 1 with DATEDIF, February 28 in Datewise', () => {
    expect(datedifY(leapling.birth, leapling.on)).toBe(leapling.datedifYears);
    expect(datedifY(leapling.birth, must(addDays(leapling.on, 1)))).toBe(leapling.datewiseYears);
    expect(ageOn(leapling.birth, leapling.on)).toMatchObject({ years: leapling.datewiseYears, months: 0, days: 0 });
  });

  it('gives the quarter with ROUNDUP(MONTH(A2)/3,0)', () => {
    expect(Math.ceil(isoDateParts(quarter.date).month / 3)).toBe(quarter.quarter);
  });
});

describe('serial numbers', () => {
  it('matches Excel’s 1900 system and Google Sheets', () => {
    expect(sheetsSerial(serials.date)).toBe(serials.serial);
    expect(excelSerial(serials.date)).toBe(serials.serial);
    expect(sheetsSerial(serials.sheetsEpoch)).toBe(0);
    expect(excelSerial(serials.jan1_1900)).toBe(serials.excelJan1_1900);
    expect(sheetsSerial(serials.jan1_1900)).toBe(serials.sheetsJan1_1900);
    expect(excelSerial(serials.mar1_1900)).toBe(serials.mar1Serial);
    expect(sheetsSerial(serials.mar1_1900)).toBe(serials.mar1Serial);
    // Excel's February 28, 1900 is 59 and March 1 is 61: 60 is the day that never was.
    expect(excelSerial(d('1900-02-28'))).toBe(serials.excelPhantomSerial - 1);
    // The 1904 system's day 0 is January 1, 1904, serial 1462 in the 1900 system.
    expect(excelSerial(d('1904-01-01'))).toBe(serials.offset1904);
  });
});

describe('checks', () => {
  it('links only to built calculators, with every input explicit', () => {
    const allowed = ['/days-between-dates', '/business-days-calculator', '/age-calculator', '/weekday-finder', '/date-format-converter'];
    for (const check of checks) {
      const [path, query = ''] = check.link.split('?');
      expect(allowed).toContain(path);
      expect(query).not.toMatch(/today|tomorrow/);
      expect(check.result.length).toBeGreaterThan(0);
    }
  });
});
