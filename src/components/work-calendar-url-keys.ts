/**
 * The working-day calendar's keys (work-calendar-keys.ts) as nuqs parsers, for the pages that read
 * their keys through nuqs's hook. A module of its own, so a page without nuqs (the project
 * timeline) reads the plain keys without loading nuqs.
 */
import { createParser } from 'nuqs';
import { parseAsBoolean, parseAsWeekend } from '@/kit/url-state/parsers';
import { dateList, dayKindList, holidaysText } from '@/components/work-calendar-keys';

/** A holiday calendar id (`none`, `us`, a place such as `de-by`): see `holidaysText`. */
export const parseAsHolidays = createParser(holidaysText);

/** A date list (`off`, `work`): see `dateList`. */
export const parseAsDateList = createParser(dateList);

export const workCalendarKeys = {
  weekend: parseAsWeekend,
  holidays: parseAsHolidays.withDefault('none'),
  bank: parseAsBoolean.withDefault(false),
  half: parseAsBoolean.withDefault(false),
  kinds: createParser(dayKindList).withDefault([]),
  off: parseAsDateList.withDefault([]),
  work: parseAsDateList.withDefault([]),
};
