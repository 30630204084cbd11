/**
 * The Julian calendar date of a day. The site's dates are proleptic Gregorian (the Gregorian
 * calendar extended backwards); before the reform of October 15, 1582 people wrote dates in
 * the Julian calendar, so a result before then also gives the day's Julian date.
 */
import { GREGORIAN_REFORM, toDayNumber, weekdayName, type DateParts, type IsoDate } from './core/civil-date';
import { formatMediumParts } from './core/format';

/** Julian Day Number of 1970-01-01, the site's day 0. */
const JDN_OF_DAY_ZERO = 2_440_588;

/**
 * The Julian calendar's year, month and day of a date (Richards' conversion from the Julian
 * Day Number).
 *
 * @example julianParts('1582-10-14' as IsoDate) // { year: 1582, month: 10, day: 4 }
 */
export function julianParts(d: IsoDate): DateParts {
  const c = toDayNumber(d) + JDN_OF_DAY_ZERO + 32_082;
  const e4 = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * e4) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  const month = m + 3 - 12 * Math.floor(m / 10);
  return { year: e4 - 4800 + Math.floor(m / 10), month, day: e - Math.floor((153 * m + 2) / 5) + 1 };
}

/**
 * The Julian calendar date of a day before the Gregorian reform, written like the site's long
 * dates; null from October 15, 1582 on.
 *
 * @example julianDateBeforeReform('1582-10-14' as IsoDate) // 'Thursday, October 4, 1582'
 */
export function julianDateBeforeReform(d: IsoDate): string | null {
  if (d >= GREGORIAN_REFORM) return null;
  return `${weekdayName(d)}, ${formatMediumParts(julianParts(d))}`;
}
