/**
 * The countdown pages against a fake clock (Playwright's page.clock) in two browser time zones
 * far apart: midnight roll-over, a daylight-saving day, the day itself, a date passed.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { convertZonedTime } from '../../src/lib/date/time-zones';
import type { IsoDate } from '../../src/lib/date/core/civil-date';
import { expect, hydrated, layoutShifts, openWithJavaScript, ready, recordLayoutShifts, result, test } from './fixtures';

/** The instant of a wall-clock time in a zone. */
const at = (zone: string, date: string, time: string, seconds = 0) => {
  const conversion = convertZonedTime({ date: date as IsoDate, time, fromZone: zone, toZone: 'UTC' });
  if (!conversion) throw new Error(`no such time ${date} ${time} in ${zone}`);
  return new Date(conversion.instant + seconds * 1000);
};

const timer = (page: Page) => page.getByRole('timer');

for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati'] as const) {
  test.describe(`in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test('rolls over at local midnight without a reload, and to next year after the day', async ({ page, problems }) => {
      await page.clock.install({ time: at(zone, '2025-10-30', '23:00') });
      await page.goto('/countdown/halloween');
      await ready(page);
      await page.clock.pauseAt(at(zone, '2025-10-30', '23:59', 57));
      await expect(result(page)).toContainText('1calendar day until Halloween: Friday, October 31, 2025');
      await expect(timer(page)).toHaveText('0days00hours00minutes03seconds');
      await page.clock.runFor(4000);
      await expect(result(page)).toContainText('Today!');
      await expect(result(page)).toContainText('Halloween is today, Friday, October 31, 2025.');
      await expect(timer(page)).toBeHidden();

      await page.clock.setSystemTime(at(zone, '2025-10-31', '23:59', 58));
      await page.clock.runFor(3000);
      await expect(page.getByRole('heading', { level: 2, name: 'Halloween 2026' })).toBeVisible();
      await expect(result(page)).toContainText('364calendar days until Halloween: Saturday, October 31, 2026');
      expect(problems).toEqual([]);
    });

    test('a daylight-saving day keeps the day count and the clock to the real midnight', async ({ page }) => {
      // Los Angeles: March 9, 2025 has 23 hours and November 2, 2025 has 25. Kiritimati has no DST.
      await page.clock.install({ time: at(zone, '2025-03-09', '00:00') });
      await page.goto('/countdown/thanksgiving');
      await ready(page);
      await page.clock.pauseAt(at(zone, '2025-03-09', '00:30'));
      await expect(result(page)).toContainText('263calendar days until Thanksgiving: Thursday, November 27, 2025');
      await expect(timer(page)).toHaveText(zone === 'America/Los_Angeles' ? '262days22hours30minutes00seconds' : '262days23hours30minutes00seconds');

      await page.clock.pauseAt(at(zone, '2025-11-02', '00:30'));
      await expect(result(page)).toContainText('25calendar days until Thanksgiving');
      await expect(timer(page)).toHaveText(zone === 'America/Los_Angeles' ? '24days24hours30minutes00seconds' : '24days23hours30minutes00seconds');
    });

    test('the day itself keeps the clock’s room (nothing moves), and a custom date passed counts up', async ({ page }) => {
      await recordLayoutShifts(page);
      await page.clock.install({ time: at(zone, '2025-12-25', '10:00') });
      await page.goto('/countdown/christmas');
      await ready(page);
      await expect(result(page)).toContainText('Christmas is today, Thursday, December 25, 2025.');
      await expect(page.getByText('The countdown reached zero at midnight, your time, 10 hours ago.')).toBeVisible();
      await expect(timer(page)).toBeHidden();
      expect(await layoutShifts(page)).toEqual([]);
      await page.goto('/countdown/wedding?date=2025-12-15');
      await ready(page);
      await expect(result(page)).toContainText('10calendar days since');
      await expect(result(page)).toContainText('days since your date: Monday, December 15, 2025');
      await expect(page.getByText('Your date is 10 days ago.')).toBeVisible();
      await expect(page.getByText('The countdown reached zero at midnight, your time.')).toBeVisible();
    });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });

  test('the day count and the clock beside it say what each counts', async ({ page }) => {
    await page.clock.install({ time: at('Europe/Berlin', '2026-09-17', '05:55') });
    await page.goto('/countdown/halloween');
    await ready(page);
    await page.clock.pauseAt(at('Europe/Berlin', '2026-09-17', '06:00'));
    // 44 dates to go; 43 whole days after today and 18 hours to tonight’s midnight: the same moment.
    await expect(result(page)).toContainText('44calendar days until Halloween: Saturday, October 31, 2026');
    const clock = page.getByRole('timer', { name: 'Time left until midnight at the start of the day, your time' });
    await expect(clock).toHaveText('43days18hours00minutes00seconds');
    await expect(page.getByText('Time left until midnight at the start of the day, your time', { exact: true })).toBeVisible();
  });
});

test('the live clock is announced at most once a minute', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-06-01T12:00:05Z') });
  await page.goto('/countdown/school-start');
  await ready(page);
  const announced = page.locator('[aria-live="polite"].sr-only');
  await expect(announced).toHaveText(/to go\.$/);
  const first = await announced.textContent();
  const changes: string[] = [];
  for (let second = 0; second < 50; second += 10) {
    await page.clock.runFor(10_000);
    changes.push((await announced.textContent()) ?? '');
  }
  expect(new Set([first, ...changes]).size).toBe(1);
  await page.clock.runFor(10_000);
  await expect(announced).not.toHaveText(first!);
});

test('a custom date from the page, then Add to calendar downloads an all-day event', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2025-01-15T18:00:00Z') });
  await page.goto('/countdown/school-end');
  await ready(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Last Day of School 2025' })).toBeVisible();
  await page.getByLabel('Count down to another date').fill('2025-06-13');
  await expect(page).toHaveURL(/\/countdown\/school-end\?date=2025-06-13$/);
  await expect(result(page)).toContainText('149calendar days until your date: Friday, June 13, 2025');
  await expect(page.getByText('Your date is 149 days from now.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('school-end-custom-2025-06-13.ics');
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT\r\n');
  expect(ics).toContain('DTSTART;VALUE=DATE:20250613\r\nDTEND;VALUE=DATE:20250614\r\n');
  expect(ics).toContain('SUMMARY:Your date\r\n');
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);

  await page.getByRole('link', { name: 'Back to the last day of school' }).click();
  await expect(page).toHaveURL(/\/countdown\/school-end$/);
  await expect(result(page)).toContainText('137calendar days until the last day of school');
  expect(problems).toEqual([]);
});

test('the birthday countdown asks, refuses the future, then counts', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2025-01-15T18:00:00Z') });
  await page.goto('/birthday-countdown');
  await ready(page);
  await expect(result(page)).toContainText('Select your birth date');
  await expect(page.getByLabel('Your birth date')).toHaveAttribute('max', '2025-01-15');
  await page.getByLabel('Your birth date').fill('2030-01-01');
  await expect(result(page)).toContainText('That birth date is in the future');
  await page.getByLabel('Your birth date').fill('1990-03-10');
  await expect(page).toHaveURL(/\?birth=1990-03-10$/);
  await expect(result(page)).toContainText('54calendar days until your 35th birthday: Monday, March 10, 2025');
  await expect(page.getByText('You turn 35 on Monday: your 35th birthday.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('malformed and hostile values fall back to the defaults', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2025-01-15T18:00:00Z') });
  await page.goto('/countdown/wedding?date=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await ready(page);
  await expect(result(page)).toContainText('181calendar days until your wedding: Tuesday, July 15, 2025');
  await page.goto('/countdown/birthday?birth=1990-02-30');
  await ready(page);
  await expect(result(page)).toContainText('Select your birth date');
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the custom date and birth date forms submit to links that count', async ({ page, browser }) => {
    await page.goto('/countdown/halloween');
    await page.getByLabel('Count down to another date').fill('2031-10-31');
    await page.getByRole('button', { name: 'Count down' }).click();
    await expect(page).toHaveURL(/\/countdown\/halloween\?date=2031-10-31$/);
    let live = await openWithJavaScript(browser, page.url());
    await expect(live.getByRole('heading', { level: 2, name: 'Countdown to Friday, October 31, 2031' })).toBeVisible();
    await live.context().close();

    await page.goto('/countdown/birthday');
    await page.getByLabel('Your birth date').fill('2000-01-01');
    await page.getByRole('button', { name: 'Count down' }).click();
    live = await openWithJavaScript(browser, page.url());
    await expect(result(live)).toContainText('until your');
    await hydrated(live);
    await live.context().close();
  });
});
