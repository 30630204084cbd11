/** The special-day pages, against a fixed clock. */
import { readFile } from 'node:fs/promises';
import { axe, darkMode, expect, openWithJavaScript, ready, result, test } from './fixtures';

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
  await expect(result(page)).toContainText('734calendar days until election day: Tuesday, November 7, 2028');
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

test('holidays: the day of a holiday and the day after, a year from the form, Back, and the year’s calendar file', async ({ page, problems }) => {
  // Sunday, July 4, 2027, 10:00 in Chicago.
  await page.clock.install({ time: new Date('2027-07-04T15:00:00Z') });
  await page.goto('/holidays');
  await ready(page);
  const upcoming = page.getByRole('region', { name: 'Days until the next holidays' }).getByRole('listitem');
  await expect(upcoming.first()).toHaveText('Independence DaySunday, July 4, 2027Today!');
  await expect(page.getByRole('table', { name: 'US federal holidays 2027' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'US federal holidays 2027' }).getByRole('row', { name: /^Christmas Day/ })).toHaveText('Christmas DaySaturday, December 25, 2027Friday, December 24, 2027');

  // The next day Independence Day is a year away (2028 is a leap year) and last in the list.
  await page.clock.setSystemTime(new Date('2027-07-05T15:00:00Z'));
  await page.clock.runFor(1500);
  await expect(upcoming.last()).toHaveText('Independence DayTuesday, July 4, 2028365days');
  await expect(upcoming.first()).toHaveText('HalloweenSunday, October 31, 2027118days');

  await page.getByLabel('Year', { exact: true }).fill('2030');
  await page.getByRole('button', { name: 'Show holidays' }).click();
  await expect(page).toHaveURL(/\/holidays\?year=2030$/);
  await expect(page.getByRole('table', { name: 'US federal holidays 2030' })).toBeVisible();
  await page.getByRole('link', { name: '2031 →' }).click();
  await expect(page).toHaveURL(/\/holidays\?year=2031$/);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/holidays$/);
  await expect(page.getByRole('table', { name: 'US federal holidays 2027' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('us-federal-holidays-2027.ics');
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(11);
  expect(ics).toContain('DTSTART;VALUE=DATE:20271224\r\nDTEND;VALUE=DATE:20271225\r\nSUMMARY:Christmas Day (observed)\r\n');
  expect(ics).toContain('DTSTART;VALUE=DATE:20270906\r\nDTEND;VALUE=DATE:20270907\r\nSUMMARY:Labor Day\r\n');
  expect(problems).toEqual([]);
});

test('holidays: malformed years fall back to this year without an error', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2026-11-23T18:00:00Z') });
  for (const year of ['0', '10000', '2026.5', '%3Cscript%3E', '1e3', '']) {
    await page.goto(`/holidays?year=${year}`);
    await ready(page);
    await expect(page.getByRole('table', { name: 'US federal holidays 2026' })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('holidays: each year under the law of its time, none before 1870', async ({ page, problems }) => {
  await page.goto('/holidays?year=1800');
  await ready(page);
  await expect(page.getByRole('table', { name: 'US federal holidays 1800' })).toHaveCount(0);
  await expect(page.getByText('The United States had no federal holidays before 1870, when the first four', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
  // 1939: no Martin Luther King Jr. Day; Thanksgiving on November 23 by proclamation; Armistice Day; no day moved off a weekend.
  await page.goto('/holidays?year=1939');
  const table = page.getByRole('table', { name: 'US federal holidays 1939' });
  await expect(table.getByRole('row').locator('th[scope=row]')).toHaveText([
    'New Year’s Day',
    'Washington’s Birthday',
    'Memorial Day',
    'Independence Day',
    'Labor Day',
    'Columbus Day',
    'Armistice Day',
    'Thanksgiving Day',
    'Christmas Day',
  ]);
  await expect(table.getByRole('row', { name: /^Thanksgiving Day/ })).toContainText('Thursday, November 23, 1939');
  await expect(table.getByRole('row', { name: /^Memorial Day/ })).toContainText('Tuesday, May 30, 1939');
  expect(problems).toEqual([]);
});

test('Memorial Day to Labor Day: the picker’s ten years, a choice in the URL, years outside it', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2026-11-23T18:00:00Z') });
  await page.goto('/special-days/memorial-labor');
  await ready(page);
  const year = page.getByLabel('Year', { exact: true });
  await expect(year.locator('option')).toHaveText(['2021', '2022', '2023', '2024', '2025', '2026', '2027', '2028', '2029', '2030']);
  await expect(result(page)).toContainText('105 days from Memorial Day to Labor Day 2026');
  await year.selectOption('2030');
  await expect(page).toHaveURL(/\/special-days\/memorial-labor\?year=2030$/);
  await expect(result(page)).toContainText('98 days from Memorial Day to Labor Day 2030');
  await expect(result(page)).toContainText('Monday, May 27, 2030');
  await expect(result(page)).toContainText('Monday, September 2, 2030');
  await year.selectOption('2026');
  await expect(page).toHaveURL(/\/special-days\/memorial-labor$/);

  for (const outside of ['2020', '2031']) {
    await page.goto(`/special-days/memorial-labor?year=${outside}`);
    await ready(page);
    await expect(page.getByText(`The year picker lists 2021 to 2030, so ${outside} is not shown`)).toBeVisible();
    await expect(result(page)).toContainText('Labor Day 2026');
  }
  await result(page).getByRole('link', { name: /Days Between Dates/ }).click();
  await expect(page).toHaveURL(/\/days-between-dates\?from=2026-05-25&to=2026-09-07$/);
  await expect(result(page)).toContainText('106');
  expect(problems).toEqual([]);
});

test('Valentine’s Day: presets, Calculate and Back, the countdown tab on the day and after, the alias', async ({ page, problems }) => {
  await page.clock.install({ time: new Date('2027-02-14T18:00:00Z') });
  await page.goto('/days-from-valentines');
  await ready(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/special-days\/valentine$/);
  await expect(page.getByRole('tab', { name: 'Days After Valentine’s' })).toHaveAttribute('aria-selected', 'true');
  await expect(result(page)).toHaveText('21 days after Valentine’s Day 2027 (Sunday, February 14, 2027) isSunday, March 7, 2027');

  await page.getByRole('link', { name: '100 days after' }).click();
  await expect(page).toHaveURL(/\?days=100$/);
  await expect(result(page)).toContainText('Tuesday, May 25, 2027');
  await page.getByLabel('Number of days').fill('45');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/\?days=45$/);
  await expect(page.getByText('45 days after Valentine’s Day is Wednesday, March 31, 2027')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await darkMode(page);
  await expect(result(page)).toContainText('Wednesday, March 31, 2027');
  await page.goBack();
  await expect(result(page)).toContainText('Tuesday, May 25, 2027');

  await page.getByRole('tab', { name: 'Countdown to Valentine’s' }).click();
  await expect(page).toHaveURL(/tab=countdown/);
  await expect(result(page)).toContainText('Valentine’s Day is today');
  await page.clock.setSystemTime(new Date('2027-02-15T18:00:00Z'));
  await page.clock.runFor(1500);
  await expect(page.getByRole('heading', { level: 2, name: 'Valentine’s Day 2028' })).toBeVisible();
  await expect(result(page)).toContainText('364calendar days until Valentine’s Day: Monday, February 14, 2028');
  expect(await axe(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('menstrual cycle: the form to six predictions and the calendars, a future date refused, axe in both modes', async ({ page, problems }) => {
  // axe reads this long page twice.
  test.slow();
  await page.clock.install({ time: new Date('2026-11-23T18:00:00Z') });
  await page.goto('/special-days/period');
  await ready(page);
  await expect(result(page)).toHaveText('Enter the first day of your last period and press Calculate.');
  await page.getByLabel('First day of your last period').fill('2026-11-02');
  await page.getByLabel('Cycle length (days)').fill('32');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/\/special-days\/period\?last=2026-11-02&cycle=32$/);
  await expect(result(page)).toContainText('An estimate only.');
  await expect(result(page)).toContainText('Period: Friday, December 4, 2026 to Tuesday, December 8, 2026');
  await expect(result(page)).toContainText('Ovulation (estimated): Friday, November 20, 2026');
  await expect(result(page)).toContainText('Fertile window: Sunday, November 15, 2026 to Saturday, November 21, 2026');
  await expect(page.getByRole('table', { name: 'December 2026' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await darkMode(page);
  expect(await axe(page)).toEqual([]);

  // A first day after today: refused at its field, never written to the link, and dropped from one.
  const last = page.getByLabel('First day of your last period');
  await last.fill('2027-01-01');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(result(page)).toHaveText('Not calculated: Enter the first day of your most recent period: today or earlier.');
  await expect(last).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\?last=2026-11-02&cycle=32$/);
  await expect(page.getByRole('region', { name: 'On the calendar' })).toHaveCount(0);
  await page.goto('/special-days/period?last=2027-01-01&cycle=30');
  await ready(page);
  await expect(page).toHaveURL(/\/special-days\/period\?cycle=30$/);
  await expect(result(page)).toHaveText('Enter the first day of your last period and press Calculate.');
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the holidays, Memorial Day, Valentine’s Day and cycle forms submit to a link that shows the result', async ({ page, browser }) => {
    // Four forms, each submitted without JavaScript and its landing page opened again with it.
    test.slow();
    await page.goto('/holidays');
    await page.getByLabel('Year', { exact: true }).fill('2027');
    await page.getByRole('button', { name: 'Show holidays' }).click();
    let live = await openWithJavaScript(browser, page.url());
    await expect(live).toHaveURL(/\/holidays\?year=2027$/);
    await expect(live.getByRole('table', { name: 'US federal holidays 2027' }).getByRole('row', { name: /^Christmas Day/ })).toHaveText('Christmas DaySaturday, December 25, 2027Friday, December 24, 2027');
    await live.context().close();

    // The picker lists the build's years before the visitor's date is known.
    const next = String(new Date().getFullYear() + 1);
    await page.goto('/special-days/memorial-labor');
    await page.getByLabel('Year', { exact: true }).selectOption(next);
    await page.getByRole('button', { name: 'Show dates' }).click();
    live = await openWithJavaScript(browser, page.url());
    await expect(live).toHaveURL(new RegExp(`/special-days/memorial-labor\\?year=${next}$`));
    await expect(result(live)).toContainText(`from Memorial Day to Labor Day ${next}`);
    await live.context().close();

    // The alias redirects to the page, whose form submits to the page's own path.
    await page.goto('/days-from-valentines');
    await page.getByLabel('Number of days').fill('30');
    await page.getByRole('button', { name: 'Calculate' }).click();
    live = await openWithJavaScript(browser, page.url());
    await expect(live).toHaveURL(/\/special-days\/valentine\?days=30$/);
    await expect(result(live)).toContainText('30 days after Valentine’s Day');
    await live.context().close();

    await page.goto('/special-days/valentine');
    await page.getByRole('tab', { name: 'Countdown to Valentine’s' }).click();
    live = await openWithJavaScript(browser, page.url());
    await expect(live).toHaveURL(/\/special-days\/valentine\?tab=countdown$/);
    await expect(live.getByRole('heading', { level: 2, name: /^Valentine’s Day \d{4}$/ })).toBeVisible();
    await live.context().close();

    await page.goto('/special-days/period');
    await page.getByLabel('First day of your last period').fill('2026-11-02');
    await page.getByLabel('Period length (days)').fill('4');
    await page.getByRole('button', { name: 'Calculate' }).click();
    live = await openWithJavaScript(browser, page.url());
    await expect(live).toHaveURL(/\/special-days\/period\?last=2026-11-02&period=4$/);
    await expect(result(live)).toContainText('An estimate only.');
    await live.context().close();
  });
});
