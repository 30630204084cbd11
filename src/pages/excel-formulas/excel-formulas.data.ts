/**
 * Every figure the spreadsheet-formulas guide prints: each worked example's inputs and its
 * result as literals (checked against the date engine by `excel-formulas.data.test.ts`), and
 * the calculator links that show the same answers (`checks`).
 */
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { grouped } from '@/kit/calculator/plural';
import type { GuideCheck } from '@/content/types';

const d = (text: string) => text as IsoDate;

/** DATEDIF with A2 = start, B2 = end: every unit, and the safe replacement for "md". */
export const datedif = {
  start: d('2024-03-15'),
  end: d('2026-11-10'),
  /** DATEDIF(A2,B2,"d") and B2-A2: days, the end date not counted. */
  days: 970,
  /** B2-A2+1: both dates counted. */
  daysInclusive: 971,
  /** DATEDIF(A2,B2,"m"): complete months. */
  months: 31,
  /** DATEDIF(A2,B2,"y"): complete years. */
  years: 2,
  /** DATEDIF(A2,B2,"ym"): months left after the complete years. */
  monthsAfterYears: 7,
  /** DATEDIF(A2,B2,"yd"): days from the start's month and day in the end's year (see ydFrom). */
  daysIgnoringYears: 240,
  /** The start's month and day moved into the end's year, where "yd" counts from. */
  ydFrom: d('2026-03-15'),
  /** EDATE(A2,DATEDIF(A2,B2,"m")): the date after the complete months. */
  afterMonths: d('2026-10-15'),
  /** B2-EDATE(A2,DATEDIF(A2,B2,"m")): days left after the complete months (the safe "md"). */
  daysAfterMonths: 26,
} as const;

/** A start at a long month's end, where "md" is the risky unit: the safe formula's answer. */
export const mdPitfall = {
  start: d('2026-01-31'),
  end: d('2026-03-01'),
  /** DATEDIF(A2,B2,"m"). */
  months: 1,
  /** EDATE(A2,1): January 31 plus one month, clipped to February's last day. */
  afterMonths: d('2026-02-28'),
  /** B2-EDATE(A2,DATEDIF(A2,B2,"m")). */
  daysAfterMonths: 1,
} as const;

/**
 * DATEDIF's "m" counts a month only when the end reaches the start's day of the month: from
 * January 31 to February 28 is 0 complete months; Datewise's calculators count 1 month there.
 */
export const monthEnd = {
  start: d('2026-01-31'),
  end: d('2026-02-28'),
  datedifMonths: 0,
  datewiseMonths: 1,
} as const;

/** TODAY() minus a date, with a fixed stand-in date for TODAY(). */
export const fromToday = {
  today: d('2026-12-01'),
  past: d('2026-06-15'),
  /** TODAY()-A2. */
  daysSince: 169,
  future: d('2027-01-01'),
  /** A2-TODAY(). */
  daysUntil: 31,
} as const;

/** The 2026 US federal holidays on the dates they are observed (a holiday range H2:H12). */
export const holidays2026: readonly { name: string; date: IsoDate }[] = [
  { name: 'New Year’s Day', date: d('2026-01-01') },
  { name: 'Martin Luther King Jr. Day', date: d('2026-01-19') },
  { name: 'Washington’s Birthday', date: d('2026-02-16') },
  { name: 'Memorial Day', date: d('2026-05-25') },
  { name: 'Juneteenth National Independence Day', date: d('2026-06-19') },
  { name: 'Independence Day', date: d('2026-07-03') },
  { name: 'Labor Day', date: d('2026-09-07') },
  { name: 'Columbus Day', date: d('2026-10-12') },
  { name: 'Veterans Day', date: d('2026-11-11') },
  { name: 'Thanksgiving Day', date: d('2026-11-26') },
  { name: 'Christmas Day', date: d('2026-12-25') },
];

/** Independence Day 2026 falls on a Saturday and is observed on Friday, July 3. */
export const independenceDay2026 = d('2026-07-04');

/** The holiday range as it sits in the sheet. */
export const holidayRange = 'H2:H12';

/** NETWORKDAYS and NETWORKDAYS.INTL over November 2026 (both ends counted). */
export const networkdays = {
  from: d('2026-11-01'),
  to: d('2026-11-30'),
  /** NETWORKDAYS(A2,B2). */
  plain: 21,
  /** NETWORKDAYS(A2,B2,H2:H12). */
  withHolidays: 19,
  /** The holidays in the range that fall on a working day in November 2026. */
  holidaysInSpan: [d('2026-11-11'), d('2026-11-26')],
  /** NETWORKDAYS.INTL(A2,B2,"0000110"): Friday–Saturday weekend. */
  friSat: 22,
  /** NETWORKDAYS.INTL(A2,B2,7,H2:H12). */
  friSatWithHolidays: 20,
} as const;

/** WORKDAY and WORKDAY.INTL from Friday, November 20, 2026 (the start day not counted). */
export const workday = {
  start: d('2026-11-20'),
  days: 10,
  /** WORKDAY(A2,10). */
  plain: d('2026-12-04'),
  /** WORKDAY(A2,10,H2:H12): Thanksgiving pushes it one working day on. */
  withHolidays: d('2026-12-07'),
  /** WORKDAY.INTL(A2,10,"0000110"). */
  friSat: d('2026-12-03'),
  back: 5,
  /** WORKDAY(A2,-5). */
  backResult: d('2026-11-13'),
  /** NETWORKDAYS(A2,WORKDAY(A2,10)): both ends counted, so one more than 10. */
  networkdaysToResult: 11,
} as const;

/** WEEKDAY of a Saturday with return types 1, 2 and 3. */
export const weekday = {
  date: d('2026-07-04'),
  type1: 7,
  type2: 6,
  type3: 5,
} as const;

/** EDATE and EOMONTH. */
export const months = {
  monthEndStart: d('2026-01-31'),
  /** EDATE(A2,1). */
  edatePlus1: d('2026-02-28'),
  /** EDATE(A2,2). */
  edatePlus2: d('2026-03-31'),
  /** EDATE(EDATE(A2,1),1): chained steps keep February's shorter day. */
  edateChained: d('2026-03-28'),
  base: d('2026-11-23'),
  /** EDATE(A3,-3). */
  edateMinus3: d('2026-08-23'),
  /** EOMONTH(A3,0). */
  eomonth0: d('2026-11-30'),
  /** EOMONTH(A3,3). */
  eomonth3: d('2027-02-28'),
  /** EOMONTH(A3,-1)+1: the first day of A3's month. */
  firstOfMonth: d('2026-11-01'),
  /** DAY(EOMONTH(A3,0)): days in A3's month. */
  daysInMonth: 30,
} as const;

/** ISOWEEKNUM (with its ISO week-numbering year) and WEEKNUM (return type 1) of one date. */
export interface WeekNumberRow {
  date: IsoDate;
  iso: number;
  isoYear: number;
  weeknum: number;
}

/** A Sunday that ISO 8601 still counts in the last week of 2026. */
export const isoSunday: WeekNumberRow = { date: d('2027-01-03'), iso: 53, isoYear: 2026, weeknum: 2 };
/** The Monday that starts ISO week 1 of 2027. */
export const isoMonday: WeekNumberRow = { date: d('2027-01-04'), iso: 1, isoYear: 2027, weeknum: 2 };

/** ISOWEEKNUM and WEEKNUM around the turn of 2026 into 2027. */
export const weekNumbers: readonly WeekNumberRow[] = [
  { date: d('2026-12-31'), iso: 53, isoYear: 2026, weeknum: 53 },
  { date: d('2027-01-01'), iso: 53, isoYear: 2026, weeknum: 1 },
  isoSunday,
  isoMonday,
];

/** Age with DATEDIF, a fixed stand-in date in place of TODAY(). */
export const age = {
  birth: d('1990-05-15'),
  today: d('2026-12-01'),
  years: 36,
  months: 6,
  days: 16,
} as const;

/**
 * A February 29 birthday: DATEDIF completes the year only when the day number is reached
 * (March 1 in a common year); Datewise's age calculator completes it on February 28.
 */
export const leapling = {
  birth: d('2000-02-29'),
  on: d('2027-02-28'),
  datedifYears: 26,
  datewiseYears: 27,
} as const;

/** Quarter of a date. */
export const quarter = { date: d('2026-08-14'), quarter: 3 } as const;

/** One date through the weekend identifier and the holiday-aware working-day test. */
export interface WeekendRow {
  date: IsoDate;
  /** WEEKDAY(A2,2). */
  weekday2: number;
  /** IF(WEEKDAY(A2,2)>5,"Weekend","Weekday"). */
  label: 'Weekend' | 'Weekday';
  /** NETWORKDAYS(A2,A2,H2:H12). */
  networkdays: 0 | 1;
  /** IF(NETWORKDAYS(A2,A2,H2:H12)=1,"Working day","Day off"). */
  status: 'Working day' | 'Day off';
}

/** Christmas Day 2026: a Friday, so a "Weekday", but a holiday. */
export const christmas: WeekendRow = {
  date: d('2026-12-25'),
  weekday2: 5,
  label: 'Weekday',
  networkdays: 0,
  status: 'Day off',
};

export const weekendRows: readonly WeekendRow[] = [
  { date: d('2026-07-04'), weekday2: 6, label: 'Weekend', networkdays: 0, status: 'Day off' },
  { date: d('2026-12-24'), weekday2: 4, label: 'Weekday', networkdays: 1, status: 'Working day' },
  christmas,
];

/** Date serial numbers: Excel's 1900 date system and Google Sheets. */
export const serials = {
  date: d('2026-11-23'),
  /** The serial of `date` in both (they agree from March 1, 1900 on). */
  serial: 46349,
  /** Google Sheets' day 0. */
  sheetsEpoch: d('1899-12-30'),
  /** January 1, 1900: serial 1 in Excel, 2 in Google Sheets. */
  jan1_1900: d('1900-01-01'),
  excelJan1_1900: 1,
  sheetsJan1_1900: 2,
  /** March 1, 1900: serial 61 in both. */
  mar1_1900: d('1900-03-01'),
  mar1Serial: 61,
  /** Excel's serial 60 is the nonexistent February 29, 1900. */
  excelPhantomSerial: 60,
  /** How much lower a date's serial is in Excel's 1904 date system than in its 1900 system. */
  offset1904: 1462,
} as const;

const weeks = (week: number, year: number) => `Week ${week} of ${year}`;

/** Links of the URL contract that open a calculator on the same inputs, and what it shows. */
export const checks: readonly GuideCheck[] = [
  {
    link: `/days-between-dates?from=${datedif.start}&to=${datedif.end}&inclusive=false`,
    result: `${datedif.days} days`,
  },
  {
    link: `/days-between-dates?from=${datedif.start}&to=${datedif.end}`,
    result: `${datedif.daysInclusive} days`,
  },
  {
    link: `/age-calculator?birth=${datedif.start}&on=${datedif.end}`,
    result: `${datedif.years} years, ${datedif.monthsAfterYears} months, ${datedif.daysAfterMonths} days`,
  },
  {
    link: `/age-calculator?birth=${datedif.start}&on=${datedif.end}`,
    result: `${datedif.months} months, ${datedif.daysAfterMonths} days`,
  },
  {
    link: `/days-between-dates?from=${datedif.ydFrom}&to=${datedif.end}&inclusive=false`,
    result: `${datedif.daysIgnoringYears} days`,
  },
  {
    link: `/age-calculator?birth=${mdPitfall.start}&on=${mdPitfall.end}`,
    result: `0 years, ${mdPitfall.months} month, ${mdPitfall.daysAfterMonths} day`,
  },
  {
    link: `/age-calculator?birth=${monthEnd.start}&on=${monthEnd.end}`,
    result: `0 years, ${monthEnd.datewiseMonths} month, 0 days`,
  },
  {
    link: `/days-between-dates?from=${fromToday.past}&to=${fromToday.today}&inclusive=false`,
    result: `${fromToday.daysSince} days`,
  },
  {
    link: `/days-between-dates?from=${fromToday.today}&to=${fromToday.future}&inclusive=false`,
    result: `${fromToday.daysUntil} days`,
  },
  {
    link: `/business-days-calculator?mode=count&from=${networkdays.from}&to=${networkdays.to}`,
    result: `${networkdays.plain} business days`,
  },
  {
    link: `/business-days-calculator?mode=count&from=${networkdays.from}&to=${networkdays.to}&holidays=us`,
    result: `${networkdays.withHolidays} business days`,
  },
  {
    link: `/business-days-calculator?mode=count&from=${networkdays.from}&to=${networkdays.to}&weekend=fri,sat`,
    result: `${networkdays.friSat} business days`,
  },
  {
    link: `/business-days-calculator?mode=count&from=${networkdays.from}&to=${networkdays.to}&weekend=fri,sat&holidays=us`,
    result: `${networkdays.friSatWithHolidays} business days`,
  },
  {
    link: `/business-days-calculator?start=${workday.start}&days=${workday.days}`,
    result: formatLong(workday.plain),
  },
  {
    link: `/business-days-calculator?start=${workday.start}&days=${workday.days}&holidays=us`,
    result: formatLong(workday.withHolidays),
  },
  {
    link: `/business-days-calculator?start=${workday.start}&days=${workday.days}&weekend=fri,sat`,
    result: formatLong(workday.friSat),
  },
  {
    link: `/business-days-calculator?start=${workday.start}&days=${workday.back}&dir=ago`,
    result: formatLong(workday.backResult),
  },
  { link: `/weekday-finder?date=${weekday.date}`, result: formatLong(weekday.date) },
  { link: `/weekday-finder?date=${christmas.date}`, result: formatLong(christmas.date) },
  {
    link: `/business-days-calculator?mode=count&from=${christmas.date}&to=${christmas.date}&holidays=us`,
    result: `${christmas.networkdays} business days`,
  },
  { link: `/weekday-finder?date=${isoSunday.date}`, result: weeks(isoSunday.iso, isoSunday.isoYear) },
  { link: `/date-format-converter?date=${isoMonday.date}`, result: weeks(isoMonday.iso, isoMonday.isoYear) },
  {
    link: `/age-calculator?birth=${age.birth}&on=${age.today}`,
    result: `${age.years} years, ${age.months} months, ${age.days} days`,
  },
  {
    link: `/age-calculator?birth=${leapling.birth}&on=${leapling.on}`,
    result: `${leapling.datewiseYears} years, 0 months, 0 days`,
  },
  {
    link: `/business-days-calculator?mode=count&from=${workday.start}&to=${workday.plain}`,
    result: `${workday.networkdaysToResult} business days`,
  },
  {
    link: `/days-between-dates?from=${serials.sheetsEpoch}&to=${serials.date}&inclusive=false`,
    result: `${grouped(serials.serial)} days`,
  },
];
