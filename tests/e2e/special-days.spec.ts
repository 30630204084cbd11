/** The special days hub and the election day page, against a fixed clock. */
import { expect, ready, result, test } from './fixtures';

test.use({ timezoneId: 'America/Chicago' });

test('election day: the next one, rolling over the day after, and the next five', async ({ page, problems }) => {
  // Tuesday, November 3, 2026, 10:00 in Chicago: election day itself.
  await page.clock.install({ time: new Date('2026-11-03T16:00:00Z') });
  await page.goto('/special-days/election');
  await ready(page);
  await expect(result(page)).toContainText('Election day is today, Tuesday, November 3, 2026.');
  await expect(page.getByRole('row').nth(1)).toHaveText('2026Tuesday, November 3, 2026Midterm0 days');
  await expect(page.getByRole('row').nth(2)).toHaveText('2028Tuesday, November 7, 2028Presidential735 days');

  await page.clock.setSystemTime(new Date('2026-11-04T16:00:00Z'));
  await page.clock.runFor(1500);
  await expect(page.getByRole('heading', { level: 2, name: 'Election Day 2028' })).toBeVisible();
  await expect(result(page)).toContainText('734days until election day: Tuesday, November 7, 2028');
  expect(problems).toEqual([]);
});

test('the hub counts to Christmas and New Year’s Day and links every special day', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2026-12-24T18:00:00Z') });
  await page.goto('/special-days');
  await ready(page);
  await expect(result(page)).toContainText('1day until ChristmasFriday, December 25, 2026');
  await expect(result(page)).toContainText('8days until New Year’s DayFriday, January 1, 2027');
  const cards = page.getByRole('region', { name: 'Special days and countdowns' });
  for (const name of ['Election Day', 'Halloween Countdown', 'Birthday Countdown', 'New Year Countdown', 'Custom Countdown']) {
    await expect(cards.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await result(page).getByRole('link', { name: /until Christmas/ }).click();
  await expect(page).toHaveURL(/\/countdown\/christmas$/);
  expect(problems).toEqual([]);
});
