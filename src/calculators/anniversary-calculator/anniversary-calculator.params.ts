/** The URL contract of /anniversary-calculator: the committed inputs of its form. */
import { parseAsCivilDate } from '@/kit/url-state/parsers';

export const anniversaryParams = {
  start: parseAsCivilDate,
  /** The date the time together is worked out on; absent means today. */
  on: parseAsCivilDate,
};

