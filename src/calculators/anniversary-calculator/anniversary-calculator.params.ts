/** The URL contract of /anniversary-calculator: the committed inputs of its form. */
import { parseAsCivilDate } from '@/lib/url/parsers';

export const anniversaryParams = {
  start: parseAsCivilDate,
  /** The date the time together is worked out on; absent means today. */
  on: parseAsCivilDate,
};

