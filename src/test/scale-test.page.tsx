/**
 * The test-only family's page (src/test/scale-test.family.ts): each member is a country's holiday
 * page, with the head of its own year, at its own path; its props are the country.
 */
import type { PageDefinition } from '@/registry/types';
import countryPage from '@/special-days/country-holidays/country-holidays.page';

export default {
  ...countryPage,
  meta: { ...countryPage.meta, path: '/scale-test/:member' },
} satisfies PageDefinition;
