/** The URL contract of /age-calculator: the committed inputs of its form. */
import { parseAsCivilDate } from '@/kit/url-state/parsers';

export const ageParams = {
  birth: parseAsCivilDate,
  /** The date the age is worked out on; absent means today. */
  on: parseAsCivilDate,
};

