/**
 * Every family's members, by its pattern, for code that runs in Node without Vite (the browser
 * tests): a family's page module lists them, but Node cannot load a page module (Vite's globs), so
 * the list it uses is imported here. The registry's unit test checks that each family's page lists
 * exactly these (src/registry/pages.test.ts).
 */
import { COUNTRY_PAGE_PATHS } from '@/special-days/country-holidays/countries';
import type { FamilyPaths } from '@/registry/types';
import { SCALE_TEST_PAGES } from '@/registry/scale-test';
import { SCALE_TEST_PATTERN, scaleTestPaths } from '@/test/scale-test-family';

export const familyMembers = new Map<string, FamilyPaths>([
  ['/holidays/:country', COUNTRY_PAGE_PATHS],
  ...(SCALE_TEST_PAGES > 0 ? [[SCALE_TEST_PATTERN, scaleTestPaths(SCALE_TEST_PAGES)] as const] : []),
]);
