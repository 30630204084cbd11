/**
 * How many pages the test-only family has (`SCALE_TEST_PAGES=5000 npm run build`; see
 * src/test/scale-test.family.ts): 0, and the family absent, in every other build. Vite writes the
 * number into the build and the unit and build checks (vite.config.ts); the browser tests, in Node
 * without Vite, never see the family (they open each template once, and the family is a copy of
 * the country pages' template).
 */
export const SCALE_TEST_PAGES: number = Number(import.meta.env?.VITE_SCALE_TEST_PAGES) || 0;
