/** The URL contract of /special-days/memorial-labor. */
import { MAX_YEAR, MIN_YEAR } from '@/lib/date/core/civil-date';
import { parseAsIntegerIn } from '@/kit/url-state/parsers';

export const memorialLaborParams = {
  /**
   * The chosen year. The picker lists the current year − 5 … + 4 (spec §9), which depends on the
   * visitor's date: a year outside it is read here and set aside by the page.
   */
  year: parseAsIntegerIn(MIN_YEAR, MAX_YEAR),
};

/** The picker's ten years around `current`, first to last. */
export function pickerYears(current: number): number[] {
  return Array.from({ length: 10 }, (_, i) => current - 5 + i).filter((y) => y >= MIN_YEAR && y <= MAX_YEAR);
}
