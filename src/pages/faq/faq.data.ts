/**
 * The FAQ's questions, answers and worked figures. Every number or date an answer prints is a
 * literal in `figures` (checked against the date engine by faq.data.test.ts), and `checks`
 * lists the calculator links whose result shows the same figure.
 */
import type { GuideCheck } from '@/content/types';
import type { IsoDate } from '@/lib/date/core/civil-date';
import { formatMedium } from '@/lib/date/core/format';
import { dateArgs, jsDateArgs, spreadsheetDate } from '@/content/code-args';

export interface FaqEntry {
  /** Stable anchor id, lowercase-hyphenated, unique on the page. */
  id: string;
  question: string;
  /** Plain text, 1–3 short sentences (it also feeds FAQPage JSON-LD); figures interpolated from `figures`. */
  answer: string;
  /** The calculator (or guide) that answers it, with the inputs filled in. */
  link?: { to: string; label: string };
}

export interface FaqGroup {
  id: string;
  heading: string;
  entries: readonly FaqEntry[];
}

const d = (iso: string) => iso as IsoDate;

/** Every worked example: its inputs and its results, as literals. */
export const figures = {
  daysBetween: { from: d('2026-01-01'), to: d('2026-03-01'), endNotCounted: 59, bothCounted: 60 },
  daysAfter: { start: d('2026-01-01'), days: 90, result: 'Wednesday, April 1, 2026' },
  businessMonth: {
    from: d('2026-01-01'),
    to: d('2026-01-31'),
    month: 'January 2026',
    weekdays: 22,
    withUsHolidays: 20,
    holidays: [
      { name: 'New Year’s Day', date: d('2026-01-01') },
      { name: 'Martin Luther King Jr. Day', date: d('2026-01-19') },
    ],
  },
  age: {
    birth: d('1990-05-15'),
    on: d('2026-11-23'),
    result: '36 years, 6 months, 8 days',
    years: 36,
    months: 6,
    lastBirthday: d('2026-05-15'),
  },
  weekday: {
    date: d('2026-07-04'),
    weekday: 'Saturday',
    observed: 'Friday, July 3, 2026',
    /** Excel WEEKDAY(date) with the default return type: 1 = Sunday … 7 = Saturday. */
    excelWeekday: 7,
    /** Python date.weekday(): 0 = Monday … 6 = Sunday. */
    pythonWeekday: 5,
    /** Python date.isoweekday(): 1 = Monday … 7 = Sunday. */
    pythonIsoWeekday: 6,
  },
  leapYear: { year: 2100, februaryDays: 28, centuryLeapYear: 2000, excelYear: 1900 },
  timeZone: {
    date: d('2026-03-10'),
    time: '09:00',
    timeLabel: '9:00 AM',
    from: 'America/New_York',
    to: 'Europe/London',
    result: '13:00 (1:00 PM)',
    resultText: '1:00 PM',
    newYorkDstStart: d('2026-03-08'),
    londonDstStart: d('2026-03-29'),
    hoursAhead: 4,
    usualHoursAhead: 5,
  },
  thanksgiving: { year: 2026, date: 'Thursday, November 26, 2026', nextYear: 2027, nextDate: 'Thursday, November 25, 2027' },
  workday: { start: d('2026-01-02'), days: 10, result: 'Friday, January 16, 2026' },
  isoWeek: { date: d('2027-01-01'), weekday: 'Friday', isoWeekdayNumber: 5, week: 53, weekYear: 2026, excelWeeknum: 1 },
  jsDate: { date: d('2026-03-01'), localDayBefore: 'February 28, 2026' },
  msPerDay: 86_400_000,
  monthEnd: { start: d('2026-01-31'), clamped: 'February 28, 2026', rolledOver: 'March 3, 2026' },
  calendarYears: { min: 1, max: 9999 },
  holidays: { perYear: 11, beforeJuneteenth: 10, juneteenthFrom: 2021 },
} as const;

/** `March 1` from `2026-03-01`. */
const monthDay = (iso: IsoDate) => formatMedium(iso).replace(/, \d+$/, '');

const { daysBetween, daysAfter, businessMonth, age, weekday, leapYear, timeZone, thanksgiving, workday, isoWeek } = figures;
const { jsDate, monthEnd, calendarYears, holidays } = figures;
const [newYear, mlkDay] = businessMonth.holidays;

const daysBetweenLink = `/days-between-dates?from=${daysBetween.from}&to=${daysBetween.to}`;
const businessUsLink = `/business-days-calculator?mode=count&from=${businessMonth.from}&to=${businessMonth.to}&holidays=us`;
const daysAfterLink = `/date-from-today?start=${daysAfter.start}&days=${daysAfter.days}`;
const ageLink = `/age-calculator?birth=${age.birth}&on=${age.on}`;
const weekdayLink = `/weekday-finder?date=${weekday.date}`;
const leapLink = `/leap-year-checker?year=${leapYear.year}`;
const excelLeapLink = `/leap-year-checker?year=${leapYear.excelYear}`;
const timeZoneLink = `/time-zone-calculator?date=${timeZone.date}&time=${timeZone.time}&from=${timeZone.from}&to=${timeZone.to}`;
const holidaysLink = `/holidays?year=${thanksgiving.year}`;
const workdayLink = `/business-days-calculator?start=${workday.start}&days=${workday.days}`;
const isoWeekLink = `/weekday-finder?date=${isoWeek.date}`;

const excelGuide = { to: '/excel-formulas', label: 'Read the Excel and Google Sheets date formulas guide' };
const developerGuide = { to: '/developer-tools', label: 'Read the date code guide for developers' };

export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'how-to',
    heading: 'How-to questions',
    entries: [
      {
        id: 'days-between-two-dates',
        question: `How many days are there between ${monthDay(daysBetween.from)} and ${formatMedium(daysBetween.to)}?`,
        answer: `${daysBetween.endNotCounted} days apart; ${daysBetween.bothCounted} if you count both dates.`,
        link: {
          to: daysBetweenLink,
          label: `Count the days from ${monthDay(daysBetween.from)} to ${formatMedium(daysBetween.to)}`,
        },
      },
      {
        id: 'days-after-a-date',
        question: `What date is ${daysAfter.days} days after ${formatMedium(daysAfter.start)}?`,
        answer: `${daysAfter.result}. The start date is day 0, so the count begins the day after it.`,
        link: { to: daysAfterLink, label: `Add ${daysAfter.days} days to ${formatMedium(daysAfter.start)}` },
      },
      {
        id: 'business-days-in-a-month',
        question: `How many business days are there in ${businessMonth.month}?`,
        answer: `${businessMonth.weekdays} weekdays, Monday to Friday. With US federal holidays taken out it is ${businessMonth.withUsHolidays}, because ${newYear.name} (${monthDay(newYear.date)}) and ${mlkDay.name} (${monthDay(mlkDay.date)}) fall on weekdays.`,
        link: { to: businessUsLink, label: `Count the business days of ${businessMonth.month} with US holidays` },
      },
      {
        id: 'age-on-a-date',
        question: `How old is someone born on ${formatMedium(age.birth)} on ${formatMedium(age.on)}?`,
        answer: `${age.result}: ${age.years} whole years, then ${age.months} whole months since the ${formatMedium(age.lastBirthday)} birthday, then the remaining days.`,
        link: { to: ageLink, label: `Work out the age on ${formatMedium(age.on)}` },
      },
      {
        id: 'weekday-of-a-date',
        question: `What day of the week is ${formatMedium(weekday.date)}?`,
        answer: `A ${weekday.weekday}. Because Independence Day falls on a ${weekday.weekday}, the federal day off is ${weekday.observed}.`,
        link: { to: weekdayLink, label: `Find the weekday of ${formatMedium(weekday.date)}` },
      },
      {
        id: 'is-2100-a-leap-year',
        question: `Is ${leapYear.year} a leap year?`,
        answer: `No. ${leapYear.year} is divisible by 100 but not by 400, so February ${leapYear.year} has ${leapYear.februaryDays} days. ${leapYear.centuryLeapYear} was a leap year because it is divisible by 400.`,
        link: { to: leapLink, label: `Check whether ${leapYear.year} is a leap year` },
      },
      {
        id: 'time-zone-across-dst',
        question: `What time is ${timeZone.timeLabel} in New York in London on ${formatMedium(timeZone.date)}?`,
        answer: `${timeZone.resultText}. New York moved its clocks forward on ${monthDay(timeZone.newYorkDstStart)} but London only does on ${monthDay(timeZone.londonDstStart)}, so in between London is ${timeZone.hoursAhead} hours ahead instead of the usual ${timeZone.usualHoursAhead}.`,
        link: { to: timeZoneLink, label: `Convert ${timeZone.timeLabel} New York time to London time on ${formatMedium(timeZone.date)}` },
      },
      {
        id: 'thanksgiving-2026',
        question: `When is Thanksgiving ${thanksgiving.year}?`,
        answer: `${thanksgiving.date}. US Thanksgiving is the fourth Thursday of November; in ${thanksgiving.nextYear} it is ${thanksgiving.nextDate}.`,
        link: { to: holidaysLink, label: `See the US federal holidays of ${thanksgiving.year}` },
      },
    ],
  },
  {
    id: 'spreadsheets',
    heading: 'Spreadsheet questions',
    entries: [
      {
        id: 'spreadsheet-days-between',
        question: 'How do I count the days between two dates in Excel or Google Sheets?',
        answer: `Subtract them: with ${daysBetween.from} in A1 and ${daysBetween.to} in B1, =B1-A1 or =DAYS(B1,A1) returns ${daysBetween.endNotCounted}. Add 1 to count both dates: ${daysBetween.bothCounted}.`,
        link: excelGuide,
      },
      {
        id: 'spreadsheet-networkdays',
        question: 'How do I count business days in Excel or Google Sheets?',
        answer: `=NETWORKDAYS(${spreadsheetDate(businessMonth.from)},${spreadsheetDate(businessMonth.to)}) returns ${businessMonth.weekdays}: it counts both the start and the end date and skips Saturdays and Sundays. With a range holding ${newYear.date} and ${mlkDay.date} as the third argument it returns ${businessMonth.withUsHolidays}.`,
        link: excelGuide,
      },
      {
        id: 'spreadsheet-workday',
        question: 'How do I add business days to a date in Excel or Google Sheets?',
        answer: `=WORKDAY(${spreadsheetDate(workday.start)},${workday.days}) returns ${workday.result} (format the cell as a date). The start date itself is not counted, weekends are skipped, and an optional third argument lists holidays to skip.`,
        link: { to: workdayLink, label: `Add ${workday.days} business days to ${formatMedium(workday.start)}` },
      },
      {
        id: 'spreadsheet-age',
        question: 'How do I calculate an age in Excel or Google Sheets?',
        answer: `Use DATEDIF: with ${age.birth} in A1 and ${age.on} in B1, =DATEDIF(A1,B1,"Y") returns ${age.years} whole years. =DATEDIF(A1,B1,"YM") returns the whole months after those years: ${age.months}.`,
        link: excelGuide,
      },
      {
        id: 'spreadsheet-weekday',
        question: 'How do I get the day of the week of a date in Excel or Google Sheets?',
        answer: `=TEXT(A1,"dddd") returns its name: ${weekday.weekday} for ${weekday.date}. =WEEKDAY(A1) returns a number from 1 for Sunday to 7 for Saturday, so ${weekday.excelWeekday} here.`,
        link: excelGuide,
      },
      {
        id: 'spreadsheet-week-numbers',
        question: 'Why do WEEKNUM and ISOWEEKNUM give different week numbers?',
        answer: `WEEKNUM makes the week that holds January 1 week 1, while ISOWEEKNUM follows ISO 8601, where week 1 holds the year’s first Thursday. For ${isoWeek.date}, a ${isoWeek.weekday}, WEEKNUM returns ${isoWeek.excelWeeknum} and ISOWEEKNUM returns ${isoWeek.week}: the day belongs to ISO week ${isoWeek.week} of ${isoWeek.weekYear}.`,
        link: { to: isoWeekLink, label: `Find the ISO week of ${formatMedium(isoWeek.date)}` },
      },
      {
        id: 'excel-1900-leap-year',
        question: `Why does Excel accept February 29, ${leapYear.excelYear}?`,
        answer: `Excel’s 1900 date system treats ${leapYear.excelYear} as a leap year, for compatibility with Lotus 1-2-3. In the Gregorian calendar ${leapYear.excelYear} is not a leap year: it is divisible by 100 but not by 400.`,
        link: { to: excelLeapLink, label: `Check whether ${leapYear.excelYear} is a leap year` },
      },
    ],
  },
  {
    id: 'programming',
    heading: 'Programming questions',
    entries: [
      {
        id: 'javascript-date-off-by-one',
        question: `Why does new Date('${jsDate.date}') show ${jsDate.localDayBefore}?`,
        answer: `A date-only ISO string is read as midnight UTC, so in a time zone behind UTC, such as the Americas, the local date is still ${jsDate.localDayBefore}. Use new Date(${jsDateArgs(jsDate.date)}) for local midnight, or keep plain dates as strings.`,
        link: developerGuide,
      },
      {
        id: 'javascript-days-between',
        question: 'How do I count the days between two dates in JavaScript?',
        answer: `Subtract two UTC timestamps and divide by ${figures.msPerDay}: (Date.UTC(${jsDateArgs(daysBetween.to)}) - Date.UTC(${jsDateArgs(daysBetween.from)})) / ${figures.msPerDay} is ${daysBetween.endNotCounted}. UTC has no daylight saving time, so every day is exactly that long.`,
        link: developerGuide,
      },
      {
        id: 'python-days-between',
        question: 'How do I count the days between two dates in Python?',
        answer: `Subtract two date objects and read .days: (date(${dateArgs(daysBetween.to)}) - date(${dateArgs(daysBetween.from)})).days is ${daysBetween.endNotCounted}. A date has no time zone, so daylight saving time cannot change the count.`,
        link: developerGuide,
      },
      {
        id: 'python-weekday-numbers',
        question: `Why does Python say ${weekday.weekday} is ${weekday.pythonWeekday}?`,
        answer: `date.weekday() counts from Monday as 0 to Sunday as 6, so date(${dateArgs(weekday.date)}).weekday() is ${weekday.pythonWeekday}. isoweekday() counts from Monday as 1 and gives ${weekday.pythonIsoWeekday}, and strftime('%A') gives “${weekday.weekday}”.`,
        link: developerGuide,
      },
      {
        id: 'iso-week-in-code',
        question: 'How do I get the ISO week number of a date in code?',
        answer: `In Python, date(${dateArgs(isoWeek.date)}).isocalendar() returns (${isoWeek.weekYear}, ${isoWeek.week}, ${isoWeek.isoWeekdayNumber}): ISO week-year ${isoWeek.weekYear}, week ${isoWeek.week}, day ${isoWeek.isoWeekdayNumber} (${isoWeek.weekday}). Always pair the week with its week-year, which can differ from the calendar year near January 1.`,
        link: developerGuide,
      },
      {
        id: 'leap-year-in-code',
        question: 'How do I check for a leap year in code?',
        answer: `A year is a leap year when it is divisible by 4, except century years, which must be divisible by 400: year % 4 == 0 and (year % 100 != 0 or year % 400 == 0). ${leapYear.year} fails the rule and ${leapYear.centuryLeapYear} passes; in Python, calendar.isleap(${leapYear.year}) returns False.`,
        link: developerGuide,
      },
      {
        id: 'adding-a-month-in-code',
        question: `What is ${monthDay(monthEnd.start)} plus one month in code?`,
        answer: `It depends on the library. JavaScript’s setMonth rolls over: new Date(${jsDateArgs(monthEnd.start)}) with setMonth(1) gives ${monthEnd.rolledOver}. Java’s LocalDate.plusMonths(1), Python’s dateutil relativedelta(months=1) and Excel’s EDATE use the month’s last day instead: ${monthEnd.clamped}.`,
        link: developerGuide,
      },
    ],
  },
  {
    id: 'technical',
    heading: 'Technical questions',
    entries: [
      {
        id: 'where-calculations-run',
        question: 'Where do the calculations run?',
        answer:
          'In your browser. Nothing you enter is sent to a server or stored, and there are no accounts, no cookies and no analytics.',
        link: { to: '/privacy', label: 'Read the privacy notice' },
      },
      {
        id: 'share-or-bookmark',
        question: 'How do I share or bookmark a result?',
        answer:
          'The inputs are kept in the page’s address, so a bookmark or a shared link reopens the same result. Each calculator has a “Copy link” button; anyone who receives the link can see its inputs.',
      },
      {
        id: 'counting-both-dates',
        question: 'Does Datewise count the start and end dates?',
        answer: `Days Between Dates shows both counts: from ${monthDay(daysBetween.from)} to ${formatMedium(daysBetween.to)} is ${daysBetween.endNotCounted} days with the end date not counted and ${daysBetween.bothCounted} with both dates counted. The Business Days Calculator counts both dates unless you untick that option.`,
        link: {
          to: daysBetweenLink,
          label: `Count the days from ${monthDay(daysBetween.from)} to ${formatMedium(daysBetween.to)}`,
        },
      },
      {
        id: 'which-calendar',
        question: 'Which calendar does Datewise use?',
        answer: `The Gregorian calendar, extended back to dates before it was introduced (the proleptic Gregorian calendar), for years ${calendarYears.min} to ${calendarYears.max}. Historical dates written in the Julian calendar will not match.`,
      },
      {
        id: 'time-zone-data',
        question: 'Where does the time zone data come from?',
        answer:
          'From your browser’s built-in time zone database, through the standard Intl API. It includes each zone’s daylight saving rules, and the offset used is the one in effect on the date you choose.',
      },
      {
        id: 'built-in-holidays',
        question: 'Which holidays are built in?',
        answer: `The US federal holidays of 5 U.S.C. 6103, with their observed days off: a Saturday holiday is taken on the Friday before and a Sunday one on the Monday after. That makes ${holidays.perYear} a year; Juneteenth counts from ${holidays.juneteenthFrom}, so earlier years have ${holidays.beforeJuneteenth}.`,
        link: { to: holidaysLink, label: `See the US federal holidays of ${thanksgiving.year}` },
      },
      {
        id: 'how-results-are-checked',
        question: 'How are the results checked?',
        answer:
          'The project’s automated test suite checks date results against an independent reference implementation, and property tests check business-day arithmetic against a day-by-day count. The suite runs under several time zones.',
        link: { to: '/about', label: 'Read about Datewise' },
      },
      {
        id: 'without-javascript',
        question: 'Does Datewise work without JavaScript?',
        answer:
          'Partly. Pages are prerendered, so their text and forms load without JavaScript, and a form submits its inputs as a plain link. The results themselves are calculated by the page’s script, so they need JavaScript.',
      },
    ],
  },
];

/** Calculator links and the text their result then shows. */
export const checks: readonly GuideCheck[] = [
  { link: daysBetweenLink, result: `${daysBetween.endNotCounted} days` },
  { link: daysBetweenLink, result: `${daysBetween.bothCounted} days` },
  { link: daysAfterLink, result: daysAfter.result },
  { link: businessUsLink, result: `${businessMonth.withUsHolidays} business days` },
  { link: ageLink, result: age.result },
  { link: weekdayLink, result: `${weekday.weekday}, ${formatMedium(weekday.date)}` },
  { link: leapLink, result: `${leapYear.year} is not a leap year` },
  { link: excelLeapLink, result: `${leapYear.excelYear} is not a leap year` },
  { link: timeZoneLink, result: timeZone.result },
  { link: timeZoneLink, result: `London is ${timeZone.hoursAhead} hours ahead of New York` },
  { link: holidaysLink, result: thanksgiving.date },
  { link: workdayLink, result: workday.result },
  { link: isoWeekLink, result: `Week ${isoWeek.week} of ${isoWeek.weekYear}` },
];
