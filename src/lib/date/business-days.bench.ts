/**
 * countBusinessDays (arithmetic) against a naive day-by-day loop.
 * Run with `npx vitest bench --run src/lib/date`; not part of `vitest run`.
 */
import { bench, describe } from 'vitest';
import { countBusinessDays, holidaysInYears, WEEKENDS_ONLY } from './business-days';
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

export { sink };
