/**
 * The same answers in every zone, in the browser: a worked example of every calculator the
 * guides link to (with its expected result), a form typed in, and "today", in two
 * browser time zones far apart (UTC+14 and UTC−8/−7). The countdowns run in both zones in
 * countdowns.spec.ts.
 */
import { checkPerCalculator } from './guide-checks';
import { expect, ready, result, test } from './fixtures';


for (const [zone, today] of [
  // At 10:30 UTC on March 8, 2026 it is already March 9 on Kiritimati, and 3:30 AM (just after
  // the change to daylight saving time) on March 8 in Los Angeles.
  ['Pacific/Kiritimati', 'Monday, March 9, 2026'],
  ['America/Los_Angeles', 'Sunday, March 8, 2026'],
] as const) {
  test.describe(`in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test('every calculator gives the same answer for the same link, and a typed form too', async ({ page, problems }) => {
      test.slow();
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);
      for (const check of checkPerCalculator) {
        await page.goto(check.link);
        await ready(page);
        await expect(result(page), check.link).toContainText(check.result);
      }
      await page.goto('/business-days-calculator');
      await ready(page);
      await page.getByLabel('Custom date').check();
      await page.getByLabel('Custom start date').fill('2026-03-06');
      await page.getByLabel('Number of business days').fill('1');
      await expect(result(page)).toContainText('Monday, March 9, 2026');
      expect(problems).toEqual([]);
    });

    test('"today" is the visitor\'s own date', async ({ page, problems }) => {
      await page.clock.install({ time: new Date('2026-03-08T10:30:00Z') });
      await page.goto('/days-between-dates');
      await ready(page);
      await expect(result(page)).toContainText(today);
      expect(problems).toEqual([]);
    });
  });
}
