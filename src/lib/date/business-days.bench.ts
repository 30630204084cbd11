/**
 * countBusinessDays (arithmetic) against a naive day-by-day loop: US federal holidays, and a
 * century of a German state's holidays with 100 own days off.
 * Run with `npx vitest bench --run src/lib/date`; not part of `vitest run`.
 */
import { bench, describe } from 'vitest';
import { countBusinessDays, holidaysInYears, loadHolidayCalendar, WEEKENDS_ONLY } from './business-days';
import { type IsoDate, addDays, parseIsoDate, toDayNumber, weekdayOfDayNumber } from './core/civil-date';
import { workCalendar } from './work-calendar';

const START = parseIsoDate('2000-01-03') as IsoDate;

/** The obvious implementation: look at every day. */
function naiveCount(from: IsoDate, to: IsoDate, holidays: ReadonlySet<number>): number {
  const end = toDayNumber(to);
  let count = 0;
  for (let d = toDayNumber(from); d < end; d++) {
    const w = weekdayOfDayNumber(d);
    if (w !== 0 && w !== 6 && !holidays.has(d)) count++;
  }
  return count;
}

let sink = 0;

// The US federal rules load on demand, as on the site.
await loadHolidayCalendar('us');

for (const span of [10, 1_000, 100_000, 1_000_000]) {
  const end = addDays(START, span) as IsoDate;
  const endYear = Number(end.slice(0, 4));
  const holidays = holidaysInYears('us', 2000, endYear).map((h) => h.date);
  const us = workCalendar([6, 0], 'us');
  const holidaySet = new Set(holidays.map(toDayNumber));
  const none = new Set<number>();

  describe(`${span.toLocaleString('en-US')} days, no holidays`, () => {
    bench('countBusinessDays', () => {
      sink += countBusinessDays(START, end, WEEKENDS_ONLY);
    });
    bench('naive loop', () => {
      sink += naiveCount(START, end, none);
    });
  });

  describe(`${span.toLocaleString('en-US')} days, ${holidays.length.toLocaleString('en-US')} US holidays`, () => {
    bench('countBusinessDays', () => {
      sink += countBusinessDays(START, end, us);
    });
    bench('naive loop', () => {
      sink += naiveCount(START, end, holidaySet);
    });
  });
}

// A century with a country's region, bank holidays and half days as days off, and 100 own days off
// spread over it: the arithmetic against the naive loop over the same days off.
await loadHolidayCalendar('de-by');
{
  const from = parseIsoDate('2000-01-01') as IsoDate;
  const to = parseIsoDate('2099-12-31') as IsoDate;
  const daysOff = Array.from({ length: 100 }, (_, i) => addDays(from, 365 * i + 123) as IsoDate);
  const bavaria = { ...workCalendar([6, 0], 'de-by'), bank: true, half: true, daysOff };
  const offSet = new Set([...holidaysInYears(bavaria, 2000, 2099).map((h) => toDayNumber(h.date)), ...daysOff.map(toDayNumber)]);
  describe(`100 years, Bavaria’s ${holidaysInYears(bavaria, 2000, 2099).length.toLocaleString('en-US')} holidays and 100 own days off`, () => {
    bench('countBusinessDays, index built again (a new calendar value, as after a change of country)', () => {
      sink += countBusinessDays(from, to, { ...bavaria });
    });
    bench('countBusinessDays, index kept (the same calendar value)', () => {
      sink += countBusinessDays(from, to, bavaria);
    });
    bench('naive loop', () => {
      sink += naiveCount(from, to, offSet);
    });
  });
}

export { sink };
