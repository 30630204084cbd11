/** The URL contract of /special-days/period. */
import { CYCLE_LIMITS } from '@/lib/date/menstrual-cycle';
import { parseAsCivilDate, parseAsIntegerIn } from '@/kit/url-state/parsers';

const { cycleLength, periodLength } = CYCLE_LIMITS;

export const periodParams = {
  /** First day of the last period; absent: nothing to predict yet. */
  last: parseAsCivilDate,
  cycle: parseAsIntegerIn(cycleLength.min, cycleLength.max).withDefault(cycleLength.default),
  period: parseAsIntegerIn(periodLength.min, periodLength.max).withDefault(periodLength.default),
};
