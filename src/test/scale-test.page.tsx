/**
 * The test-only family's page (src/test/scale-test-family.ts): each member is a country's holiday
 * page, with the head of its own year, at its own path.
 */
import { useLocation } from 'react-router-dom';
import type { PageDefinition, PageMeta } from '@/registry/types';
import { SCALE_TEST_PAGES } from '@/registry/scale-test';
import { trimPath } from '@/shell/head';
import countryPage, { CountryHolidaysPage } from '@/special-days/country-holidays/country-holidays.page';
import { countryMeta, meta } from '@/special-days/country-holidays/country-holidays.meta';
import { SCALE_TEST_PATTERN, scaleTestMember, scaleTestPaths } from '@/test/scale-test-family';

const members = scaleTestPaths(SCALE_TEST_PAGES);
const memberSet = new Set(members.canonical);

function memberMeta(path: string): PageMeta | null {
  const member = memberSet.has(path) ? scaleTestMember(path) : null;
  return member && { ...countryMeta(member.country, member.year), path };
}

export default {
  meta: { ...meta, path: SCALE_TEST_PATTERN },
  memberMeta,
  members,
  canonicalSearch: countryPage.canonicalSearch,
  Component: () => <CountryHolidaysPage country={scaleTestMember(trimPath(useLocation().pathname))!.country} />,
} satisfies PageDefinition;
